import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { onDemand, useOnDemand } from '../calculator-kit/on-demand.ts';
import { useWhenNear } from '../calculator-kit/when-near.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Currency } from '../../lib/money.ts';
import { safeDivide } from '../../lib/money.ts';
import { type ChannelResult } from './model/planner.ts';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import {
  comparisonChartHeight,
  COMPARISON_LABEL_KEYS,
  COMPARISON_METRICS,
  isComparisonMetric,
  type ComparisonMetric,
} from './comparison-metric.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import { fill } from '../../i18n/fill.ts';
import { usePlannerText, type PlannerText } from './planner-text.tsx';

// Read from a store rather than through React.lazy: a Suspense boundary that showed its fallback
// reveals the charts no sooner than 300 ms later, even when their code arrives at once.
const plannerCharts = onDemand(() => import('./planner-charts.tsx'));

// The Print button asks for the charts even when they were never scrolled into view.
let forced = false;
const forceListeners = new Set<() => void>();
const subscribeForced = (listener: () => void) => {
  forceListeners.add(listener);
  return () => forceListeners.delete(listener);
};

/** Loads and renders the charts now, then resolves once they are drawn (or after 2 seconds). */
export async function prepareChartsForPrint(): Promise<void> {
  if (!document.querySelector('[data-planner-charts]')) return;
  forced = true;
  for (const listener of forceListeners) listener();
  await plannerCharts.preload();
  const deadline = performance.now() + 2000;
  while (document.querySelectorAll('[data-planner-charts] [data-chart]').length < 2 && performance.now() < deadline) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** True once the charts are near the viewport (or the page is printed); the chunk loads then. */
function useChartsWanted(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const [nearViewport, setWanted] = useState(false);
  const ref = useWhenNear<HTMLDivElement>(() => setWanted(true), '300px');
  const wanted =
    useSyncExternalStore(
      subscribeForced,
      () => forced,
      () => false,
    ) || nearViewport;
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener('beforeprint', want);
    return () => window.removeEventListener('beforeprint', want);
  }, []);
  return [ref, wanted];
}

/**
 * Holds the chart's place (same height) until its code has loaded; the chart is its own image. It
 * pulses only while the code is on its way: a chart still far below the screen is not loading, and
 * a pulse that never ends repaints the page (and wakes the main thread) on every beat.
 */
function ChartFrame({
  wanted,
  height,
  children,
}: {
  wanted: boolean;
  height: number;
  /** undefined until the charts' code has loaded; null when it could not. */
  children: ReactNode | null | undefined;
}) {
  const { kit } = useToolLanguage();
  return (
    <div style={{ minHeight: height }}>
      {children === null ? (
        <p
          role="status"
          style={{ height }}
          className="flex items-center justify-center rounded-control bg-slate-50 px-4 text-center text-sm text-slate-700"
        >
          {kit.partOffline}
        </p>
      ) : (
        (children ?? (
          <div
            style={{ height }}
            className={`rounded-control bg-slate-100 ${wanted ? 'animate-pulse motion-reduce:animate-none' : ''}`}
          />
        ))
      )}
    </div>
  );
}

function metricText(result: ChannelResult, metric: ComparisonMetric, fmt: Formatters, t: PlannerText): string {
  if (metric === 'leads') return fill(t.leadsCount, { count: fmt.number(result.estimatedLeads, 1) });
  if (metric === 'revenue') return fmt.money(result.estimatedRevenue);
  if (metric === 'roas') return fmt.multiple(result.roas);
  return fmt.money(result.cpl);
}

export function ChartSection({ results, currency }: { results: readonly ChannelResult[]; currency: Currency }) {
  const [metric, setMetric] = useState<ComparisonMetric>('leads');
  const [ref, wanted] = useChartsWanted();
  // null: the charts' code could not load (the frames say so; the table above keeps the figures).
  const charts = useOnDemand(plannerCharts, wanted);
  const total = results.reduce((sum, result) => sum + result.allocatedBudget, 0);
  const shares = results.map((result, index) => ({
    result,
    share: safeDivide(result.allocatedBudget * 100, total),
    swatch: paletteAt(index).swatch,
  }));
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const percent = (value: number) => fmt.percent(value);
  const options = COMPARISON_METRICS.map((value) => ({ value, label: t[COMPARISON_LABEL_KEYS[value]] }));
  const metricLabel = t[COMPARISON_LABEL_KEYS[metric]];

  return (
    <div ref={ref} data-planner-charts="" className="grid grid-cols-1 gap-6">
      <section
        aria-labelledby="planner-allocation-heading"
        className="rounded-card border border-slate-200 p-4 print:break-inside-avoid"
      >
        <h4 id="planner-allocation-heading" className="font-bold">
          {t.allocationChart}
        </h4>
        <div className="mt-3 grid items-center gap-4 sm:grid-cols-2 print:grid-cols-2">
          <ChartFrame wanted={wanted} height={240}>
            {charts && (
              <charts.AllocationDonut
                results={results}
                currency={currency}
                label={fill(t.donutLabel, {
                  items: shares.map(({ result, share }) => `${result.name} ${percent(share)}`).join(', '),
                })}
              />
            )}
          </ChartFrame>
          <ul className="grid gap-2 text-sm" aria-label={t.shareList}>
            {shares.map(({ result, share, swatch }) => (
              <li key={result.id} className="flex min-w-0 items-center gap-2">
                <span aria-hidden="true" className={`h-3 w-3 shrink-0 rounded-sm ${swatch}`} />
                <span className="truncate text-slate-800">{result.name}</span>
                <span className="ml-auto pl-2 text-slate-600 tabular-nums">
                  {percent(share)} · {fmt.money(result.allocatedBudget)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="planner-comparison-heading"
        className="rounded-card border border-slate-200 p-4 print:break-inside-avoid"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id="planner-comparison-heading" className="font-bold">
            {t.comparisonChart}
          </h4>
          <Select
            value={metric}
            onValueChange={(value) => {
              if (isComparisonMetric(value)) setMetric(value);
            }}
            options={options}
            ariaLabel={t.comparisonMetric}
            className="print:hidden"
          />
        </div>
        <p className="mt-1 hidden text-sm text-slate-600 print:block">{metricLabel}</p>
        <div className="mt-3">
          <ChartFrame wanted={wanted} height={comparisonChartHeight(results.length)}>
            {charts && (
              <charts.ComparisonBars
                results={results}
                metric={metric}
                currency={currency}
                label={fill(t.barLabel, {
                  metric: metricLabel.toLocaleLowerCase(fmt.locale),
                  items: results.map((result) => `${result.name} ${metricText(result, metric, fmt, t)}`).join(', '),
                })}
              />
            )}
          </ChartFrame>
        </div>
      </section>
    </div>
  );
}
