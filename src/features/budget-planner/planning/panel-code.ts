/**
 * Code loaded on demand, as a tiny store for `useSyncExternalStore`: `get` is undefined until the
 * chunk has arrived, then the loaded value. `load` starts the import once; a failed import (the
 * network dropped) is forgotten, so the next call tries again.
 */
export interface PanelCode<T> {
  load: () => void;
  get: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

export function panelCode<T>(importer: () => Promise<T>): PanelCode<T> {
  let value: T | undefined;
  let request: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      request ??= importer().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
        },
        () => {
          request = undefined;
        },
      );
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
