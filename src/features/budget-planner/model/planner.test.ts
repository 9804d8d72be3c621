import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleScale, safeDivide } from '../../../lib/money.ts';
import {
  allocationStatus,
  budgetFirstChannels,
  calculatePlan,
  channelLabel,
  defaultPlannerState,
  goalFirstChannels,
  hasValidResults,
  isAllocationValid,
  newChannel,
  requiredLeads,
  summarise,
  totalAllocation,
  type Channel,
  type PlannerState,
} from './planner.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

describe('the fixed defaults', () => {
  it('start budget-first with 10,000, goal 100, rate 20 % and the four channels', () => {
    const state = defaultPlannerState();
    expect(state).toMatchObject({
      planningMode: 'budget-first',
      totalBudget: 10000,
      campaignGoal: 100,
      leadToCustomerRate: 20,
    });
    expect(state.channels.map((c) => [c.name, c.budgetAllocation, c.cpc, c.cvr, c.valuePerLead])).toEqual([
      ['Google Ads', 40, 2.5, 3.5, 150],
      ['Facebook Ads', 30, 1.8, 2.8, 120],
      ['SEO/Content', 20, 0.5, 4.2, 180],
      ['Email Marketing', 10, 0.3, 5, 90],
    ]);
    expect(totalAllocation(state.channels)).toBe(100);
  });

  it('a new channel is New Channel, 0 %, CPC 1, CVR 2, value 100', () => {
    expect(newChannel('123')).toEqual({
      id: '123',
      name: 'New Channel',
      budgetAllocation: 0,
      cpc: 1,
      cvr: 2,
      valuePerLead: 100,
    });
  });
});

describe('budget-first, worked by hand from the defaults', () => {
  const { channels, summary } = calculatePlan(defaultPlannerState());

  it('Google Ads: 4,000 budget, 1,600 clicks, 56 leads, CPL 71.43, revenue 8,400, ROAS 2.10', () => {
    const google = channels[0]!;
    expect(google.name).toBe('Google Ads');
    expect(google.allocatedBudget).toBeCloseTo(4000, 9);
    expect(google.estimatedClicks).toBeCloseTo(1600, 9);
    expect(google.estimatedLeads).toBeCloseTo(56, 9);
    expect(round2(google.cpl)).toBe(71.43);
    expect(google.estimatedRevenue).toBeCloseTo(8400, 9);
    expect(round2(google.roas)).toBe(2.1);
  });

  it.each([
    // name, budget, clicks, leads, cpl, revenue, roas
    ['Facebook Ads', 3000, 1666.67, 46.67, 64.29, 5600, 1.87],
    ['SEO/Content', 2000, 4000, 168, 11.9, 30240, 15.12],
    ['Email Marketing', 1000, 3333.33, 166.67, 6, 15000, 15],
  ])(
    '%s: budget %d, clicks %d, leads %d, CPL %d, revenue %d, ROAS %d',
    (name, budget, clicks, leads, cpl, revenue, roas) => {
      const result = channels.find((c) => c.name === name)!;
      expect(
        [
          result.allocatedBudget,
          result.estimatedClicks,
          result.estimatedLeads,
          result.cpl,
          result.estimatedRevenue,
          result.roas,
        ].map(round2),
      ).toEqual([budget, clicks, leads, cpl, revenue, roas]);
    },
  );

  it('totals: 437.33 leads, 87.47 customers, revenue 59,240, ROI 492.4 %, CAC 114.33', () => {
    expect(summary.totalBudget).toBeCloseTo(10000, 9);
    expect(round2(summary.totalEstimatedLeads)).toBe(437.33);
    expect(round2(summary.totalEstimatedCustomers)).toBe(87.47);
    expect(summary.totalEstimatedRevenue).toBeCloseTo(59240, 9);
    expect(Math.round(summary.overallROI * 1000) / 10).toBe(492.4);
    expect(round2(summary.averageCAC)).toBe(114.33);
  });
});

