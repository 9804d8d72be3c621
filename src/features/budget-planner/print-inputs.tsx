import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { channelLabelIn, usePlannerText } from './planner-text.tsx';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import { type PlannerState } from './model/planner.ts';

/** Print only: the plan's inputs as one compact table, in place of the form cards. */
export function PrintInputs({ state, currency, planName }: { state: PlannerState; currency: Currency; planName?: string | undefined }) {
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
    </PrintFrame>
  );
}

// Its own component, so the table is built only while printing (PrintFrame renders nothing otherwise).
function InputsTable({ state, currency }: { state: PlannerState; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const budgetFirst = state.planningMode === 'budget-first';
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
          </tr>
        ))}
      </tbody>
    </table>
  );
}
