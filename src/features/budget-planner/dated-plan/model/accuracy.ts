/**
 * How far the plan was off, in the open: for each finished week, the absolute percentage error
 * (|actual − plan| ÷ plan) on spend, leads and revenue, per channel and for the total, and their
 * mean over the flight (MAPE). The revenue gap splits into spend, CPC, CVR and value-per-lead
 * effects with the planning layer's LMDI split (calculator-kit), the same split the ROI calculator
 * shows. A week counts once the actuals reach its Sunday.
 */
import { safeDivide } from '../../../../lib/money.ts';
import { lmdiSplit } from '../../../calculator-kit/model/lmdi.ts';
import { addDays, type Flight, type IsoDay } from './calendar.ts';
import { actualBetween } from './pacing.ts';
import { plannedBetween, sumFigures, type Actual, type MonthPlan, type PlanInputs } from './plan.ts';

export const ACCURACY_FIELDS = ['spend', 'leads', 'revenue'] as const;
export type AccuracyField = (typeof ACCURACY_FIELDS)[number];
export type Errors = Record<AccuracyField, number | null>;

/** |actual − plan| ÷ plan, or null when the plan is zero (no percentage of nothing). */
export function ape(actual: number, plan: number): number | null {
  return plan > 0 ? Math.abs(actual - plan) / plan : null;
}

function mean(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length === 0 ? null : known.reduce((s, v) => s + v, 0) / known.length;
}

export interface WeekAccuracy {
  start: IsoDay;
  channels: { name: string; errors: Errors }[];
  total: Errors;
}

export interface Accuracy {
  weeks: WeekAccuracy[];
  /** Mean over the finished weeks, per channel (plan order) and overall. */
  channels: { name: string; mape: Errors }[];
  overall: Errors;
}

/** The finished Monday-started weeks of the flight that have actuals. */
export function finishedWeeks(actuals: readonly Actual[], flight: Flight): IsoDay[] {
  const starts = [...new Set(actuals.map((a) => a.weekStart))].sort();
  return starts.filter((start) => addDays(start, 6) >= flight.start && start <= flight.end);
}

export function accuracy(months: readonly MonthPlan[], actuals: readonly Actual[], flight: Flight): Accuracy {
  const names = (months[0]?.channels ?? []).map((c) => c.name);
  const weeks = finishedWeeks(actuals, flight).map((start) => {
    const end = addDays(start, 6);
    const planned = plannedBetween(months, start, end);
    const perChannel = names.map((name) => actualBetween(actuals, start, end, name));
    const channels = names.map((name, i) => {
      const p = planned[i];
      const a = perChannel[i] ?? actualBetween([], start, end);
      return {
        name,
        errors: {
          spend: ape(a.spend, p?.budget ?? 0),
          leads: ape(a.results, p?.leads ?? 0),
          revenue: ape(a.revenue, p?.revenue ?? 0),
        },
      };
    });
    const plan = sumFigures(planned);
    const actual = perChannel.reduce(
      (s, a) => ({ spend: s.spend + a.spend, results: s.results + a.results, revenue: s.revenue + a.revenue }),
      {
        spend: 0,
        results: 0,
        revenue: 0,
      },
    );
    return {
      start,
      channels,
      total: {
        spend: ape(actual.spend, plan.budget),
        leads: ape(actual.results, plan.leads),
        revenue: ape(actual.revenue, plan.revenue),
      },
    };
  });
  const mapeOf = (pick: (w: WeekAccuracy) => Errors): Errors => ({
    spend: mean(weeks.map((w) => pick(w).spend)),
    leads: mean(weeks.map((w) => pick(w).leads)),
    revenue: mean(weeks.map((w) => pick(w).revenue)),
  });
  return {
    weeks,
    channels: names.map((name, i) => ({
      name,
      mape: mapeOf((w) => w.channels[i]?.errors ?? { spend: null, leads: null, revenue: null }),
    })),
    overall: mapeOf((w) => w.total),
  };
}

export interface RevenueSplit {
  name: string;
  gap: number;
  /** Effects that add up to the gap; null when a factor is zero on either side or clicks are missing. */
  drivers: { spend: number; cpc: number; cvr: number; valuePerLead: number } | null;
}

