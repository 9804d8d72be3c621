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

const isOpen = (wall: WallClock) => wall.weekday >= 1 && wall.weekday <= 5 && wall.hour >= OPEN_HOUR && wall.hour < CLOSE_HOUR;

/**
 * True when a whole business day of the office's open hours has passed since the message
 * arrived. Counted in quarter hours; stops as soon as the answer is known.
 */
export function isOverdue(createdAt: string, now: Date, office: Office = DEFAULT_OFFICE): boolean {
  const start = new Date(createdAt).getTime();
  if (!Number.isFinite(start)) return false;
  const step = STEP_MINUTES * 60_000;
  let open = 0;
  for (let t = start; t < now.getTime(); t += step) {
    if (isOpen(wallClock(new Date(t), office))) open += Math.min(step, now.getTime() - t) / 60_000;
    if (open >= BUSINESS_DAY_MINUTES) return true;
  }
  return false;
}
