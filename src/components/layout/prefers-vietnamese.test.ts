import { describe, expect, it } from 'vitest';
import { prefersVietnamese } from './prefers-vietnamese.ts';

describe('prefersVietnamese', () => {
  it('looks at the first language only', () => {
    expect(prefersVietnamese(['vi'])).toBe(true);
    expect(prefersVietnamese(['vi-VN', 'en'])).toBe(true);
    expect(prefersVietnamese(['en-AU', 'vi'])).toBe(false);
    expect(prefersVietnamese(['vie'])).toBe(false);
    expect(prefersVietnamese([])).toBe(false);
  });
});
