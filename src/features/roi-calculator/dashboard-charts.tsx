/**
 * The dashboard's charts, drawn by the calculator kit's SVG charts and loaded on demand. Each is
 * one focusable image; the table under each card carries the same numbers.
 */
import type { Currency } from '../../lib/money.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { useRoiText } from './roi-text.tsx';
import { paletteAt } from '../calculator-kit/chart-palette.ts';
import { TONE_FILL } from '../calculator-kit/tones.ts';
import { BarChart } from '../calculator-kit/charts/bar-chart.tsx';
import { DonutChart } from '../calculator-kit/charts/donut-chart.tsx';
import { sliceLabel } from '../calculator-kit/charts/labels.ts';
import { ROI_TIERS, type RoiTier } from './report-words.ts';

export interface ChartDatum {
  id: string;
  name: string;
  spend: number;
  revenue: number;
  roiPct: number;
  tier: RoiTier;
}

interface ChartProps {
  data: ChartDatum[];
  currency: Currency;
  label: string;
  describedBy: string;
}

const HEIGHT = 280;

export function RoiBarChart({ data, currency, label, describedBy }: ChartProps) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return (
    <BarChart
      label={label}
      describedBy={describedBy}
      categories={data.map((d) => d.name)}
      series={[
        {
          name: t.colRoi,
          colour: 'var(--color-brand-600)',
          values: data.map((d) => d.roiPct),
          colours: data.map((d) => TONE_FILL[ROI_TIERS[d.tier].tone]),
        },
      ]}
      format={(v) => fmt.percent(v, 1)}
      formatAxis={(v) => fmt.percent(v, 0)}
      height={HEIGHT}
    />
  );
}

export function SpendPieChart({ data, currency, label, describedBy }: ChartProps) {
  const fmt = useFormat(currency);
  return (
    <DonutChart
      label={label}
      describedBy={describedBy}
      names={data.map((d) => d.name)}
      values={data.map((d) => d.spend)}
      colours={data.map((_, i) => paletteAt(i).fill)}
      format={(v) => fmt.money(v)}
      formatShare={(v) => fmt.percent(v, 1)}
      height={HEIGHT}
      hole={0}
      sliceLabel={(i, narrow) => sliceLabel(data[i]?.name ?? '', fmt.money(data[i]?.spend ?? 0), narrow)}
    />
  );
}

export function RevenueSpendChart({ data, currency, label, describedBy }: ChartProps) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return (
    <BarChart
      label={label}
      describedBy={describedBy}
      categories={data.map((d) => d.name)}
      series={[
        { name: t.spendLabel, colour: 'var(--color-brand-600)', values: data.map((d) => d.spend) },
        { name: t.revenue, colour: 'var(--color-success-600)', values: data.map((d) => d.revenue) },
      ]}
      format={(v) => fmt.money(v)}
      formatAxis={(v) => fmt.moneyAxis(v)}
      height={HEIGHT}
      axisWidth={72}
    />
  );
}
