import { onDemand } from '../calculator-kit/on-demand.ts';

/** The planner's parts below its first screen, loaded when the browser is idle or on Print. */
export const plannerLater = onDemand(() => import('./later-parts.tsx'));
