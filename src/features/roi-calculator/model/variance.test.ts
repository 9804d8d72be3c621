import { describe, expect, it } from 'vitest';
import { roiEn } from '../i18n/en.ts';
import { describeGap, explainCustomersGap, explainRevenueGap, matchTargets, proRate, variance } from './variance.ts';
import { newRow } from './roi.ts';

describe('why revenue missed (E11)', () => {
  const plan = { spend: 5000, cpc: 2.5, cvr: 5, vpl: 120 };
  const actual = { spend: 5400, cpc: 2.7, cvr: 4.6, vpl: 130 };
  const split = explainRevenueGap(plan, actual);
  it('spend 921.99, CPC −921.99, CVR −998.91, value per lead 958.91', () => {
    expect(split?.spend).toBeCloseTo(921.99, 2);
    expect(split?.cpc).toBeCloseTo(-921.99, 2);
    expect(split?.cvr).toBeCloseTo(-998.91, 2);
    expect(split?.valuePerLead).toBeCloseTo(958.91, 2);
  });
  it('sums to the revenue gap of −40 within 1e-9', () => {
    const sum = (split?.spend ?? 0) + (split?.cpc ?? 0) + (split?.cvr ?? 0) + (split?.valuePerLead ?? 0);
    expect(Math.abs(sum - (11960 - 12000))).toBeLessThan(1e-9);
  });
  it("can't split a zero", () => expect(explainRevenueGap(plan, { ...actual, cvr: 0 })).toBeNull());
});

describe('targets beside actuals', () => {
  it('pro-rates the plan linearly for a period still running', () => {
    expect(proRate({ spend: 3000, clicks: 300, leads: 30, customers: 6, revenue: 9000 }, 10, 30)).toEqual({
      spend: 1000,
      clicks: 100,
      leads: 10,
      customers: 2,
      revenue: 3000,
    });
  });
  it('matches names case-insensitively, each target once, and lists the rest', () => {
    const rows = [
      { ...newRow('a'), channel: 'google search' },
      { ...newRow('b'), channel: 'Email' },
    ];
    const targets = [{ name: 'Meta' }, { name: 'Google Search ' }].map((t) => ({
      ...t,
      spend: 1,
      cpc: 1,
      cvr: 1,
      vpl: 1,
      clicks: 1,
      leads: 1,
      customers: 1,
      revenue: 1,
    }));
    expect(matchTargets(rows, targets)).toEqual({ byRow: [1, undefined], unmatchedTargets: [0] });
    expect(matchTargets(rows, targets, { b: 0 })).toEqual({ byRow: [1, 0], unmatchedTargets: [] });
  });
  it('reports actual − target and its share for every figure', () => {
    const lines = variance(
      { spend: 5000, clicks: 2000, leads: 100, customers: 20, revenue: 12000 },
      { spend: 5400, clicks: 2000, leads: 92, customers: 18, revenue: 11960 },
    );
    const spend = lines.find((l) => l.field === 'spend');
    expect(spend).toEqual({ field: 'spend', target: 5000, actual: 5400, delta: 400, ratio: 0.08 });
    expect(lines.find((l) => l.field === 'roi')?.delta).toBeCloseTo(11960 / 5400 - 1 - 1.4, 12);
    expect(lines.map((l) => l.field)).toEqual(['spend', 'clicks', 'leads', 'customers', 'revenue', 'cpl', 'cac', 'roas', 'roi']);
  });
});

describe('the gap in words', () => {
  it('names the biggest drag and the biggest help (E11)', () => {
    const split = explainRevenueGap({ spend: 5000, cpc: 2.5, cvr: 5, vpl: 120 }, { spend: 5400, cpc: 2.7, cvr: 4.6, vpl: 130 });
    if (!split) throw new Error('split expected');
    expect(describeGap(split, (v) => v.toFixed(0), roiEn.planning)).toBe(
      'Revenue is −40 against the plan. The biggest drag is conversion rate (−999), the biggest help is value per lead (+959).',
    );
  });
});

describe('why customers missed', () => {
  it('splits the customer gap with the lead-to-customer rate in place of value per lead, exactly', () => {
    const plan = { spend: 5000, clicks: 2000, leads: 100, customers: 20, revenue: 12000 };
    const actual = { spend: 5400, clicks: 2000, leads: 92, customers: 23, revenue: 11960 };
    const split = explainCustomersGap(plan, actual);
    if (!split) throw new Error('split expected');
    expect(split.spend + split.cpc + split.cvr + split.leadToCustomer).toBeCloseTo(3, 9);
    // Same clicks for 8 % more spend: the spend and CPC effects cancel.
    expect(split.spend + split.cpc).toBeCloseTo(0, 9);
    expect(split.leadToCustomer).toBeGreaterThan(0);
    expect(explainCustomersGap(plan, { ...actual, customers: 0 })).toBeNull();
  });
});
