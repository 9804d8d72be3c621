/**
 * The dashboard's Recharts charts. This module is loaded lazily (React.lazy) so the calculator's
 * first load stays small; each chart is decorative to assistive technology because a data table
 * beside it carries the same numbers.
 */
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Pie, PieChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { truncateLabel, type Currency } from '../../lib/money.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { useRoiText } from './roi-text.tsx';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import { TONE_FILL } from '../calculator-kit/tones.ts';
import { ROI_TIERS, type RoiTier } from './display.ts';

interface PieLabelProps {
  x?: number;
  y?: number;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  name?: string;
  value?: number;
}

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
// Channel names on the x axis are slanted so five or more still fit on a phone.
const xAxisProps = {
  dataKey: 'name',
  tickFormatter: (name: string) => truncateLabel(name),
  tick: tick,
  interval: 0,
  angle: -30,
  textAnchor: 'end',
  height: 56,
} as const;

/** The chart box's width, so the pie can shrink its radius and labels on narrow screens. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function RoiBarChart({ data, currency }: { data: ChartDatum[]; currency: Currency }) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
      {/* Each bar's colour travels in its datum (Recharts 3 reads `fill` from the data; Cell is deprecated). */}
      <BarChart
        data={data.map((datum) => ({ ...datum, fill: TONE_FILL[ROI_TIERS[datum.tier].tone] }))}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={grid} />
        <XAxis {...xAxisProps} />
        <YAxis tickFormatter={(value: number) => fmt.percent(value, 0)} tick={tick} width={64} />
        <ReferenceLine y={0} stroke="var(--color-slate-400)" />
        <Tooltip formatter={(value) => [fmt.percent(Number(value), 1), t.colRoi]} />
        <Bar dataKey="roiPct" name={t.colRoi} radius={[4, 4, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function SpendPieChart({ data, currency }: { data: ChartDatum[]; currency: Currency }) {
  const fmt = useFormat(currency);
  const slices = data.flatMap((datum, index) => (datum.spend > 0 ? [{ ...datum, fill: paletteAt(index).fill }] : []));
  const [ref, width] = useWidth();
  const narrow = width > 0 && width < 460;
  return (
    <div ref={ref} style={{ height: HEIGHT }}>
      {/* Drawn once the width is known, so the slices animate once at their final size. */}
      {width > 0 && (
        <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
          <PieChart accessibilityLayer={false}>
            <Pie
              data={slices}
              dataKey="spend"
              nameKey="name"
              outerRadius={narrow ? '32%' : '62%'}
              rootTabIndex={-1}
              isAnimationActive={animate}
              // Slice labels read "channel: $spend" in dark text (slice colours are too light for text);
              // only very long names are shortened so labels stay inside the card.
              label={(props: PieLabelProps) => (
                <text
                  x={props.x}
                  y={props.y}
                  textAnchor={props.textAnchor}
                  dominantBaseline="central"
                  fill="var(--color-slate-700)"
                  fontSize={narrow ? 11 : 12}
                >
                  {`${truncateLabel(String(props.name ?? ''), narrow ? 10 : 16)}: ${fmt.money(Number(props.value ?? 0))}`}
                </text>
              )}
              labelLine
              stroke="white"
            />
            <Tooltip formatter={(value, name) => [fmt.money(Number(value)), String(name)]} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </div>
  );
}

export function RevenueSpendChart({ data, currency }: { data: ChartDatum[]; currency: Currency }) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 320, height: HEIGHT }}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={grid} />
        <XAxis {...xAxisProps} />
        <YAxis tickFormatter={(value: number) => fmt.moneyAxis(value)} tick={tick} width={72} />
        <Tooltip formatter={(value, name) => [fmt.money(Number(value)), String(name)]} />
        <Legend wrapperStyle={{ fontSize: 13 }} />
        <Bar dataKey="spend" name={t.spendLabel} fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
        <Bar dataKey="revenue" name={t.revenue} fill="var(--color-success-600)" radius={[4, 4, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
