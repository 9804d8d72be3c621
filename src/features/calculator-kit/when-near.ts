import { useEffect, useRef, type RefObject } from 'react';
import { useStableCallback } from './use-stable-callback.ts';

/**
 * Runs `run` once, when the element behind the returned ref first comes within `rootMargin` of the
 * screen: a part's code is fetched while the visitor scrolls towards it, not when they press it.
 */
export function useWhenNear<T extends Element>(run: () => void, rootMargin: string): RefObject<T | null> {
  const ref = useRef<T>(null);
  const stableRun = useStableCallback(run);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stableRun();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, stableRun]);
  return ref;
}