describe('goal-first', () => {
  const state: PlannerState = {
    ...defaultPlannerState(),
    planningMode: 'goal-first',
    campaignGoal: 100,
    leadToCustomerRate: 20,
  };

  it('goal 100 at 20 % needs 500 leads and about 7,137.19 of budget', () => {
    expect(requiredLeads(100, 20)).toBe(500);
    const { channels, summary } = calculatePlan(state);
    expect(summary.totalEstimatedLeads).toBeCloseTo(500, 9);
    expect(summary.totalEstimatedCustomers).toBeCloseTo(100, 9);
    expect(round2(summary.totalBudget)).toBe(7137.19);
    // Leads follow CVR / CPC: Email (16.67) gets the most, Google Ads (1.4) the least.
    const leads = channels.map((c) => c.estimatedLeads);
    expect(round2(leads[0]!)).toBe(24.98);
    expect(round2(leads[3]!)).toBe(297.38);
    expect(leads.reduce((a, b) => a + b, 0)).toBeCloseTo(500, 9);
  });

  it('ignores the allocation check', () => {
    const lopsided = { ...state, channels: state.channels.map((c) => ({ ...c, budgetAllocation: 0 })) };
    expect(hasValidResults(lopsided)).toBe(true);
    expect(hasValidResults({ ...lopsided, planningMode: 'budget-first' })).toBe(false);
  });

  it('a free channel (CPC 0) is weighted as CPC 0.01 and costs nothing', () => {
    const channels: Channel[] = [
      { id: 'a', name: 'Organic', budgetAllocation: 0, cpc: 0, cvr: 2, valuePerLead: 10 },
      { id: 'b', name: 'Paid', budgetAllocation: 0, cpc: 1, cvr: 2, valuePerLead: 10 },
    ];
    const results = goalFirstChannels({ campaignGoal: 10, leadToCustomerRate: 10, channels });
    // weights 200 and 2: 100 leads split 100/101 and 1/101
    expect(results[0]!.estimatedLeads).toBeCloseTo(10000 / 101, 9);
    expect(results[0]!.allocatedBudget).toBe(0);
    expect(results[1]!.allocatedBudget).toBeCloseTo(50 / 1.01 / 1, 6);
  });

  it('gives zeros when no channel converts or the rate is 0', () => {
    const zeroCvr = defaultPlannerState().channels.map((c) => ({ ...c, cvr: 0 }));
    const summary = summarise(goalFirstChannels({ campaignGoal: 100, leadToCustomerRate: 20, channels: zeroCvr }), 20);
    expect(summary).toEqual({
      totalBudget: 0,
      totalEstimatedLeads: 0,
      totalEstimatedCustomers: 0,
      totalEstimatedRevenue: 0,
      overallROI: 0,
      averageCAC: 0,
    });
    expect(requiredLeads(100, 0)).toBe(0);
  });
});

describe('edge cases', () => {
  it('safeDivide gives 0 for a zero, missing or non-finite denominator', () => {
    expect(safeDivide(1, 0)).toBe(0);
    expect(safeDivide(0, 0)).toBe(0);
    expect(safeDivide(1, Number.NaN)).toBe(0);
    expect(safeDivide(1, Number.POSITIVE_INFINITY)).toBe(0);
    expect(safeDivide(Number.MAX_VALUE, 1e-300)).toBe(0);
    expect(safeDivide(6, 3)).toBe(2);
  });

  it('zero CPC gives no clicks, leads, CPL or revenue', () => {
    const [result] = budgetFirstChannels({
      totalBudget: 1000,
      channels: [{ id: 'x', name: 'X', budgetAllocation: 100, cpc: 0, cvr: 5, valuePerLead: 50 }],
    });
    expect(result).toMatchObject({
      allocatedBudget: 1000,
      estimatedClicks: 0,
      estimatedLeads: 0,
      cpl: 0,
      estimatedRevenue: 0,
      roas: 0,
    });
  });

  it('zero CVR gives clicks but no leads, and CAC 0', () => {
    const state: PlannerState = {
      ...defaultPlannerState(),
      channels: [{ id: 'x', name: 'X', budgetAllocation: 100, cpc: 2, cvr: 0, valuePerLead: 50 }],
    };
    const { channels, summary } = calculatePlan(state);
    expect(channels[0]).toMatchObject({ estimatedClicks: 5000, estimatedLeads: 0, cpl: 0, roas: 0 });
    expect(summary.averageCAC).toBe(0);
    expect(summary.overallROI).toBe(-1);
  });

  it('zero budget gives ROI 0, not NaN', () => {
    const { summary } = calculatePlan({ ...defaultPlannerState(), totalBudget: 0 });
    expect(summary.overallROI).toBe(0);
    expect(summary.averageCAC).toBe(0);
  });

  it('one channel at 100 % takes the whole budget', () => {
    const state: PlannerState = {
      ...defaultPlannerState(),
      channels: [{ ...defaultPlannerState().channels[0]!, budgetAllocation: 100 }],
    };
    const { summary } = calculatePlan(state);
    expect(summary.totalBudget).toBe(10000);
    expect(summary.totalEstimatedLeads).toBeCloseTo(140, 9);
  });

  it('many channels share the budget', () => {
    const channels = Array.from({ length: 12 }, (_, i) => ({ ...newChannel(String(i)), budgetAllocation: 100 / 12 }));
    const { summary } = calculatePlan({ ...defaultPlannerState(), channels });
    expect(isAllocationValid(channels)).toBe(true);
    expect(summary.totalBudget).toBeCloseTo(10000, 6);
    expect(summary.totalEstimatedLeads).toBeCloseTo(200, 6);
  });

  it('a blank channel name shows as Channel N', () => {
    expect(channelLabel('  ', 2)).toBe('Channel 3');
    expect(channelLabel(' Radio ', 0)).toBe('Radio');
  });
});

