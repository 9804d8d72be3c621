/**
 * The working draft of a calculator, kept in browser storage as the visitor types and offered back
 * when they return. The page is rendered with the defaults on the server, so the draft is applied
 * once after hydration (never during it, which would not match the server's markup). A shared link
 * in the address wins over the draft: the visitor came to see that plan.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { storedValue, type Validator } from '../../lib/storage.ts';
import { onPageLeaving } from './page-leaving.ts';
import { sharedToken } from './share-token.ts';
import { useToolLanguage } from './text-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';

interface DraftOptions<T> {
  /** Browser storage key of this tool's draft. */
  key: string;
  /** Reads what was stored back into the tool's state. */
  validate: Validator<T>;
  /**
   * The current working state as stored (versioned by the tool); written whenever it changes.
   * Undefined while the tool cannot write it yet (a part it needs is loading): nothing is written then.
   */
  value: unknown;
  /**
   * Puts a restored draft on screen. A tool that must load a part first returns a promise: the draft
   * counts as restored once it resolves true. False means it could not be shown (the tool says why);
   * nothing is then written for the page's life, so the stored draft stays as it was.
   */
  onRestore: (draft: T) => void | Promise<boolean>;
  /** Puts the tool back to its defaults. */
  onStartFresh: () => void;
}

type Notice = 'restored' | 'fresh' | undefined;

const PENDING = Symbol('defaults pending');

const stores = new Map<string, ReturnType<typeof storedValue<unknown>>>();

function draftStore<T>(key: string, validate: Validator<T>) {
  // One store per key for the page's life: the snapshot cache lives in it.
  if (!stores.has(key))
    stores.set(key, storedValue<T | null>(key, validate, null) as ReturnType<typeof storedValue<unknown>>);
  return stores.get(key) as ReturnType<typeof storedValue<T | null>>;
}

export function useDraft<T>({ key, validate, value, onRestore, onStartFresh }: DraftOptions<T>): { notice: ReactNode } {
  const { kit } = useToolLanguage();
  const store = draftStore(key, validate);
  const [notice, setNotice] = useState<Notice>();
  // A draft that could not be written is said once, plainly, and stays said until a write succeeds.
  // (Blocked storage is said by the tools' own storage notices; a full one only shows here.)
  const [full, setFull] = useState(false);
  // Nothing is written until the stored draft has been read, so the defaults never overwrite it.
  // A ref, not state: reading the draft must not re-render the whole tool right after hydration
  // when there is nothing to restore.
  const ready = useRef(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // The defaults on screen are not worth a draft: until the visitor really edits, nothing is
  // written, so the next visit does not offer the example figures back as "your last session".
  // null: the value on screen is the visitor's work; PENDING: the defaults are about to render.
  const baseline = useRef<string | null | typeof PENDING>(null);

  const restore = useEffectEvent(() => {
    const stored = store.read();
    // The defaults on screen now are not written; the restored draft, once rendered, differs from them.
    baseline.current = JSON.stringify(value);
    if (sharedToken(window.location.search) === null && stored.value !== null) {
      const shown = onRestore(stored.value);
      if (shown) {
        void shown.then((ok) => {
          if (!ok) return;
          setNotice('restored');
          ready.current = true;
        });
        return;
      }
      setNotice('restored');
    }
    ready.current = true;
  });
  // Browser storage is read once after hydration: the server rendered the defaults, and reading it
  // during the hydrating render would not match that markup. Only a restored draft re-renders.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => restore(), []);

  // The draft is written in a task of its own just after the key press, not inside it: the write
  // (the page's first one opens its storage) is work the visitor does not see, and it made the first
  // key press after a card opened a long task on a slow phone. A write still waiting when the page is
  // hidden, left or unmounted is done then, so closing the tab loses nothing.
  const waiting = useRef<{ value: unknown; timer: ReturnType<typeof setTimeout> } | null>(null);
  const writeWaiting = useEffectEvent(() => {
    const next = waiting.current;
    if (!next) return;
    clearTimeout(next.timer);
    waiting.current = null;
    const written = store.write(next.value as T);
    setFull(!written.ok && written.error === 'quota');
  });
  useEffect(() => {
    const stop = onPageLeaving(() => writeWaiting());
    return () => {
      stop();
      writeWaiting();
    };
  }, []);

  // A layout effect: the write is waiting from the commit that shows the value on. A passive effect
  // runs a task later after a render in a transition (decision 175), and leaving the page between the
  // two would leave the value unwritten.
  useLayoutEffect(() => {
    // The stored form is the tool's own versioned shape; the validator turns it back into T.
    if (!ready.current || value === undefined) return;
    // Compared with the defaults only until the visitor's first edit; after it, nothing is serialised
    // here on a key press (the store serialises the write).
    if (baseline.current !== null) {
      const json = JSON.stringify(value);
      if (baseline.current === PENDING) baseline.current = json;
      if (json === baseline.current) return;
      baseline.current = null;
    }
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = { value, timer: setTimeout(() => writeWaiting(), 0) };
  }, [store, value]);

  useEffect(() => {
    // The notice takes focus after Start fresh, because the button that had it is gone.
    if (notice === 'fresh') noticeRef.current?.focus();
  }, [notice]);

  const startFresh = () => {
    // The stored draft goes too: Start fresh means the next visit starts fresh as well.
    baseline.current = PENDING;
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
    store.clear();
    onStartFresh();
    setNotice('fresh');
  };

  const content =
    notice === 'restored' ? (
      <p
        role="status"
        className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700 print:hidden"
        data-draft-notice
      >
        <Icon name="rotate-ccw" className="h-4 w-4 text-brand-600" />
        <span>{kit.draftRestored}</span>
        <span aria-hidden="true">·</span>
        <button
          type="button"
          onClick={startFresh}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {kit.startFresh}
        </button>
      </p>
    ) : notice === 'fresh' ? (
      <p ref={noticeRef} tabIndex={-1} role="status" className="text-sm text-slate-700 print:hidden" data-draft-notice>
        {kit.startedFresh}
      </p>
    ) : null;
  const problem = !full ? null : (
    <p role="status" className="text-sm font-medium text-warning-700 print:hidden" data-draft-unsaved>
      {kit.draftFull}
    </p>
  );
  return {
    notice:
      content && problem ? (
        <div className="space-y-1">
          {content}
          {problem}
        </div>
      ) : (
        (content ?? problem)
      ),
  };
}
