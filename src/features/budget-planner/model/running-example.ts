/**
 * The worked example the methodology panel shows and the unit tests assert: three channels,
 * 10,000 a month, 20 % of leads become customers, saturation Medium / 0.3 / 0.2 at today's spend.
 */
import type { PlannerState } from './planner.ts';
import type { SaturationLayer } from './saturation.ts';

export const EXAMPLE_STATE: PlannerState = {
  planningMode: 'budget-first',
  totalBudget: 10000,
  campaignGoal: 40,
  leadToCustomerRate: 20,
  channels: [
    { id: 'g', name: 'Google Search', budgetAllocation: 50, cpc: 2.5, cvr: 5, valuePerLead: 120 },
    { id: 'm', name: 'Meta', budgetAllocation: 30, cpc: 1.2, cvr: 2.5, valuePerLead: 90 },
    { id: 'l', name: 'LinkedIn', budgetAllocation: 20, cpc: 6, cvr: 4, valuePerLead: 250 },
  ],
};

export const EXAMPLE_LAYER: SaturationLayer = {
  enabled: true,
  channels: { g: { phi: 0.5, sRef: 5000 }, m: { phi: 0.3, sRef: 3000 }, l: { phi: 0.2, sRef: 2000 } },
};

/** Bounds of the optimiser example: every channel between 1,000 and 6,000. */
export const EXAMPLE_BOUNDS = { g: { min: 1000, max: 6000 }, m: { min: 1000, max: 6000 }, l: { min: 1000, max: 6000 } };
