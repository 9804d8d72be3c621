import { describe, expect, it } from 'vitest';
import { AU_INDEX, presetIndex, tetUnknown, tetWindow, vietnamIndex } from './seasonality.ts';

describe('Tết on the Vietnamese lunar calendar (table from Hồ Ngọc Đức, Âm lịch Việt Nam)', () => {
  it.each([
    [2025, '2025-01-29', '2025-01-08', '2025-01-27', '2025-01-28', '2025-02-04'],
    [2026, '2026-02-17', '2026-01-27', '2026-02-15', '2026-02-16', '2026-02-23'],
    [2027, '2027-02-06', '2027-01-16', '2027-02-04', '2027-02-05', '2027-02-12'],
    [2028, '2028-01-26', '2028-01-05', '2028-01-24', '2028-01-25', '2028-02-01'],
  ])(
    '%i: Tết %s, shopping peak %s to %s, holiday %s to %s',
    (year, tet, peakStart, peakEnd, holidayStart, holidayEnd) => {
      expect(tetWindow(year)).toEqual({
        tet,
        peak: { start: peakStart, end: peakEnd },
        holiday: { start: holidayStart, end: holidayEnd },
      });
    },
  );

  it('has no window for a year outside the table, and says so', () => {
    expect(tetWindow(2040)).toBeNull();
    expect(tetUnknown('2040-01')).toBe(true);
    expect(vietnamIndex('2040-01')).toBe(1);
  });

  it.each([
    // 2026: Jan 27–31 in the peak (5 of 31 days): 1 + 0.3 × 5/31 = 1.048 → 1.05.
    ['2026-01', 1.05],
    // Feb 1–15 peak, Feb 16–23 holiday: 1 + 0.3 × 15/28 − 0.6 × 8/28 = 0.989 → 0.99.
    ['2026-02', 0.99],
    // 2025: Jan 8–27 peak (20 days), Jan 28–31 holiday (4): 1 + 0.3 × 20/31 − 0.6 × 4/31 = 1.116 → 1.12.
    ['2025-01', 1.12],
    // Feb 1–4 holiday: 1 − 0.6 × 4/28 = 0.914 → 0.91.
    ['2025-02', 0.91],
    ['2026-11', 1.1],
    ['2026-12', 1.2],
    ['2026-06', 1],
  ])('the Vietnam preset for %s is %f', (month, index) => {
    expect(vietnamIndex(month)).toBe(index);
  });

  it('the Australian preset follows the calendar month', () => {
    expect(presetIndex('au', '2026-06')).toBe(1.15);
    expect(presetIndex('au', '2027-01')).toBe(0.85);
    expect(presetIndex('none', '2027-01')).toBe(1);
    expect(AU_INDEX).toHaveLength(12);
  });
});
