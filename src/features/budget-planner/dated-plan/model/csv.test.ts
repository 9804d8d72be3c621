import { describe, expect, it } from 'vitest';
import { datedCsv, DATED_CSV_HEADER_EN } from './csv.ts';
import { monthPlans, newDatedPlan, type PlanInputs } from './plan.ts';

describe('dated plan CSV', () => {
  const plan = newDatedPlan({ start: '2026-06-01', end: '2026-07-31' });
  const inputs: PlanInputs = {
    totalBudget: 61_000,
    leadToCustomerRate: 10,
    channels: [
      { name: '=HYPERLINK("x")', share: 0.5, cpc: 1, cvr: 10, valuePerLead: 50 },
      { name: 'Meta', share: 0.5, cpc: 1, cvr: 10, valuePerLead: 50 },
    ],
  };
  const months = monthPlans(plan, inputs);

  it('writes one row per channel and month, plan beside actual, formulas neutralised', () => {
    const csv = datedCsv(
      months,
      [{ channel: 'meta', weekStart: '2026-06-01', spend: 3000, results: 250, revenue: 12_500 }],
      DATED_CSV_HEADER_EN,
      'AUD',
    );
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'Month,Channel,Seasonality index,Planned budget (AUD),Actual spend (AUD),Planned leads,Actual leads,Planned revenue (AUD),Actual revenue (AUD)',
    );
    expect(lines[1]).toBe(`2026-06,"'=HYPERLINK(""x"")",1.00,15000.00,,1500.0,,75000.00,`);
    expect(lines[2]).toBe('2026-06,Meta,1.00,15000.00,3000.00,1500.0,250.0,75000.00,12500.00');
    expect(lines[4]).toBe('2026-07,Meta,1.00,15500.00,,1550.0,,77500.00,');
  });
});
