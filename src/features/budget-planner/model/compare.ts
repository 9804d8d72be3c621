/** Two saved plans side by side: each summary metric, and B minus A. */
import { hasValidResults, type PlanSummary } from './planner.ts';
import { modelPlan } from './curves-plan.ts';
import type { PlannerState } from './planner.ts';

export type SummaryMetric =
  | 'totalBudget'
  | 'totalEstimatedLeads'
  | 'totalEstimatedCustomers'
  | 'totalEstimatedRevenue'
  | 'overallROI'
  | 'averageCAC';
export type MetricKind = 'money' | 'count' | 'percent';

const SUMMARY_METRICS: readonly { key: SummaryMetric; label: string; kind: MetricKind; higherIsBetter: boolean }[] = [
  { key: 'totalBudget', label: 'Budget', kind: 'money', higherIsBetter: false },
  { key: 'totalEstimatedLeads', label: 'Est. Leads', kind: 'count', higherIsBetter: true },
  { key: 'totalEstimatedCustomers', label: 'Est. Customers', kind: 'count', higherIsBetter: true },
  { key: 'totalEstimatedRevenue', label: 'Est. Revenue', kind: 'money', higherIsBetter: true },
  { key: 'overallROI', label: 'Overall ROI', kind: 'percent', higherIsBetter: true },
  { key: 'averageCAC', label: 'Avg. CAC', kind: 'money', higherIsBetter: false },
];

export interface ComparedPlan {
  summary: PlanSummary;
  /** False for a budget-first plan whose allocations do not total 100 %. */
  valid: boolean;
}

export function comparePlanState(state: PlannerState): ComparedPlan {
  return { summary: modelPlan(state).summary, valid: hasValidResults(state) };
}

export interface ComparisonRow {
  key: SummaryMetric;
  label: string;
  kind: MetricKind;
  a: number;
  b: number;
  /** b - a; for ROI in percentage points (values are ratios). */
  difference: number;
  /** Whether B is better than A on this metric, worse, or the same. */
  verdict: 'better' | 'worse' | 'same';
}

export function comparePlans(a: PlanSummary, b: PlanSummary): ComparisonRow[] {
  return SUMMARY_METRICS.map(({ key, label, kind, higherIsBetter }) => {
    const difference = b[key] - a[key];
    const same = Math.abs(difference) < 1e-9;
    const better = higherIsBetter ? difference > 0 : difference < 0;
    return {
      key,
      label,
      kind,
      a: a[key],
      b: b[key],
      difference: same ? 0 : difference,
      verdict: same ? 'same' : better ? 'better' : 'worse',
    };
  });
}
