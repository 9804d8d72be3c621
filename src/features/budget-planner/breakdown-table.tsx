import type { Currency } from '../../lib/money.ts';
import { safeDivide } from '../../lib/money.ts';
import { type Channel, type ChannelResult, type PlanSummary } from './model/planner.ts';
import { allMessages, resultsIn, resultWord, withResults } from '../calculator-kit/model/result-type.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { roasTone, TONE_TEXT } from '../calculator-kit/tones.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';
import { fill } from '../../i18n/fill.ts';
import { planTrueRoas } from './model/true-roas.ts';
import { STACK_CELL as stackCell, STACK_ROW as stackRow } from '../calculator-kit/stacked-table.ts';

/** With CPC 0 the formula buys no clicks: saying so beats a "$0" that reads as free leads. */
const noClicksBought = (result: ChannelResult) => result.allocatedBudget > 0 && result.estimatedClicks === 0;
/** Cost per lead has no value without leads. */
const costPerLead = (cost: number, leadCount: number, fmt: Formatters) => (leadCount > 0 ? fmt.money(cost) : '—');

export const BREAKDOWN_TABLE_ID = 'planner-breakdown-table';

/** The per-channel numbers; also the data of both charts (they point here with aria-describedby). */
interface BreakdownTableProps {
  results: readonly ChannelResult[];
  summary: PlanSummary;
  currency: Currency;
  /** The plan's channels, for what each counts as leads (by id); without them every channel counts plain leads. */
  channels?: readonly Channel[];
}

