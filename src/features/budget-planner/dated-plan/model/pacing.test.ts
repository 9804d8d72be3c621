import { describe, expect, it } from 'vitest';
import { actualsAsOf, pacing, pace } from './pacing.ts';
import { monthPlans, newDatedPlan, type Actual, type PlanInputs } from './plan.ts';

describe('pacing at mid-month', () => {
  // June 2026: 30 days, 30,000 → 1,000 a day planned; as of the 15th, 15 days gone and 15 left.
  const base = {
    start: '2026-06-01',
    end: '2026-06-30',
    budget: 30_000,
    plannedToDate: 15_000,
    leadsPlannedToDate: 375,
    leadsToDate: 300,
    asOf: '2026-06-15',
  };

  it.each([
    // 12,000 spent: 800 a day; 18,000 left over 15 days is 1,200 a day, so +400 a day to land on budget.
    [12_000, { kind: 'under', extraPerDay: 400 }, 24_000, 1200],
    // 15,500 spent is within 10 % of 15,000.
    [15_500, { kind: 'on-pace' }, 31_000, 966.67],
    // 18,000 spent: 1,200 a day; 12,000 left is 800 a day, so 400 a day less.
    [18_000, { kind: 'over', cutPerDay: 400 }, 36_000, 800],
    [31_000, { kind: 'spent' }, 62_000, 0],
  ])('spend %i to date', (actualToDate, verdict, projected, requiredDaily) => {
    const result = pace({ ...base, actualToDate });
    expect(result.daysElapsed).toBe(15);
    expect(result.daysLeft).toBe(15);
    expect(result.verdict).toEqual(verdict);
    expect(result.projected).toBeCloseTo(projected, 6);
    expect(result.requiredDaily).toBeCloseTo(requiredDaily, 2);
  });

  it('reads weekly actuals per channel and in total against the month and the flight', () => {
    const plan = newDatedPlan({ start: '2026-06-01', end: '2026-07-31' });
    const inputs: PlanInputs = {
      totalBudget: 61_000,
      leadToCustomerRate: 10,
      channels: [
        { name: 'Google Ads', share: 0.5, cpc: 1, cvr: 10, valuePerLead: 50 },
        { name: 'Meta', share: 0.5, cpc: 1, cvr: 10, valuePerLead: 50 },
      ],
    };
    const months = monthPlans(plan, inputs); // 1,000 a day: 500 a channel
    const actuals: Actual[] = [
      { channel: 'google ads', weekStart: '2026-06-01', spend: 3500, results: 350, revenue: 17_500 },
      { channel: 'Google Ads', weekStart: '2026-06-08', spend: 3500, results: 350, revenue: 17_500 },
      { channel: 'Meta', weekStart: '2026-06-01', spend: 2100, results: 150, revenue: 7_500 },
      { channel: 'Meta', weekStart: '2026-06-08', spend: 2100, results: 150, revenue: 7_500 },
    ];
    const asOf = actualsAsOf(actuals, plan.flight);
    expect(asOf).toBe('2026-06-14');
    const [month, flight] = pacing(months, actuals, plan.flight, asOf ?? '');
    expect(month?.scope).toBe('month');
    expect(month?.channels[0]?.verdict).toEqual({ kind: 'on-pace' });
    // Meta: 4,200 of 7,000 planned; 10,800 left over 16 days is 675 a day against 300 now: +375.
    expect(month?.channels[1]?.verdict.kind).toBe('under');
    expect(month?.channels[1]?.verdict).toEqual({ kind: 'under', extraPerDay: 375 });
    expect(month?.channels[1]?.leadsToDate).toBe(300);
    expect(month?.channels[1]?.leadsPlannedToDate).toBeCloseTo(700, 6);
    // Total: 11,200 of 14,000 (0.8): underspending.
    expect(month?.total.actualToDate).toBe(11_200);
    expect(month?.total.verdict.kind).toBe('under');
    expect(flight?.scope).toBe('flight');
    expect(flight?.total.budget).toBeCloseTo(61_000, 6);
    expect(flight?.total.daysLeft).toBe(47);
  });
});
