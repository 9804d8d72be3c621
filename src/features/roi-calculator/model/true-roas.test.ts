import { describe, expect, it } from 'vitest';
import { trueRoas } from '../../calculator-kit/market/marketplace-fees.ts';
import { buildTargets, encodeTargets } from '../../calculator-kit/model/plan-targets.ts';
import { decodeTargets } from '../../calculator-kit/model/plan-targets-read.ts';
import { rowsTrueRoas } from './true-roas.ts';

const SHOPEE = { feePercent: 10, commissionPercent: 4 };
const channel = (name: string, fees?: typeof SHOPEE) => ({
  name,
  spend: 5_000_000,
  cpc: 1_200,
  cvr: 4,
  vpl: 250_000,
  clicks: 4_166,
  leads: 166,
  revenue: 41_650_000,
  ...(fees ? { fees } : {}),
});
const targets = buildTargets({
  currency: 'VND',
  l2c: 20,
  channels: [channel('Shopee Ads', SHOPEE), channel('Zalo Ads')],
});
const rows = [
  { id: 'a', channel: ' shopee ads ', spend: 5_000_000, revenue: 30_000_000 },
  { id: 'b', channel: 'Zalo Ads', spend: 5_000_000, revenue: 20_000_000 },
];

describe('true ROAS in the ROI calculator, from the plan’s hand-off', () => {
  it('the hand-off carries a channel’s fees, and links without them still open', () => {
    const opened = decodeTargets(encodeTargets(targets));
    expect(opened.ok && opened.value.channels.map((c) => c.fees)).toEqual([SHOPEE, undefined]);
  });

  it('works revenue × (1 − fee − commission) ÷ spend for the matching row, and the whole set', () => {
    const real = rowsTrueRoas(rows, targets);
    // 30,000,000 × 0.86 ÷ 5,000,000 = 5.16, as the planner's rule (marketplace-fees.ts) gives.
    expect(real?.byRow.get('a')).toBeCloseTo(5.16, 12);
    expect(real?.byRow.get('a')).toBeCloseTo(trueRoas(30_000_000, 5_000_000, SHOPEE), 12);
    expect(real?.byRow.has('b')).toBe(false);
    // (25,800,000 + 20,000,000) ÷ 10,000,000 = 4.58.
    expect(real?.total).toBeCloseTo(4.58, 12);
  });

  it('is absent without a hand-off, without fees, or with unusable fees', () => {
    expect(rowsTrueRoas(rows, null)).toBeUndefined();
    expect(rowsTrueRoas(rows, { ...targets, channels: [channel('Shopee Ads')] })).toBeUndefined();
    expect(
      rowsTrueRoas(rows, { channels: [{ name: 'Shopee Ads', fees: { feePercent: 120, commissionPercent: 4 } }] }),
    ).toBeUndefined();
  });
});
