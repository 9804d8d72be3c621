import { describe, expect, it } from 'vitest';
import { formattersFor } from './use-format.ts';

describe('formattersFor', () => {
  it('writes every figure in vi-VN on a Vietnamese page: VND with a no-break space before ₫, counts and percentages with a decimal comma', () => {
    const fmt = formattersFor('VND', 'vi');
    expect(fmt.money(50_000_000)).toBe('50.000.000\u00a0₫');
    expect(fmt.number(1750, 1)).toBe('1.750,0');
    expect(fmt.percent(12.5)).toBe('12,5%');
    expect(fmt.multiple(2.1)).toBe('2,10x');
    expect(fmt.money(999_999_999_999)).toBe('999.999.999.999\u00a0₫');
  });

  it('keeps US dollars in vi-VN figures on a Vietnamese page', () => {
    expect(formattersFor('USD', 'vi').number(1600)).toBe('1.600');
  });

  it('keeps the English page’s figures as they were', () => {
    const fmt = formattersFor('USD', 'en');
    expect(fmt.money(10_000)).toBe('$10,000');
    expect(fmt.number(1750, 1)).toBe('1,750.0');
    expect(fmt.percent(492.4)).toBe('492.4%');
    expect(fmt.multiple(2.1)).toBe('2.10x');
  });
});
