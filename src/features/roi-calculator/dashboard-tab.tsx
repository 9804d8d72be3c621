import { useDeferredValue, useId, type ReactNode } from 'react';
import type { Currency } from '../../lib/money.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { useRoiText } from './roi-text.tsx';
import { dashboardCharts } from './charts-code.ts';
import { useOnDemand } from '../calculator-kit/on-demand.ts';
import { safeDivide } from '../../lib/money.ts';
import { contribution, type RoiAnalysis } from './model/roi.ts';
import { fill } from '../../i18n/fill.ts';
import type { ChartDatum } from './dashboard-charts.tsx';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import { TONE_TEXT } from '../calculator-kit/tones.ts';
import { displayName } from './display.ts';
import { ROI_TIERS, roiTier } from './report-words.ts';
import {
  STACK_BODY,
  STACK_CELL,
  STACK_HEAD,
  STACK_ROW,
  STACK_ROW_HEADER,
  STACK_TABLE,
} from '../calculator-kit/stacked-table.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** The dashboard has nothing to draw until some channel has spend or revenue. */
function hasDashboardData(analysis: RoiAnalysis): boolean {
  return analysis.rows.some((row) => row.spend > 0 || row.revenue > 0);
}

/**
 * A chart with its title and table; `children` is undefined while the charts' code is on its way (or,
 * `drawing`, while the chart is drawn in the render that follows) and null when it could not load.
 */
function ChartCard({
  title,
  table,
  drawing,
  children,
}: {
  title: string;
  table: ReactNode;
  drawing: boolean;
  children: ReactNode | null | undefined;
}) {
  const id = useId();
  const t = useRoiText();
  return (
    <figure
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card print:break-inside-avoid"
    >
      <h3 id={id} className="text-base font-bold">
        {title}
      </h3>
      <div className="mt-3 min-h-[280px]">
        {children ??
          (children === null ? (
            <p
              role="status"
              className="flex h-[280px] items-center justify-center rounded-control bg-slate-50 px-4 text-center text-sm text-slate-700"
            >
              {t.chartUnavailable}
            </p>
          ) : (
            <div
              aria-busy="true"
              className="flex h-[280px] items-center justify-center rounded-control bg-slate-50 text-sm text-slate-600"
            >
              {drawing ? null : t.loadingChart}
            </div>
          ))}
      </div>
      <details className="mt-3 text-sm print:hidden">
        <summary className="cursor-pointer font-medium text-brand-700 hover:text-brand-800">{t.showTable}</summary>
        <div className="mt-2 overflow-x-auto">{table}</div>
      </details>
    </figure>
  );
}

