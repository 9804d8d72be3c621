import { describe, expect, it } from 'vitest';
import { fill } from '../../../i18n/fill.ts';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { planningEn } from '../planning/i18n/en.ts';
import { compareGoalPlans, flexiblePlan } from './goal-science.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { SATURATION_OFF } from './saturation.ts';

describe('flexible budget, target marginal ROAS 1 (E5)', () => {
  it('spends 5,954.45 / 4,456.44 / 3,547.01, total 13,957.90', () => {
    const r = flexiblePlan(EXAMPLE_STATE, EXAMPLE_LAYER, 1);
    expect(r.spend).toEqual([expect.closeTo(5954.45, 2), expect.closeTo(4456.44, 2), expect.closeTo(3547.01, 2)]);
    expect(r.total).toBeCloseTo(13957.9, 2);
    expect(r.status).toEqual(['at-target', 'at-target', 'at-target']);
  });
  it('a straight line has no finite answer without a maximum', () => {
    expect(flexiblePlan(EXAMPLE_STATE, SATURATION_OFF, 1).status).toEqual(['unbounded', 'unbounded', 'unbounded']);
  });
  it('a target above every channel’s first return keeps them all at their minimum', () => {
    const r = flexiblePlan(EXAMPLE_STATE, EXAMPLE_LAYER, 100);
    expect(r.allBelowTarget).toBe(true);
    expect(r.total).toBe(0);
  });
});

describe('goal-first, 200 leads (E6)', () => {
  const c = compareGoalPlans({ ...EXAMPLE_STATE, planningMode: 'goal-first' }, EXAMPLE_LAYER);
  it('the fixed rule gives every channel 4,210.53, total 12,631.58', () => {
    expect(c.leadsNeeded).toBe(200);
    expect(c.fixedBudgets).toEqual([
      expect.closeTo(4210.53, 2),
      expect.closeTo(4210.53, 2),
      expect.closeTo(4210.53, 2),
    ]);
    expect(c.fixedTotal).toBeCloseTo(12631.58, 2);
  });
  it('those budgets deliver 192.664 leads through the curves', () => {
    expect(c.fixedDelivers).toBeCloseTo(192.664, 3);
  });
  it('the cheapest plan is 5,596.55 / 5,796.55 / 0, total 11,393.10', () => {
    if (c.cheapest.status !== 'ok') throw new Error('reachable');
    expect(c.cheapest.spend).toEqual([expect.closeTo(5596.55, 2), expect.closeTo(5796.55, 2), expect.closeTo(0, 6)]);
    expect(c.cheapest.budget).toBeCloseTo(11393.1, 2);
    expect(c.cheapest.delivered).toBeCloseTo(200, 6);
  });
  it('the ceiling is 475 leads; goals above it are refused with the ceiling message', () => {
    expect(c.ceiling).toBeCloseTo(475, 9);
    const far = compareGoalPlans({ ...EXAMPLE_STATE, campaignGoal: 100 }, EXAMPLE_LAYER);
    expect(far.cheapest).toEqual({ status: 'unreachable', ceiling: expect.closeTo(475, 9) });
    expect(far.mixBudget).toBeNull();
    expect(fill(planningEn.goal.unreachable, { ceiling: formattersFor('USD', 'en').number(far.ceiling, 2) })).toBe(
      'With these saturation settings the channels can deliver at most 475.00 leads at any budget.',
    );
  });
  it('today’s mix (50/30/20) needs more than the cheapest plan', () => {
    expect(c.mixBudget).toBeGreaterThan(11393.1);
    const linear = compareGoalPlans(EXAMPLE_STATE, SATURATION_OFF);
    // Linear: 10,000 buys 175.8333 leads, so 200 leads need 10,000 × 200 / 175.8333.
    expect(linear.mixBudget).toBeCloseTo((10000 * 200) / 175.8333333333, 4);
  });
});
