import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT, readNumber } from './read-number.ts';

const spend = { label: 'Spend' };

describe('readNumber', () => {
  it.each([
    ['1000', 1000],
    ['1,000.50', 1000.5],
    [' 2500 ', 2500],
    ['$1,200', 1200],
    ['A$300', 300],
    ['4000 ₫', 4000],
    ['35%', 35],
    ['0.75', 0.75],
    ['.5', 0.5],
    ['-0', 0],
  ])('reads %j as %s', (text, value) => {
    expect(readNumber(text, spend)).toEqual({ ok: true, value });
  });

  it('cuts decimals off whole-number fields', () => {
    expect(readNumber('12.7', { label: 'Clicks', integer: true })).toEqual({ ok: true, value: 12 });
  });

  it('refuses text that is not a number, and says which field', () => {
    for (const text of ['abc', '12abc', 'NaN', 'Infinity', '--3', '1.2.3']) {
      expect(readNumber(text, spend)).toMatchObject({
        ok: false,
        reason: 'not-a-number',
        error: 'Spend must be a number.',
      });
    }
  });

  it('reports an empty field separately, so a field can wait for the next keystroke', () => {
    expect(readNumber('  ', spend)).toMatchObject({ ok: false, reason: 'empty', error: 'Enter a number for Spend.' });
  });

  it('refuses numbers outside the range with the limit in the message', () => {
    expect(readNumber('-5', spend)).toMatchObject({
      ok: false,
      reason: 'out-of-range',
      error: 'Spend cannot be negative.',
    });
    expect(readNumber('101', { label: 'Conversion Rate (CVR)', max: 100, unit: '%' })).toMatchObject({
      ok: false,
      reason: 'out-of-range',
      error: 'Conversion Rate (CVR) cannot be more than 100%.',
    });
    expect(readNumber('0.5', { label: 'Goal', min: 1 })).toMatchObject({
      ok: false,
      reason: 'out-of-range',
      error: 'Goal cannot be less than 1.',
    });
    expect(readNumber('1e16', spend)).toMatchObject({
      ok: false,
      reason: 'out-of-range',
      error: 'Spend is too large to be a real figure.',
    });
  });

  it('accepts exactly the limits', () => {
    expect(readNumber('100', { label: 'CVR', max: 100 })).toEqual({ ok: true, value: 100 });
    expect(readNumber(String(MAX_INPUT), spend)).toEqual({ ok: true, value: MAX_INPUT });
  });

  it('reads back any amount it formats plainly', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (amount) => {
        const result = readNumber(String(amount), spend);
        expect(result).toEqual({ ok: true, value: amount === 0 ? 0 : amount });
      }),
    );
  });
});

describe('readNumber with a decimal comma (Vietnamese pages)', () => {
  const rule = { label: 'CVR', decimalComma: true, max: 1e12 };
  it('reads a comma as the decimal mark and dots as thousands', () => {
    expect(readNumber('3,5', rule)).toEqual({ ok: true, value: 3.5 });
    expect(readNumber('1.500.000', rule)).toEqual({ ok: true, value: 1_500_000 });
    expect(readNumber('1.500', rule)).toEqual({ ok: true, value: 1500 });
    expect(readNumber('50.000.000 ₫', rule)).toEqual({ ok: true, value: 50_000_000 });
    expect(readNumber('1.234,5', rule)).toEqual({ ok: true, value: 1234.5 });
  });
  it('still reads a lone decimal point, and plain digits', () => {
    expect(readNumber('2.5', rule)).toEqual({ ok: true, value: 2.5 });
    expect(readNumber('50000000', rule)).toEqual({ ok: true, value: 50_000_000 });
  });
  it('leaves English reading as it was: commas group thousands', () => {
    expect(readNumber('3,5', { label: 'CVR' })).toEqual({ ok: true, value: 35 });
  });
});
