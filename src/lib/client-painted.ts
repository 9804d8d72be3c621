/**
 * `client:painted`: an island that hydrates once the page has been painted and the browser is
 * idle. Astro's `client:idle` starts loading as soon as the main thread is idle, and it is idle
 * while the stylesheet is still on its way, so on a quick connection the island's scripts could
 * arrive and run before the first paint and hold it back. Here the wait for idle starts only
 * after the first frame: a `requestAnimationFrame` callback runs just before a frame is painted,
 * and a task queued from it runs after that paint. Used by the two tools, whose server-rendered
 * first screen is what a visitor reads first (decision 166). A tab opened in the background
 * paints, and so hydrates, when it is first shown. What is typed before hydration is kept
 * (lib/pre-hydration.ts, KeepEarlyInput).
 */
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:painted'?: boolean;
  }
}

const painted: ClientDirective = (load) => {
  const hydrate = () => void load().then((run) => run());
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  };
  requestAnimationFrame(() => setTimeout(whenIdle, 0));
};

export default painted;
