/**
 * The two offices' clocks: how the inbox shows times (always with the zone), how the CSV writes
 * them (ISO 8601 with the offset), and when a New message is overdue (more than one business day,
 * counted in the chosen office's hours, Monday to Friday 9:00 to 18:00).
 */
export const OFFICES = {
  sydney: { label: 'Sydney', timeZone: 'Australia/Sydney' },
  hcmc: { label: 'Ho Chi Minh City', timeZone: 'Asia/Ho_Chi_Minh' },
} as const;

export type Office = keyof typeof OFFICES;
export const DEFAULT_OFFICE: Office = 'sydney';

export const isOffice = (value: unknown): value is Office => value === 'sydney' || value === 'hcmc';

const OPEN_HOUR = 9;
const CLOSE_HOUR = 18;
/** One business day: the office's open hours. */
export const BUSINESS_DAY_MINUTES = (CLOSE_HOUR - OPEN_HOUR) * 60;
const STEP_MINUTES = 15;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = make()));
  return found;
}

/** "22 Nov 2026, 3:04 pm AEDT": readable, with the zone so nobody guesses whose clock it is. */
export function formatWhen(iso: string, office: Office = DEFAULT_OFFICE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { timeZone } = OFFICES[office];
  return formatter(
    `when:${office}`,
    () =>
      new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }),
  ).format(date);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function wallClock(date: Date, office: Office): WallClock {
  const parts = formatter(
    `parts:${office}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: OFFICES[office].timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        weekday: 'short',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    second: Number(part('second')),
    weekday: WEEKDAYS.indexOf(part('weekday')),
  };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "2026-11-22T15:04:05+11:00": the office's wall clock with its offset, for the CSV. */
export function isoWithOffset(iso: string, office: Office = DEFAULT_OFFICE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const wall = wallClock(date, office);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const offset = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const isOpen = (wall: WallClock) =>
  wall.weekday >= 1 && wall.weekday <= 5 && wall.hour >= OPEN_HOUR && wall.hour < CLOSE_HOUR;

const QUARTER_MS = STEP_MINUTES * 60_000;
const BUSINESS_DAY_MS = BUSINESS_DAY_MINUTES * 60_000;

/**
 * The latest arrival time that is overdue at `now`: the instant one business day of the office's
 * open hours before now. Worked out once per view, walking back a quarter hour at a time (both
 * offices' offsets are whole quarter hours and they open and close on the hour), so the inbox can
 * count and mark overdue messages with one comparison each, in SQL or in the page.
 */
export function overdueSince(now: Date, office: Office = DEFAULT_OFFICE): Date {
  const end = now.getTime();
  let open = 0;
  // Each segment [start, stop) lies inside one quarter hour, which is open or closed as a whole.
  for (
    let stop = end, start = Math.ceil(end / QUARTER_MS) * QUARTER_MS - QUARTER_MS;
    end - start < 60 * 86_400_000;
    stop = start, start -= QUARTER_MS
  ) {
    if (!isOpen(wallClock(new Date(start), office))) continue;
    open += stop - start;
    if (open >= BUSINESS_DAY_MS) return new Date(start + (open - BUSINESS_DAY_MS));
  }
  return new Date(end - 60 * 86_400_000);
}

/** True when a whole business day of the office's open hours has passed since the message arrived. */
export function isOverdue(createdAt: string, now: Date, office: Office = DEFAULT_OFFICE): boolean {
  const start = new Date(createdAt).getTime();
  return Number.isFinite(start) && start <= overdueSince(now, office).getTime();
}
