import { onDemand } from '../calculator-kit/on-demand.ts';

/**
 * The dashboard's charts' code: asked for when the dashboard first shows, or earlier when the visitor
 * points at or focuses its tab. The dashboard reads it from this store rather than through
 * React.lazy: a Suspense boundary that showed its fallback reveals the charts no sooner than 300 ms
 * later, even when the code arrives at once.
 */
export const dashboardCharts = onDemand(() => import('./dashboard-charts.tsx'));
