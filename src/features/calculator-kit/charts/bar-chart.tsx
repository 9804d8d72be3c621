/**
 * Vertical bars per category: one series (each bar may carry its own colour, as the ROI tiers do)
 * or several side by side (grouped), with a value axis that always includes zero.
 */
import { AXIS, ChartShell } from './chart-shell.tsx';
import { bands, linear, niceScale } from './geometry.ts';
import { axisLabel } from './labels.ts';
import { ChartLegend } from './chart-legend.tsx';

export interface BarSeries {
  name: string;
  colour: string;
  values: readonly number[];
  /** A colour per bar, overriding `colour` (ROI tiers). */
  colours?: readonly string[];
}

export interface BarChartProps {
  label: string;
  describedBy?: string | undefined;
  categories: readonly string[];
  series: readonly BarSeries[];
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  height?: number;
  axisWidth?: number;
}

const TOP = 8;
const BOTTOM = 60;

export function BarChart({
  label,
  describedBy,
  categories,
  series,
  format,
  formatAxis,
  height = 280,
  axisWidth = 64,
}: BarChartProps) {
  const scale = niceScale(series.flatMap((s) => s.values));
  const plotBottom = height - BOTTOM;
  const y = linear(scale.min, scale.max, plotBottom, TOP);
  const tip = (index: number, width: number) => {
    const slots = bands(categories.length, width - axisWidth - 8, axisWidth, series.length);
    const slot = slots[index];
    if (!slot) return undefined;
    const top = Math.min(...series.map((s) => y(Math.max(0, s.values[index] ?? 0))));
    return {
      title: categories[index] ?? '',
      lines: series.map((s) =>
        series.length > 1 ? `${s.name}: ${format(s.values[index] ?? 0)}` : format(s.values[index] ?? 0),
      ),
      x: slot.start + slot.size / 2,
      y: top,
    };
  };
  return (
    <div>
      <ChartShell label={label} describedBy={describedBy} height={height} count={categories.length} tip={tip}>
        {(width, active, hover) => {
          const slots = bands(categories.length, width - axisWidth - 8, axisWidth, series.length);
          return (
            <>
              {/* Ticks are keyed by place, so a new scale moves them instead of replacing them. */}
              {scale.ticks.map((tick, place) => (
                <g key={place}>
                  <line
                    x1={axisWidth}
                    x2={width - 8}
                    y1={y(tick)}
                    y2={y(tick)}
                    stroke={tick === 0 ? AXIS.zero : AXIS.grid}
                    strokeDasharray={tick === 0 ? undefined : '3 3'}
                  />
                  <text
                    x={axisWidth - 6}
                    y={y(tick)}
                    textAnchor="end"
                    dominantBaseline="central"
                    fill={AXIS.text}
                    fontSize={AXIS.fontSize}
                  >
                    {formatAxis(tick)}
                  </text>
                </g>
              ))}
              {slots.map((slot, index) => (
                <g key={index} data-mark={index} onPointerEnter={() => hover(index)}>
                  <rect
                    x={slot.start}
                    y={TOP}
                    width={slot.size}
                    height={plotBottom - TOP}
                    fill={active === index ? 'var(--color-brand-50)' : 'transparent'}
                  />
                  {series.map((s, k) => {
                    const value = s.values[index] ?? 0;
                    const top = y(Math.max(0, value));
                    return (
                      <rect
                        key={s.name}
                        data-bar=""
                        x={slot.barStart + k * slot.barSize}
                        y={top}
                        width={slot.barSize}
                        height={Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1)}
                        fill={s.colours?.[index] ?? s.colour}
                        rx={3}
                      />
                    );
                  })}
                  <text
                    x={slot.start + slot.size / 2}
                    y={plotBottom + 10}
                    transform={`rotate(-30 ${slot.start + slot.size / 2} ${plotBottom + 10})`}
                    textAnchor="end"
                    dominantBaseline="hanging"
                    fill={AXIS.text}
                    fontSize={AXIS.fontSize}
                  >
                    {axisLabel(categories[index] ?? '')}
                  </text>
                </g>
              ))}
            </>
          );
        }}
      </ChartShell>
      {series.length > 1 && <ChartLegend items={series.map((s) => ({ name: s.name, colour: s.colour }))} />}
    </div>
  );
}
