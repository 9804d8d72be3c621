import { describe, expect, it } from 'vitest';
import { formatWhen, isOverdue, isoWithOffset, overdueSince } from './office-time.ts';

describe('office time', () => {
  it('shows times with the office zone', () => {
    expect(formatWhen('2026-11-22T04:04:00Z', 'sydney')).toMatch(/22 Nov 2026, 3:04\s?pm AEDT/);
    expect(formatWhen('2026-11-22T04:04:00Z', 'hcmc')).toMatch(/22 Nov 2026, 11:04\s?am GMT\+7/);
    expect(formatWhen('not a time')).toBe('not a time');
  });

  it('writes ISO 8601 with the offset of the office on that date', () => {
    expect(isoWithOffset('2026-11-22T04:04:05.123Z', 'sydney')).toBe('2026-11-22T15:04:05+11:00');
    expect(isoWithOffset('2026-06-22T04:04:05Z', 'sydney')).toBe('2026-06-22T14:04:05+10:00');
    expect(isoWithOffset('2026-11-22T20:00:00Z', 'hcmc')).toBe('2026-11-23T03:00:00+07:00');
  });

  it('marks a New message overdue after one business day of office hours', () => {
    // Friday 10:00 in Ho Chi Minh City (03:00 UTC): due by Monday 10:00, the weekend does not count.
    const friday = '2026-11-20T03:00:00Z';
    expect(isOverdue(friday, new Date('2026-11-23T02:59:00Z'), 'hcmc')).toBe(false);
    expect(isOverdue(friday, new Date('2026-11-23T03:30:00Z'), 'hcmc')).toBe(true);
    // Sent Saturday night: the clock starts Monday 9:00, so Monday evening is still in time.
    expect(isOverdue('2026-11-21T14:00:00Z', new Date('2026-11-23T10:30:00Z'), 'hcmc')).toBe(false);
    expect(isOverdue('2026-11-21T14:00:00Z', new Date('2026-11-24T02:30:00Z'), 'hcmc')).toBe(true);
    // The same moment is judged in each office's own hours: Monday 19:00 in Sydney is after
    // closing (its day starts Tuesday), 15:00 in Ho Chi Minh City is not.
    const monday = '2026-11-23T08:00:00Z';
    expect(isOverdue(monday, new Date('2026-11-24T07:30:00Z'), 'sydney')).toBe(true);
    expect(isOverdue(monday, new Date('2026-11-24T07:30:00Z'), 'hcmc')).toBe(false);
    expect(isOverdue(monday, new Date('2026-11-24T06:30:00Z'), 'sydney')).toBe(false);
  });

  it('puts the overdue line exactly one business day of open hours before now', () => {
    // Monday 10:30 in Ho Chi Minh City: Monday 9:00-10:30 (90 min) and Friday from 10:30 (450 min).
    expect(overdueSince(new Date('2026-11-23T03:30:00Z'), 'hcmc').toISOString()).toBe('2026-11-20T03:30:00.000Z');
    // Outside hours (Saturday), the line sits a business day before Friday's closing.
    expect(overdueSince(new Date('2026-11-21T05:00:00Z'), 'hcmc').toISOString()).toBe('2026-11-20T02:00:00.000Z');
    // Part of a quarter hour counts to the minute: Tuesday 09:07 in Sydney (22:07 UTC Monday).
    expect(overdueSince(new Date('2026-11-23T22:07:00Z'), 'sydney').toISOString()).toBe('2026-11-22T22:07:00.000Z');
  });
});
