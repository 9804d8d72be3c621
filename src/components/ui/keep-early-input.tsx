import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { earlyChanges, replayEarlyChanges } from '../../lib/pre-hydration.ts';

const ATTRIBUTE = 'data-keep-early-input';

/**
 * Wraps a large island (the budget planner) so that anything typed, ticked or chosen in its
 * server-rendered fields before it hydrated is replayed as input once it is live, instead of being
 * reset by React. The wrapper's id comes from useId, which matches between server and hydration.
 */
export function KeepEarlyInput({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const find = () => globalThis.document?.querySelector(`[${ATTRIBUTE}="${id}"]`);
  // Runs during the hydrating render, while the fields still hold what the visitor typed.
  const [changes] = useState(() => earlyChanges(find()));
  const replay = useEffectEvent(() => replayEarlyChanges(find(), changes));
  // Once, after hydration.
  useEffect(() => replay(), []);
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      {children}
    </div>
  );
}
