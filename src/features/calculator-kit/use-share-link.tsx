/**
 * The calculators' one share-link behaviour. Arriving with `?plan=`: the plan opens once, after
 * hydration, and the address keeps the link, so a reload or a bookmark shows the same plan again.
 * Copying a link: the address bar takes the new link too, the link goes to the clipboard, and when
 * the browser refuses the clipboard a dialog shows the link selected to copy by hand.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import type { DecodeResult, ShareProblem } from './share-link.ts';
import { sharedToken, withoutSharedToken } from './share-token.ts';

const ShareLinkDialog = lazy(() =>
  import('./share-link-dialog.tsx').then((module) => ({ default: module.ShareLinkDialog })),
);

interface ShareLinkOptions<T> {
  /** Loads the codec on demand (it brings zod) and reads the token. */
  decode: (token: string) => Promise<DecodeResult<T>>;
  onOpen: (value: T) => void;
  /** The English reason, and its code for a page that words it in its own language. */
  onError: (error: string, problem?: ShareProblem) => void;
  /**
   * The tool's current state. While it is the state the link shows, the link stays in the address
   * bar; the first edit drops it, so a reload then shows the visitor's own work (their draft).
   */
  value: unknown;
}

export interface ShareLink {
  /** Puts the link in the address bar and on the clipboard; true when the clipboard took it. */
  copy: (url: string) => Promise<boolean>;
  /** The copy-by-hand dialog, when it is needed. */
  dialog: ReactNode;
  /**
   * The page arrived with a link whose plan is not on screen yet (its reader loads on demand). Until
   * it is, the example plan shows, and a change made to it would be replaced.
   */
  opening: boolean;
}

export function useShareLink<T>({ decode, onOpen, onError, value }: ShareLinkOptions<T>): ShareLink {
  const [manualUrl, setManualUrl] = useState<string>();
  // On the server (and in the markup) there is no link to open.
  const [opening, setOpening] = useState(
    () => globalThis.location !== undefined && sharedToken(globalThis.location.search) !== null,
  );
  // 'next': the state about to render is the shared one; an object: the shared state on screen.
  const shown = useRef<{ value: unknown } | 'next' | undefined>(undefined);
  const open = useEffectEvent((result: DecodeResult<T>) => {
    if (result.ok) {
      shown.current = 'next';
      onOpen(result.value);
    } else onError(result.error, result.problem);
    setOpening(false);
  });

  useEffect(() => {
    const current = shown.current;
    if (current === 'next') shown.current = { value };
    else if (current && current.value !== value) {
      shown.current = undefined;
      window.history.replaceState(window.history.state, '', withoutSharedToken(window.location.href));
    }
  }, [value]);
  const read = useEffectEvent(decode);

  useEffect(() => {
    const token = sharedToken(window.location.search);
    if (token === null) return;
    let active = true;
    // A reader that cannot load (the connection dropped) leaves the example, as it was, and the page
    // ready to use.
    void read(token).then(
      (result) => active && open(result),
      () => active && setOpening(false),
    );
    return () => {
      active = false;
    };
  }, []);

  const copy = async (url: string) => {
    window.history.replaceState(window.history.state, '', url);
    shown.current = { value };
    try {
      await navigator.clipboard.writeText(url);
      return true;
    } catch {
      setManualUrl(url);
      return false;
    }
  };

  const dialog =
    manualUrl === undefined ? null : (
      <Suspense fallback={null}>
        <ShareLinkDialog url={manualUrl} onClose={() => setManualUrl(undefined)} />
      </Suspense>
    );
  return { copy, dialog, opening };
}
