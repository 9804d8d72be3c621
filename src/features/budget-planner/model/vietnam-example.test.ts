import { describe, expect, it } from 'vitest';
import { costPerMessage } from '../../calculator-kit/model/result-type.ts';
import { calculatePlan, isAllocationValid } from './planner.ts';
import { vietnamExampleState } from './vietnam-example.ts';

describe('the Vietnamese example plan', () => {
  const state = vietnamExampleState();

  it('plans the channels a Vietnamese SME buys, in dong-sized prices, allocated to 100 %', () => {
    expect(state.channels.map((channel) => channel.name)).toEqual([
      'Facebook Ads',
      'Zalo Ads',
      'TikTok Ads',
      'Google Ads',
    ]);
    expect(isAllocationValid(state.channels)).toBe(true);
    expect(state.totalBudget).toBe(50_000_000);
    // Real Vietnamese clicks cost a few thousand đồng, not the US sample × 25,000 (45.000 ₫).
    for (const channel of state.channels) expect(channel.cpc).toBeLessThan(5_000);
  });

  it("keeps Zalo's cost per started message: 40.000 ₫ at 8 % is a 3.200 ₫ click", () => {
    const zalo = calculatePlan(state).channels[1];
    expect(state.channels[1]?.cpc).toBe(3_200);
    expect(zalo?.cpl).toBeCloseTo(40_000, 6);
    expect(zalo?.estimatedLeads).toBeCloseTo(250, 9);
  });

  it('computes with SPEC formulas: 980.5 leads, 202,977,941 ₫ revenue, ROI 306.0 %', () => {
    const { channels, summary } = calculatePlan(state);
    expect(channels[0]?.estimatedLeads).toBeCloseTo(411.7647, 4);
    expect(channels[3]?.cpl).toBeCloseTo(57_142.857, 3);
    expect(summary.totalEstimatedLeads).toBeCloseTo(980.5147, 4);
    expect(summary.totalEstimatedRevenue).toBeCloseTo(202_977_941.18, 2);
    expect(summary.overallROI).toBeCloseTo(3.0596, 4);
    expect(summary.totalEstimatedCustomers).toBeCloseTo(196.1029, 4);
  });

  it("counts Zalo's results as messages started: its cost per lead is the cost per message", () => {
    expect(state.channels.map((channel) => channel.result)).toEqual([undefined, 'message', undefined, undefined]);
    const plan = calculatePlan(state);
    const perMessage = costPerMessage(
      plan.channels.map((channel, index) => ({
        result: state.channels[index]?.result,
        spend: channel.allocatedBudget,
        results: channel.estimatedLeads,
      })),
    );
    // 10.000.000 ₫ on Zalo for 250 started messages.
    expect(perMessage).toMatchObject({ spend: 10_000_000, messages: 250 });
    expect(perMessage?.cost).toBeCloseTo(40_000, 6);
  });
});
