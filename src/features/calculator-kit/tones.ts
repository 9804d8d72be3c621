/**
 * The calculators' colour language for results, as theme tokens: green for good, yellow for
 * borderline, red for losing. Text classes keep AA contrast on white; fills are for charts.
 */
export type Tone = 'success' | 'warning' | 'danger';

export const TONE_TEXT: Record<Tone, string> = {
  success: 'text-success-700',
  warning: 'text-warning-700',
  danger: 'text-danger-700',
};

export const TONE_FILL: Record<Tone, string> = {
  success: 'var(--color-success-600)',
  warning: 'var(--color-warning-600)',
  danger: 'var(--color-danger-600)',
};

/** ROAS: 2 or more is green, 1 or more yellow, anything less red. */
export function roasTone(roas: number): Tone {
  if (roas >= 2) return 'success';
  if (roas >= 1) return 'warning';
  return 'danger';
}
