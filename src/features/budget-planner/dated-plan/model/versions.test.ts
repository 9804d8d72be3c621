import { describe, expect, it } from 'vitest';
import { monthPlans, newDatedPlan, type DatedPlan, type PlanInputs } from './plan.ts';
import { rebase } from './versions.ts';

describe('re-basing on actuals', () => {
  it('keeps the old version and re-spreads what is left over the months to come', () => {
    // June, July, August 2026 (30 + 31 + 31 days), 92,000 evenly: 1,000 a day.
    const plan: DatedPlan = newDatedPlan({ start: '2026-06-01', end: '2026-08-31' });
    const inputs: PlanInputs = {
      totalBudget: 92_000,
      leadToCustomerRate: 20,
      channels: [{ name: 'Search', share: 1, cpc: 1, cvr: 5, valuePerLead: 10 }],
    };
    // 36,000 spent in June over five Monday weeks (the last week, 29 June – 5 July, has 2 days in June).
    const actuals = ['2026-06-01', '2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29'].map((weekStart) => ({
      channel: 'Search',
      weekStart,
      spend: 8400,
      results: 0,
      revenue: 0,
    }));
    const withActuals = { ...plan, actuals };
    const before = monthPlans(withActuals, inputs);
    expect(before.map((m) => m.budget)).toEqual([30_000, 31_000, 31_000]);
    const next = rebase(withActuals, before, '2026-07-05', '2026-07-06');
    expect(next.version).toBe(2);
    expect(next.history).toEqual([
      {
        version: 1,
        replacedOn: '2026-07-06',
        months: [
          { month: '2026-06', budget: 30_000 },
          { month: '2026-07', budget: 31_000 },
          { month: '2026-08', budget: 31_000 },
        ],
      },
    ]);
    // June is now 4 × 8,400 + 2/7 × 8,400 = 36,000; 56,000 left over 62 days.
    const after = monthPlans(next, inputs);
    expect(after[0]?.budget).toBeCloseTo(36_000, 6);
    expect(after[1]?.budget).toBeCloseTo(28_000, 6);
    expect(after[2]?.budget).toBeCloseTo(28_000, 6);
    expect(withActuals.version).toBe(1);
    expect(next.actuals).toBe(actuals);
  });
});
