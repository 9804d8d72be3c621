import { useEffect, useState } from 'react';
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
 * loads when the browser is idle after hydration, or at once when `preload` is called. Once loaded it
 * renders synchronously, never through a Suspense fallback, so a tab switch does not flash and the
 * report is in the page before the print snapshot (Ctrl+P fires beforeprint with no time to load).
 */
export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const listeners = new Set<(module: M) => void>();
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module;
      // Rendered (and its effects run) before whoever awaits the load goes on, e.g. to print.
      flushSync(() => {
        for (const listener of listeners) listener(module);
      });
      return module;
    }));

  function useLoaded(): M | undefined {
    const [module, setModule] = useState<M | undefined>(() => loaded);
    useEffect(() => {
      if (module) return;
      const listener = (next: M) => setModule(() => next);
      listeners.add(listener);
      if (loaded) listener(loaded);
      const start = () => void preload();
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
