import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPlannerState, isAllocationValid, newChannel, totalAllocation, type PlannerState } from './planner.ts';
import { PLANNER_LIMITS as LIMITS } from './limits.ts';
import { planningOf } from './planning-settings.ts';
import {
  allocationCap,
  balanceAllocations,
  clampAllocation,
  nextChannelId,
  plannerReducer,
  sanitiseState,
} from './state.ts';

const start = defaultPlannerState();

describe("input clamps (the planner's bounds)", () => {
  it('total budget and campaign goal are at least 0', () => {
    expect(plannerReducer(start, { type: 'set-total-budget', value: -5 }).totalBudget).toBe(0);
    expect(plannerReducer(start, { type: 'set-total-budget', value: Number.NaN }).totalBudget).toBe(0);
    expect(plannerReducer(start, { type: 'set-campaign-goal', value: -1 }).campaignGoal).toBe(0);
    expect(plannerReducer(start, { type: 'set-total-budget', value: 25000 }).totalBudget).toBe(25000);
  });

  it('lead-to-customer rate is clamped to 0-100', () => {
    expect(plannerReducer(start, { type: 'set-rate', value: 140 }).leadToCustomerRate).toBe(100);
    expect(plannerReducer(start, { type: 'set-rate', value: -3 }).leadToCustomerRate).toBe(0);
  });

  it('CPC at least 0, CVR 0-100, value per lead at least 0, name at most 60 characters', () => {
    const next = plannerReducer(start, {
      type: 'update-channel',
      id: '1',
      patch: { cpc: -1, cvr: 250, valuePerLead: -9, name: 'x'.repeat(80) },
    });
    expect(next.channels[0]).toMatchObject({ cpc: 0, cvr: 100, valuePerLead: 0 });
    expect(next.channels[0]!.name).toHaveLength(LIMITS.channelName);
    expect(next.channels[1]).toEqual(start.channels[1]);
  });

  it('an allocation is capped at 100 minus the other channels', () => {
    expect(allocationCap(start.channels, '1')).toBe(40);
    const capped = plannerReducer(start, { type: 'update-channel', id: '1', patch: { budgetAllocation: 75 } });
    expect(capped.channels[0]!.budgetAllocation).toBe(40);
    const lowered = plannerReducer(start, { type: 'update-channel', id: '1', patch: { budgetAllocation: 25.04 } });
    expect(lowered.channels[0]!.budgetAllocation).toBe(25);
    expect(totalAllocation(lowered.channels)).toBe(85);
  });

  it('allocations snap to the 0.1 step', () => {
    expect(clampAllocation(start.channels, '4', 3.333)).toBe(3.3);
    expect(clampAllocation(start.channels, '4', -2)).toBe(0);
  });
});

describe('channels', () => {
  it('add appends a New Channel with the given id', () => {
    const next = plannerReducer(start, { type: 'add-channel', id: '1700000000000' });
    expect(next.channels).toHaveLength(5);
    expect(next.channels[4]).toEqual(newChannel('1700000000000'));
  });

  it('remove deletes by id, but never the last channel', () => {
    const next = plannerReducer(start, { type: 'remove-channel', id: '2' });
    expect(next.channels.map((c) => c.name)).toEqual(['Google Ads', 'SEO/Content', 'Email Marketing']);
    const one: PlannerState = { ...start, channels: [start.channels[0]!] };
    expect(plannerReducer(one, { type: 'remove-channel', id: '1' }).channels).toHaveLength(1);
  });

  it(`stops adding at ${LIMITS.channels} channels`, () => {
    let state = start;
    for (let i = 0; i < 20; i += 1) state = plannerReducer(state, { type: 'add-channel', id: `n${i}` });
    expect(state.channels).toHaveLength(LIMITS.channels);
  });

  it('timestamp ids are made unique', () => {
    expect(nextChannelId(start.channels, 5)).toBe('5');
    expect(nextChannelId([...start.channels, newChannel('5'), newChannel('6')], 5)).toBe('7');
  });

  it('mode switch keeps everything else', () => {
    const next = plannerReducer(start, { type: 'set-mode', mode: 'goal-first' });
    expect(next).toEqual({ ...start, planningMode: 'goal-first' });
  });
});

