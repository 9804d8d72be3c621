import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  greedyFill,
  marginal,
  objective,
  waterFill,
  type OptimiserChannel,
} from '../../calculator-kit/model/water-filling.ts';
import { EXAMPLE_BOUNDS, EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { planningEn } from '../planning/i18n/en.ts';
import { channelName, splitNoteText } from '../planning/split-notes.ts';
import {
  optimiserChannels,
  suggestSplit,
  toAllocationPercents,
  widenedBounds,
  type Suggestion,
} from './plan-optimiser.ts';
import { SATURATION_OFF } from './saturation.ts';

const opts = { goal: 'revenue' as const, bounds: EXAMPLE_BOUNDS, nextAmount: 1000 };
/** The notes as the English page words them (US dollars). */
const messagesOf = (s: Suggestion) => {
  const names = EXAMPLE_STATE.channels.map((c, i) => channelName(planningEn, c.name, i));
  return s.notes.map((n) => splitNoteText(n, planningEn, formattersFor('USD', 'en'), names));
};

describe('best split, bounds 1,000–6,000 (E4)', () => {
  const channels = optimiserChannels(EXAMPLE_STATE, EXAMPLE_LAYER, EXAMPLE_BOUNDS, 'revenue');
  const result = waterFill(channels, 10000);
  if (result.status === 'infeasible-min') throw new Error('unexpected');

  it('water-filling gives 4,677.68 / 3,121.16 / 2,201.17 at λ 1.2813, revenue 20,978.71', () => {
    expect(result.spend).toEqual([expect.closeTo(4677.68, 2), expect.closeTo(3121.16, 2), expect.closeTo(2201.17, 2)]);
    expect(result.lambda).toBeCloseTo(1.2813, 4);
    expect(result.objective).toBeCloseTo(20978.71, 2);
    expect(result.spend.reduce((s, v) => s + v, 0)).toBeCloseTo(10000, 6);
  });

  it('marginal ROAS is 1.2811 everywhere at the optimum', () => {
    expect(channels.map((c, i) => marginal(c, result.spend[i] ?? 0))).toEqual([
      expect.closeTo(1.2811, 3),
      expect.closeTo(1.2811, 3),
      expect.closeTo(1.2811, 3),
    ]);
  });

  it('greedy with step 10 lands on 4,680 / 3,120 / 2,200, within one step of the exact answer', () => {
    const greedy = greedyFill(channels, 10000);
    expect(greedy).toEqual([expect.closeTo(4680, 6), expect.closeTo(3120, 6), expect.closeTo(2200, 6)]);
    greedy.forEach((g, i) => expect(Math.abs(g - (result.spend[i] ?? 0))).toBeLessThanOrEqual(10));
  });

  it('says the plan is already close to best (+0.10 %)', () => {
    const s = suggestSplit(EXAMPLE_STATE, EXAMPLE_LAYER, opts);
    expect(s.gain).toBeCloseTo(20.38 / 20958.33, 5);
    expect(messagesOf(s)).toContain(
      "Your plan is already close to the best split under these assumptions (+0.10%). Moving money won't change much; the assumptions matter more than the split.",
    );
  });
});

describe('locked LinkedIn at 2,000 (E4b)', () => {
  const s = suggestSplit(EXAMPLE_STATE, EXAMPLE_LAYER, { ...opts, bounds: { ...EXAMPLE_BOUNDS, l: { locked: true } } });
  it('moves only Google and Meta: 4,776.01 / 3,223.99 / 2,000, revenue 20,970.93', () => {
    if (s.allocation.status === 'infeasible-min') throw new Error('unexpected');
    expect(s.allocation.spend).toEqual([expect.closeTo(4776.01, 2), expect.closeTo(3223.99, 2), 2000]);
    expect(s.allocation.objective).toBeCloseTo(20970.93, 2);
  });
  it('explains that the locked channel would like more', () => {
    expect(messagesOf(s)).toContain(
      'LinkedIn is locked (would like more: the next $1,000 would bring in $1,333 there, against $1,256 elsewhere)',
    );
  });
});

describe('infeasible and capped (E4c)', () => {
  it('minimums of 4,000 each exceed the budget by 2,000', () => {
    const mins = { g: { min: 4000, max: 6000 }, m: { min: 4000, max: 6000 }, l: { min: 4000, max: 6000 } };
    const s = suggestSplit(EXAMPLE_STATE, EXAMPLE_LAYER, { ...opts, bounds: mins });
    expect(s.allocation).toEqual({ status: 'infeasible-min', sumLo: 12000, shortfall: 2000 });
    expect(messagesOf(s)).toEqual([
      'Your minimums (and locked channels) add up to $12,000, which is $2,000 more than the budget $10,000. Lower a minimum or raise the budget.',
    ]);
  });
  it('maximums of 3,000 each leave 1,000 unallocated', () => {
    const caps = { g: { min: 0, max: 3000 }, m: { min: 0, max: 3000 }, l: { min: 0, max: 3000 } };
    const s = suggestSplit(EXAMPLE_STATE, EXAMPLE_LAYER, { ...opts, bounds: caps });
    if (s.allocation.status === 'infeasible-min') throw new Error('unexpected');
    expect(s.allocation.status).toBe('capped');
    expect(s.allocation.spend).toEqual([3000, 3000, 3000]);
    expect(s.allocation.unallocated).toBe(1000);
    expect(messagesOf(s)[0]).toBe(
      "Your maximums allow only $9,000. $1,000 of the budget can't be placed; it is shown as 'unallocated'.",
    );
  });
});

describe('saturation off (E4d)', () => {
  it('goes to the corner 6,000 / 3,000 / 1,000 with revenue 21,691.67 and warns', () => {
    const s = suggestSplit(EXAMPLE_STATE, SATURATION_OFF, opts);
    if (s.allocation.status === 'infeasible-min') throw new Error('unexpected');
    expect(s.allocation.spend).toEqual([expect.closeTo(6000, 6), expect.closeTo(3000, 6), expect.closeTo(1000, 6)]);
    expect(s.allocation.objective).toBeCloseTo(21691.67, 2);
    expect(messagesOf(s).at(-1)).toMatch(/^Without diminishing returns, the best split is always/);
  });
});

describe('apply and widen', () => {
  it('turns spends into 0.1-step percentages adding to 100', () => {
    const p = toAllocationPercents([4677.68, 3121.16, 2201.17], 10000);
    expect(p).toEqual([46.8, 31.2, 22]);
    expect(p.reduce((s, v) => s + v, 0)).toBeCloseTo(100, 9);
  });
  it('widens 0.8–1.2 to 0.4–1.6 around the same centre', () => {
    const w = widenedBounds(800, 1200, 1000);
    expect(w.lo).toBeCloseTo(400, 9);
    expect(w.hi).toBeCloseTo(1600, 9);
  });
});

const curveChannel = fc.record({
  cmax: fc.double({ min: 1, max: 1e5, noNaN: true }),
  h: fc.double({ min: 1, max: 1e5, noNaN: true }),
  k: fc.constantFrom(1, 1, 0.7),
  weight: fc.double({ min: 0.01, max: 50, noNaN: true }),
  // Whole currency units: budgets are money, and denormal floats only test the float format.
  lo: fc.integer({ min: 0, max: 3000 }),
  width: fc.integer({ min: 0, max: 20000 }),
});
const problem = fc.record({
  specs: fc.array(curveChannel, { minLength: 1, maxLength: 8 }),
  budget: fc.integer({ min: 0, max: 60000 }),
});
type Spec = { cmax: number; h: number; k: number; weight: number; lo: number; width: number };
const build = (specs: Spec[]): OptimiserChannel[] =>
  specs.map((s) => ({
    response: { kind: 'hill', curve: { cmax: s.cmax, h: s.h, k: s.k } },
    weight: s.weight,
    lo: s.lo,
    hi: s.lo + s.width,
  }));

describe('optimiser properties', () => {
  it('Σ spend = B, KKT holds, and no feasible split beats it', () => {
    fc.assert(
      fc.property(
        problem,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 8, maxLength: 8 }),
        ({ specs, budget }, mix) => {
          const channels = build(specs);
          const result = waterFill(channels, budget);
          const sumLo = channels.reduce((s, c) => s + c.lo, 0);
          const sumHi = channels.reduce((s, c) => s + c.hi, 0);
          if (sumLo > budget + 1e-9 * Math.max(1, budget)) {
            expect(result.status).toBe('infeasible-min');
            return;
          }
          if (result.status === 'infeasible-min') throw new Error('should be feasible');
          if (sumHi <= budget) {
            expect(result.spend).toEqual(channels.map((c) => c.hi));
            return;
          }
          expect(Math.abs(result.spend.reduce((s, v) => s + v, 0) - budget)).toBeLessThan(1e-6 * Math.max(1, budget));
          channels.forEach((c, i) => {
            const s = result.spend[i] ?? 0;
            expect(s).toBeGreaterThanOrEqual(c.lo - 1e-6);
            expect(s).toBeLessThanOrEqual(c.hi + 1e-6);
            const m = marginal(c, s);
            const tol = 1e-3 * Math.max(result.lambda, 1e-9);
            const atLo = s <= c.lo + 1e-6 * Math.max(1, s);
            const atHi = s >= c.hi - 1e-6 * Math.max(1, s);
            if (!atLo && !atHi) expect(Math.abs(m - result.lambda)).toBeLessThanOrEqual(tol + 1e-3 * m);
            if (atLo && !atHi) expect(m).toBeLessThanOrEqual(result.lambda * (1 + 1e-3) + 1e-12);
            if (atHi && !atLo) expect(m).toBeGreaterThanOrEqual(result.lambda * (1 - 1e-3) - 1e-12);
          });
          // Any other feasible split: fill from the minimums in proportion to a random mix of the room.
          const room = channels.map((c, i) => (c.hi - c.lo) * (mix[i] ?? 0));
          const roomSum = room.reduce((s, v) => s + v, 0);
          const left = budget - sumLo;
          if (roomSum >= left && roomSum > 0) {
            const other = channels.map((c, i) => c.lo + ((room[i] ?? 0) * left) / roomSum);
            expect(result.objective).toBeGreaterThanOrEqual(objective(channels, other) * (1 - 1e-9) - 1e-9);
          }
        },
      ),
    );
  });

  it('optimised ≥ current whenever the current plan is feasible, and a locked spend never moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom('g', 'm', 'l'),
        (raw, lockedId) => {
          const total = raw.reduce((s, v) => s + v, 0);
          if (total <= 0) return;
          const pcts = raw.map((v) => (v / total) * 100);
          const state = {
            ...EXAMPLE_STATE,
            channels: EXAMPLE_STATE.channels.map((c, i) => ({ ...c, budgetAllocation: pcts[i] ?? 0 })),
          };
          const bounds = { [lockedId]: { locked: true } };
          const s = suggestSplit(state, EXAMPLE_LAYER, {
            ...opts,
            bounds: { g: { min: 0, max: 1e4 }, m: { min: 0, max: 1e4 }, l: { min: 0, max: 1e4 }, ...bounds },
          });
          if (s.allocation.status === 'infeasible-min') throw new Error('current plan is feasible');
          expect(s.allocation.objective).toBeGreaterThanOrEqual(s.currentObjective * (1 - 1e-9));
          const index = state.channels.findIndex((c) => c.id === lockedId);
          expect(s.allocation.spend[index]).toBe(s.current[index]);
        },
      ),
    );
  });
});

