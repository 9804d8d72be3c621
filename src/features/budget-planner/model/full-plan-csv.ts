/**
 * "Export full plan": a second CSV, beside the fixed one, that can rebuild the work. A settings
 * block (mode, budget or goal, close rate, currency, plan name, date), a blank line, then one row
 * per channel with every input and every output, and a totals row. Money headers name the
 * currency. Reading it back takes only the inputs: the outputs are recomputed, so an edited
 * output cannot disagree with the maths. When the visitor has a dated plan, a settings row carries
 * it whole (the same checked form as browser storage); a file without that row still opens.
 */
import { toCsv } from '../../../lib/csv.ts';
import { parseCsv, unneutraliseCell } from '../../../lib/csv-parse.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import { isCurrency, safeDivide, toFixed, type Currency } from '../../../lib/money.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readAdTax, type AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import { readNumber, type NumberProblem } from '../../calculator-kit/read-number.ts';
import { fromStored, storedForm } from '../dated-plan/model/document.ts';
import type { DatedPlan } from '../dated-plan/model/plan.ts';
import { FULL_PLAN_HEADER_SETS, FULL_PLAN_HEADERS_EN, type FullPlanHeaders } from './full-plan-format.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { type Channel, type PlannerState } from './planner.ts';
import { modelPlan } from './curves-plan.ts';
import { fromPortable, isDefaultPlanning, toPortable } from './planning-codec.ts';
import { slugifyPlanName } from './csv.ts';
import { sanitiseState } from './state.ts';

const withCurrency = (text: string, currency: string) => text.replace('{currency}', currency);
/** A header without its unit names the field in messages: "CPC (AUD)" → "CPC". */
const fieldName = (header: string) => header.replace(/\s*\([^)]*\)$/, '');
const channelHeader = (words: FullPlanHeaders, c: Currency) => words.columns.map((name) => withCurrency(name, c));

export interface FullPlan {
  state: PlannerState;
  currency: Currency;
  planName?: string | undefined;
  /** The dated plan, when the visitor has one. */
  dated?: DatedPlan | undefined;
}

/** The file in one language's headers (English unless told otherwise). */
export function fullPlanCsv(
  { state, currency, planName, dated }: FullPlan,
  date: Date,
  words: FullPlanHeaders = FULL_PLAN_HEADERS_EN,
): string {
  // The same model as the page: SPEC's figures, or the curves' when diminishing returns are on.
  const { channels, summary } = modelPlan(state);
  const rate = state.leadToCustomerRate / 100;
  const settings = toCsv(
    [words.setting, words.value],
    [
      [words.mode, words.modes[state.planningMode]],
      [withCurrency(words.totalBudget, currency), toFixed(state.totalBudget, 2)],
      [words.campaignGoal, toFixed(state.campaignGoal, 0)],
      [words.rate, String(state.leadToCustomerRate)],
      [words.currency, currency],
      [words.planName, planName ?? ''],
      [words.date, localIsoDate(date)],
      ...(isDefaultPlanning(state) ? [] : [[words.planning, JSON.stringify(toPortable(state))]]),
      ...(dated ? [[words.dated, JSON.stringify(storedForm(dated))]] : []),
      ...(state.channels.some((channel) => channel.result !== undefined)
        ? [[words.results, JSON.stringify(state.channels.map((channel) => channel.result ?? ''))]]
        : []),
      ...(state.adTax ? [[words.adTax, JSON.stringify(state.adTax)]] : []),
    ],
  );
  const rows = channels.map((result, index) => {
    const input = state.channels[index] as Channel;
    const customers = result.estimatedLeads * rate;
    return [
      result.name,
      // The input share, also in Goal First mode: it is what Budget First uses after a round trip.
      String(input.budgetAllocation),
      String(input.cpc),
      String(input.cvr),
      String(input.valuePerLead),
      toFixed(result.allocatedBudget, 2),
      toFixed(result.estimatedClicks, 0),
      toFixed(result.estimatedLeads, 1),
      toFixed(result.cpl, 2),
      toFixed(result.estimatedRevenue, 2),
      toFixed(result.roas, 2),
      toFixed(customers, 1),
      toFixed(safeDivide(result.allocatedBudget, customers), 2),
    ];
  });
  const clicks = channels.reduce((sum, result) => sum + result.estimatedClicks, 0);
  const total = [
    words.total,
    toFixed(channels.length === 0 ? 0 : 100, 1),
    '',
    '',
    '',
    toFixed(summary.totalBudget, 2),
    toFixed(clicks, 0),
    toFixed(summary.totalEstimatedLeads, 1),
    toFixed(safeDivide(summary.totalBudget, summary.totalEstimatedLeads), 2),
    toFixed(summary.totalEstimatedRevenue, 2),
    toFixed(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget), 2),
    toFixed(summary.totalEstimatedCustomers, 1),
    toFixed(summary.averageCAC, 2),
  ];
  return `${settings}\r\n${toCsv(channelHeader(words, currency), [...rows, total])}`;
}

