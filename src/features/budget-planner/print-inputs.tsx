import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { channelLabelIn, usePlannerText } from './planner-text.tsx';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import { type PlannerState } from './model/planner.ts';
import { isDefaultPlanning } from './model/planning-codec.ts';
import { planningOf } from './model/planning-settings.ts';

/** Print only: the plan's inputs as one compact table, in place of the form cards. */
export function PrintInputs({
  state,
  currency,
  planName,
}: {
  state: PlannerState;
  currency: Currency;
  planName?: string | undefined;
}) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const target =
    state.planningMode === 'budget-first'
      ? fill(t.printBudgetFirst, { amount: fmt.money(state.totalBudget) })
      : fill(t.printGoalFirst, { count: fmt.number(state.campaignGoal) });
  return (
    <PrintFrame
      title={planName ? fill(t.printTitleNamed, { name: planName }) : t.printTitle}
      facts={fill(t.printFacts, { target, rate: fmt.percent(state.leadToCustomerRate), currency })}
      tool={t.printTool}
    >
      <InputsTable state={state} currency={currency} />
      <PlanningFacts state={state} currency={currency} />
    </PrintFrame>
  );
}

// Its own component, so the table is built only while printing (PrintFrame renders nothing otherwise).
function InputsTable({ state, currency }: { state: PlannerState; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const budgetFirst = state.planningMode === 'budget-first';
  // The marketplace's cut, as the cards hold it, when a channel has one (decision 116).
  const withFees = state.channels.some((channel) => channel.fees);
  const pct = (value: number) => fmt.percent(value, value % 1 === 0 ? 0 : 1);
  const cell = 'border border-slate-300 px-2 py-1 text-right tabular-nums';
  return (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr>
          <th scope="col" className="border border-slate-300 px-2 py-1 text-left">
            {t.colChannel}
          </th>
          {budgetFirst && (
            <th scope="col" className={cell}>
              {t.printAllocation}
            </th>
          )}
          <th scope="col" className={cell}>
            {t.printCpc}
          </th>
          <th scope="col" className={cell}>
            {t.printCvr}
          </th>
          <th scope="col" className={cell}>
            {t.valuePerLead}
          </th>
          {withFees && (
            <th scope="col" className={cell}>
              {t.printFees}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {state.channels.map((channel, index) => (
          <tr key={channel.id}>
            <th scope="row" className="border border-slate-300 px-2 py-1 text-left font-medium">
              {channelLabelIn(t, channel.name, index)}
            </th>
            {budgetFirst && <td className={cell}>{fmt.percent(channel.budgetAllocation)}</td>}
            <td className={cell}>{fmt.money(channel.cpc, 2)}</td>
            <td className={cell}>{fmt.percent(channel.cvr)}</td>
            <td className={cell}>{fmt.money(channel.valuePerLead)}</td>
            {withFees && (
              <td className={cell}>
                {channel.fees ? `${pct(channel.fees.feePercent)}, ${pct(channel.fees.commissionPercent)}` : '—'}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Print only: the planning settings behind the figures, so a printed plan can be rebuilt. Whether
 * there are any is checked here, not by the caller: the check compares whole settings, and
 * PrintFrame renders this only while printing, never on a keystroke.
 */
function PlanningFacts({ state, currency }: { state: PlannerState; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  if (isDefaultPlanning(state)) return null;
  const p = planningOf(state);
  const names = state.channels.map((channel, index) => channelLabelIn(t, channel.name, index));
  const lines: string[] = [];
  if (p.saturation.enabled) {
    const channels = state.channels.flatMap((channel, index) => {
      const s = p.saturation.channels[channel.id];
      return s && s.phi > 0
        ? [
            fill(t.printSaturationChannel, {
              name: names[index] ?? '',
              share: fmt.percent(s.phi * 100, 0),
              reference: fmt.money(s.sRef),
            }),
          ]
        : [];
    });
    lines.push(fill(t.printSaturationOn, { channels: channels.join('; ') }));
  }
  const bounds = state.channels.flatMap((channel, index) => {
    const b = p.split.bounds[channel.id];
    if (!b) return [];
    return [
      fill(t.printSplitBound, {
        name: names[index] ?? '',
        min: b.min === undefined ? '…' : fmt.money(b.min),
        max: b.max === undefined ? '…' : fmt.money(b.max),
        locked: b.locked ? t.printLocked : '',
      }),
    ];
  });
  if (bounds.length > 0) lines.push(fill(t.printSplitBounds, { channels: bounds.join('; ') }));
  if (p.ranges.on) lines.push(fill(t.printRangesOn, { seed: String(p.ranges.seed) }));
  const margins = [
    ...(p.marginPercent === null ? [] : [fill(t.printMarginPlan, { margin: fmt.percent(p.marginPercent, 0) })]),
    ...state.channels.flatMap((channel, index) => {
      const m = p.channelMargins[channel.id];
      return m === undefined ? [] : [`${names[index] ?? ''} ${fmt.percent(m, 0)}`];
    }),
  ];
  if (margins.length > 0) lines.push(fill(t.printMargin, { margins: margins.join('; ') }));
  if (p.keepTotal) {
    const locked = state.channels.flatMap((channel, index) =>
      p.locked.includes(channel.id) ? [names[index] ?? ''] : [],
    );
    lines.push(
      fill(t.printKeepTotal, {
        locked: locked.length > 0 ? fill(t.printLockedChannels, { names: locked.join(', ') }) : '',
      }),
    );
  }
  if (lines.length === 0) return null;
  return (
    <div className="mt-3 text-sm" data-print-planning>
      <p className="font-semibold">{t.printPlanningHeading}</p>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
