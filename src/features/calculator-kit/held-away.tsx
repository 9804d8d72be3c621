/**
 * A part of a tool whose figures follow the plan while it is near the screen, and is held as it was
 * while it is away from it (decision 181): every open planning block, and the planner's breakdown
 * and charts. A key press then redraws what a visitor can see, not every figure on the page: with
 * every planning block open and 20 channels, React redrawing all of them for each key press made
 * frames of 60–90 ms at 4× CPU throttle.
 *
 * A held part says so (aria-busy; a planning block fades), and it never stays behind for long: it
 * catches up when it comes near the screen, when something inside it takes focus, before a print,
 * and once typing has paused for a second, one part per idle moment so the catching up adds no long
 * frame either. A screen reader, or find in the page, reaches a part without scrolling to it, and
 * finds the current figures once typing pauses.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { PRINT_REQUEST } from './print-request.ts';

/**
 * How far above and below the screen a part still counts as near: half a screen's height, as for
 * the parts Chromium skips out of view (`content-visibility: auto`).
 */
const NEAR = '50% 0px';
/** How long typing must pause before the held parts catch up. */
export const QUIET_MS = 1000;

export interface Held<T> {
  /** What to draw: the value as it was while away, else the value. */
  shown: T;
  /** `shown` is not the latest value: the part is held, and is being brought up to date. */
  behind: boolean;
  /** Call when something inside the part takes focus: it follows the value again at once. */
  comeNear: () => void;
}

/**
 * `value` while `target` is near the screen; away from it, `value` as it was when it left, until
 * typing pauses. Where the browser cannot tell (no IntersectionObserver), always `value`.
 *
 * Pass the same object for "unchanged" (React elements are compared by identity): drawing the very
 * element drawn last time is what lets React skip a held part's whole content.
 */
export function useHeldAway<T>(value: T, target: RefObject<Element | null>): Held<T> {
  const [near, setNear] = useState(true);
  const [held, setHeld] = useState(value);
  // The latest value, for the observer and the catch-up, which run outside a render.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.isIntersecting) {
          // Drawn in slices: scrolling stays smooth while a part that was held catches up.
          startTransition(() => setNear(true));
        } else {
          setHeld(latest.current);
          setNear(false);
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  useLatestForPrint(setHeld, latest);
  const shown = near ? value : held;
  const behind = shown !== value;
  useEffect(() => {
    if (!behind) return;
    return catchUpWhenQuiet(() => startTransition(() => setHeld(latest.current)));
  }, [behind, value]);
  // The same function every render, so a part that hands it to an element can skip redrawing it.
  const comeNear = useCallback(() => setNear(true), []);
  return { shown, behind, comeNear };
}

/**
 * Before a print, `set` to `latest.current` at once, so the print shows the page as it is now: the
 * tools' Print buttons ask first (PRINT_REQUEST), and the browser's own print says beforeprint. Both
 * come before the page is laid out for paper.
 */
export function useLatestForPrint<T>(set: (value: T) => void, latest: { readonly current: T }): void {
  useEffect(() => {
    const now = () => flushSync(() => set(latest.current));
    window.addEventListener('beforeprint', now);
    window.addEventListener(PRINT_REQUEST, now);
    return () => {
      window.removeEventListener('beforeprint', now);
      window.removeEventListener(PRINT_REQUEST, now);
    };
  }, [set, latest]);
}

/**
 * `children` held while this part of the page is away from the screen (see `useHeldAway`), marked
 * aria-busy while behind. Give the content as a component element whose render works its figures
 * out: the held element is then skipped whole.
 */
export function HeldAway({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  const held = useHeldAway(children, part);
  return (
    <div ref={part} data-held="" aria-busy={held.behind || undefined} onFocus={held.comeNear}>
      {held.shown}
    </div>
  );
}

// The held parts waiting to catch up, in the order they were held (the page's order); one catches
// up per idle moment.
const waiting: Array<() => void> = [];
let draining = false;

/** Runs `catchUp` once nothing has changed for `QUIET_MS`, after any held part queued before it. */
function catchUpWhenQuiet(catchUp: () => void): () => void {
  let queued = false;
  const timer = setTimeout(() => {
    queued = true;
    waiting.push(catchUp);
    drain();
  }, QUIET_MS);
  return () => {
    clearTimeout(timer);
    if (!queued) return;
    const at = waiting.indexOf(catchUp);
    if (at >= 0) waiting.splice(at, 1);
  };
}

function drain(): void {
  if (draining) return;
  draining = true;
  const next = () => {
    const catchUp = waiting.shift();
    if (!catchUp) {
      draining = false;
      return;
    }
    catchUp();
    whenIdle(next);
  };
  whenIdle(next);
}

// Idle: after the frame, with no task waiting (a part's catch-up render is a run of such tasks, so
// the next part waits for it). Without requestIdleCallback (Safari), a short timeout.
const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
};
