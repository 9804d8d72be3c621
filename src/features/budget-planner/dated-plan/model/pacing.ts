/**
 * Pacing: real spend and results to date against the plan's pace. A week's actual figures are
 * spread evenly over its seven days, so a period that ends mid-week counts the part inside it.
 * Verdicts allow 10 % either way before calling a channel under- or overspending.
 */
import { finite, safeDivide } from '../../../../lib/money.ts';
import { addDays, dayNumber, daysInclusive, monthOf, overlapDays, type Flight, type IsoDay } from './calendar.ts';
import { plannedBetween, sumFigures, type Actual, type MonthPlan } from './plan.ts';

export const PACE_TOLERANCE = 0.1;

const norm = (name: string) => name.trim().toLocaleLowerCase();

export function sameChannel(a: string, b: string): boolean {
  return norm(a) === norm(b);
}

/** The last day the actuals cover (the Sunday of the latest week entered), capped by the flight's end. */
export function actualsAsOf(actuals: readonly Actual[], flight: Flight): IsoDay | null {
  if (actuals.length === 0) return null;
  const latest = actuals.reduce((max, a) => (a.weekStart > max ? a.weekStart : max), actuals[0]?.weekStart ?? '');
  const sunday = addDays(latest, 6);
  return sunday > flight.end ? flight.end : sunday;
}

export interface ActualFigures {
  spend: number;
  clicks: number;
  /** True when every week counted gave clicks. */
  hasClicks: boolean;
  results: number;
  revenue: number;
}

const grouped = new WeakMap<readonly Actual[], Map<string, Actual[]>>();

/** The actuals by channel, worked out once per list (pacing and accuracy ask per channel and week). */
function channelRows(actuals: readonly Actual[], channel: string): readonly Actual[] {
  let groups = grouped.get(actuals);
  if (!groups) {
    groups = new Map();
    for (const a of actuals) {
      const key = norm(a.channel);
      groups.set(key, [...(groups.get(key) ?? []), a]);
    }
    grouped.set(actuals, groups);
  }
  return groups.get(norm(channel)) ?? [];
}

/** Actual figures between two days (inclusive), for one channel or (channel undefined) all. */
export function actualBetween(actuals: readonly Actual[], from: IsoDay, to: IsoDay, channel?: string): ActualFigures {
  const sum: ActualFigures = { spend: 0, clicks: 0, hasClicks: true, results: 0, revenue: 0 };
  const first = dayNumber(from) ?? 0;
  const last = dayNumber(to) ?? -1;
  for (const a of channel === undefined ? actuals : channelRows(actuals, channel)) {
    const monday = dayNumber(a.weekStart) ?? 0;
    const days = Math.min(last, monday + 6) - Math.max(first, monday) + 1;
    if (days <= 0) continue;
    const share = days / 7;
    sum.spend += finite(a.spend) * share;
    sum.results += finite(a.results) * share;
    sum.revenue += finite(a.revenue) * share;
    if (a.clicks === undefined) sum.hasClicks = false;
    else sum.clicks += finite(a.clicks) * share;
  }
  return sum;
}

export type Verdict =
  | { kind: 'on-pace' }
  | { kind: 'under'; extraPerDay: number }
  | { kind: 'over'; cutPerDay: number }
  | { kind: 'spent' }
  | { kind: 'no-plan' };

export interface Pace {
  budget: number;
  plannedToDate: number;
  actualToDate: number;
  daysElapsed: number;
  daysLeft: number;
  /** Actual spend so far ÷ days elapsed. */
  runRate: number;
  /** Spend at the end of the period if the run rate holds. */
  projected: number;
  /** Spend a day needed from tomorrow to land on budget. */
  requiredDaily: number;
  leadsPlannedToDate: number;
  leadsToDate: number;
  verdict: Verdict;
}

/** Pacing of one period (a month or the flight) as of a day, from plan and actual figures. */
export function pace(input: {
  start: IsoDay;
  end: IsoDay;
  budget: number;
  plannedToDate: number;
  actualToDate: number;
  leadsPlannedToDate: number;
  leadsToDate: number;
  asOf: IsoDay;
}): Pace {
  const total = daysInclusive(input.start, input.end);
  const daysElapsed = overlapDays(input.start, input.end, input.start, input.asOf);
  const daysLeft = total - daysElapsed;
  const runRate = safeDivide(input.actualToDate, daysElapsed);
  const projected = input.actualToDate + runRate * daysLeft;
  const left = input.budget - input.actualToDate;
  const requiredDaily = daysLeft > 0 ? Math.max(0, safeDivide(left, daysLeft)) : 0;
  const ratio = safeDivide(input.actualToDate, input.plannedToDate);
  let verdict: Verdict;
  if (input.plannedToDate <= 0) verdict = { kind: 'no-plan' };
  else if (left <= 0 && daysLeft > 0) verdict = { kind: 'spent' };
  else if (ratio < 1 - PACE_TOLERANCE) verdict = { kind: 'under', extraPerDay: Math.max(0, requiredDaily - runRate) };
  else if (ratio > 1 + PACE_TOLERANCE) verdict = { kind: 'over', cutPerDay: Math.max(0, runRate - requiredDaily) };
  else verdict = { kind: 'on-pace' };
  return {
    budget: input.budget,
    plannedToDate: input.plannedToDate,
    actualToDate: input.actualToDate,
    daysElapsed,
    daysLeft,
    runRate,
    projected,
    requiredDaily,
    leadsPlannedToDate: input.leadsPlannedToDate,
    leadsToDate: input.leadsToDate,
    verdict,
  };
}

export interface PacingReport {
  asOf: IsoDay;
  scope: 'month' | 'flight';
  start: IsoDay;
  end: IsoDay;
  channels: (Pace & { name: string })[];
  total: Pace;
}

/** Per channel and in total, for the month that contains the as-of day and for the whole flight. */
export function pacing(
  months: readonly MonthPlan[],
  actuals: readonly Actual[],
  flight: Flight,
  asOf: IsoDay,
): PacingReport[] {
  const month = months.find((m) => m.month === monthOf(asOf));
  const scopes: { scope: 'month' | 'flight'; start: IsoDay; end: IsoDay }[] = [];
  if (month && months.length > 1) scopes.push({ scope: 'month', start: month.start, end: month.end });
  scopes.push({ scope: 'flight', start: flight.start, end: flight.end });
  return scopes.map(({ scope, start, end }) => {
    const until = asOf < end ? asOf : end;
    const whole = plannedBetween(months, start, end);
    const toDate = plannedBetween(months, start, until);
    const channels = whole.map((w, i) => {
      const actual = actualBetween(actuals, start, until, w.name);
      const planned = toDate[i] ?? w;
      return {
        name: w.name,
        ...pace({
          start,
          end,
          budget: w.budget,
          plannedToDate: planned.budget,
          actualToDate: actual.spend,
          leadsPlannedToDate: planned.leads,
          leadsToDate: actual.results,
          asOf: until,
        }),
      };
    });
    const wholeSum = sumFigures(whole);
    const toDateSum = sumFigures(toDate);
    const actual = channels.reduce(
      (s, c) => ({ spend: s.spend + c.actualToDate, results: s.results + c.leadsToDate }),
      { spend: 0, results: 0 },
    );
    const total = pace({
      start,
      end,
      budget: wholeSum.budget,
      plannedToDate: toDateSum.budget,
      actualToDate: actual.spend,
      leadsPlannedToDate: toDateSum.leads,
      leadsToDate: actual.results,
      asOf: until,
    });
    return { asOf: until, scope, start, end, channels, total };
  });
}
