import { describe, expect, it } from 'vitest';
import { VIETNAM_EXAMPLE } from '../../calculator-kit/market/vietnam-example.ts';
import { costPerMessage } from '../../calculator-kit/model/result-type.ts';
import { analyse, sampleRows } from './roi.ts';
import { vietnamSampleRows } from './vietnam-sample.ts';

describe("the ROI calculator's Vietnamese example", () => {
  const rows = vietnamSampleRows('vi');

  it('is the cited example’s channels, not the US sample converted', () => {
    expect(rows.map((row) => row.channel)).toEqual(VIETNAM_EXAMPLE.channels.map((channel) => channel.name));
    const converted = sampleRows(undefined, 25_000);
    expect(rows.map((row) => row.spend)).not.toEqual(converted.slice(0, rows.length).map((row) => row.spend));
    // Real Vietnamese clicks cost a few thousand đồng.
    for (const row of rows) expect(row.spend / row.clicks).toBeLessThan(5_000);
    expect(rows.map((row) => row.campaignName)).toContain('Tin nhắn đến Zalo Official Account');
    expect(vietnamSampleRows('en')[1]?.campaignName).toBe('Messages to the Zalo Official Account');
  });

  it('works the month out from the planner’s figures: 50,000,000 ₫ spend, 203,100,000 ₫ revenue', () => {
    expect(
      rows.map(({ spend, clicks, conversions, customers, revenue }) => [
        spend,
        clicks,
        conversions,
        customers,
        revenue,
      ]),
    ).toEqual([
      [17_500_000, 20_588, 412, 82, 82_400_000],
      // Zalo's 40.000 ₫ per started message at 8 % is a 3.200 ₫ click.
      [10_000_000, 3_125, 250, 50, 40_000_000],
      [10_000_000, 6_667, 100, 20, 15_000_000],
      [12_500_000, 6_250, 219, 44, 65_700_000],
    ]);
    const { totals } = analyse(rows);
    expect(totals.spend).toBe(50_000_000);
    expect(totals.revenue).toBe(203_100_000);
    expect(totals.roi).toBeCloseTo(3.062, 9);
  });

  it('gives every row whole counts and a spend the budget splits into', () => {
    for (const row of rows) {
      for (const count of [row.clicks, row.conversions, row.customers]) expect(Number.isInteger(count)).toBe(true);
    }
    expect(rows.reduce((sum, row) => sum + row.spend, 0)).toBe(VIETNAM_EXAMPLE.totalBudget.value);
  });

  it("counts Zalo's conversions as messages started, so the page shows a cost per message of 40.000 ₫", () => {
    expect(rows.map((row) => row.result)).toEqual([undefined, 'message', undefined, undefined]);
    const perMessage = costPerMessage(
      rows.map((row) => ({ result: row.result, spend: row.spend, results: row.conversions })),
    );
    expect(perMessage).toEqual({ spend: 10_000_000, messages: 250, cost: 40_000 });
  });
});
