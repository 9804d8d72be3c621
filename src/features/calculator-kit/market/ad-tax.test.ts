import { describe, expect, it } from 'vitest';
import { adTaxDefault, readAdTax } from './ad-tax.ts';
import { adTaxInForce, adTaxLine, adTaxToKeep } from './ad-tax-line.ts';

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
    expect(adTaxLine(50_000_000, 0, 8)).toEqual({
      tax: 4_000_000,
      costWithTax: 54_000_000,
      roiAfterTax: -1,
      roasAfterTax: 0,
    });
  });

  it('treats negative, NaN and zero rates and spends as no tax, never NaN', () => {
    for (const rate of [-5, Number.NaN, 0]) expect(adTaxLine(1_000, 2_000, rate).tax).toBe(0);
    expect(adTaxLine(0, 0, 10)).toEqual({ tax: 0, costWithTax: 0, roiAfterTax: 0, roasAfterTax: 0 });
  });
});

describe('the visitor’s tax setting', () => {
  it('is on at the market’s rate until the visitor changes it, and USD has none', () => {
    expect(adTaxInForce('AUD', undefined)).toEqual({ on: true, rate: 10 });
    expect(adTaxInForce('VND', undefined)).toEqual({ on: true, rate: 10 });
    expect(adTaxInForce('USD', { currency: 'AUD', on: true, rate: 10 })).toBeUndefined();
  });

  it('keeps nothing while the setting is the default, so unchanged plans carry nothing new', () => {
    expect(adTaxToKeep('AUD', true, 10)).toBeUndefined();
    expect(adTaxToKeep('USD', false, 0)).toBeUndefined();
    expect(adTaxToKeep('VND', true, 5)).toEqual({ currency: 'VND', on: true, rate: 5 });
    expect(adTaxToKeep('AUD', false, 10)).toEqual({ currency: 'AUD', on: false, rate: 10 });
  });

  it('applies a setting only to the currency it was made for: switching market starts from that market’s default', () => {
    const vat5 = { currency: 'VND', on: true, rate: 5 } as const;
    expect(adTaxInForce('VND', vat5)).toEqual({ on: true, rate: 5 });
    expect(adTaxInForce('AUD', vat5)).toEqual({ on: true, rate: 10 });
    // A 50,000,000 ₫ plan at the visitor's 5 % VAT pays 2,500,000 ₫.
    expect(adTaxLine(50_000_000, 0, adTaxInForce('VND', vat5)?.rate ?? 0).tax).toBe(2_500_000);
  });

  it('reads a stored setting safely', () => {
    expect(readAdTax({ currency: 'VND', on: false, rate: 8 })).toEqual({ currency: 'VND', on: false, rate: 8 });
    for (const bad of [
      null,
      3,
      { currency: 'USD', on: true, rate: 10 },
      { currency: 'AUD', on: 'yes', rate: 10 },
      { currency: 'AUD', on: true, rate: 101 },
    ]) {
      expect(readAdTax(bad)).toBeUndefined();
    }
  });
});
