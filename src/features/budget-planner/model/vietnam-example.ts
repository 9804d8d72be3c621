/**
 * The planner's example on a page that opens in dong: the cited Vietnamese example
 * (calculator-kit/market/vietnam-example.ts) as a plan. The English pages keep SPEC's example exactly.
 */
import { exampleCpc, VIETNAM_EXAMPLE } from '../../calculator-kit/market/vietnam-example.ts';
import type { PlannerState } from './planner.ts';

/** The Vietnamese example as a planner state (budget-first, SPEC's goal of 100 customers). */
export function vietnamExampleState(): PlannerState {
  return {
    planningMode: 'budget-first',
    totalBudget: VIETNAM_EXAMPLE.totalBudget.value,
    campaignGoal: 100,
    leadToCustomerRate: VIETNAM_EXAMPLE.leadToCustomerRate.value,
    channels: VIETNAM_EXAMPLE.channels.map((channel) => ({
      id: channel.id,
      name: channel.name,
      budgetAllocation: channel.budgetAllocation,
      cpc: exampleCpc(channel),
      cvr: channel.cvr.value,
      valuePerLead: channel.valuePerLead.value,
      ...(channel.result === undefined ? {} : { result: channel.result }),
    })),
  };
}