/** Each channel's revenue gap over the finished weeks, split into spend, CPC, CVR and value per lead. */
export function revenueSplit(
  months: readonly MonthPlan[],
  actuals: readonly Actual[],
  flight: Flight,
  inputs: PlanInputs,
): RevenueSplit[] {
  const weeks = finishedWeeks(actuals, flight);
  if (weeks.length === 0) return [];
  const from = weeks[0] ?? flight.start;
  const to = addDays(weeks[weeks.length - 1] ?? flight.start, 6);
  const planned = plannedBetween(months, from, to);
  return inputs.channels.map((channel, i) => {
    const p = planned[i] ?? { budget: 0, leads: 0, revenue: 0 };
    const a = actualBetween(actuals, from, to, channel.name);
    const planClicks = safeDivide(p.budget, channel.cpc);
    const factors = (spend: number, clicks: number, leads: number, revenue: number) => [
      spend,
      safeDivide(clicks, spend),
      safeDivide(leads, clicks),
      safeDivide(revenue, leads),
    ];
    const split =
      a.hasClicks && a.clicks > 0
        ? lmdiSplit(factors(p.budget, planClicks, p.leads, p.revenue), factors(a.spend, a.clicks, a.results, a.revenue))
        : null;
    const [spend = 0, cpc = 0, cvr = 0, valuePerLead = 0] = split ?? [];
    return {
      name: channel.name,
      gap: a.revenue - p.revenue,
      drivers: split ? { spend, cpc, cvr, valuePerLead } : null,
    };
  });
}

export interface Suggestion {
  channel: string;
  metric: 'cpc' | 'cvr';
  /** Mean actual ÷ plan − 1 over the weeks: 0.18 is 18 % above plan. */
  off: number;
  weeks: number;
  /** The value the plan would take: the mean of the weeks' actual CPC or CVR (CVR before seasonality). */
  value: number;
}

export const SUGGEST_AFTER_WEEKS = 3;
export const SUGGEST_THRESHOLD = 0.1;

/**
 * One suggestion at most: the channel figure (CPC, or CVR) that ran off plan the same way by more
 * than 10 % in each of the last three or more finished weeks, the largest such gap first.
 */
export function suggestion(
  months: readonly MonthPlan[],
  actuals: readonly Actual[],
  flight: Flight,
  inputs: PlanInputs,
): Suggestion | null {
  const weeks = finishedWeeks(actuals, flight);
  const found: Suggestion[] = [];
  // A week's index is the index of the month its Thursday falls in (the ISO rule for a week's month).
  const spans = weeks.map((start) => ({
    start,
    end: addDays(start, 6),
    index: months.find((m) => m.start <= addDays(start, 3) && m.end >= addDays(start, 3))?.index ?? 1,
  }));
  for (const channel of inputs.channels) {
    const rows = spans.map(({ start, end, index }) => {
      const a = actualBetween(actuals, start, end, channel.name);
      if (!a.hasClicks || a.clicks <= 0 || a.spend <= 0) return null;
      return {
        cpc: a.spend / a.clicks / channel.cpc - 1,
        cvr: safeDivide((a.results / a.clicks) * 100, channel.cvr * index) - 1,
        cpcValue: a.spend / a.clicks,
        cvrValue: (a.results / a.clicks / index) * 100,
      };
    });
    for (const metric of ['cpc', 'cvr'] as const) {
      let run = 0;
      for (let i = rows.length - 1; i >= 0; i -= 1) {
        const row = rows[i];
        const first = rows[rows.length - 1];
        if (
          !row ||
          !first ||
          Math.abs(row[metric]) <= SUGGEST_THRESHOLD ||
          Math.sign(row[metric]) !== Math.sign(first[metric])
        )
          break;
        run += 1;
      }
      if (run < SUGGEST_AFTER_WEEKS) continue;
      const recent = rows.slice(rows.length - run) as NonNullable<(typeof rows)[number]>[];
      const off = recent.reduce((s, r) => s + r[metric], 0) / run;
      const value = recent.reduce((s, r) => s + (metric === 'cpc' ? r.cpcValue : r.cvrValue), 0) / run;
      found.push({ channel: channel.name, metric, off, weeks: run, value });
    }
  }
  return found.sort((a, b) => Math.abs(b.off) - Math.abs(a.off))[0] ?? null;
}
