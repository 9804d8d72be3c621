import { formatMoney, formatNumber, type Currency } from '../../lib/money.ts';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import { channelLabel, type PlannerState } from './model/planner.ts';
import { money, percent } from './format.ts';

/** Print only: the plan's inputs as one compact table, in place of the form cards. */
export function PrintInputs({ state, currency, planName }: { state: PlannerState; currency: Currency; planName?: string | undefined }) {
  const budgetFirst = state.planningMode === 'budget-first';
  const cell = 'border border-slate-300 px-2 py-1 text-right tabular-nums';
  const target = budgetFirst
    ? `Budget First · total budget ${money(state.totalBudget, currency)}`
    : `Goal First · goal ${formatNumber(state.campaignGoal)} customers`;
  return (
    <PrintFrame
      title={`Marketing Campaign Budget Plan${planName ? `: ${planName}` : ''}`}
      facts={`${target} · lead-to-customer rate ${percent(state.leadToCustomerRate)} · currency ${currency}`}
      tool="Budget Planner"
    >
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th scope="col" className="border border-slate-300 px-2 py-1 text-left">
              Channel
            </th>
            {budgetFirst && (
              <th scope="col" className={cell}>
                Allocation
              </th>
            )}
            <th scope="col" className={cell}>
              CPC
            </th>
            <th scope="col" className={cell}>
              CVR
            </th>
            <th scope="col" className={cell}>
              Value per Lead
            </th>
          </tr>
        </thead>
        <tbody>
          {state.channels.map((channel, index) => (
            <tr key={channel.id}>
              <th scope="row" className="border border-slate-300 px-2 py-1 text-left font-medium">
                {channelLabel(channel.name, index)}
              </th>
              {budgetFirst && <td className={cell}>{percent(channel.budgetAllocation)}</td>}
              <td className={cell}>{formatMoney(channel.cpc, currency, 2)}</td>
              <td className={cell}>{percent(channel.cvr)}</td>
              <td className={cell}>{money(channel.valuePerLead, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintFrame>
  );
}
