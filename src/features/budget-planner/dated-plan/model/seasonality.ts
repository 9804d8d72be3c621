/**
 * Seasonality: one index per month of the flight (1.00 = a normal month). The index scales what a
 * month's money buys: leads = budget ÷ CPC × CVR × index, so 1.20 means 20 % more leads for the same
 * spend (more people searching and buying), 0.85 means 15 % fewer. Presets are assumptions written
 * by the agency, not measurements; the page shows every number and lets the visitor change it.
 */
import { calendarMonth, monthEnd, monthStart, overlapDays, type IsoDay, type IsoMonth } from './calendar.ts';

export const PRESETS = ['none', 'au', 'vn'] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * Australia, by calendar month (January first): January quiet after the holidays; June is the end
 * of the financial year (30 June), when businesses and buyers spend before tax time; November has
 * Black Friday and Cyber Monday; December has Christmas shopping.
 */
export const AU_INDEX: readonly number[] = [0.85, 0.95, 1, 0.95, 1, 1.15, 0.95, 1, 1, 1, 1.2, 1.1];

/**
 * Vietnam, by calendar month before Tết is applied: the double-day sales 9.9, 10.10, 11.11 and
 * 12.12 on the marketplaces, and the year-end season in December.
 */
export const VN_BASE_INDEX: readonly number[] = [1, 1, 1, 1, 1, 1, 1, 1, 1.05, 1.05, 1.1, 1.2];

/**
 * The first day of the lunar new year (Tết Nguyên Đán) on Vietnam's calendar (UTC+7).
 * Source: Hồ Ngọc Đức, "Âm lịch Việt Nam" (https://www.informatik.uni-leipzig.de/~duc/amlich/),
 * the Vietnamese lunar calendar computed for UTC+7, agreeing with the government's holiday notices
 * for 2025 (29 January) and 2026 (17 February). Years outside the table get no Tết adjustment, and
 * the page says so.
 */
export const TET_DATES: Readonly<Record<number, IsoDay>> = {
  2024: '2024-02-10',
  2025: '2025-01-29',
  2026: '2026-02-17',
  2027: '2027-02-06',
  2028: '2028-01-26',
  2029: '2029-02-13',
  2030: '2030-02-03',
};
export const TET_SOURCE = 'https://www.informatik.uni-leipzig.de/~duc/amlich/';

/** Shopping before Tết lifts demand; the holiday itself (offices and many shops closed) cuts it. */
export const TET_PEAK = { fromDays: -21, toDays: -2, lift: 0.3 } as const;
export const TET_HOLIDAY = { fromDays: -1, toDays: 6, cut: 0.6 } as const;

export interface TetWindow {
  tet: IsoDay;
  peak: { start: IsoDay; end: IsoDay };
  holiday: { start: IsoDay; end: IsoDay };
}

const shift = (day: IsoDay, days: number): IsoDay =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The weeks around Tết for a year in the table, or null. */
export function tetWindow(year: number): TetWindow | null {
  const tet = TET_DATES[year];
  if (!tet) return null;
  return {
    tet,
    peak: { start: shift(tet, TET_PEAK.fromDays), end: shift(tet, TET_PEAK.toDays) },
    holiday: { start: shift(tet, TET_HOLIDAY.fromDays), end: shift(tet, TET_HOLIDAY.toDays) },
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The Vietnam preset for one month: the base index, plus the pre-Tết lift and minus the holiday
 * cut, each in proportion to the month's days inside that window. Rounded to two decimals because
 * the page shows and stores exactly the numbers it uses.
 */
export function vietnamIndex(month: IsoMonth): number {
  const year = Number(month.slice(0, 4));
  const first = monthStart(month);
  const last = monthEnd(month);
  const days = overlapDays(first, last, first, last);
  let index = VN_BASE_INDEX[calendarMonth(month) - 1] ?? 1;
  // The window of a January Tết can start in December of the year before.
  for (const window of [tetWindow(year), tetWindow(year + 1)]) {
    if (!window) continue;
    index += (TET_PEAK.lift * overlapDays(first, last, window.peak.start, window.peak.end)) / days;
    index -= (TET_HOLIDAY.cut * overlapDays(first, last, window.holiday.start, window.holiday.end)) / days;
  }
  return round2(index);
}

/** True when the Vietnam preset has no Tết date for this month's year. */
export function tetUnknown(month: IsoMonth): boolean {
  return !TET_DATES[Number(month.slice(0, 4))];
}

export function presetIndex(preset: Preset, month: IsoMonth): number {
  if (preset === 'au') return AU_INDEX[calendarMonth(month) - 1] ?? 1;
  if (preset === 'vn') return vietnamIndex(month);
  return 1;
}

/** A preset's index for each month of a flight. */
export function presetIndices(preset: Preset, months: readonly IsoMonth[]): Record<IsoMonth, number> {
  return Object.fromEntries(months.map((month) => [month, presetIndex(preset, month)]));
}
