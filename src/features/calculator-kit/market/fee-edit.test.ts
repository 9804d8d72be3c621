import { describe, expect, it } from 'vitest';
import { feeRateCap, withFeeRate } from './fee-edit.ts';
import { trueRoas } from './marketplace-fees.ts';

const shopee = { feePercent: 10, commissionPercent: 4 };

describe('editing a channel’s marketplace fees', () => {
  it('adds fees to a channel that had none, starting the other rate at 0', () => {
    expect(withFeeRate(undefined, 'feePercent', 8)).toEqual({ feePercent: 8, commissionPercent: 0 });
    expect(withFeeRate(undefined, 'commissionPercent', 12.5)).toEqual({ feePercent: 0, commissionPercent: 12.5 });
  });

  it('changes one rate and keeps the other', () => {
    expect(withFeeRate(shopee, 'commissionPercent', 6)).toEqual({ feePercent: 10, commissionPercent: 6 });
    expect(withFeeRate(shopee, 'feePercent', 0)).toEqual({ feePercent: 0, commissionPercent: 4 });
  });

  it('takes a channel back to plain ROAS when both rates are 0', () => {
    expect(withFeeRate({ feePercent: 0, commissionPercent: 4 }, 'commissionPercent', 0)).toBeUndefined();
    expect(withFeeRate(undefined, 'feePercent', 0)).toBeUndefined();
  });

  it('caps each rate so that the two never take more than the whole sale', () => {
    expect(feeRateCap(shopee, 'feePercent')).toBe(96);
    expect(feeRateCap(shopee, 'commissionPercent')).toBe(90);
    expect(feeRateCap(undefined, 'feePercent')).toBe(100);
    expect(withFeeRate(shopee, 'feePercent', 96)).toEqual({ feePercent: 96, commissionPercent: 4 });
    // Past the cap, or outside 0–100 %, the fees stay as they were.
    expect(withFeeRate(shopee, 'feePercent', 97)).toBe(shopee);
    expect(withFeeRate(shopee, 'commissionPercent', -1)).toBe(shopee);
    expect(withFeeRate(undefined, 'feePercent', Number.NaN)).toBeUndefined();
    expect(withFeeRate(undefined, 'feePercent', 101)).toBeUndefined();
  });

  it('moves true ROAS with the edit: ROAS 8.33x is 7.17x after 10 % + 4 %, 6.67x after 10 % + 10 %', () => {
    // 1.200 ₫ a click at 4 % for a 250.000 ₫ lead: 10.000 ₫ of revenue per 1.200 ₫ spent.
    const revenue = 10_000;
    const spend = 1_200;
    expect(trueRoas(revenue, spend, shopee)).toBeCloseTo(7.1667, 4);
    const edited = withFeeRate(shopee, 'commissionPercent', 10);
    expect(trueRoas(revenue, spend, edited!)).toBeCloseTo(6.6667, 4);
  });
});
