/**
 * The planner's two charts, drawn by the calculator kit's SVG charts and loaded on demand (their
 * own small chunk). Each is one focusable image; its numbers are in the breakdown table it names.
 */
import type { Currency } from '../../lib/money.ts';
import type { ChannelResult } from './model/planner.ts';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import { DonutChart } from '../calculator-kit/charts/donut-chart.tsx';
import { HorizontalBars } from '../calculator-kit/charts/horizontal-bars.tsx';
import { comparisonChartHeight, type ComparisonMetric } from './comparison-metric.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';
import { BREAKDOWN_TABLE_ID } from './breakdown-table.tsx';

interface ChartProps {
  results: readonly ChannelResult[];
  currency: Currency;
  label: string;
}

export function AllocationDonut({ results, currency, label }: ChartProps) {
  const fmt = useFormat(currency);
  return (
    <DonutChart
      label={label}
      describedBy={`${BREAKDOWN_TABLE_ID}-caption`}
      names={results.map((r) => r.name)}
      values={results.map((r) => r.allocatedBudget)}
      colours={results.map((_, i) => paletteAt(i).fill)}
      format={(v) => fmt.money(v)}
      formatShare={(v) => fmt.percent(v)}
      height={240}
    />
  );
}

function metricValue(result: ChannelResult, metric: ComparisonMetric): number {
  switch (metric) {
    case 'leads':
      return result.estimatedLeads;
    case 'revenue':
      return result.estimatedRevenue;
    case 'roas':
      return result.roas;
    case 'cpl':
      return result.cpl;
  }
}

function formatMetric(value: number, metric: ComparisonMetric, fmt: Formatters, axis = false): string {
  if (metric === 'leads') return fmt.number(value, axis ? 0 : 1);
  if (metric === 'roas') return fmt.multiple(value);
  return axis ? fmt.moneyAxis(value) : fmt.money(value);
}

export function ComparisonBars({ results, metric, currency, label }: ChartProps & { metric: ComparisonMetric }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  return (
    <HorizontalBars
      label={label}
      describedBy={`${BREAKDOWN_TABLE_ID}-caption`}
      categories={results.map((r) => r.name)}
      values={results.map((r) => metricValue(r, metric))}
      colour="var(--color-brand-600)"
      valueName={
        metric === 'roas' ? 'ROAS' : metric === 'cpl' ? 'CPL' : metric === 'revenue' ? t.barRevenue : t.barLeads
      }
      format={(v) => formatMetric(v, metric, fmt)}
      formatAxis={(v) => formatMetric(v, metric, fmt, true)}
      height={comparisonChartHeight(results.length)}
    />
  );
}
