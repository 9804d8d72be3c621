import { describe, expect, it } from 'vitest';
import { breakEven } from './break-even.ts';

describe('break-even values, Google Search, L2C 20 % (E7)', () => {
  const b = breakEven({ cpc: 2.5, cvr: 5, valuePerLead: 120 }, 20, 300);
  it('max CPC for a target CAC of 300 is 3.00', () => expect(b.maxCpcForTargetCac).toBeCloseTo(3, 12));
  it('break-even CPC is 6.00', () => expect(b.breakEvenCpc).toBeCloseTo(6, 12));
  it('break-even CVR at CPC 2.5 is 2.0833 %', () => expect(b.breakEvenCvr).toBeCloseTo(2.0833, 4));
  it('break-even value per lead is 50.00', () => expect(b.breakEvenValuePerLead).toBeCloseTo(50, 12));
  it('gives no max CPC without a target, and 0 instead of Infinity for zeros', () => {
    expect(breakEven({ cpc: 0, cvr: 0, valuePerLead: 0 }, 20)).toEqual({
      maxCpcForTargetCac: null,
      breakEvenCpc: 0,
      breakEvenCvr: 0,
      breakEvenValuePerLead: 0,
    });
  });
});
