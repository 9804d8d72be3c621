import { describe, expect, it } from 'vitest';
import { defaultPlannerState } from './planner.ts';
import { comparePlans, comparePlanState } from './compare.ts';

describe('comparing two plans', () => {
  it('shows both summaries and B minus A, with a verdict per metric', () => {
    const a = comparePlanState(defaultPlannerState());
    const b = comparePlanState({ ...defaultPlannerState(), planningMode: 'goal-first' });
    expect(a.valid && b.valid).toBe(true);
    const rows = comparePlans(a.summary, b.summary);
    const budget = rows.find((row) => row.key === 'totalBudget')!;
    expect(budget.a).toBeCloseTo(10000, 9);
    expect(Math.round(budget.b * 100) / 100).toBe(7137.19);
    expect(budget.verdict).toBe('better');
    const leads = rows.find((row) => row.key === 'totalEstimatedLeads')!;
    expect(leads.difference).toBeCloseTo(500 - 437.3333, 3);
    expect(leads.verdict).toBe('better');
    expect(rows.map((row) => row.label)).toEqual([
      'Budget',
      'Est. Leads',
      'Est. Customers',
      'Est. Revenue',
      'Overall ROI',
      'Avg. CAC',
    ]);
  });

  it('marks identical plans as the same and flags an invalid budget-first plan', () => {
    const a = comparePlanState(defaultPlannerState());
    expect(comparePlans(a.summary, a.summary).every((row) => row.verdict === 'same' && row.difference === 0)).toBe(
      true,
    );
    const broken = comparePlanState({ ...defaultPlannerState(), channels: defaultPlannerState().channels.slice(1) });
    expect(broken.valid).toBe(false);
  });
});
