/**
 * A seasonal peak, by rule: a month of the flight whose seasonality index is at least PEAK_INDEX
 * (10 % above a normal month of 1.00). In such a month every channel moves with the season at once,
 * so the ranges recommend their shared market factor; the page states this rule in its sentence.
 */
import { flightMonths, type IsoMonth } from './calendar.ts';
import { indexOf, type DatedPlan } from './plan.ts';

export const PEAK_INDEX = 1.1;

/** The flight's peak months in calendar order; none without a dated plan. */
export function seasonalPeaks(plan: Pick<DatedPlan, 'flight' | 'index'> | null | undefined): IsoMonth[] {
  if (!plan) return [];
  // Rounded as the page shows the index, so 1.0999… typed as 1.10 counts as the 1.10 it reads.
  return flightMonths(plan.flight)
    .map((m) => m.month)
    .filter((month) => Math.round(indexOf(plan, month) * 100) >= Math.round(PEAK_INDEX * 100));
}
