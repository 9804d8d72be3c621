import { describe, expect, it } from 'vitest';
import { PEAK_INDEX, seasonalPeaks } from './peaks.ts';
import { presetIndices } from './seasonality.ts';
import { flightMonths, type Flight } from './calendar.ts';

const withPreset = (flight: Flight, preset: 'au' | 'vn' | 'none') => ({
  flight,
  index: presetIndices(
    preset,
    flightMonths(flight).map((m) => m.month),
  ),
});

describe('a seasonal peak: a month of the flight whose index is at least 1.10', () => {
  it('the rule is 10 % above a normal month', () => {
    expect(PEAK_INDEX).toBe(1.1);
  });

  it('finds the Australian end of financial year, Black Friday and Christmas (1.15, 1.20, 1.10)', () => {
    const year = withPreset({ start: '2026-01-01', end: '2026-12-31' }, 'au');
    expect(seasonalPeaks(year)).toEqual(['2026-06', '2026-11', '2026-12']);
  });

  it('finds the pre-Tết month in Vietnam (January 2025 at 1.12) and the year end', () => {
    const flight = withPreset({ start: '2024-11-01', end: '2025-02-28' }, 'vn');
    expect(seasonalPeaks(flight)).toEqual(['2024-11', '2024-12', '2025-01']);
  });

  it('a quiet flight, no preset, or no dated plan has no peak', () => {
    expect(seasonalPeaks(withPreset({ start: '2026-07-01', end: '2026-10-31' }, 'au'))).toEqual([]);
    expect(seasonalPeaks(withPreset({ start: '2026-11-01', end: '2026-12-31' }, 'none'))).toEqual([]);
    expect(seasonalPeaks(null)).toEqual([]);
  });

  it('counts a typed index at the threshold, not just below it, and ignores months outside the flight', () => {
    const flight = { start: '2026-03-01', end: '2026-04-30' };
    expect(seasonalPeaks({ flight, index: { '2026-03': 1.1, '2026-04': 1.09 } })).toEqual(['2026-03']);
    expect(seasonalPeaks({ flight, index: { '2026-05': 2 } })).toEqual([]);
  });

  it('an impossible flight (end before start) has no months and so no peak', () => {
    expect(seasonalPeaks({ flight: { start: '2026-05-01', end: '2026-04-01' }, index: { '2026-04': 2 } })).toEqual([]);
  });
});
