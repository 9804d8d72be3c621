/**
 * Marketing Campaign Budget Planner maths: the fixed defaults, formulas and constants.
 * Pure functions over plain numbers: full precision here, rounding only at display and export.
 * Every division goes through safeDivide, so no result is ever NaN or Infinity.
 */
import type { ResultType } from '../../calculator-kit/model/result-type.ts';
import type { AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import type { MarketplaceFees } from '../../calculator-kit/market/marketplace-fees.ts';
import { finite, safeDivide } from '../../../lib/money.ts';
import type { PlanningSettings } from './planning-types.ts';

export const PLANNING_MODES = ['budget-first', 'goal-first'] as const;
export type PlanningMode = (typeof PLANNING_MODES)[number];

export interface Channel {
  id: string;
  name: string;
  /** Percent of the total budget (budget-first only). */
  budgetAllocation: number;
  cpc: number;
  /** Click-to-lead conversion rate, percent. */
  cvr: number;
  valuePerLead: number;
  /** What the channel counts as its leads (calculator-kit/model/result-type.ts); unset is plain leads. */
  result?: ResultType | undefined;
  /** A marketplace's fee and commission on each sale (Shopee, TikTok Shop); unset is no cut. */
  fees?: MarketplaceFees | undefined;
}

export interface PlannerState {
  planningMode: PlanningMode;
  totalBudget: number;
  /** Customers wanted (goal-first only). */
  campaignGoal: number;
  /** Lead-to-customer conversion rate, percent. */
  leadToCustomerRate: number;
  channels: Channel[];
  /** The planning layers' settings (planning-settings.ts); absent means every layer is off. */
  planning?: PlanningSettings;
  /** The visitor's tax on ad spend (market/ad-tax.ts); absent means the market's default. */
  adTax?: AdTaxSetting;
}

export interface ChannelResult {
  id: string;
  name: string;
  allocatedBudget: number;
  estimatedClicks: number;
  estimatedLeads: number;
  cpl: number;
  estimatedRevenue: number;
  roas: number;
}

export interface PlanSummary {
  totalBudget: number;
  totalEstimatedLeads: number;
  totalEstimatedCustomers: number;
  totalEstimatedRevenue: number;
  /** A ratio: 4.924 means 492.4 %. */
  overallROI: number;
  averageCAC: number;
}

export interface PlanResults {
  channels: ChannelResult[];
  summary: PlanSummary;
}

/** Budget-first results need allocations totalling 100 % within this tolerance. */
const ALLOCATION_TOLERANCE = 0.1;
export const ALLOCATION_STEP = 0.1;
/** Goal-first weights divide by max(CPC, this) so a free channel does not divide by zero. */
const MIN_CPC_FOR_WEIGHT = 0.01;

const DEFAULT_CHANNELS: readonly Channel[] = [
  { id: '1', name: 'Google Ads', budgetAllocation: 40, cpc: 2.5, cvr: 3.5, valuePerLead: 150 },
  { id: '2', name: 'Facebook Ads', budgetAllocation: 30, cpc: 1.8, cvr: 2.8, valuePerLead: 120 },
  { id: '3', name: 'SEO/Content', budgetAllocation: 20, cpc: 0.5, cvr: 4.2, valuePerLead: 180 },
  { id: '4', name: 'Email Marketing', budgetAllocation: 10, cpc: 0.3, cvr: 5, valuePerLead: 90 },
];

/**
 * The example plan; a page in another language passes its own channel names (in this order), and
 * a page that opens in dong its example scale (lib/money.ts exampleScale) for the money figures.
 */
export function defaultPlannerState(names?: readonly string[], scale = 1): PlannerState {
  return {
    planningMode: 'budget-first',
    totalBudget: 10000 * scale,
    campaignGoal: 100,
    leadToCustomerRate: 20,
    channels: DEFAULT_CHANNELS.map((channel, index) => ({
      ...channel,
      name: names?.[index] ?? channel.name,
      cpc: channel.cpc * scale,
      valuePerLead: channel.valuePerLead * scale,
    })),
  };
}

/** A new channel is 'New Channel', allocation 0, CPC 1, CVR 2, value per lead 100 (money × the example scale). */
export function newChannel(id: string, name = 'New Channel', scale = 1): Channel {
  return { id, name, budgetAllocation: 0, cpc: 1 * scale, cvr: 2, valuePerLead: 100 * scale };
}

export function totalAllocation(channels: readonly Channel[]): number {
  return channels.reduce((sum, channel) => sum + finite(channel.budgetAllocation), 0);
}

export function isAllocationValid(channels: readonly Channel[]): boolean {
  // The small epsilon absorbs float noise such as 99.9 + 0.1 = 99.99999999999999.
  return Math.abs(totalAllocation(channels) - 100) <= ALLOCATION_TOLERANCE + 1e-9;
}

export type AllocationStatus =
  | { kind: 'complete'; total: number }
  | { kind: 'over'; total: number }
  | { kind: 'under'; total: number; remaining: number };

/** The banner's state: green within tolerance, red over, yellow under with what is left. */
export function allocationStatus(channels: readonly Channel[]): AllocationStatus {
  const total = totalAllocation(channels);
  if (isAllocationValid(channels)) return { kind: 'complete', total };
  if (total > 100) return { kind: 'over', total };
  return { kind: 'under', total, remaining: 100 - total };
}

function channelTotals(
  id: string,
  name: string,
  budget: number,
  clicks: number,
  leads: number,
  valuePerLead: number,
): ChannelResult {
  const estimatedRevenue = finite(leads * valuePerLead);
  return {
    id,
    name,
    allocatedBudget: finite(budget),
    estimatedClicks: finite(clicks),
    estimatedLeads: finite(leads),
    cpl: safeDivide(budget, leads),
    estimatedRevenue,
    roas: safeDivide(estimatedRevenue, budget),
  };
}

/** Budget-first: budget = total x allocation / 100; clicks = budget / CPC; leads = clicks x CVR / 100. */
export function budgetFirstChannels(state: Pick<PlannerState, 'totalBudget' | 'channels'>): ChannelResult[] {
  return state.channels.map((channel, index) => {
    const budget = finite(state.totalBudget * (channel.budgetAllocation / 100));
    const clicks = safeDivide(budget, channel.cpc);
    const leads = finite((clicks * channel.cvr) / 100);
    return channelTotals(channel.id, channelLabel(channel.name, index), budget, clicks, leads, channel.valuePerLead);
  });
}

/** Leads needed to win the goal: goal / (lead-to-customer rate / 100). */
export function requiredLeads(campaignGoal: number, leadToCustomerRate: number): number {
  return safeDivide(campaignGoal, leadToCustomerRate / 100);
}

/**
 * Goal-first: the required leads are shared across channels in proportion to CVR / max(CPC, 0.01);
 * clicks = leads / (CVR / 100); budget = clicks x CPC.
 */
export function goalFirstChannels(
  state: Pick<PlannerState, 'campaignGoal' | 'leadToCustomerRate' | 'channels'>,
): ChannelResult[] {
  const leadsNeeded = requiredLeads(state.campaignGoal, state.leadToCustomerRate);
  const weights = state.channels.map((channel) =>
    finite(safeDivide(channel.cvr, Math.max(channel.cpc, MIN_CPC_FOR_WEIGHT))),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  return state.channels.map((channel, index) => {
    const leads = finite(leadsNeeded * safeDivide(weights[index] ?? 0, weightSum));
    const clicks = safeDivide(leads, channel.cvr / 100);
    const budget = finite(clicks * channel.cpc);
    return channelTotals(channel.id, channelLabel(channel.name, index), budget, clicks, leads, channel.valuePerLead);
  });
}

/** Customers = leads x rate / 100; ROI = (revenue - budget) / budget; average CAC = budget / customers. */
export function summarise(results: readonly ChannelResult[], leadToCustomerRate: number): PlanSummary {
  const totalBudget = finite(results.reduce((sum, result) => sum + result.allocatedBudget, 0));
  const totalEstimatedLeads = finite(results.reduce((sum, result) => sum + result.estimatedLeads, 0));
  const totalEstimatedRevenue = finite(results.reduce((sum, result) => sum + result.estimatedRevenue, 0));
  const totalEstimatedCustomers = finite((totalEstimatedLeads * leadToCustomerRate) / 100);
  return {
    totalBudget,
    totalEstimatedLeads,
    totalEstimatedCustomers,
    totalEstimatedRevenue,
    overallROI: safeDivide(totalEstimatedRevenue - totalBudget, totalBudget),
    averageCAC: safeDivide(totalBudget, totalEstimatedCustomers),
  };
}

/** Per-channel results and the summary for the state's planning mode. */
export function calculatePlan(state: PlannerState): PlanResults {
  const channels = state.planningMode === 'goal-first' ? goalFirstChannels(state) : budgetFirstChannels(state);
  return { channels, summary: summarise(channels, state.leadToCustomerRate) };
}

/** Budget-first results are only shown when allocations total 100 %; goal-first skips the check. */
export function hasValidResults(state: PlannerState): boolean {
  return state.planningMode === 'goal-first' || isAllocationValid(state.channels);
}

/** The name shown for a channel whose name field was cleared. */
export function channelLabel(name: string, index: number): string {
  const trimmed = name.trim();
  return trimmed === '' ? `Channel ${index + 1}` : trimmed;
}
