import { useEffectEvent, useId, useLayoutEffect, type ReactNode } from 'react';
import { replayEarlyInput } from '../../lib/pre-hydration.ts';
import { useHydrated } from './use-hydrated.ts';

const ATTRIBUTE = 'data-keep-early-input';

/**
 * Keeps what a visitor typed, ticked or chose in an island's server-rendered fields (those under
 * `find()`) before it hydrated, or while it was hydrating: replayed as input through the island's
 * own handlers as the hydration commits (lib/pre-hydration.ts). A click that ticks a box while
 * React hydrates the form is seen by no handler; without this, the island's next render (its
 * `useHydrated` turning true, say) would untick it.
 */
export function useKeepEarlyInput(find: () => ParentNode | null | undefined): void {
  const replay = useEffectEvent(() => replayEarlyInput(find()));
  // Once, as the hydration commits: before any later render sets the fields to the island's state.
  useLayoutEffect(() => replay(), []);
}

/**
 * Wraps a large island (either tool) so that anything typed, ticked or chosen in its
 * server-rendered fields before it hydrated is replayed as input once it is live, instead of being
 * reset by React (`useKeepEarlyInput`). The wrapper's id comes from useId, which matches between
 * server and hydration.
 *
 * It is marked `data-hydrating` until React has hydrated it, and its script buttons look inactive
 * until then (global.css). Astro drops the island's `ssr` attribute as soon as it has asked React to
 * hydrate, and React hydrates in a transition, in slices: a click in between fell on a button with
 * no handler yet and was lost. A part React hydrates in a pass of its own (a tab panel's Activity
 * boundary) may still be on its way when the mark goes; React replays a click on it once it has
 * hydrated (an e2e test in roi-calculator.spec.ts clicks in that moment).
 *
 * `busy` keeps the mark while the tool is still opening a shared link after hydration: the example
 * shows until the link's plan arrives and takes its place, moving everything below it, so a click
 * meanwhile would land on a button that moves, or change a plan about to be replaced.
 */
export function KeepEarlyInput({
  children,
  className,
  busy = false,
}: {
  children: ReactNode;
  className?: string;
  busy?: boolean;
}) {
  const id = useId();
  useKeepEarlyInput(() => globalThis.document?.querySelector(`[${ATTRIBUTE}="${id}"]`));
  const live = useHydrated();
  return (
    <div {...{ [ATTRIBUTE]: id }} data-hydrating={live && !busy ? undefined : ''} className={className}>
      {children}
    </div>
  );
}
