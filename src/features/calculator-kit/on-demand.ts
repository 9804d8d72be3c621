import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { toast } from '../../components/ui/toast.tsx';

/** A part of a tool that is not on its first screen, loaded on demand (see `onDemand`). */
export interface OnDemand<M> {
  /** Starts the load (once); resolves after every mounted user has rendered the part. */
  preload: () => Promise<M>;
  /** The loaded module, or undefined until it has loaded; asks for it when the browser is idle. */
  useLoaded: () => M | undefined;
  /** Starts the load (once) without waiting; for a pointer on its way or a focus before the click. */
  load: () => void;
  /** The loaded module or undefined: with `subscribe`, a store for `useSyncExternalStore`. */
  get: () => M | undefined;
  /** Calls `listener` once the module has arrived, or its load has failed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Whether the last load failed (the connection dropped); the next request tries again. */
  failed: () => boolean;
}

/**
 * A tool's part that the first screen does not show (later tabs, the printed report, the planning
 * panel): its chunk loads once, however often it is asked for, and tells its readers when it arrives.
 * A failed import (the network dropped) is forgotten, so the next request tries again.
 *
 * Two ways to read it, never through a Suspense fallback (a boundary that showed its fallback reveals
 * its content no sooner than 300 ms later, and a tab switch would flash):
 * - `useLoaded` asks for the chunk when the browser is idle after hydration (and then renders in a
 *   transition), or renders at once when `preload` is called, so the report is in the page before
 *   the print snapshot (Ctrl+P fires beforeprint with no time to load);
 * - `load` with `get`/`subscribe` for a part that loads only when the visitor asks for it.
 */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  let failure = false;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  const fetch = () => {
    if (!pending) failure = false;
    return (pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        failure = true;
        tell();
        throw error;
      },
    ));
  };
  let announced: Promise<void> | undefined;
  const load = () =>
    void (announced ??= fetch().then(tell, () => {
      announced = undefined;
    }));
  // Asked for (Print): rendered, and its effects run, before whoever awaits it goes on, even when
  // the idle load already brought it and its transition has not committed yet.
  const preload = () =>
    fetch().then((module) => {
      flushSync(tell);
      return module;
    });
  // Loaded because the browser is idle: rendered in a transition, so React renders the table and
  // the charts in slices between which the page answers input, instead of one long task.
  const whenIdle = () =>
    void fetch().then(
      () => startTransition(tell),
      () => undefined,
    );

  function useLoaded(): M | undefined {
    const [module, setModule] = useState<M | undefined>(() => loaded);
    useEffect(() => {
      if (module) return;
      const listener = () => setModule(() => loaded);
      listeners.add(listener);
      if (loaded) listener();
      let cancel: () => void;
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(whenIdle, { timeout: 2000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(whenIdle, 200);
        cancel = () => clearTimeout(id);
      }
      return () => {
        listeners.delete(listener);
        cancel();
      };
    }, [module]);
    return module;
  }

  return {
    preload,
    useLoaded,
    load,
    get: () => loaded,
    failed: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * A part read as a store: the module once it has arrived, null when its last load failed (the reader
 * says so instead of loading for ever), undefined while it is on its way or not yet wanted. Asks for
 * it once `wanted`.
 */
export function useOnDemand<M>(part: OnDemand<M>, wanted = true): M | null | undefined {
  const module = useSyncExternalStore(part.subscribe, part.get, () => undefined);
  const failed = useSyncExternalStore(part.subscribe, part.failed, () => false);
  useEffect(() => {
    if (wanted) part.load();
  }, [part, wanted]);
  return module ?? (failed ? null : undefined);
}

/**
 * Actions behind a click whose code loads with the first click (a tool's plan actions): each action
 * runs a function of the loaded module. A click whose code cannot load (the connection dropped) says
 * so in the action's own words (`failed`) and why (`offline`, the kit's partOffline), rather than
 * doing nothing.
 */
export function onClick<M>(importer: () => Promise<M>, offline: string) {
  return <A extends unknown[]>(failed: string, run: (module: M, ...args: A) => Promise<void> | void) =>
    async (...args: A): Promise<void> => {
      let module: M;
      try {
        module = await importer();
      } catch {
        toast({ title: failed, description: offline, tone: 'error' });
        return;
      }
      await run(module, ...args);
    };
}
