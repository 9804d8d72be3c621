import type { Currency } from '../../lib/money.ts';
import { safeDivide } from '../../lib/money.ts';
import { type ChannelResult, type PlanSummary } from './model/planner.ts';
import { roasTone, TONE_TEXT } from '../calculator-kit/tones.ts';
import { clicks, leads, money, roas } from './format.ts';

export const BREAKDOWN_TABLE_ID = 'planner-breakdown-table';

/** The per-channel numbers; also the data of both charts (they point here with aria-describedby). */
export function BreakdownTable({ results, summary, currency }: { results: readonly ChannelResult[]; summary: PlanSummary; currency: Currency }) {
  const totalClicks = results.reduce((sum, result) => sum + result.estimatedClicks, 0);
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div
      role="region"
      aria-labelledby={`${BREAKDOWN_TABLE_ID}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-control border border-slate-200 focus-visible:outline-offset-2"
    >
      <table id={BREAKDOWN_TABLE_ID} className="w-full min-w-[40rem] text-sm">
        <caption id={`${BREAKDOWN_TABLE_ID}-caption`} className="sr-only">
          Channel performance breakdown, also the data shown in the Budget Allocation and Performance Comparison charts
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2.5 text-left font-semibold">
              Channel
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Budget
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Est. Clicks
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Est. Leads
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              CPL
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Est. Revenue
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              ROAS
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {results.map((result) => (
            <tr key={result.id}>
              <th scope="row" className="max-w-40 truncate px-3 py-2.5 text-left font-medium text-slate-900">
                {result.name}
              </th>
              <td className={cell}>{money(result.allocatedBudget, currency)}</td>
              <td className={cell}>{clicks(result.estimatedClicks)}</td>
              <td className={cell}>{leads(result.estimatedLeads)}</td>
              <td className={cell}>{money(result.cpl, currency)}</td>
              <td className={cell}>{money(result.estimatedRevenue, currency)}</td>
              <td className={`${cell} font-semibold ${TONE_TEXT[roasTone(result.roas)]}`}>{roas(result.roas)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2.5 text-left">
              Total
            </th>
            <td className={cell}>{money(summary.totalBudget, currency)}</td>
            <td className={cell}>{clicks(totalClicks)}</td>
            <td className={cell}>{leads(summary.totalEstimatedLeads)}</td>
            <td className={cell}>{money(safeDivide(summary.totalBudget, summary.totalEstimatedLeads), currency)}</td>
            <td className={cell}>{money(summary.totalEstimatedRevenue, currency)}</td>
            <td className={`${cell} ${TONE_TEXT[roasTone(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget))]}`}>
              {roas(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget))}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
