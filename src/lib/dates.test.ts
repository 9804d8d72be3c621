import { describe, expect, it } from 'vitest';
import { isoDate, localIsoDate } from './dates.ts';

describe('ISO days', () => {
  it('writes the UTC day of a content date', () => {
    expect(isoDate(new Date('2025-01-02T23:30:00Z'))).toBe('2025-01-02');
  });

  it('writes the local day for file names, padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 22, 0, 1))).toBe('2026-11-22');
  });
});
