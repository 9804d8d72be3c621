import { describe, expect, it } from 'vitest';
import { accuracy, revenueSplit, suggestion } from './accuracy.ts';
import { monthPlans, newDatedPlan, type Actual, type PlanInputs } from './plan.ts';

// A four-week flight, Monday 1 June to Sunday 28 June 2026: 28,000 evenly is 7,000 a week;
// CPC 2 and CVR 5 % give 175 leads a week, at 10 a lead 1,750 of revenue.
const plan = newDatedPlan({ start: '2026-06-01', end: '2026-06-28' });
const inputs: PlanInputs = {
  totalBudget: 28_000,
  leadToCustomerRate: 20,
  channels: [{ name: 'Meta', share: 1, cpc: 2, cvr: 5, valuePerLead: 10 }],
};
const months = monthPlans(plan, inputs);
const week = (weekStart: string, spend: number, results: number, revenue: number, clicks?: number): Actual => ({
  channel: 'Meta',
  weekStart,
  spend,
  results,
  revenue,
  ...(clicks === undefined ? {} : { clicks }),
});

describe('accuracy over a four-week flight', () => {
  it('MAPE on spend, leads and revenue', () => {
    const actuals = [
      week('2026-06-01', 7000, 175, 1750),
      week('2026-06-08', 7700, 140, 1750),
      week('2026-06-15', 6300, 210, 1400),
      week('2026-06-22', 7000, 175, 2100),
    ];
    const result = accuracy(months, actuals, plan.flight);
    expect(result.weeks.map((w) => w.total.spend)).toEqual([0, expect.closeTo(0.1, 9), expect.closeTo(0.1, 9), 0]);
    // Spend: (0 + 10 + 10 + 0) / 4 = 5 %; leads (0 + 20 + 20 + 0) / 4 = 10 %; revenue (0 + 0 + 20 + 20) / 4 = 10 %.
    expect(result.overall.spend).toBeCloseTo(0.05, 9);
    expect(result.overall.leads).toBeCloseTo(0.1, 9);
    expect(result.overall.revenue).toBeCloseTo(0.1, 9);
    expect(result.channels[0]?.mape.spend).toBeCloseTo(0.05, 9);
  });

  it('no finished week means no score rather than a zero', () => {
    expect(accuracy(months, [], plan.flight).overall).toEqual({ spend: null, leads: null, revenue: null });
  });

  it('splits the revenue gap into effects that add up to it, and needs clicks to do so', () => {
    const actuals = [week('2026-06-01', 7000, 150, 1800, 3000), week('2026-06-08', 7000, 150, 1800, 3000)];
    const [split] = revenueSplit(months, actuals, plan.flight, inputs);
    expect(split?.gap).toBeCloseTo(3600 - 3500, 6);
    const d = split?.drivers;
    expect(d).not.toBeNull();
    expect((d?.spend ?? 0) + (d?.cpc ?? 0) + (d?.cvr ?? 0) + (d?.valuePerLead ?? 0)).toBeCloseTo(100, 6);
    expect(d?.spend).toBeCloseTo(0, 9);
    expect(d?.cpc ?? 0).toBeLessThan(0); // 2.33 a click against 2 planned
    expect(revenueSplit(months, [week('2026-06-01', 7000, 150, 1800)], plan.flight, inputs)[0]?.drivers).toBeNull();
  });

  it('suggests one update when CPC ran 18 % above plan for three weeks, not after two', () => {
    // 7,000 over 2,966.1 clicks is a CPC of 2.36, 18 % above 2.
    const clicks = 7000 / 2.36;
    const three = [
      week('2026-06-01', 7000, 148, 1480, clicks),
      week('2026-06-08', 7000, 148, 1480, clicks),
      week('2026-06-15', 7000, 148, 1480, clicks),
    ];
    const found = suggestion(months, three, plan.flight, inputs);
    expect(found).toMatchObject({ channel: 'Meta', metric: 'cpc', weeks: 3 });
    expect(found?.off).toBeCloseTo(0.18, 9);
    expect(found?.value).toBeCloseTo(2.36, 9);
    expect(suggestion(months, three.slice(1), plan.flight, inputs)).toBeNull();
  });
});
