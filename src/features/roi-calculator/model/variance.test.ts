import { describe, expect, it } from 'vitest';
import { roiEn } from '../i18n/en.ts';
import {
  changeRatio,
  describeGap,
  explainCustomersGap,
  explainRevenueGap,
  matchTargets,
  planTotals,
  proRate,
  variance,
} from './variance.ts';
import { rowsFromPlan } from './plan-rows.ts';
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
    expect(lines.map((l) => l.field)).toEqual([
      'spend',
      'clicks',
      'leads',
      'customers',
      'revenue',
      'cpl',
      'cac',
      'roas',
      'roi',
    ]);
  });
});

describe('the gap in words', () => {
  it('names the biggest drag and the biggest help (E11)', () => {
    const split = explainRevenueGap(
      { spend: 5000, cpc: 2.5, cvr: 5, vpl: 120 },
      { spend: 5400, cpc: 2.7, cvr: 4.6, vpl: 130 },
    );
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

describe('plan totals (spend, revenue, ROI vs plan)', () => {
  const target = (name: string, spend: number, revenue: number) => ({
    name,
    spend,
    cpc: 1,
    cvr: 1,
    vpl: 1,
    clicks: 0,
    leads: 0,
    customers: 0,
    revenue,
  });
  const plan = [target('Google Search', 5000, 12000), target('Meta', 3000, 5625), target('LinkedIn', 2000, 3333.33)];
  const figures = plan.map((t) => ({ spend: t.spend, clicks: 0, leads: 0, customers: 0, revenue: t.revenue }));

  it('creates the plan’s channels with empty actuals and no sample rows', () => {
    let n = 0;
    const rows = rowsFromPlan(plan, () => `p${++n}`, 'Plan');
    expect(rows.map((r) => r.channel)).toEqual(['Google Search', 'Meta', 'LinkedIn']);
    expect(
      rows.every((r) => r.spend === 0 && r.clicks === 0 && r.conversions === 0 && r.revenue === 0 && r.customers === 0),
    ).toBe(true);
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    expect(planTotals(rows, figures, matchTargets(rows, plan).byRow).awaiting).toBe(true);
  });

  it('sums the matched rows: spend 10,000 vs 10,400 is unfavourable, revenue and ROI over plan are favourable', () => {
    const rows = [
      { ...newRow('a'), channel: 'Google Search', spend: 5400, revenue: 13000 },
      { ...newRow('b'), channel: 'meta', spend: 3000, revenue: 6000 },
      { ...newRow('c'), channel: 'LinkedIn', spend: 2000, revenue: 3333.33 },
      { ...newRow('d'), channel: 'Email', spend: 999, revenue: 1 },
    ];
    const totals = planTotals(rows, figures, matchTargets(rows, plan).byRow);
    expect(totals.matched).toBe(3);
    const [spend, revenue, roi] = totals.lines;
    expect(spend).toMatchObject({ target: 10000, actual: 10400, delta: 400, verdict: 'unfavourable' });
    expect(spend?.ratio).toBeCloseTo(0.04, 12);
    expect(revenue?.target).toBeCloseTo(20958.33, 2);
    expect(revenue?.actual).toBeCloseTo(22333.33, 2);
    expect(revenue?.verdict).toBe('favourable');
    expect(roi?.target).toBeCloseTo(1.095833, 6);
    expect(roi?.actual).toBeCloseTo(22333.33 / 10400 - 1, 9);
    expect(roi?.verdict).toBe('favourable');
  });

  it('spend under plan is favourable; an unchanged figure is even', () => {
    const rows = [{ ...newRow('a'), channel: 'Meta', spend: 2500, revenue: 5625 }];
    const [spend, revenue] = planTotals(rows, figures, [1]).lines;
    expect(spend?.verdict).toBe('favourable');
    expect(revenue?.verdict).toBe('even');
  });

  it('gives no percentage change for a figure that changes sign (ROI +140 % → −50 %)', () => {
    const rows = [{ ...newRow('a'), channel: 'Google Search', spend: 5000, revenue: 2500 }];
    const roi = planTotals(rows, figures, [0]).lines[2];
    expect(roi?.target).toBeCloseTo(1.4, 9);
    expect(roi?.actual).toBeCloseTo(-0.5, 9);
    expect(roi?.ratio).toBeNull();
    expect(roi?.verdict).toBe('unfavourable');
    expect(changeRatio(-0.2, -0.1)).toBeCloseTo(0.5, 12);
    expect(changeRatio(0, 5)).toBeNull();
  });
});