export function fullPlanFileName(date: Date, planName?: string): string {
  const slug = planName ? slugifyPlanName(planName) : '';
  return `marketing-budget-full-plan-${slug ? `${slug}-` : ''}${localIsoDate(date)}.csv`;
}

/** Why a file was refused, for the page to word in its language. */
export type FullPlanProblem =
  | { code: 'not-full-plan' }
  | { code: 'currency' }
  | { code: 'mode' }
  | { code: 'columns'; columns: string }
  | { code: 'no-channels' }
  | { code: 'too-many'; max: number; count: number }
  | { code: 'number'; line?: number; label: string; problem: NumberProblem; limit?: number };

export type FullPlanRead = { ok: true; plan: FullPlan } | { ok: false; problem: FullPlanProblem };

const fail = (problem: FullPlanProblem): FullPlanRead => ({ ok: false, problem });

/** The header set a file was written in: the one whose setting column heads the file. */
function headersOf(settingsText: string, sets: readonly FullPlanHeaders[]): FullPlanHeaders | undefined {
  const first = (parseCsv(settingsText).header[0] ?? '').toLowerCase();
  return sets.find((words) => words.setting.toLowerCase() === first);
}

/**
 * Reads a full-plan CSV back in any of the header sets (English or Vietnamese, whichever page wrote
 * it); every problem is named with its line, and nothing half-read is used.
 */