export function BreakdownTable({ results, summary, currency, channels = [] }: BreakdownTableProps) {
  const t = usePlannerText();
  const { kit } = useToolLanguage();
  // Headings name what the channels count as leads ("Est. Leads (messages started)"); SPEC's words when plain leads.
  const resultOf = new Map(channels.map((channel) => [channel.id, channel.result]));
  const types = resultsIn(results.map((result) => ({ result: resultOf.get(result.id) })));
  const colLeads = withResults(t.colLeads, types, kit.results);
  const colCpl = allMessages(types) ? kit.results.costPerMessage : withResults(t.colCpl, types, kit.results);
  const mixed = types.length > 1;
  const fmt = useFormat(currency);
  // "True ROAS (after fees)" beside ROAS, only when a channel carries a marketplace's cut.
  const real = planTrueRoas(results, channels);
  const feesOf = new Map(channels.map((channel) => [channel.id, channel.fees]));
  const pct = (value: number) => fmt.percent(value, value % 1 === 0 ? 0 : 1);
  const totalClicks = results.reduce((sum, result) => sum + result.estimatedClicks, 0);
  const cell = 'px-2 py-2.5 text-right tabular-nums whitespace-nowrap';
  // Headings wrap (long Vietnamese column names), so every column fits beside the inputs; figures do not.
  const head = 'px-2 py-2.5 text-right align-bottom font-semibold';
  return (
    <>
      <div
        role="region"
        aria-labelledby={`${BREAKDOWN_TABLE_ID}-caption`}
        tabIndex={0}
        className="overflow-x-auto rounded-control border border-slate-200 focus-visible:outline-offset-2"
      >
        <table id={BREAKDOWN_TABLE_ID} className="w-full text-sm max-sm:block sm:min-w-[36rem]">
          <caption id={`${BREAKDOWN_TABLE_ID}-caption`} className="sr-only">
            {t.tableCaption}
          </caption>
          <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2.5 text-left align-bottom font-semibold">
                {t.colChannel}
              </th>
              <th scope="col" className={head}>
                {t.colBudget}
              </th>
              <th scope="col" className={head}>
                {t.colClicks}
              </th>
              <th scope="col" className={head}>
                {colLeads}
              </th>
              <th scope="col" className={head}>
                {colCpl}
              </th>
              <th scope="col" className={head}>
                {t.colRevenue}
              </th>
              <th scope="col" className={head}>
                {t.colRoas}
              </th>
              {real && (
                <th scope="col" className={head}>
                  {t.colTrueRoas}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {results.map((result) => (
              <tr key={result.id} className={stackRow}>
                <th
                  scope="row"
                  className="max-w-48 px-3 py-2.5 text-left font-medium break-words text-slate-900 max-sm:block max-sm:max-w-none max-sm:px-0"
                >
                  {result.name}
                  {mixed && (
                    <span className="block text-xs font-normal text-slate-600">
                      {resultWord(kit.results, resultOf.get(result.id))}
                    </span>
                  )}
                  {feesOf.get(result.id) && (
                    <span className="block text-xs font-normal text-slate-600" data-channel-fees>
                      {fill(t.feesLine, {
                        fee: pct(feesOf.get(result.id)?.feePercent ?? 0),
                        commission: pct(feesOf.get(result.id)?.commissionPercent ?? 0),
                      })}
                    </span>
                  )}
                </th>
                <td data-label={t.colBudget} className={`${cell} ${stackCell}`}>
                  {fmt.money(result.allocatedBudget)}
                </td>
                <td data-label={t.colClicks} className={`${cell} ${stackCell}`}>
                  {noClicksBought(result) ? t.noClicks : fmt.number(result.estimatedClicks)}
                </td>
                <td data-label={colLeads} className={`${cell} ${stackCell}`}>
                  {fmt.number(result.estimatedLeads, 1)}
                </td>
                <td data-label={colCpl} className={`${cell} ${stackCell}`}>
                  {costPerLead(result.cpl, result.estimatedLeads, fmt)}
                </td>
                <td data-label={t.colRevenue} className={`${cell} ${stackCell}`}>
                  {fmt.money(result.estimatedRevenue)}
                </td>
                <td
                  data-label={t.colRoas}
                  className={`${cell} ${stackCell} font-semibold ${TONE_TEXT[roasTone(result.roas)]}`}
                >
                  {fmt.multiple(result.roas)}
                </td>
                {real && (
                  <TrueRoasCell
                    label={t.colTrueRoas}
                    value={real.byChannel.get(result.id)}
                    className={`${cell} ${stackCell}`}
                    fmt={fmt}
                  />
                )}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900 max-sm:block">
            <tr className={stackRow}>
              <th scope="row" className="px-3 py-2.5 text-left max-sm:block max-sm:px-0">
                {t.total}
              </th>
              <td data-label={t.colBudget} className={`${cell} ${stackCell}`}>
                {fmt.money(summary.totalBudget)}
              </td>
              <td data-label={t.colClicks} className={`${cell} ${stackCell}`}>
                {fmt.number(totalClicks)}
              </td>
              <td data-label={colLeads} className={`${cell} ${stackCell}`}>
                {fmt.number(summary.totalEstimatedLeads, 1)}
              </td>
              <td data-label={colCpl} className={`${cell} ${stackCell}`}>
                {costPerLead(
                  safeDivide(summary.totalBudget, summary.totalEstimatedLeads),
                  summary.totalEstimatedLeads,
                  fmt,
                )}
              </td>
              <td data-label={t.colRevenue} className={`${cell} ${stackCell}`}>
                {fmt.money(summary.totalEstimatedRevenue)}
              </td>
              <td
                data-label={t.colRoas}
                className={`${cell} ${stackCell} ${TONE_TEXT[roasTone(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget))]}`}
              >
                {fmt.multiple(safeDivide(summary.totalEstimatedRevenue, summary.totalBudget))}
              </td>
              {real && (
                <TrueRoasCell label={t.colTrueRoas} value={real.total} className={`${cell} ${stackCell}`} fmt={fmt} />
              )}
            </tr>
          </tfoot>
        </table>
      </div>
      {real && (
        <p className="mt-2 text-xs text-slate-600" data-true-roas-note>
          {t.trueRoasNote}
        </p>
      )}
    </>
  );
}

/** A true-ROAS figure, coloured like ROAS; "—" for a channel without marketplace fees. */
function TrueRoasCell({
  label,
  value,
  className,
  fmt,
}: {
  label: string;
  value: number | undefined;
  className: string;
  fmt: Formatters;
}) {
  return (
    <td
      data-label={label}
      data-true-roas-cell
      className={`${className} font-semibold ${value === undefined ? 'text-slate-600' : TONE_TEXT[roasTone(value)]}`}
    >
      {value === undefined ? '—' : fmt.multiple(value)}
    </td>
  );
}
