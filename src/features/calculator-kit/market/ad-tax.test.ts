import { describe, expect, it } from 'vitest';
import { adTaxDefault, adTaxLine } from './ad-tax.ts';

describe('tax on top of ad spend', () => {
  it('has no default for USD plans, so SPEC figures stay as they are', () => {
    expect(adTaxDefault('USD')).toBeUndefined();
  });

  it('starts AUD plans at GST 10 % and VND plans at 10 % VAT marked "check the current rate"', () => {
    expect(adTaxDefault('AUD')).toMatchObject({ kind: 'gst', rate: 10, checkCurrentRate: false });
    expect(adTaxDefault('VND')).toMatchObject({ kind: 'vat', rate: 10, checkCurrentRate: true });
  });

  it('adds the tax as its own line: 10,000 spend and 59,240 revenue at 10 %', () => {
    // SPEC's example plan: revenue 59,240 on 10,000 (ROI 492.4 %).
    const line = adTaxLine(10_000, 59_240, 10);
    expect(line.tax).toBe(1_000);
    expect(line.costWithTax).toBe(11_000);
    expect(line.roiAfterTax).toBeCloseTo((59_240 - 11_000) / 11_000, 12); // 438.5 %
    expect(line.roasAfterTax).toBeCloseTo(5.385454545, 8);
  });

  it('a 50,000,000 ₫ plan at 8 % pays 4,000,000 ₫ of VAT', () => {
    expect(adTaxLine(50_000_000, 0, 8)).toEqual({ tax: 4_000_000, costWithTax: 54_000_000, roiAfterTax: -1, roasAfterTax: 0 });
  });

  it('treats negative, NaN and zero rates and spends as no tax, never NaN', () => {
    for (const rate of [-5, Number.NaN, 0]) expect(adTaxLine(1_000, 2_000, rate).tax).toBe(0);
    expect(adTaxLine(0, 0, 10)).toEqual({ tax: 0, costWithTax: 0, roiAfterTax: 0, roasAfterTax: 0 });
  });
});
