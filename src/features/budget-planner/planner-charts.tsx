/**
 * The two Recharts charts, loaded lazily (this module and Recharts are a separate chunk). Both are
 * images to assistive technology; their numbers are in the breakdown table they point to.
 */
import { Bar, BarChart, CartesianGrid, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { truncateLabel, type Currency } from '../../lib/money.ts';
import type { ChannelResult } from './model/planner.ts';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import { comparisonChartHeight, type ComparisonMetric } from './comparison-metric.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';

const tooltipStyle = { borderRadius: 10, border: '1px solid var(--color-slate-200)', fontSize: 13 };

export function AllocationDonut({ results, currency }: { results: readonly ChannelResult[]; currency: Currency }) {
  const fmt = useFormat(currency);
  const data = results
    .filter((result) => result.allocatedBudget > 0)
    .map((result) => ({ name: result.name, value: result.allocatedBudget, fill: paletteAt(results.indexOf(result)).fill }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <PieChart accessibilityLayer={false}>
        <Pie data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="90%" paddingAngle={1} stroke="white" isAnimationActive={false} />
        <Tooltip formatter={(value) => fmt.money(Number(value))} contentStyle={tooltipStyle} />
      </PieChart>
    </ResponsiveContainer>
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

export function ComparisonBars({ results, metric, currency }: { results: readonly ChannelResult[]; metric: ComparisonMetric; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const data = results.map((result) => ({ name: result.name, value: metricValue(result, metric) }));
  // Horizontal bars keep long channel names readable on phones.
  return (
    <ResponsiveContainer width="100%" height={comparisonChartHeight(results.length)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="var(--color-slate-200)" />
        <XAxis
          type="number"
          tickFormatter={(value: number) => formatMetric(value, metric, fmt, true)}
          tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }}
        />
        <YAxis
          type="category"
          dataKey="name"
          width={112}
          tickFormatter={(name: string) => truncateLabel(name)}
          interval={0}
          tick={{ fontSize: 12, fill: 'var(--color-slate-600)' }}
        />
        <Tooltip formatter={(value) => formatMetric(Number(value), metric, fmt)} contentStyle={tooltipStyle} cursor={{ fill: 'var(--color-brand-50)' }} />
        <Bar
          dataKey="value"
          name={metric === 'roas' ? 'ROAS' : metric === 'cpl' ? 'CPL' : metric === 'revenue' ? t.barRevenue : t.barLeads}
          fill="var(--color-brand-600)"
          radius={[0, 6, 6, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
