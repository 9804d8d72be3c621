/** The planner's Performance Comparison chart: which metric it compares, and how tall it is. */
export type ComparisonMetric = 'leads' | 'revenue' | 'roas' | 'cpl';

export const COMPARISON_OPTIONS: readonly { value: ComparisonMetric; label: string }[] = [
  { value: 'leads', label: 'Compare by Leads' },
  { value: 'revenue', label: 'Compare by Revenue' },
  { value: 'roas', label: 'Compare by ROAS' },
  { value: 'cpl', label: 'Compare by CPL' },
];

export function isComparisonMetric(value: string): value is ComparisonMetric {
  return COMPARISON_OPTIONS.some((option) => option.value === value);
}

/** Bar chart height in pixels: room for every channel's bar and the axis. */
export function comparisonChartHeight(channelCount: number): number {
  return 48 + Math.max(channelCount, 3) * 44;
}
