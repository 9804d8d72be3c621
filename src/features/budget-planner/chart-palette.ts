/**
 * Chart colours as theme variables, each paired with the class that shows it in the HTML legend
 * (using the class also makes Tailwind emit the variable).
 */
export const CHART_PALETTE = [
  { fill: 'var(--color-brand-600)', swatch: 'bg-brand-600' },
  { fill: 'var(--color-accent-500)', swatch: 'bg-accent-500' },
  { fill: 'var(--color-success-600)', swatch: 'bg-success-600' },
  { fill: 'var(--color-brand-300)', swatch: 'bg-brand-300' },
  { fill: 'var(--color-warning-600)', swatch: 'bg-warning-600' },
  { fill: 'var(--color-danger-600)', swatch: 'bg-danger-600' },
  { fill: 'var(--color-brand-900)', swatch: 'bg-brand-900' },
] as const;

export function paletteAt(index: number): (typeof CHART_PALETTE)[number] {
  return CHART_PALETTE[index % CHART_PALETTE.length] ?? CHART_PALETTE[0];
}

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
