import { describe, expect, it } from 'vitest';
import { totalAllocation, type Channel } from './planner.ts';
import { allocationFix, rebalanceAllocation, rebalanceCap } from './rebalance.ts';

const channel = (id: string, budgetAllocation: number): Channel => ({
  id,
  name: id,
  budgetAllocation,
  cpc: 1,
  cvr: 2,
  valuePerLead: 100,
});
const shares = (channels: Channel[]) => channels.map((item) => item.budgetAllocation);

describe('keeping the total at 100 %', () => {
  const mix = [channel('a', 40), channel('b', 30), channel('c', 20), channel('d', 10)];

  it('takes a rise from the other channels in proportion to what they hold', () => {
    // +20 for a comes out of b, c, d (60 in all) as 10, 6.7 and 3.3.
    const next = rebalanceAllocation(mix, 'a', 60, new Set());
    expect(shares(next)).toEqual([60, 20, 13.3, 6.7]);
    expect(totalAllocation(next)).toBeCloseTo(100, 9);
  });

  it('gives a cut back to the others in proportion', () => {
    expect(shares(rebalanceAllocation(mix, 'a', 10, new Set()))).toEqual([10, 45, 30, 15]);
  });

  it('leaves locked channels alone and caps the change at what the unlocked ones hold', () => {
    const next = rebalanceAllocation(mix, 'a', 95, new Set(['b']));
    expect(shares(next)).toEqual([70, 30, 0, 0]);
    expect(rebalanceCap(mix, 'a', new Set(['b']))).toBe(70);
  });

  it('shares evenly when the others hold nothing', () => {
    const next = rebalanceAllocation([channel('a', 100), channel('b', 0), channel('c', 0)], 'a', 40, new Set());
    expect(shares(next)).toEqual([40, 30, 30]);
  });

  it('with every other channel locked, only fills what is free', () => {
    const next = rebalanceAllocation([channel('a', 20), channel('b', 50)], 'a', 90, new Set(['b']));
    expect(shares(next)).toEqual([50, 50]);
  });
});

describe('the single change that fixes the total', () => {
  it('gives the rest to the largest channel', () => {
    expect(allocationFix([channel('a', 30), channel('b', 50)])).toEqual({ channelId: 'b', change: 20, allocation: 70 });
  });

  it('takes the excess from the largest channel', () => {
    expect(allocationFix([channel('a', 30), channel('b', 80)])).toEqual({
      channelId: 'b',
      change: -10,
      allocation: 70,
    });
  });

  it('has nothing to fix at 100 %', () => {
    expect(allocationFix([channel('a', 30), channel('b', 70)])).toBeUndefined();
  });
});