describe('replace with a change worked out from the plan in force (the best split’s Apply)', () => {
  it('works from the plan as it is when the action lands, and clamps what it gives', () => {
    const typed = { ...start, planning: { ...planningOf(start), nextAmount: 2500 } };
    const [first, ...rest] = typed.channels;
    const next = plannerReducer(typed, {
      type: 'replace',
      state: (plan) => ({
        ...plan,
        channels: plan.channels.map((c) => (c.id === first!.id ? { ...c, budgetAllocation: 140 } : c)),
      }),
    });
    expect(next.channels.map((c) => c.budgetAllocation)).toEqual([100, ...rest.map((c) => c.budgetAllocation)]);
    expect(next.planning?.nextAmount).toBe(2500);
    expect(next.totalBudget).toBe(typed.totalBudget);
  });
});

describe('balance quick fix', () => {
  it('scales to exactly 100 %', () => {
    const channels = [30, 20, 20].map((v, i) => ({ ...newChannel(String(i)), budgetAllocation: v }));
    const balanced = balanceAllocations(channels);
    expect(balanced.map((c) => c.budgetAllocation)).toEqual([42.8, 28.6, 28.6]);
    expect(isAllocationValid(balanced)).toBe(true);
    expect(totalAllocation(balanced)).toBeCloseTo(100, 9);
  });

  it('splits evenly when everything is 0', () => {
    const balanced = balanceAllocations([newChannel('a'), newChannel('b'), newChannel('c')]);
    expect(balanced.map((c) => c.budgetAllocation).sort()).toEqual([33.3, 33.3, 33.4]);
  });
});

describe('sanitising outside data', () => {
  it('clamps every field and keeps at least one channel', () => {
    const dirty = { ...start, totalBudget: -1, leadToCustomerRate: 300, channels: [] };
    const clean = sanitiseState(dirty);
    expect(clean.totalBudget).toBe(0);
    expect(clean.leadToCustomerRate).toBe(100);
    expect(clean.channels).toHaveLength(4);
  });
});

describe('properties', () => {
  const allocations = fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { minLength: 1, maxLength: 10 });
  const slider = fc.oneof(fc.double({ noNaN: false }), fc.double({ min: 0, max: 100, noNaN: true }));

  it('no slider change takes the total above 100 (from a total of at most 100)', () => {
    fc.assert(
      fc.property(allocations, fc.nat(), slider, (values, pick, value) => {
        const scale = Math.min(
          1,
          100 /
            Math.max(
              1e-9,
              values.reduce((a, b) => a + b, 0),
            ),
        );
        const channels = values.map((v, i) => ({
          ...newChannel(String(i)),
          budgetAllocation: Math.floor(v * scale * 10) / 10,
        }));
        const id = String(pick % channels.length);
        const next = plannerReducer(
          { ...start, channels },
          { type: 'update-channel', id, patch: { budgetAllocation: value } },
        );
        return (
          totalAllocation(next.channels) <= 100 + 1e-9 &&
          next.channels.every((c) => c.budgetAllocation >= 0 && c.budgetAllocation <= 100)
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a slider change never raises an already-over total', () => {
    fc.assert(
      fc.property(allocations, fc.nat(), slider, (values, pick, value) => {
        const channels = values.map((v, i) => ({ ...newChannel(String(i)), budgetAllocation: v }));
        const before = totalAllocation(channels);
        const id = String(pick % channels.length);
        const after = totalAllocation(
          plannerReducer({ ...start, channels }, { type: 'update-channel', id, patch: { budgetAllocation: value } })
            .channels,
        );
        return after <= Math.max(100, before) + 1e-9;
      }),
    );
  });

  it('balancing always gives a valid allocation', () => {
    fc.assert(
      fc.property(allocations, (values) => {
        const channels = values.map((v, i) => ({ ...newChannel(String(i)), budgetAllocation: v }));
        const balanced = balanceAllocations(channels);
        return (
          isAllocationValid(balanced) && balanced.every((c) => c.budgetAllocation >= 0 && c.budgetAllocation <= 100)
        );
      }),
    );
  });
});
