import { describe, expect, it } from 'vitest';
import { flightMonths, flightOfMonths, flightWeeks, isMonday, nextCalendarMonth, weekStart } from './calendar.ts';

describe('flight calendar', () => {
  it.each([
    ['2026-11-25', { start: '2026-12-01', end: '2026-12-31' }],
    ['2026-12-31', { start: '2027-01-01', end: '2027-01-31' }],
    ['2028-01-15', { start: '2028-02-01', end: '2028-02-29' }],
  ])('the default flight after %s is the next calendar month', (today, flight) => {
    expect(nextCalendarMonth(today)).toEqual(flight);
  });

  it('splits a flight into calendar months with their days', () => {
    expect(flightMonths({ start: '2026-01-20', end: '2026-03-10' }).map((m) => [m.month, m.days])).toEqual([
      ['2026-01', 12],
      ['2026-02', 28],
      ['2026-03', 10],
    ]);
    expect(flightMonths({ start: '2026-03-10', end: '2026-03-01' })).toEqual([]);
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(isMonday('2026-06-01')).toBe(true);
    expect(isMonday('2026-06-02')).toBe(false);
    expect(flightWeeks({ start: '2026-06-01', end: '2026-06-30' }).map((w) => [w.start, w.days])).toEqual([
      ['2026-06-01', 7],
      ['2026-06-08', 7],
      ['2026-06-15', 7],
      ['2026-06-22', 7],
      ['2026-06-29', 2],
    ]);
  });

  it('builds a three-month flight', () => {
    expect(flightOfMonths('2026-12', 3)).toEqual({ start: '2026-12-01', end: '2027-02-28' });
  });
});