describe('saturation off and no bounds', () => {
  it('puts the whole budget in the channel with the best w/CPC (Google, 2.40 per 1) and warns', () => {
    const open = { g: { min: 0, max: 1e12 }, m: { min: 0, max: 1e12 }, l: { min: 0, max: 1e12 } };
    const s = suggestSplit(EXAMPLE_STATE, SATURATION_OFF, { ...opts, bounds: open });
    if (s.allocation.status === 'infeasible-min') throw new Error('unexpected');
    expect(s.allocation.spend).toEqual([expect.closeTo(10000, 6), expect.closeTo(0, 6), expect.closeTo(0, 6)]);
    expect(s.allocation.objective).toBeCloseTo(24000, 6);
    expect(messagesOf(s).at(-1)).toBe(
      "Without diminishing returns, the best split is always 'as much as allowed in the channel with the best return'. Turn on Saturation if that is not realistic.",
    );
  });
});

describe('crossed bounds', () => {
  it('a minimum above its maximum holds the channel at the minimum and says so', () => {
    const s = suggestSplit(EXAMPLE_STATE, EXAMPLE_LAYER, {
      ...opts,
      bounds: { ...EXAMPLE_BOUNDS, m: { min: 3500, max: 2000 } },
    });
    expect(messagesOf(s)[0]).toBe('Meta: the minimum is above the maximum, so the channel is held at its minimum.');
    if (s.allocation.status === 'infeasible-min') throw new Error('feasible');
    expect(s.allocation.spend[1]).toBe(3500);
    expect(s.allocation.spend.reduce((a, v) => a + v, 0)).toBeCloseTo(10000, 6);
  });
});
