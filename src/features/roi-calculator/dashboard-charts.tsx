/**
 * The dashboard's Recharts charts. This module is loaded lazily (React.lazy) so the calculator's
 * first load stays small; each chart is decorative to assistive technology because a data table
 * beside it carries the same numbers.
 */
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyCompact, formatPercent, truncateLabel, type Currency } from '../../lib/money.ts';
import { paletteAt, tierFill, type RoiTier } from './display.ts';

export interface ChartDatum {
  id: string;
  name: string;
  spend: number;
  revenue: number;
  roiPct: number;
  tier: RoiTier;
}

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const animate = !reducedMotion;
const tick = { fill: 'var(--color-slate-600)', fontSize: 12 };
const grid = 'var(--color-slate-200)';
const HEIGHT = 280;

export function RoiBarChart({ data }: { data: ChartDatum[] }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={grid} />
        <XAxis dataKey="name" tickFormatter={(name: string) => truncateLabel(name)} tick={tick} interval={0} />
        <YAxis tickFormatter={(value: number) => formatPercent(value, 0)} tick={tick} width={56} />
        <ReferenceLine y={0} stroke="var(--color-slate-400)" />
        <Tooltip formatter={(value) => [formatPercent(Number(value), 1), 'ROI']} />
        <Bar dataKey="roiPct" name="ROI" radius={[4, 4, 0, 0]} isAnimationActive={animate}>
          {data.map((datum) => (
            <Cell key={datum.id} fill={tierFill[datum.tier]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function SpendPieChart({ data, currency }: { data: ChartDatum[]; currency: Currency }) {
  const slices = data.filter((datum) => datum.spend > 0);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="spend"
          nameKey="name"
          outerRadius="62%"
          rootTabIndex={-1}
          isAnimationActive={animate}
          // Slice labels read "channel: $spend"; only very long names are shortened so labels stay inside the card.
          label={({ name, value }: { name?: string; value?: number }) => `${truncateLabel(String(name ?? ''), 16)}: ${formatMoney(Number(value ?? 0), currency)}`}
          labelLine
          style={{ fontSize: 12 }}
        >
          {slices.map((datum) => (
            <Cell key={datum.id} fill={paletteAt(data.indexOf(datum)).fill} stroke="white" />
          ))}
        </Pie>
        <Tooltip formatter={(value, name) => [formatMoney(Number(value), currency), String(name)]} />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function RevenueSpendChart({ data, currency }: { data: ChartDatum[]; currency: Currency }) {
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={grid} />
        <XAxis dataKey="name" tickFormatter={(name: string) => truncateLabel(name)} tick={tick} interval={0} />
        <YAxis tickFormatter={(value: number) => formatMoneyCompact(value, currency)} tick={tick} width={64} />
        <Tooltip formatter={(value, name) => [formatMoney(Number(value), currency), String(name)]} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar dataKey="spend" name="Spend" fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
        <Bar dataKey="revenue" name="Revenue" fill="var(--color-success-600)" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
