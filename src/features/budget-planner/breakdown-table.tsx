import type { Currency } from '../../lib/money.ts';
import { safeDivide } from '../../lib/money.ts';
import { type ChannelResult, type PlanSummary } from './model/planner.ts';
import { roasTone, TONE_TEXT } from '../calculator-kit/tones.ts';
import { clicks, leads, money, roas } from './format.ts';
import { usePlannerText } from './planner-text.tsx';
import { STACK_CELL as stackCell, STACK_ROW as stackRow } from '../calculator-kit/stacked-table.ts';

/** With CPC 0 the formula buys no clicks: saying so beats a "$0" that reads as free leads. */
const noClicksBought = (result: ChannelResult) => result.allocatedBudget > 0 && result.estimatedClicks === 0;
/** Cost per lead has no value without leads. */
const costPerLead = (cost: number, leadCount: number, currency: Currency) => (leadCount > 0 ? money(cost, currency) : '—');

export const BREAKDOWN_TABLE_ID = 'planner-breakdown-table';

/** The per-channel numbers; also the data of both charts (they point here with aria-describedby). */
export function BreakdownTable({ results, summary, currency }: { results: readonly ChannelResult[]; summary: PlanSummary; currency: Currency }) {
  const t = usePlannerText();
  const totalClicks = results.reduce((sum, result) => sum + result.estimatedClicks, 0);
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <div
      role="region"
      aria-labelledby={`${BREAKDOWN_TABLE_ID}-caption`}
      tabIndex={0}
      className="overflow-x-auto rounded-control border border-slate-200 focus-visible:outline-offset-2"
    >
      <table id={BREAKDOWN_TABLE_ID} className="w-full text-sm max-sm:block sm:min-w-[36rem]">
        <caption id={`${BREAKDOWN_TABLE_ID}-caption`} className="sr-only">
          Channel performance breakdown, also the data shown in the Budget Allocation and Performance Comparison charts
        </caption>
        <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
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
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {results.map((result) => (
            <tr key={result.id} className={stackRow}>
              <th scope="row" className="max-w-48 px-3 py-2.5 text-left font-medium break-words text-slate-900 max-sm:block max-sm:max-w-none max-sm:px-0">
                {result.name}
              </th>
              <td data-label="Budget" className={`${cell} ${stackCell}`}>
                {money(result.allocatedBudget, currency)}
              </td>
              <td data-label="Est. Clicks" className={`${cell} ${stackCell}`}>
                {noClicksBought(result) ? t.noClicks : clicks(result.estimatedClicks, currency)}
              </td>
              <td data-label="Est. Leads" className={`${cell} ${stackCell}`}>
                {leads(result.estimatedLeads, currency)}
              </td>
              <td data-label="CPL" className={`${cell} ${stackCell}`}>
                {costPerLead(result.cpl, result.estimatedLeads, currency)}
              </td>
              <td data-label="Est. Revenue" className={`${cell} ${stackCell}`}>
                {money(result.estimatedRevenue, currency)}
              </td>
              <td data-label="ROAS" className={`${cell} ${stackCell} font-semibold ${TONE_TEXT[roasTone(result.roas)]}`}>
                {roas(result.roas, currency)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-sm:block">
          <tr className={stackRow}>
            <th scope="row" className="px-3 py-2.5 text-left max-sm:block max-sm:px-0">
              Total
            </th>
            <td data-label="Budget" className={`${cell} ${stackCell}`}>
              {money(summary.totalBudget, currency)}
            </td>
            <td data-label="Est. Clicks" className={`${cell} ${stackCell}`}>
              {clicks(totalClicks, currency)}
            </td>
            <td data-label="Est. Leads" className={`${cell} ${stackCell}`}>
              {leads(summary.totalEstimatedLeads, currency)}
            </td>
            <td data-label="CPL" className={`${cell} ${stackCell}`}>
              {costPerLead(safeDivide(summary.totalBudget, summary.totalEstimatedLeads), summary.totalEstimatedLeads, currency)}
            </td>
            <td data-label="Est. Revenue" className={`${cell} ${stackCell}`}>
              {money(summary.totalEstimatedRevenue, currency)}
            </td>
            <td data-label="ROAS" className={`${cell} ${stackCell} ${TONE_TEXT[roasTone(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget))]}`}>
              {roas(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget), currency)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
