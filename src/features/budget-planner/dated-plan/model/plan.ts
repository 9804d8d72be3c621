/**
 * The dated plan: a flight, one budget per month (phased, or fixed by the visitor), seasonality,
 * and the planner's channels. Month and week figures come from daily budgets, so a month, a week
 * and the flight always add up. Pure functions over plain numbers; rounding only at display.
 */
import { finite, safeDivide } from '../../../../lib/money.ts';
import {
  flightMonths,
  flightWeeks,
  monthOf,
  overlapDays,
  type Flight,
  type FlightMonth,
  type IsoDay,
  type IsoMonth,
} from './calendar.ts';
import type { Preset } from './seasonality.ts';

export const PHASINGS = ['even', 'seasonal', 'front'] as const;
export type Phasing = (typeof PHASINGS)[number];

/** One week of a channel's real figures: what a typed row or a platform export gives. */
export interface Actual {
  /** The planner channel's name, matched without regard to case. */
  channel: string;
  /** The Monday the week starts on. */
  weekStart: IsoDay;
  spend: number;
  /** Optional: without clicks the CPC and CVR parts of the revenue split are not shown. */
  clicks?: number;
  /** Leads (results, conversions). */
  results: number;
  revenue: number;
}

export interface PlanVersion {
  version: number;
  /** The day the visitor replaced this version (the day it stopped being the plan). */
  replacedOn: IsoDay;
  months: { month: IsoMonth; budget: number }[];
}

export interface DatedPlan {
  flight: Flight;
  phasing: Phasing;
  preset: Preset;
  /** Seasonality index per month of the flight; a month left out is 1.00. */
  index: Record<IsoMonth, number>;
  /** Month budgets the visitor fixed; the rest of the total re-spreads over the other months. */
  fixed: Record<IsoMonth, number>;
  actuals: Actual[];
  version: number;
  history: PlanVersion[];
}

/** What the dated plan takes from the planner: its total and each channel's share and rates. */
export interface PlanInputs {
  totalBudget: number;
  leadToCustomerRate: number;
  channels: { name: string; share: number; cpc: number; cvr: number; valuePerLead: number }[];
}

export interface Figures {
  budget: number;
  leads: number;
  customers: number;
  revenue: number;
}

export interface MonthPlan extends FlightMonth {
  index: number;
  budget: number;
  fixed: boolean;
  channels: (Figures & { name: string })[];
  total: Figures & { roi: number };
}

export const indexOf = (plan: Pick<DatedPlan, 'index'>, month: IsoMonth): number => finite(plan.index[month] ?? 1);

/** Phasing weights per month: days (even), days × index (seasonal), days × (N − i) (front-loaded). */
export function phasingWeights(
  months: readonly FlightMonth[],
  phasing: Phasing,
  index: (month: IsoMonth) => number,
): number[] {
  return months.map((m, i) => {
    if (phasing === 'seasonal') return m.days * Math.max(0, index(m.month));
    if (phasing === 'front') return m.days * (months.length - i);
    return m.days;
  });
}

/**
 * Month budgets: fixed months keep their amount (never more than the total); what is left of the
 * total is shared by the other months in proportion to their weights (by days when all weigh 0).
 */
export function spreadBudget(
  total: number,
  months: readonly FlightMonth[],
  weights: readonly number[],
  fixed: Readonly<Record<IsoMonth, number>>,
): number[] {
  const isFixed = months.map((m) => fixed[m.month] !== undefined);
  const fixedSum = months.reduce((sum, m, i) => sum + (isFixed[i] ? Math.max(0, finite(fixed[m.month] ?? 0)) : 0), 0);
  const left = Math.max(0, finite(total) - fixedSum);
  const free = months.map((_, i) => !isFixed[i]);
  let weightSum = weights.reduce((sum, w, i) => sum + (free[i] ? w : 0), 0);
  const useDays = weightSum <= 0;
  if (useDays) weightSum = months.reduce((sum, m, i) => sum + (free[i] ? m.days : 0), 0);
  return months.map((m, i) => {
    if (isFixed[i]) return Math.max(0, finite(fixed[m.month] ?? 0));
    return safeDivide(left * (useDays ? m.days : (weights[i] ?? 0)), weightSum);
  });
}

