import { describe, expect, it } from 'vitest';
import { budgetTotal, formatVnd } from './vnd.ts';

describe('formatVnd', () => {
  it('writes whole dong with thousands separators and the VND code', () => {
    expect(formatVnd(70_000_000)).toBe('70,000,000 VND');
    expect(formatVnd(0)).toBe('0 VND');
    expect(formatVnd(Number.NaN)).toBe('0 VND');
  });
  it('adds the lines of a budget', () => {
    expect(
      budgetTotal([
        { item: 'A', amount: 15_000_000 },
        { item: 'B', amount: 2_000_000 },
      ]),
    ).toBe(17_000_000);
  });
});