export function readFullPlanCsv(text: string, sets: readonly FullPlanHeaders[] = FULL_PLAN_HEADER_SETS): FullPlanRead {
  const clean = text.replace(/^\uFEFF/, '');
  const split = /\r?\n[ \t,]*\r?\n/.exec(clean);
  if (!split) return fail({ code: 'not-full-plan' });
  const settingsText = clean.slice(0, split.index);
  const tableText = clean.slice(split.index + split[0].length);
  const settingsLines = settingsText.split(/\r?\n/).length + (split[0].match(/\n/g)?.length ?? 0);
  const words = headersOf(settingsText, sets);
  if (!words) return fail({ code: 'not-full-plan' });

  const key = (name: string) => name.toLowerCase();
  const settings = new Map(
    parseCsv(settingsText).rows.map((row) => [
      (row.values[key(words.setting)] ?? '').toLowerCase(),
      row.values[key(words.value)] ?? '',
    ]),
  );
  const currency = (settings.get(key(words.currency)) ?? '').toUpperCase();
  if (!isCurrency(currency)) return fail({ code: 'currency' });
  const modeName = settings.get(key(words.mode));
  const mode =
    modeName === words.modes['budget-first']
      ? 'budget-first'
      : modeName === words.modes['goal-first']
        ? 'goal-first'
        : undefined;
  if (!mode) return fail({ code: 'mode' });
  const setting = (name: string, max: number): number | FullPlanProblem => {
    const read = readNumber(settings.get(key(name)) ?? '', { label: name, max });
    return read.ok
      ? read.value
      : {
          code: 'number',
          label: fieldName(name),
          problem: read.problem,
          ...(read.limit === undefined ? {} : { limit: read.limit }),
        };
  };
  const totalBudget = setting(withCurrency(words.totalBudget, currency), PLANNER_LIMITS.amount);
  const campaignGoal = setting(words.campaignGoal, PLANNER_LIMITS.goal);
  const rate = setting(words.rate, PLANNER_LIMITS.percent);
  for (const value of [totalBudget, campaignGoal, rate]) if (typeof value !== 'number') return fail(value);

  const table = parseCsv(tableText);
  const columns = channelHeader(words, currency);
  if (columns.slice(0, 5).some((name) => !table.header.includes(key(name))))
    return fail({ code: 'columns', columns: columns.slice(0, 5).join(', ') });
  const [channelColumn, allocationColumn, cpcColumn, cvrColumn, valueColumn] = columns.map(key) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const channels: Channel[] = [];
  // The last row is the totals row (a channel may itself be called Total).
  const body = table.rows.at(-1)?.values[channelColumn] === words.total ? table.rows.slice(0, -1) : table.rows;
  for (const row of body) {
    const name = unneutraliseCell(row.values[channelColumn] ?? '');
    const line = row.line + settingsLines - 1;
    let problem: FullPlanProblem | undefined;
    const field = (column: string, max: number) => {
      const read = readNumber(row.values[column] ?? '', { label: column, max });
      if (read.ok) return read.value;
      // The label is the column as the file names it.
      const label = fieldName(columns.find((name) => key(name) === column) ?? column);
      problem ??= {
        code: 'number',
        line,
        label,
        problem: read.problem,
        ...(read.limit === undefined ? {} : { limit: read.limit }),
      };
      return 0;
    };
    const channel = {
      id: String(channels.length + 1),
      name: name.slice(0, PLANNER_LIMITS.channelName),
      budgetAllocation: field(allocationColumn, PLANNER_LIMITS.percent),
      cpc: field(cpcColumn, PLANNER_LIMITS.cpc),
      cvr: field(cvrColumn, PLANNER_LIMITS.percent),
      valuePerLead: field(valueColumn, PLANNER_LIMITS.amount),
    };
    if (problem) return fail(problem);
    channels.push(channel);
  }
  if (channels.length === 0) return fail({ code: 'no-channels' });
  if (channels.length > PLANNER_LIMITS.channels)
    return fail({ code: 'too-many', max: PLANNER_LIMITS.channels, count: channels.length });
  const planning = readPlanning(settings.get(key(words.planning)), channels);
  const state = sanitiseState({
    planningMode: mode,
    totalBudget: totalBudget as number,
    campaignGoal: campaignGoal as number,
    leadToCustomerRate: rate as number,
    channels: withResults(channels, settings.get(key(words.results))),
    ...adTaxFrom(settings.get(key(words.adTax))),
    ...(planning ? { planning } : {}),
  });
  const planName = (settings.get(key(words.planName)) ?? '').trim();
  const dated = readDated(settings.get(key(words.dated)));
  return {
    ok: true,
    plan: {
      state,
      currency,
      ...(planName ? { planName: unneutraliseCell(planName) } : {}),
      ...(dated ? { dated } : {}),
    },
  };
}

/** The tax setting's row; an unreadable one is left out (the market's default applies). */
function adTaxFrom(cell: string | undefined): { adTax?: AdTaxSetting } {
  if (!cell) return {};
  try {
    const adTax = readAdTax(JSON.parse(unneutraliseCell(cell)));
    return adTax ? { adTax } : {};
  } catch {
    return {};
  }
}

/** Each channel's result type from its settings row, by order; an unreadable row is plain leads. */
function withResults(channels: Channel[], cell: string | undefined): Channel[] {
  if (!cell) return channels;
  try {
    const list: unknown = JSON.parse(unneutraliseCell(cell));
    if (!Array.isArray(list)) return channels;
    return channels.map((channel, index) => {
      const result = readResult(list[index]);
      return result === undefined ? channel : { ...channel, result };
    });
  } catch {
    return channels;
  }
}

/** The dated plan's row, checked like browser storage; an unreadable one is left out (the plan still opens). */
function readDated(cell: string | undefined): DatedPlan | undefined {
  if (!cell) return undefined;
  try {
    const checked = fromStored(JSON.parse(unneutraliseCell(cell)));
    return checked.ok && checked.value ? checked.value : undefined;
  } catch {
    return undefined;
  }
}

/** The settings row, when present and readable; an unreadable one is ignored (the plan still opens). */
function readPlanning(cell: string | undefined, channels: readonly Channel[]) {
  if (!cell) return undefined;
  try {
    return fromPortable(
      JSON.parse(unneutraliseCell(cell)),
      channels.map((channel) => channel.id),
    );
  } catch {
    return undefined;
  }
}
