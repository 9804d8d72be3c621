import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** A part of a tool that is not on its first screen, loaded on demand (see `onDemand`). */
export interface OnDemand<M> {
  /** Starts the load (once); resolves after every mounted user has rendered the part. */
  preload: () => Promise<M>;
  /** The loaded module, or undefined until it has loaded; asks for it when the browser is idle. */
  useLoaded: () => M | undefined;
}

/**
 * A tool's part that the first screen does not show (later tabs, the printed report): its chunk
 * loads when the browser is idle after hydration (and then renders in a transition), or at once when
 * `preload` is called (and then renders synchronously). Never through a Suspense fallback, so a tab
 * switch does not flash and the report is in the page before the print snapshot (Ctrl+P fires
 * beforeprint with no time to load).
 */
export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<(module: M) => void>();
  const fetch = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  const tell = (module: M) => {
    for (const listener of listeners) listener(module);
  };
  // Asked for (Print): rendered, and its effects run, before whoever awaits it goes on, even when
  // the idle load already brought it and its transition has not committed yet.
  const preload = () =>
    fetch().then((module) => {
      flushSync(() => tell(module));
      return module;
    });
  // Loaded because the browser is idle: rendered in a transition, so React renders the table and
  // the charts in slices between which the page answers input, instead of one long task.
  const whenIdle = () => void fetch().then((module) => startTransition(() => tell(module)));

  function useLoaded(): M | undefined {
    const [module, setModule] = useState<M | undefined>(() => loaded);
    useEffect(() => {
      if (module) return;
      const listener = (next: M) => setModule(() => next);
      listeners.add(listener);
      if (loaded) listener(loaded);
      const start = whenIdle;
      let cancel: () => void;
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(start, { timeout: 2000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(start, 200);
        cancel = () => clearTimeout(id);
      }
      return () => {
        listeners.delete(listener);
        cancel();
      };
    }, [module]);
    return module;
  }

  return { preload, useLoaded };
}
