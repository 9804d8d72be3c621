/**
 * "Export full plan": a second CSV, beside the fixed one, that can rebuild the work. A settings
 * block (mode, budget or goal, close rate, currency, plan name, date), a blank line, then one row
 * per channel with every input and every output, and a totals row. Money headers name the
 * currency. Reading it back takes only the inputs: the outputs are recomputed, so an edited
 * output cannot disagree with the maths.
 */
import { toCsv } from '../../../lib/csv.ts';
import { parseCsv, unneutraliseCell } from '../../../lib/csv-parse.ts';
import { localIsoDate } from '../../../lib/dates.ts';
import { isCurrency, safeDivide, toFixed, type Currency } from '../../../lib/money.ts';
import { readNumber } from '../../calculator-kit/read-number.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { calculatePlan, type Channel, type PlannerState } from './planner.ts';
import { slugifyPlanName } from './csv.ts';
import { sanitiseState } from './state.ts';

const MODE_NAMES = { 'budget-first': 'Budget First', 'goal-first': 'Goal First' } as const;

const channelHeader = (c: Currency) =>
  [
    'Channel',
    'Allocation (%)',
    `CPC (${c})`,
    'CVR (%)',
    `Value per Lead (${c})`,
    `Budget (${c})`,
    'Clicks',
    'Leads',
    `CPL (${c})`,
    `Revenue (${c})`,
    'ROAS',
    'Customers',
    `CAC (${c})`,
  ] as const;

export interface FullPlan {
  state: PlannerState;
  currency: Currency;
  planName?: string | undefined;
}

export function fullPlanCsv({ state, currency, planName }: FullPlan, date: Date): string {
  const { channels, summary } = calculatePlan(state);
  const rate = state.leadToCustomerRate / 100;
  const settings = toCsv(
    ['Setting', 'Value'],
    [
      ['Mode', MODE_NAMES[state.planningMode]],
      [`Total Budget (${currency})`, toFixed(state.totalBudget, 2)],
      ['Campaign Goal (customers)', toFixed(state.campaignGoal, 0)],
      ['Lead-to-Customer Rate (%)', String(state.leadToCustomerRate)],
      ['Currency', currency],
      ['Plan Name', planName ?? ''],
      ['Date', localIsoDate(date)],
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
    'Total',
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
  return `${settings}\r\n${toCsv(channelHeader(currency), [...rows, total])}`;
}

export function fullPlanFileName(date: Date, planName?: string): string {
  const slug = planName ? slugifyPlanName(planName) : '';
  return `marketing-budget-full-plan-${slug ? `${slug}-` : ''}${localIsoDate(date)}.csv`;
}

export type FullPlanRead = { ok: true; plan: FullPlan } | { ok: false; error: string };

const fail = (error: string): FullPlanRead => ({ ok: false, error });

/** Reads a full-plan CSV back; every problem is named with its line, and nothing half-read is used. */
export function readFullPlanCsv(text: string): FullPlanRead {
  const clean = text.replace(/^\uFEFF/, '');
  const split = /\r?\n[ \t,]*\r?\n/.exec(clean);
  if (!split) return fail('This is not a full-plan file: the settings block and the channel table were not found.');
  const settingsText = clean.slice(0, split.index);
  const tableText = clean.slice(split.index + split[0].length);
  const settingsLines = settingsText.split(/\r?\n/).length + (split[0].match(/\n/g)?.length ?? 0);

  const settings = new Map(parseCsv(settingsText).rows.map((row) => [(row.values.setting ?? '').toLowerCase(), row.values.value ?? '']));
  const currency = (settings.get('currency') ?? '').toUpperCase();
  if (!isCurrency(currency)) return fail('The Currency setting must be USD, AUD or VND.');
  const modeName = settings.get('mode');
  const mode = modeName === 'Budget First' ? 'budget-first' : modeName === 'Goal First' ? 'goal-first' : undefined;
  if (!mode) return fail('The Mode setting must be Budget First or Goal First.');
  const setting = (name: string, label: string, max: number) => {
    const read = readNumber(settings.get(name.toLowerCase()) ?? '', { label, max });
    return read.ok ? read.value : read.error;
  };
  const totalBudget = setting(`Total Budget (${currency})`, 'Total Budget', PLANNER_LIMITS.amount);
  const campaignGoal = setting('Campaign Goal (customers)', 'Campaign Goal', PLANNER_LIMITS.goal);
  const rate = setting('Lead-to-Customer Rate (%)', 'Lead-to-Customer Rate', PLANNER_LIMITS.percent);
  for (const value of [totalBudget, campaignGoal, rate]) if (typeof value === 'string') return fail(value);

  const table = parseCsv(tableText);
  const header = channelHeader(currency).map((name) => name.toLowerCase());
  if (header.slice(0, 5).some((name) => !table.header.includes(name))) {
    return fail(`The channel table needs the columns ${channelHeader(currency).slice(0, 5).join(', ')}.`);
  }
  const channels: Channel[] = [];
  // The last row is the totals row (a channel may itself be called Total).
  const body = table.rows.at(-1)?.values.channel === 'Total' ? table.rows.slice(0, -1) : table.rows;
  for (const row of body) {
    const name = unneutraliseCell(row.values.channel ?? '');
    const line = row.line + settingsLines - 1;
    const field = (column: string, label: string, max: number) => {
      const read = readNumber(row.values[column.toLowerCase()] ?? '', { label, max });
      if (!read.ok) throw new Error(`Line ${line}: ${read.error}`);
      return read.value;
    };
    try {
      channels.push({
        id: String(channels.length + 1),
        name: name.slice(0, PLANNER_LIMITS.channelName),
        budgetAllocation: field('Allocation (%)', 'Allocation', PLANNER_LIMITS.percent),
        cpc: field(`CPC (${currency})`, 'CPC', PLANNER_LIMITS.cpc),
        cvr: field('CVR (%)', 'CVR', PLANNER_LIMITS.percent),
        valuePerLead: field(`Value per Lead (${currency})`, 'Value per Lead', PLANNER_LIMITS.amount),
      });
    } catch (error) {
      return fail((error as Error).message);
    }
  }
  if (channels.length === 0) return fail('The file has no channels.');
  if (channels.length > PLANNER_LIMITS.channels) return fail(`The planner holds up to ${PLANNER_LIMITS.channels} channels; this file has ${channels.length}.`);
  const state = sanitiseState({
    planningMode: mode,
    totalBudget: totalBudget as number,
    campaignGoal: campaignGoal as number,
    leadToCustomerRate: rate as number,
    channels,
  });
  const planName = (settings.get('plan name') ?? '').trim();
  return { ok: true, plan: { state, currency, ...(planName ? { planName: unneutraliseCell(planName) } : {}) } };
}
