import { formatMoney, type Currency } from '../../lib/money.ts';
import { channelLabel, type PlannerState } from './model/planner.ts';
import { money, percent } from './format.ts';

/** Print only: the plan's inputs as one compact table, in place of the form cards. */
export function PrintInputs({ state, currency, planName }: { state: PlannerState; currency: Currency; planName?: string | undefined }) {
  const budgetFirst = state.planningMode === 'budget-first';
  const cell = 'border border-slate-300 px-2 py-1 text-right tabular-nums';
  return (
    <section aria-label="Plan inputs" className="hidden text-sm print:block">
      <h3 className="text-lg font-bold">Marketing Campaign Budget Plan{planName ? `: ${planName}` : ''}</h3>
      <p className="mt-1">
        {budgetFirst ? `Budget First · total budget ${money(state.totalBudget, currency)}` : `Goal First · goal ${state.campaignGoal.toLocaleString('en-US')} customers`} · lead-to-customer rate{' '}
        {percent(state.leadToCustomerRate)} · currency {currency}
      </p>
      <table className="mt-2 w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className="border border-slate-300 px-2 py-1 text-left">Channel</th>
            {budgetFirst && <th scope="col" className={cell}>Allocation</th>}
            <th scope="col" className={cell}>CPC</th>
            <th scope="col" className={cell}>CVR</th>
            <th scope="col" className={cell}>Value per Lead</th>
          </tr>
        </thead>
        <tbody>
          {state.channels.map((channel, index) => (
            <tr key={channel.id}>
              <th scope="row" className="border border-slate-300 px-2 py-1 text-left font-medium">{channelLabel(channel.name, index)}</th>
              {budgetFirst && <td className={cell}>{percent(channel.budgetAllocation)}</td>}
              <td className={cell}>{formatMoney(channel.cpc, currency, 2)}</td>
              <td className={cell}>{percent(channel.cvr)}</td>
              <td className={cell}>{money(channel.valuePerLead, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
