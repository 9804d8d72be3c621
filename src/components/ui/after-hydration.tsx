import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children, once the island runs in the browser and the browser is idle: nothing in the server
 * render, while hydrating, or in the task that finishes hydration. They render in a transition, which
 * React slices between input. The tools place their on-demand extras here (the ad-tax line and the
 * channel templates for AUD and VND): drawn at once after hydration, their render, their chunk's
 * arrival and the layout that followed were the Vietnamese tool pages' longest tasks while loading
 * (decision 168). The flag lives here rather than in the component that places it, so the render
 * redraws this one element, not the whole island around it.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(show, 0);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(show, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, []);
  return shown ? children : null;
}
