/**
 * Calendar days for a dated plan, as "YYYY-MM-DD" strings read on the UTC calendar so that a day
 * is the same day in every time zone. Months are "YYYY-MM"; weeks start on Monday (ISO 8601).
 */
const DAY_MS = 86_400_000;

export type IsoDay = string;
export type IsoMonth = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const known = new Map<string, number | null>();

/** Days since 1970-01-01 for a valid "YYYY-MM-DD", or null. Remembered: plans ask for the same days often. */
export function dayNumber(day: IsoDay): number | null {
  const seen = known.get(day);
  if (seen !== undefined) return seen;
  const match = DAY.exec(day);
  let result: number | null = null;
  if (match) {
    const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const ms = Date.UTC(y, m - 1, d);
    const back = new Date(ms);
    if (back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d) result = ms / DAY_MS;
  }
  if (known.size > 20_000) known.clear();
  known.set(day, result);
  return result;
}

export function isIsoDay(value: string): boolean {
  return dayNumber(value) !== null;
}

export function dayFromNumber(n: number): IsoDay {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return dayFromNumber((dayNumber(day) ?? 0) + days);
}

/** Days from a to b, inclusive of both (a flight from the 1st to the 30th has 30 days). */
export function daysInclusive(a: IsoDay, b: IsoDay): number {
  const start = dayNumber(a);
  const end = dayNumber(b);
  if (start === null || end === null || end < start) return 0;
  return end - start + 1;
}

export function monthOf(day: IsoDay): IsoMonth {
  return day.slice(0, 7);
}

export function monthStart(month: IsoMonth): IsoDay {
  return `${month}-01`;
}

export function monthEnd(month: IsoMonth): IsoDay {
  const [y, m] = month.split('-').map(Number);
  return dayFromNumber(Date.UTC(y ?? 1970, m ?? 1, 1) / DAY_MS - 1);
}

export function daysInMonth(month: IsoMonth): number {
  return daysInclusive(monthStart(month), monthEnd(month));
}

/** 1–12. */
export function calendarMonth(month: IsoMonth): number {
  return Number(month.slice(5, 7));
}

export interface Flight {
  start: IsoDay;
  end: IsoDay;
}

export function isValidFlight(flight: Flight): boolean {
  return daysInclusive(flight.start, flight.end) > 0;
}

/** A slice of the flight that falls in one calendar month. */
export interface FlightMonth {
  month: IsoMonth;
  start: IsoDay;
  end: IsoDay;
  /** Flight days in this month. */
  days: number;
}

export function flightMonths(flight: Flight): FlightMonth[] {
  if (!isValidFlight(flight)) return [];
  const months: FlightMonth[] = [];
  let cursor = flight.start;
  while ((dayNumber(cursor) ?? 0) <= (dayNumber(flight.end) ?? 0)) {
    const month = monthOf(cursor);
    const end = monthEnd(month) < flight.end ? monthEnd(month) : flight.end;
    months.push({ month, start: cursor, end, days: daysInclusive(cursor, end) });
    cursor = addDays(end, 1);
  }
  return months;
}

/** The Monday on or before a day. */
export function weekStart(day: IsoDay): IsoDay {
  const n = dayNumber(day) ?? 0;
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  return dayFromNumber(n - ((((n + 3) % 7) + 7) % 7));
}

export function isMonday(day: IsoDay): boolean {
  return isIsoDay(day) && weekStart(day) === day;
}

/** Every Monday-started week that touches the flight, with the flight days inside it. */
export function flightWeeks(flight: Flight): { start: IsoDay; end: IsoDay; days: number }[] {
  if (!isValidFlight(flight)) return [];
  const weeks = [];
  for (let monday = weekStart(flight.start); monday <= flight.end; monday = addDays(monday, 7)) {
    const from = monday < flight.start ? flight.start : monday;
    const sunday = addDays(monday, 6);
    const to = sunday > flight.end ? flight.end : sunday;
    weeks.push({ start: monday, end: sunday, days: daysInclusive(from, to) });
  }
  return weeks;
}

/** Days of [a1, a2] that fall inside [b1, b2]. */
export function overlapDays(a1: IsoDay, a2: IsoDay, b1: IsoDay, b2: IsoDay): number {
  return daysInclusive(a1 > b1 ? a1 : b1, a2 < b2 ? a2 : b2);
}

/** The default flight: the next calendar month after a given day. */
export function nextCalendarMonth(today: IsoDay): Flight {
  const next = monthOf(addDays(monthEnd(monthOf(today)), 1));
  return { start: monthStart(next), end: monthEnd(next) };
}

/** The flight's last day after adding whole months to its first month (a three-month plan). */
export function flightOfMonths(start: IsoMonth, count: number): Flight {
  let month = start;
  for (let i = 1; i < count; i += 1) month = monthOf(addDays(monthEnd(month), 1));
  return { start: monthStart(start), end: monthEnd(month) };
}
