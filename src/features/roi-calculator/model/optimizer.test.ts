import { describe, expect, it } from 'vitest';
import { efficiencyScore, optimise } from './optimizer.ts';
import { BUDGET_MULTIPLIERS, newRow, SAMPLE_ROWS } from './roi.ts';

describe('efficiency score', () => {
  it.each([
    [2, 100],
    [1, 100],
    [0.99, 80],
    [0.5, 80],
    [0.49, 60],
    [0.25, 60],
    [0.24, 40],
    [0, 40],
    [-0.01, 20],
  ])('ROI %s → %s', (roi, score) => expect(efficiencyScore(roi)).toBe(score));
});

describe('optimizer', () => {
  it('uses the fixed multipliers ×1.5, ×1.25, ×1 and ×0.7', () => {
    expect(BUDGET_MULTIPLIERS).toEqual({
      'Strongly Increase': 1.5,
      Increase: 1.25,
      Maintain: 1,
      'Decrease / Re-evaluate': 0.7,
    });
  });

  it('sorts the samples by ROI and suggests budgets', () => {
    const { suggestions, summary } = optimise(SAMPLE_ROWS);
    expect(suggestions.map((s) => [s.channel, s.currentSpend, s.suggestedSpend, s.efficiencyScore])).toEqual([
      ['Email', 800, 1200, 100],
      ['SEO', 1000, 1500, 100],
      ['PPC', 2000, 2500, 80],
      ['Social Media', 1500, 1500, 60],
      ['Display', 500, 350, 20],
    ]);
    expect(suggestions[4]!.change).toBeCloseTo(-150, 10);
    expect(suggestions[0]!.changeRatio).toBeCloseTo(0.5, 10);
    expect(summary.scaleUp).toBe(3);
    expect(summary.maintain).toBe(1);
    expect(summary.optimize).toBe(1);
    expect(summary.currentBudget).toBe(5800);
    expect(summary.suggestedBudget).toBeCloseTo(7050, 10);
  });

  it('keeps entry order for equal ROI and is empty-safe', () => {
    const rows = [
      { ...newRow('a'), channel: 'A' },
      { ...newRow('b'), channel: 'B' },
    ];
    expect(optimise(rows).suggestions.map((s) => s.channel)).toEqual(['A', 'B']);
    expect(optimise([]).summary).toEqual({
      scaleUp: 0,
      maintain: 0,
      optimize: 0,
      currentBudget: 0,
      suggestedBudget: 0,
      change: 0,
      changeRatio: 0,
    });
  });
});
