/**
 * The calculators' chart colours as theme variables, each paired with the class that shows it in
 * an HTML legend or table (using the class also makes Tailwind emit the variable). Seven colours;
 * an eighth channel starts the cycle again.
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

export type PaletteColour = (typeof CHART_PALETTE)[number];

export function paletteAt(index: number): PaletteColour {
  return (
    CHART_PALETTE[((index % CHART_PALETTE.length) + CHART_PALETTE.length) % CHART_PALETTE.length] ?? CHART_PALETTE[0]
  );
}
