import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationsFromShares, calibrate } from './calibrate.ts';

describe('calibrate', () => {
  it('gives CPC, CVR and value per lead per channel from the summed rows', () => {
    const [google, meta] = calibrate([
      { channel: 'Google Ads – Search', spend: 1500.4, clicks: 1240, leads: 87, revenue: 9800 },
      { channel: 'Google Ads – Search', spend: 844.2, clicks: 402, leads: 12, revenue: 2400 },
      { channel: 'Meta Ads', spend: 900, clicks: 610, leads: 120, revenue: 0 },
    ]);
    expect(google?.cpc).toBeCloseTo(2344.6 / 1642, 10);
    expect(google?.cvr).toBeCloseTo((99 / 1642) * 100, 10);
    expect(google?.valuePerLead).toBeCloseTo(12200 / 99, 10);
    expect(google?.share).toBeCloseTo((2344.6 / 3244.6) * 100, 10);
    // No revenue in the file: value per lead is not known, not 0.
    expect(meta).toMatchObject({ name: 'Meta Ads', cpc: 900 / 610, valuePerLead: null });
  });

  it('leaves every figure unknown that the file cannot give', () => {
    expect(calibrate([{ channel: 'Video', spend: 610, clicks: 0, leads: 0, revenue: 0 }])[0]).toMatchObject({
      cpc: null,
      cvr: null,
      valuePerLead: null,
      share: 100,
    });
  });
});

describe('calibrate with result types', () => {
  it('keeps a channel’s message campaigns apart from its form-lead campaigns, each named with its type', () => {
    const channels = calibrate([
      {
        channel: 'Meta Ads',
        spend: 9_200_000,
        clicks: 1540,
        leads: 412,
        revenue: 0,
        result: 'message',
        leadLabel: 'messages started',
      },
      {
        channel: 'Meta Ads',
        spend: 7_200_000,
        clicks: 1020,
        leads: 298,
        revenue: 0,
        result: 'message',
        leadLabel: 'messages started',
      },
      {
        channel: 'Meta Ads',
        spend: 2_050_000,
        clicks: 560,
        leads: 37,
        revenue: 0,
        result: 'lead',
        leadLabel: 'form leads',
      },
      {
        channel: 'Zalo Ads',
        spend: 3_000_000,
        clicks: 900,
        leads: 60,
        revenue: 0,
        result: 'message',
        leadLabel: 'messages started',
      },
    ]);
    expect(channels.map((c) => [c.name, c.result])).toEqual([
      ['Meta Ads (messages started)', 'message'],
      ['Meta Ads (form leads)', 'lead'],
      ['Zalo Ads', 'message'],
    ]);
    // Messages: 710 from 2,560 clicks (27.73 %); form leads: 37 from 560 clicks (6.61 %).
    expect(channels[0]?.cvr?.toFixed(2)).toBe('27.73');
    expect(channels[1]?.cvr?.toFixed(2)).toBe('6.61');
  });
});

describe('allocationsFromShares', () => {
  it('rounds to tenths that total exactly 100', () => {
    expect(allocationsFromShares([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(allocationsFromShares([0, 0])).toEqual([100, 0]);
  });

  it('always totals 100 in 0.1 steps', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 20 }), (shares) => {
        const allocations = allocationsFromShares(shares);
        const tenths = allocations.map((value) => Math.round(value * 10));
        expect(tenths.reduce((a, b) => a + b, 0)).toBe(1000);
        for (const [index, value] of allocations.entries())
          expect(Math.abs(value * 10 - (tenths[index] ?? 0))).toBeLessThan(1e-9);
      }),
    );
  });
});