describe('allocation status (banner)', () => {
  const withAllocations = (...values: number[]) =>
    values.map((v, i) => ({ ...newChannel(String(i)), budgetAllocation: v }));
  it.each([
    [[40, 30, 20, 10], 'complete'],
    [[40, 30, 20, 9.9], 'complete'],
    [[40, 30, 20, 10.1], 'complete'],
    [[40, 30, 20, 10.2], 'over'],
    [[40, 30, 20, 5], 'under'],
  ] as const)('%j is %s', (values, kind) => {
    expect(allocationStatus(withAllocations(...values)).kind).toBe(kind);
  });
  it('reports what remains', () => {
    const status = allocationStatus(withAllocations(40, 30, 20));
    expect(status.kind === 'under' && status.remaining).toBeCloseTo(10, 9);
  });
});

const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, -1e308, 5e-324),
);
const anyChannel = fc.record({
  id: fc.string(),
  name: fc.string(),
  budgetAllocation: anyNumber,
  cpc: anyNumber,
  cvr: anyNumber,
  valuePerLead: anyNumber,
});
const anyState = fc.record({
  planningMode: fc.constantFrom('budget-first' as const, 'goal-first' as const),
  totalBudget: anyNumber,
  campaignGoal: anyNumber,
  leadToCustomerRate: anyNumber,
  channels: fc.array(anyChannel, { maxLength: 8 }),
});

describe('properties', () => {
  it('no result is ever NaN or Infinity, for any input at all', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const { channels, summary } = calculatePlan(state);
        const numbers = [
          ...Object.values(summary),
          ...channels.flatMap((c) => [
            c.allocatedBudget,
            c.estimatedClicks,
            c.estimatedLeads,
            c.cpl,
            c.estimatedRevenue,
            c.roas,
          ]),
        ];
        return numbers.every((n) => Number.isFinite(n));
      }),
      { numRuns: 500 },
    );
  });

  it('budget-first leads scale linearly with the total budget', () => {
    const sane = fc.record({
      cpc: fc.double({ min: 0.01, max: 100, noNaN: true }),
      cvr: fc.double({ min: 0, max: 100, noNaN: true }),
      budgetAllocation: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(sane, { minLength: 1, maxLength: 6 }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (raw, budget, factor) => {
          const channels = raw.map((c, i) => ({ ...c, id: String(i), name: `C${i}`, valuePerLead: 10 }));
          const base = summarise(budgetFirstChannels({ totalBudget: budget, channels }), 20).totalEstimatedLeads;
          const scaled = summarise(
            budgetFirstChannels({ totalBudget: budget * factor, channels }),
            20,
          ).totalEstimatedLeads;
          return Math.abs(scaled - base * factor) <= 1e-9 * Math.max(1, Math.abs(base * factor));
        },
      ),
    );
  });
});

describe('the example plan in dong', () => {
  it('is the same plan at 25,000 ₫ to the dollar: money scaled, ratios and leads unchanged', () => {
    const usd = calculatePlan(defaultPlannerState());
    const vnd = calculatePlan(defaultPlannerState(undefined, exampleScale('VND')));
    expect(defaultPlannerState(undefined, exampleScale('VND')).totalBudget).toBe(250_000_000);
    expect(defaultPlannerState(undefined, exampleScale('VND')).channels[0]).toMatchObject({
      cpc: 62_500,
      valuePerLead: 3_750_000,
      cvr: 3.5,
    });
    expect(vnd.summary.totalEstimatedLeads).toBeCloseTo(usd.summary.totalEstimatedLeads, 9);
    expect(vnd.summary.overallROI).toBeCloseTo(usd.summary.overallROI, 9);
    expect(vnd.summary.totalEstimatedRevenue).toBeCloseTo(usd.summary.totalEstimatedRevenue * 25_000, 3);
    expect(newChannel('9', 'Kênh mới', exampleScale('VND'))).toMatchObject({ cpc: 25_000, valuePerLead: 2_500_000 });
    expect(exampleScale('USD')).toBe(1);
    expect(exampleScale('AUD')).toBe(1);
  });
});
