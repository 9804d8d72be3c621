import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { planningEn } from './i18n/en.ts';
import { phiWords } from './saturation-section.tsx';

describe('saturation presets in words (E15)', () => {
  it.each([
    [0, 'No diminishing returns: +10% spend gives +10% clicks.'],
    [
      0.25,
      "+10% spend gives +7.3% clicks; 2× spend gives ×1.60; the next click costs 1.33× the average; ceiling 4.00× today's clicks.",
    ],
    [
      0.5,
      "+10% spend gives +4.8% clicks; 2× spend gives ×1.33; the next click costs 2.00× the average; ceiling 2.00× today's clicks.",
    ],
    [
      0.7,
      "+10% spend gives +2.8% clicks; 2× spend gives ×1.18; the next click costs 3.33× the average; ceiling 1.43× today's clicks.",
    ],
  ])('φ %s', (phi, words) => {
    expect(phiWords(phi, planningEn.saturation, formattersFor('USD', 'en'))).toBe(words);
  });
});
