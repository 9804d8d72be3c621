import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAdvice, checkAllAdvice, MARGINAL_OFF } from './advice-check.ts';
import { optimise } from './optimizer.ts';
import { sampleRows } from './roi.ts';

describe('the optimizer advice against the marginal check', () => {
  it('ROI 200 % at 10,000, medium saturation: ×1.5 adds 5,000 that return 6,000, so the rise agrees (+1,000, 20 % on the change)', () => {
    const check = checkAdvice({ spend: 10000, revenue: 30000 }, 'medium');
    expect(check.kind).toBe('agrees');
    if (check.kind === 'no-change') throw new Error('a change');
    expect(check.direction).toBe('more');
    expect(check.changedSpend).toBe(5000);
    expect(check.changedRevenue).toBeCloseTo(6000, 9);
    expect(check.profitChange).toBeCloseTo(1000, 9);
    expect(check.returnOnChange).toBeCloseTo(0.2, 12);
  });

  it('the same row at a 40 % margin disagrees: 6,000 × 0.4 − 5,000 = −2,600 of contribution', () => {
    const check = checkAdvice({ spend: 10000, revenue: 30000 }, 'medium', 0.4);
    expect(check.kind).toBe('disagrees');
    if (check.kind === 'no-change') throw new Error('a change');
    expect(check.profitChange).toBeCloseTo(-2600, 9);
    expect(check.returnOnChange).toBeCloseTo(-0.52, 12);
  });

  it('samples at medium saturation: PPC (ROI 65 %, ×1.25) adds 500 that return 366.67, so only PPC disagrees', () => {
    const rows = sampleRows();
    const checks = checkAllAdvice(rows, { on: true, presets: {} });
    if (!checks) throw new Error('on');
    expect(rows.map((r) => [r.channel, checks.get(r.id)?.kind])).toEqual([
      ['SEO', 'agrees'],
      ['PPC', 'disagrees'],
      ['Social Media', 'no-change'],
      ['Email', 'agrees'],
      ['Display', 'agrees'],
    ]);
    const ppc = checks.get('2');
    if (!ppc || ppc.kind === 'no-change') throw new Error('a change');
    expect(ppc.changedRevenue).toBeCloseTo(366.667, 3);
    expect(ppc.returnOnChange).toBeCloseTo(-0.26667, 5);
    // Display's cut (×0.7) saves 150 and gives up 51.18 of revenue: the removed money was losing.
    const display = checks.get('5');
    if (!display || display.kind === 'no-change') throw new Error('a change');
    expect(display.direction).toBe('less');
    expect(display.profitChange).toBeCloseTo(150 - 290 + (580 * 350) / 850, 9);
  });

  it('without saturation (a straight line) every rise with ROI above 0 agrees, and the check is off until asked', () => {
    const rows = sampleRows();
    const checks = checkAllAdvice(rows, { on: true, presets: Object.fromEntries(rows.map((r) => [r.id, 'none'])) });
    expect([...(checks?.values() ?? [])].map((c) => c.kind)).toEqual([
      'agrees',
      'agrees',
      'no-change',
      'agrees',
      'agrees',
    ]);
    expect(checkAllAdvice(rows, MARGINAL_OFF)).toBeNull();
  });

  it('a row without spend has nothing to check', () => {
    expect(checkAdvice({ spend: 0, revenue: 500 }, 'high')).toEqual({ kind: 'no-change' });
  });

  it('never flags a change that adds profit, and the fixed-multiplier optimizer is left as it is', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.constantFrom('none', 'low', 'medium', 'high' as const),
        fc.option(fc.double({ min: 0.01, max: 1, noNaN: true })),
        (spend, revenue, preset, margin) => {
          const check = checkAdvice({ spend, revenue }, preset, margin);
          if (check.kind === 'disagrees') expect(check.profitChange).toBeLessThan(0);
          if (check.kind !== 'no-change' && check.profitChange > 0) expect(check.kind).toBe('agrees');
        },
      ),
    );
    const rows = sampleRows();
    const before = JSON.stringify(optimise(rows));
    checkAllAdvice(rows, { on: true, presets: {} }, 0.4);
    expect(JSON.stringify(optimise(rows))).toBe(before);
  });
});
