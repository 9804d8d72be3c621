import { describe, expect, it } from 'vitest';
import { formattersFor } from '../calculator-kit/use-format.ts';
import { reasonWords, multiplierWords } from './report-words.ts';
import { roiEn } from './i18n/en.ts';
import { roiVi } from './i18n/vi.ts';
import { optimise } from './model/optimizer.ts';
import { newRow, SAMPLE_ROWS } from './model/roi.ts';

const en = formattersFor('USD', 'en');
const vi = formattersFor('VND', 'vi');

describe('optimizer reasons', () => {
  it('explains each suggestion with the same thresholds and multipliers it applies', () => {
    const reasons = Object.fromEntries(
      optimise(SAMPLE_ROWS).suggestions.map((s) => [
        s.recommendation,
        reasonWords(roiEn, en, s.recommendation, s.roi, s.currentSpend),
      ]),
    );
    expect(reasons['Strongly Increase']).toContain('well above the 150% mark. Raising the budget by 50% should');
    expect(reasons['Increase']).toContain('is above 50%. A 25% increase is a measured step');
    expect(reasons['Decrease / Re-evaluate']).toContain('Cut the budget by 30% and rework');
  });

  it('quotes the ROI and says when there is no spend', () => {
    const [first] = optimise(SAMPLE_ROWS).suggestions;
    expect(reasonWords(roiEn, en, first!.recommendation, first!.roi, first!.currentSpend)).toContain('320.0%');
    expect(reasonWords(roiVi, vi, first!.recommendation, first!.roi, first!.currentSpend)).toContain('320,0%');
    const empty = optimise([newRow('a')]).suggestions[0]!;
    expect(reasonWords(roiEn, en, empty.recommendation, empty.roi, 0)).toContain('No spend is recorded');
    expect(reasonWords(roiVi, vi, empty.recommendation, empty.roi, 0)).toBe(roiVi.reasonNoSpend);
  });

  it('writes multipliers in the page’s number format', () => {
    expect(
      ['Strongly Increase', 'Increase', 'Maintain', 'Decrease / Re-evaluate'].map((r) =>
        multiplierWords(r as 'Increase', en),
      ),
    ).toEqual(['×1.5', '×1.25', '×1', '×0.7']);
    expect(multiplierWords('Increase', vi)).toBe('×1,25');
  });
});
