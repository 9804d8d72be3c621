/**
 * What-if deltas: a scenario is the base plan plus a list of changes,
 * each aimed at one channel or all of them. applyDeltas is pure; whatIf evaluates base and
 * scenario through the same model as the page and lists base, scenario, Δ and Δ% for every
 * fixed output (no Δ% where a figure changes sign or starts at zero).
 */
import { changeRatio } from '../../calculator-kit/model/change.ts';
import type { Channel, PlannerState, PlanResults } from './planner.ts';
import { MAX_SCENARIOS, type Delta, type DeltaField, type DeltaOp, type PlanningSettings } from './planning-types.ts';

export {
  DELTA_FIELDS,
  DELTA_OPS,
  MAX_DELTAS,
  MAX_SCENARIOS,
  type Delta,
  type DeltaField,
  type DeltaOp,
} from './planning-types.ts';

/** Which operations make sense for a field: points only where the field is itself a percentage. */
export const OPS_FOR: Record<DeltaField, readonly DeltaOp[]> = {
  budget: ['%', 'abs'],
  allocation: ['%', 'pts'],
  cpc: ['%', 'abs'],
  cvr: ['%', 'pts'],
  vpl: ['%', 'abs'],
  l2c: ['%', 'pts'],
};

const PERCENT_FIELDS = new Set<DeltaField>(['allocation', 'cvr', 'l2c']);

function change(value: number, delta: Delta): number {
  if (!OPS_FOR[delta.field].includes(delta.op) || !Number.isFinite(delta.value)) return value;
  const next = delta.op === '%' ? value * (1 + delta.value / 100) : value + delta.value;
  const floored = Math.max(0, next);
  return PERCENT_FIELDS.has(delta.field) ? Math.min(100, floored) : floored;
}

const CHANNEL_FIELD: Partial<
  Record<DeltaField, keyof Pick<Channel, 'budgetAllocation' | 'cpc' | 'cvr' | 'valuePerLead'>>
> = {
  allocation: 'budgetAllocation',
  cpc: 'cpc',
  cvr: 'cvr',
  vpl: 'valuePerLead',
};

export function applyDeltas(state: PlannerState, deltas: readonly Delta[]): PlannerState {
  return deltas.reduce<PlannerState>((plan, delta) => {
    if (delta.field === 'budget') return { ...plan, totalBudget: change(plan.totalBudget, delta) };
    if (delta.field === 'l2c') return { ...plan, leadToCustomerRate: change(plan.leadToCustomerRate, delta) };
    const key = CHANNEL_FIELD[delta.field];
    if (!key) return plan;
    return {
      ...plan,
      channels: plan.channels.map((c) =>
        delta.target === 'all' || delta.target === c.id ? { ...c, [key]: change(c[key], delta) } : c,
      ),
    };
  }, state);
}

export const WHAT_IF_OUTPUTS = ['spend', 'leads', 'customers', 'revenue', 'roas', 'cpl', 'cac', 'roi'] as const;
export type WhatIfOutput = (typeof WHAT_IF_OUTPUTS)[number];

export interface WhatIfLine {
  output: WhatIfOutput;
  base: number;
  scenario: number;
  delta: number;
  /** Relative change, or null when the base is zero or the figure changes sign. */
  ratio: number | null;
}

function outputs({ summary }: PlanResults): Record<WhatIfOutput, number> {
  const spend = summary.totalBudget;
  const leads = summary.totalEstimatedLeads;
  const revenue = summary.totalEstimatedRevenue;
  return {
    spend,
    leads,
    customers: summary.totalEstimatedCustomers,
    revenue,
    roas: spend > 0 ? revenue / spend : 0,
    cpl: leads > 0 ? spend / leads : 0,
    cac: summary.averageCAC,
    roi: summary.overallROI,
  };
}

export interface ScenarioFigure {
  scenario: number;
  delta: number;
  /** Relative change, or null when the base is zero or the figure changes sign. */
  ratio: number | null;
}

export interface ScenarioLine {
  output: WhatIfOutput;
  base: number;
  /** One per scenario, in the order given. */
  scenarios: ScenarioFigure[];
}

/** Every fixed output of the plan and of each scenario, side by side, through one model. */
export function compareScenarios(
  state: PlannerState,
  scenarios: readonly (readonly Delta[])[],
  evaluate: (s: PlannerState) => PlanResults,
): ScenarioLine[] {
  const base = outputs(evaluate(state));
  const each = scenarios.map((deltas) => outputs(evaluate(applyDeltas(state, deltas))));
  return WHAT_IF_OUTPUTS.map((output) => ({
    output,
    base: base[output],
    scenarios: each.map((scenario) => ({
      scenario: scenario[output],
      delta: scenario[output] - base[output],
      ratio: changeRatio(base[output], scenario[output]),
    })),
  }));
}

export function whatIf(
  state: PlannerState,
  deltas: readonly Delta[],
  evaluate: (s: PlannerState) => PlanResults,
): WhatIfLine[] {
  return compareScenarios(state, [deltas], evaluate).map(({ output, base, scenarios: [only] }) => ({
    output,
    base,
    scenario: only?.scenario ?? base,
    delta: only?.delta ?? 0,
    ratio: only?.ratio ?? null,
  }));
}

/** The plan's scenarios as one list (the first is kept where links before the side-by-side view kept it). */
export function scenariosOf(p: Pick<PlanningSettings, 'whatIf' | 'moreScenarios'>): Delta[][] {
  return [p.whatIf, ...p.moreScenarios].filter((deltas) => deltas.length > 0).slice(0, MAX_SCENARIOS);
}

/** The settings for a list of scenarios: one without changes is no scenario and is dropped. */
export function scenariosPatch(list: readonly Delta[][]): Pick<PlanningSettings, 'whatIf' | 'moreScenarios'> {
  const [first = [], ...more] = list.filter((deltas) => deltas.length > 0).slice(0, MAX_SCENARIOS);
  return { whatIf: first, moreScenarios: more };
}
