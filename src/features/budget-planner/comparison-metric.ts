/** The planner's Performance Comparison chart: which metric it compares, and how tall it is. */
export type ComparisonMetric = 'leads' | 'revenue' | 'roas' | 'cpl';

export const COMPARISON_METRICS: readonly ComparisonMetric[] = ['leads', 'revenue', 'roas', 'cpl'];

/** The dictionary key that names each metric in the chart's picker ("Compare by Leads"). */
export const COMPARISON_LABEL_KEYS = {
  leads: 'compareLeads',
  revenue: 'compareRevenue',
  roas: 'compareRoas',
  cpl: 'compareCpl',
} as const;

export function isComparisonMetric(value: string): value is ComparisonMetric {
  return (COMPARISON_METRICS as readonly string[]).includes(value);
}

/** Bar chart height in pixels: room for every channel's bar and the axis. */
export function comparisonChartHeight(channelCount: number): number {
  return 48 + Math.max(channelCount, 3) * 44;
}
