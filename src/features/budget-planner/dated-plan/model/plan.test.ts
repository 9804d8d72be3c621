import { describe, expect, it } from 'vitest';
import { AU_INDEX, presetIndices } from './seasonality.ts';
import { fixMonth, monthPlans, newDatedPlan, weekPlans, type DatedPlan, type PlanInputs } from './plan.ts';
import { flightMonths, flightOfMonths } from './calendar.ts';

const year: DatedPlan = { ...newDatedPlan(flightOfMonths('2027-01', 12)) };
const oneChannel = (totalBudget: number): PlanInputs => ({
  totalBudget,
  leadToCustomerRate: 20,
  channels: [{ name: 'Search', share: 1, cpc: 2, cvr: 5, valuePerLead: 100 }],
});
const auIndex = presetIndices(
  'au',
  flightMonths(year.flight).map((m) => m.month),
);

describe('phasing 120,000 over twelve months', () => {
  it('even: by days (January 31/365 of the year)', () => {
    const months = monthPlans(year, oneChannel(120_000));
    expect(months).toHaveLength(12);
    expect(months[0]?.budget).toBeCloseTo((120_000 * 31) / 365, 6); // 10,191.78
    expect(months[1]?.budget).toBeCloseTo((120_000 * 28) / 365, 6); // 9,205.48
    expect(months.reduce((s, m) => s + m.budget, 0)).toBeCloseTo(120_000, 6);
  });

  it('seasonal under the Australian index: days × index over Σ days × index = 369.5', () => {
    const plan: DatedPlan = { ...year, phasing: 'seasonal', preset: 'au', index: auIndex };
    const months = monthPlans(plan, oneChannel(120_000));
    expect(months.map((m) => m.index)).toEqual(AU_INDEX);
    expect(months[0]?.budget).toBeCloseTo((120_000 * 26.35) / 369.5, 6); // January 8,557.51
    expect(months[5]?.budget).toBeCloseTo((120_000 * 34.5) / 369.5, 6); // June (end of financial year) 11,204.33
    expect(months[10]?.budget).toBeCloseTo((120_000 * 36) / 369.5, 6); // November 11,691.47
    expect(months.reduce((s, m) => s + m.budget, 0)).toBeCloseTo(120_000, 6);
    // The index also scales what the money buys: June leads = 11,204.33 ÷ 2 × 5 % × 1.15.
    const june = months[5];
    expect(june?.total.leads).toBeCloseTo((((120_000 * 34.5) / 369.5 / 2) * 5 * 1.15) / 100, 6);
    expect(june?.total.customers).toBeCloseTo((june?.total.leads ?? 0) * 0.2, 6);
    expect(june?.total.revenue).toBeCloseTo((june?.total.leads ?? 0) * 100, 6);
  });

  it('front-loaded: weights days × 12, days × 11, … days × 1', () => {
    const months = monthPlans({ ...year, phasing: 'front' }, oneChannel(120_000));
    const weights = flightMonths(year.flight).map((m, i) => m.days * (12 - i));
    const sum = weights.reduce((s, w) => s + w, 0);
    expect(months[0]?.budget).toBeCloseTo((120_000 * (weights[0] ?? 0)) / sum, 6);
    expect(months[0]?.budget ?? 0).toBeGreaterThan(months[11]?.budget ?? 0);
  });

  it('editing one month re-spreads the rest of the total over the other months', () => {
    const months = monthPlans(fixMonth(year, '2027-01', 20_000), oneChannel(120_000));
    expect(months[0]?.budget).toBe(20_000);
    expect(months[0]?.fixed).toBe(true);
    // 100,000 left over the 334 days of February to December.
    expect(months[1]?.budget).toBeCloseTo((100_000 * 28) / 334, 6);
    expect(months.reduce((s, m) => s + m.budget, 0)).toBeCloseTo(120_000, 6);
  });

  it('a fixed month above the total leaves nothing for the others, never a negative budget', () => {
    const months = monthPlans(fixMonth(year, '2027-01', 200_000), oneChannel(120_000));
    expect(months[1]?.budget).toBe(0);
  });

  it('weeks start on Monday and add up to the flight', () => {
    const plan = newDatedPlan({ start: '2026-06-01', end: '2026-06-30' });
    const months = monthPlans(plan, oneChannel(30_000));
    const weeks = weekPlans(plan, months);
    expect(weeks.map((w) => Math.round(w.total.budget))).toEqual([7000, 7000, 7000, 7000, 2000]);
  });
});
