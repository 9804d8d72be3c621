import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `fn`: handed to a
 * memoised child (a channel card, a row), it lets the child skip a render when nothing it shows has
 * changed. Call it from event handlers only, never while rendering (it sees the last committed `fn`).
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
