/** One bar per category, drawn sideways so long channel names stay readable on a phone. */
import { AXIS, ChartShell } from './chart-shell.tsx';
import { bands, linear, niceScale } from './geometry.ts';
import { axisLabel } from './labels.ts';

export interface HorizontalBarsProps {
  label: string;
  describedBy?: string | undefined;
  categories: readonly string[];
  values: readonly number[];
  colour: string;
  /** The value's name in the tooltip ("Leads", "ROAS"). */
  valueName: string;
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  height: number;
}

const LABELS = 96;
const RIGHT = 16;
const AXIS_ROOM = 24;

export function HorizontalBars({
  label,
  describedBy,
  categories,
  values,
  colour,
  valueName,
  format,
  formatAxis,
  height,
}: HorizontalBarsProps) {
  const scale = niceScale(values, 4);
  const rows = bands(categories.length, height - AXIS_ROOM - 4, 4, 1, 0.35, 28);
  const tip = (index: number, width: number) => {
    const x = linear(scale.min, scale.max, LABELS, width - RIGHT);
    const row = rows[index];
    if (!row) return undefined;
    return {
      title: categories[index] ?? '',
      lines: [`${valueName}: ${format(values[index] ?? 0)}`],
      x: Math.max(x(values[index] ?? 0), x(0)),
      y: row.barStart,
    };
  };
  return (
    <ChartShell label={label} describedBy={describedBy} height={height} count={categories.length} tip={tip}>
      {(width, active, hover) => {
        const x = linear(scale.min, scale.max, LABELS, width - RIGHT);
        const axisY = height - AXIS_ROOM;
        return (
          <>
            {/* Ticks are keyed by place, so a new scale moves them instead of replacing them. */}
            {scale.ticks.map((tick, place) => (
              <g key={place}>
                <line x1={x(tick)} x2={x(tick)} y1={4} y2={axisY} stroke={tick === 0 ? AXIS.zero : AXIS.grid} />
                <text
                  x={x(tick)}
                  y={axisY + 8}
                  textAnchor="middle"
                  dominantBaseline="hanging"
                  fill={AXIS.text}
                  fontSize={AXIS.fontSize}
                >
                  {formatAxis(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, index) => {
              const value = values[index] ?? 0;
              return (
                <g key={index} data-mark={index} onPointerEnter={() => hover(index)}>
                  <rect
                    x={0}
                    y={row.start}
                    width={width}
                    height={row.size}
                    fill={active === index ? 'var(--color-brand-50)' : 'transparent'}
                  />
                  <text
                    x={LABELS - 8}
                    y={row.start + row.size / 2}
                    textAnchor="end"
                    dominantBaseline="central"
                    fill={AXIS.text}
                    fontSize={AXIS.fontSize}
                  >
                    {axisLabel(categories[index] ?? '')}
                  </text>
                  <rect
                    data-bar=""
                    x={Math.min(x(value), x(0))}
                    y={row.barStart}
                    width={Math.abs(x(value) - x(0))}
                    height={row.barSize}
                    fill={colour}
                    rx={4}
                  />
                </g>
              );
            })}
          </>
        );
      }}
    </ChartShell>
  );
}
