/**
 * Re-basing: the plan starts again from what really happened, as a new version; the old version's
 * month budgets are kept in the history. Finished months take their actual spend; the rest of the
 * total re-spreads over the months still to come by the plan's phasing.
 */
import { actualBetween, sameChannel } from './pacing.ts';
import type { DatedPlan, MonthPlan } from './plan.ts';
import type { IsoDay } from './calendar.ts';

export function rebase(plan: DatedPlan, months: readonly MonthPlan[], asOf: IsoDay, today: IsoDay): DatedPlan {
  const names = (months[0]?.channels ?? []).map((c) => c.name);
  const counted = plan.actuals.filter((a) => names.some((n) => sameChannel(n, a.channel)));
  const fixed = { ...plan.fixed };
  for (const m of months) {
    if (m.end <= asOf) fixed[m.month] = actualBetween(counted, m.start, m.end).spend;
  }
  return {
    ...plan,
    fixed,
    version: plan.version + 1,
    history: [
      ...plan.history,
      { version: plan.version, replacedOn: today, months: months.map((m) => ({ month: m.month, budget: m.budget })) },
    ],
  };
}
