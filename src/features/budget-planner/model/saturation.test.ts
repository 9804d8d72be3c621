import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePlan, type PlannerState } from './planner.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { channelSpends, SATURATION_OFF } from './saturation.ts';
import { bestNextChannel, defaultNextAmount, evaluatePlan, marginalRows, snapshotLayer } from './saturation-figures.ts';

describe('running example, fixed outputs (E1)', () => {
  it('matches the linear figures', () => {
    const { channels, summary } = calculatePlan(EXAMPLE_STATE);
    expect(channels.map((c) => c.estimatedLeads)).toEqual([100, 62.5, expect.closeTo(13.3333, 4)]);
    expect(summary.totalEstimatedRevenue).toBeCloseTo(20958.33, 2);
    expect(summary.overallROI).toBeCloseTo(1.0958, 4);
    expect(summary.averageCAC).toBeCloseTo(284.3602, 4);
  });

  it('saturation at today’s spend gives the same revenue, 20,958.33', () => {
    expect(evaluatePlan(EXAMPLE_STATE, EXAMPLE_LAYER).summary.totalEstimatedRevenue).toBeCloseTo(20958.33, 2);
  });
});

describe('the next 1,000 (E3)', () => {
  it('with saturation the ranking flips: Google is worst at the margin', () => {
    const rows = marginalRows(EXAMPLE_STATE, EXAMPLE_LAYER, channelSpends(EXAMPLE_STATE), 1000);
    expect(rows.map((r) => r.extraLeads)).toEqual([
      expect.closeTo(9.091, 3),
      expect.closeTo(13.258, 3),
      expect.closeTo(4.848, 3),
    ]);
    expect(rows.map((r) => r.marginalCpl)).toEqual([
      expect.closeTo(110, 2),
      expect.closeTo(75.43, 2),
      expect.closeTo(206.25, 2),
    ]);
    expect(rows.map((r) => r.marginalRoas)).toEqual([
      expect.closeTo(1.091, 3),
      expect.closeTo(1.193, 3),
      expect.closeTo(1.212, 3),
    ]);
    expect(bestNextChannel(rows)?.name).toBe('LinkedIn');
  });

  it('without saturation marginal equals average', () => {
    const rows = marginalRows(EXAMPLE_STATE, SATURATION_OFF, channelSpends(EXAMPLE_STATE), 1000);
    expect(rows.map((r) => [r.extraLeads, r.marginalCpl, r.marginalRoas])).toEqual([
      [expect.closeTo(20, 9), expect.closeTo(50, 9), expect.closeTo(2.4, 9)],
      [expect.closeTo(20.833, 3), expect.closeTo(48, 9), expect.closeTo(1.875, 9)],
      [expect.closeTo(6.667, 3), expect.closeTo(150, 9), expect.closeTo(1.6667, 4)],
    ]);
    expect(rows.every((r) => Math.abs(r.marginalCpl - r.averageCpl) < 1e-9)).toBe(true);
    expect(bestNextChannel(rows)?.name).toBe('Google Search');
  });
});

describe('next amount default', () => {
  it.each([
    [10000, 100],
    [12345, 120],
    [250_000_000, 2_500_000],
    [0, 0],
  ])('1 %% of %s rounded to two significant digits is %s', (budget, amount) => {
    expect(defaultNextAmount(budget)).toBe(amount);
  });
});

const channelArb = fc.record({
  name: fc.string({ maxLength: 12 }),
  budgetAllocation: fc.double({ min: 0, max: 100, noNaN: true }),
  cpc: fc.double({ min: 0, max: 50, noNaN: true }),
  cvr: fc.double({ min: 0, max: 100, noNaN: true }),
  valuePerLead: fc.double({ min: 0, max: 1000, noNaN: true }),
});
const stateArb = fc.record({
  planningMode: fc.constantFrom('budget-first' as const, 'goal-first' as const),
  totalBudget: fc.double({ min: 0, max: 1e7, noNaN: true }),
  campaignGoal: fc.double({ min: 0, max: 1e4, noNaN: true }),
  leadToCustomerRate: fc.double({ min: 0, max: 100, noNaN: true }),
  channels: fc
    .array(channelArb, { minLength: 1, maxLength: 8 })
    .map((cs) => cs.map((c, i) => ({ ...c, id: String(i) }))),
});

describe('layer off ⇒ the fixed formulas’ outputs unchanged', () => {
  it('is the very same object graph as calculatePlan, for any plan', () => {
    fc.assert(
      fc.property(stateArb, (state: PlannerState) => {
        const layer = { ...snapshotLayer(state, 0.7), enabled: false };
        expect(evaluatePlan(state, layer)).toStrictEqual(calculatePlan(state));
      }),
    );
  });

  it('with the layer on, goal-first keeps the fixed rule as its headline', () => {
    fc.assert(
      fc.property(stateArb, (state: PlannerState) => {
        const goal = { ...state, planningMode: 'goal-first' as const };
        expect(evaluatePlan(goal, snapshotLayer(goal))).toStrictEqual(calculatePlan(goal));
      }),
    );
  });
});