function SimpleTable({
  id,
  caption,
  head,
  rows,
}: {
  id: string;
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-left tabular-nums">
      <caption id={id} className="sr-only">
        {caption}
      </caption>
      <thead className="text-xs text-slate-700 uppercase">
        <tr>
          {head.map((name) => (
            <th key={name} scope="col" className="py-1.5 pr-3 font-semibold">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([first, ...rest], index) => (
          <tr key={index}>
            <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
              {first}
            </th>
            {rest.map((cell, column) => (
              <td key={column} className="py-1.5 pr-3 text-slate-700">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface PerformanceProps {
  analysis: RoiAnalysis;
  currency: Currency;
  /** Gross margin as a ratio; null counts revenue as profit (SPEC's Profit column, said so below the table). */
  margin?: number | null;
}

export function PerformanceTable({ analysis, currency, margin = null }: PerformanceProps) {
  const id = useId();
  const t = useRoiText();
  const fmt = useFormat(currency);
  const profitOf = (row: { revenue: number; spend: number }) => contribution(row.revenue, row.spend, margin);
  const heads = [
    t.channel,
    t.spendLabel,
    t.revenue,
    margin === null ? t.profit : t.margin.contribution,
    t.roiPercent,
    t.performance,
  ];
  // Stacked into one card per channel on a phone, so no column is scrolled out of sight.
  const cell = `px-3 py-2.5 whitespace-nowrap ${STACK_CELL}`;
  return (
    <section aria-labelledby={id} className="space-y-3 print:break-inside-avoid">
      <h3 id={id} className="text-lg font-bold">
        {t.performanceComparison}
      </h3>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card print:shadow-none"
      >
        <table
          data-performance-table
          className={`w-full text-left text-sm tabular-nums sm:min-w-[36rem] ${STACK_TABLE}`}
        >
          <thead className={`bg-slate-50 text-xs tracking-wide text-slate-700 uppercase ${STACK_HEAD}`}>
            <tr>
              {heads.map((name) => (
                <th key={name} scope="col" className="px-3 py-3 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={`divide-y divide-slate-100 ${STACK_BODY}`}>
            {analysis.rows.map((row, index) => {
              const tier = roiTier(row.roi);
              return (
                <tr key={row.id} className={STACK_ROW}>
                  <th scope="row" className={`px-3 py-2.5 font-semibold text-slate-900 ${STACK_ROW_HEADER}`}>
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className={`h-2.5 w-2.5 shrink-0 rounded-full ${paletteAt(index).swatch}`}
                      />
                      {displayName(row.channel, t.untitled)}
                    </span>
                  </th>
                  <td data-label={heads[1]} className={cell}>
                    {fmt.money(row.spend)}
                  </td>
                  <td data-label={heads[2]} className={cell}>
                    {fmt.money(row.revenue)}
                  </td>
                  <td data-label={heads[3]} className={`${cell} ${profitOf(row) < 0 ? 'text-danger-700' : ''}`}>
                    {fmt.money(profitOf(row))}
                  </td>
                  <td data-label={heads[4]} className={cell}>
                    {fmt.percent(row.roi * 100, 1)}
                  </td>
                  <td
                    data-label={heads[5]}
                    className={`px-3 py-2.5 font-medium ${STACK_CELL} ${TONE_TEXT[ROI_TIERS[tier].tone]}`}
                  >
                    <span className="flex items-center gap-1.5" data-tier={tier}>
                      <Icon name={ROI_TIERS[tier].icon} className="h-5 w-5" />
                      {t[ROI_TIERS[tier].text]}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-700" data-profit-basis>
        {margin === null ? t.margin.noteRevenue : fill(t.margin.noteMargin, { margin: fmt.percent(margin * 100, 0) })}
      </p>
    </section>
  );
}

export function DashboardTab({ analysis, currency, margin = null }: PerformanceProps) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  // null when the charts' code could not load (each chart then says so; its table keeps the figures).
  const loaded = useOnDemand(dashboardCharts);
  // The tab's first render shows the cards, the tables and each chart's frame; the charts are drawn in
  // a render of their own just after, which input can interrupt, so the switch to the dashboard is
  // not one long task (decision 188).
  const charts = useDeferredValue(loaded, undefined);
  const drawing = loaded !== undefined && charts === undefined;
  if (!hasDashboardData(analysis)) {
    return (
      <div className="rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
        <Icon name="chart-column" className="mx-auto h-10 w-10 text-slate-500" />
        <h2 className="sr-only">{t.tabDashboard}</h2>
        <p className="mt-3 font-semibold text-slate-800">{t.noData}</p>
      </div>
    );
  }
  const data: ChartDatum[] = analysis.rows.map((row) => ({
    id: row.id,
    name: displayName(row.channel, t.untitled),
    spend: row.spend,
    revenue: row.revenue,
    roiPct: row.roi * 100,
    tier: roiTier(row.roi),
  }));
  const totalSpend = analysis.totals.spend;
  const money = (value: number) => fmt.money(value);
  // Each chart's one-sentence summary: its title, then every channel with its figure.
  const summary = (title: string, item: (d: ChartDatum) => string) =>
    `${title}: ${data.map((d) => `${d.name} ${item(d)}`).join(', ')}`;
  return (
    <div className="space-y-8">
      <h2 className="sr-only">{t.tabDashboard}</h2>
      <div className="grid gap-5 lg:grid-cols-2">
        <ChartCard
          drawing={drawing}
          title={t.roiChart}
          table={
            <SimpleTable
              id="roi-chart-table"
              caption={t.roiChartTable}
              head={[t.channel, t.colRoi]}
              rows={data.map((d) => [d.name, fmt.percent(d.roiPct, 1)])}
            />
          }
        >
          {charts && (
            <charts.RoiBarChart
              data={data}
              currency={currency}
              label={summary(t.roiChart, (d) => fmt.percent(d.roiPct, 1))}
              describedBy="roi-chart-table"
            />
          )}
        </ChartCard>
        <ChartCard
          drawing={drawing}
          title={t.budgetChart}
          table={
            <SimpleTable
              id="budget-chart-table"
              caption={t.budgetChartTable}
              head={[t.channel, t.spendLabel, t.share]}
              rows={data.map((d) => [d.name, money(d.spend), fmt.percent(safeDivide(d.spend, totalSpend) * 100, 1)])}
            />
          }
        >
          {totalSpend > 0 ? (
            charts && (
              <charts.SpendPieChart
                data={data}
                currency={currency}
                label={summary(t.budgetChart, (d) => money(d.spend))}
                describedBy="budget-chart-table"
              />
            )
          ) : (
            <p className="flex h-[280px] items-center justify-center text-sm text-slate-600">{t.noSpend}</p>
          )}
        </ChartCard>
        <div className="lg:col-span-2">
          <ChartCard
            drawing={drawing}
            title={t.revenueSpendChart}
            table={
              <SimpleTable
                id="revenue-spend-table"
                caption={t.revenueSpendTable}
                head={[t.channel, t.spendLabel, t.revenue]}
                rows={data.map((d) => [d.name, money(d.spend), money(d.revenue)])}
              />
            }
          >
            {charts && (
              <charts.RevenueSpendChart
                data={data}
                currency={currency}
                label={summary(t.revenueSpendChart, (d) => `${money(d.spend)} / ${money(d.revenue)}`)}
                describedBy="revenue-spend-table"
              />
            )}
          </ChartCard>
        </div>
      </div>
      <PerformanceTable analysis={analysis} currency={currency} margin={margin} />
    </div>
  );
}
