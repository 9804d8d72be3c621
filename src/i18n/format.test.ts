import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatMoney, formatNumber } from './format.ts';

const NBSP = '\u00a0';

describe('formatting by page language', () => {
  it('writes dong with no minor unit and a non-breaking space before ₫', () => {
    expect(formatMoney(1234567, 'VND', 'vi')).toBe(`1.234.567${NBSP}₫`);
    expect(formatMoney(1234567.6, 'VND', 'vi')).toBe(`1.234.568${NBSP}₫`);
    expect(formatMoney(0, 'VND', 'vi')).toBe(`0${NBSP}₫`);
  });

  it('writes other currencies the Vietnamese way on Vietnamese pages and the Australian way on English ones', () => {
    expect(formatMoney(1500.5, 'USD', 'vi')).toBe(`1.500,50${NBSP}US$`);
    expect(formatMoney(1500.5, 'USD', 'en')).toBe(`USD${NBSP}1,500.50`);
    expect(formatMoney(1500.5, 'AUD', 'en')).toBe('$1,500.50');
  });

  it('groups thousands with dots and decimals with a comma in Vietnamese', () => {
    expect(formatNumber(1234567.89, 'vi')).toBe('1.234.567,89');
    expect(formatNumber(1234567.89, 'en')).toBe('1,234,567.89');
    expect(formatNumber(0.3, 'vi', { minimumFractionDigits: 1 })).toBe('0,3');
  });

  it('writes dates and clock times in each language', () => {
    expect(formatDate('2025-04-09', 'vi', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '9 tháng 4 năm 2025',
    );
    expect(formatDate('2025-01-03', 'vi')).toBe('3 tháng 1 năm 2025');
    expect(formatDate('2025-12-31T23:30:00Z', 'vi')).toBe('31 tháng 12 năm 2025');
    expect(formatDate('2025-12-31T23:30:00Z', 'vi', { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' })).toBe(
      '1 tháng 1 năm 2026',
    );
    expect(formatDate('2025-04-09', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('9 April 2025');
    expect(
      formatDate(new Date('2025-04-09T23:30:00Z'), 'vi', { day: 'numeric', month: 'numeric', year: 'numeric' }),
    ).toBe('9/4/2025');
    expect(formatClock(9, 0, 'vi')).toBe('9:00');
    expect(formatClock(18, 0, 'en')).toBe('6:00 pm');
  });
});
