/**
 * What the ROI calculator shows beyond its first screen (the Data tab): the other tabs and the
 * printed report, with the optimizer and the advice check that only they show. One chunk, loaded
 * on demand by roi-calculator.tsx.
 */
export { checkAllAdvice } from './model/advice-check.ts';
export { optimise } from './model/optimizer.ts';
export { DashboardTab } from './dashboard-tab.tsx';
export { InstructionsTab } from './instructions-tab.tsx';
export { OptimizerTab } from './optimizer-tab.tsx';
export { PrintReport } from './print-report.tsx';
export { ResultsTab } from './results-tab.tsx';
