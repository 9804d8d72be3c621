import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, paletteAt } from './chart-palette.ts';
import { roasTone, TONE_FILL, TONE_TEXT } from './tones.ts';

describe('ROAS tones', () => {
  it.each([
    [3.2, 'success'],
    [2, 'success'],
    [1.99, 'warning'],
    [1, 'warning'],
    [0.99, 'danger'],
    [0, 'danger'],
  ] as const)('ROAS %s is %s', (roas, tone) => {
    expect(roasTone(roas)).toBe(tone);
  });

  it('has a text class and a chart fill for every tone', () => {
    expect(TONE_TEXT.warning).toBe('text-warning-700');
    expect(TONE_FILL.danger).toBe('var(--color-danger-600)');
  });
});

describe('chart palette', () => {
  it('gives seven distinct colours, then cycles', () => {
    expect(new Set(CHART_PALETTE.map((colour) => colour.fill)).size).toBe(7);
    expect(paletteAt(0).swatch).toBe('bg-brand-600');
    expect(paletteAt(7)).toBe(paletteAt(0));
    expect(paletteAt(12).fill).toBe('var(--color-danger-600)');
  });
});