/** What one amount of money buys in a channel at a month's index. */
export function channelFigures(
  inputs: PlanInputs,
  channel: PlanInputs['channels'][number],
  budget: number,
  index: number,
): Figures {
  const leads = finite((safeDivide(budget, channel.cpc) * channel.cvr * index) / 100);
  return {
    budget,
    leads,
    customers: finite((leads * inputs.leadToCustomerRate) / 100),
    revenue: finite(leads * channel.valuePerLead),
  };
}

export const sumFigures = (list: readonly Figures[]): Figures =>
  list.reduce(
    (s, f) => ({
      budget: s.budget + f.budget,
      leads: s.leads + f.leads,
      customers: s.customers + f.customers,
      revenue: s.revenue + f.revenue,
    }),
    {
      budget: 0,
      leads: 0,
      customers: 0,
      revenue: 0,
    },
  );

export const roiOf = (f: Figures) => safeDivide(f.revenue - f.budget, f.budget);

export function monthPlans(plan: DatedPlan, inputs: PlanInputs): MonthPlan[] {
  const months = flightMonths(plan.flight);
  const weights = phasingWeights(months, plan.phasing, (month) => indexOf(plan, month));
  const budgets = spreadBudget(inputs.totalBudget, months, weights, plan.fixed);
  return months.map((m, i) => {
    const budget = budgets[i] ?? 0;
    const index = indexOf(plan, m.month);
    const channels = inputs.channels.map((channel) => ({
      name: channel.name,
      ...channelFigures(inputs, channel, budget * channel.share, index),
    }));
    const total = sumFigures(channels);
    return {
      ...m,
      index,
      budget,
      fixed: plan.fixed[m.month] !== undefined,
      channels,
      total: { ...total, roi: roiOf(total) },
    };
  });
}

/** Planned figures of each channel over some days of the flight (daily budget = month budget ÷ flight days in it). */
export function plannedBetween(months: readonly MonthPlan[], from: IsoDay, to: IsoDay): (Figures & { name: string })[] {
  const out = (months[0]?.channels ?? []).map((c) => ({ name: c.name, budget: 0, leads: 0, customers: 0, revenue: 0 }));
  for (const m of months) {
    const share = safeDivide(overlapDays(m.start, m.end, from, to), m.days);
    if (share === 0) continue;
    m.channels.forEach((c, i) => {
      const row = out[i];
      if (!row) return;
      row.budget += c.budget * share;
      row.leads += c.leads * share;
      row.customers += c.customers * share;
      row.revenue += c.revenue * share;
    });
  }
  return out;
}

/** The plan by Monday-started week (weeks on request). */
export function weekPlans(
  plan: DatedPlan,
  months: readonly MonthPlan[],
): { start: IsoDay; end: IsoDay; total: Figures }[] {
  return flightWeeks(plan.flight).map((w) => ({
    start: w.start,
    end: w.end,
    total: sumFigures(plannedBetween(months, w.start, w.end)),
  }));
}

/** The month a visitor edits keeps the new amount; the other months re-spread what is left. */
export function fixMonth(plan: DatedPlan, month: IsoMonth, budget: number): DatedPlan {
  return { ...plan, fixed: { ...plan.fixed, [month]: Math.max(0, finite(budget)) } };
}

export function releaseMonth(plan: DatedPlan, month: IsoMonth): DatedPlan {
  const fixed = { ...plan.fixed };
  delete fixed[month];
  return { ...plan, fixed };
}

/** Fixed budgets and indices outside the flight are dropped when the flight changes. */
export function withFlight(plan: DatedPlan, flight: Flight): DatedPlan {
  const inside = new Set(flightMonths(flight).map((m) => m.month));
  const keep = (record: Record<IsoMonth, number>) =>
    Object.fromEntries(Object.entries(record).filter(([month]) => inside.has(month)));
  return { ...plan, flight, fixed: keep(plan.fixed), index: keep(plan.index) };
}

export function newDatedPlan(flight: Flight): DatedPlan {
  return { flight, phasing: 'even', preset: 'none', index: {}, fixed: {}, actuals: [], version: 1, history: [] };
}

export { monthOf };
