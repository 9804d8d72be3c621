import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated.ts';

/**
 * Its children, once the island runs in the browser (nothing in the server render and while
 * hydrating). The flag lives here rather than in the component that places it, so the render that
 * follows hydration redraws this one element, not the whole island around it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
