import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { earlyChanges, replayEarlyChanges } from '../../lib/pre-hydration.ts';
import { useHydrated } from './use-hydrated.ts';

const ATTRIBUTE = 'data-keep-early-input';

/**
 * Wraps a large island (either tool) so that anything typed, ticked or chosen in its
 * server-rendered fields before it hydrated is replayed as input once it is live, instead of being
 * reset by React. The wrapper's id comes from useId, which matches between server and hydration.
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
  const find = () => globalThis.document?.querySelector(`[${ATTRIBUTE}="${id}"]`);
  // Runs during the hydrating render, while the fields still hold what the visitor typed.
  const [changes] = useState(() => earlyChanges(find()));
  const replay = useEffectEvent(() => replayEarlyChanges(find(), changes));
  // Once, after hydration.
  useEffect(() => replay(), []);
  const live = useHydrated();
  return (
    <div {...{ [ATTRIBUTE]: id }} data-hydrating={live && !busy ? undefined : ''} className={className}>
      {children}
    </div>
  );
}
