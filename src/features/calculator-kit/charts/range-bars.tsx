/**
 * One horizontal span per row, from `low` to `high`, with an optional middle mark and a reference
 * line: the tornado (ROI when one input moves down or up, around the plan's ROI) and the 80%
 * ranges (10th to 90th percentile around the median).
 */
import { AXIS, ChartShell } from './chart-shell.tsx';
import { bands, linear, niceScale } from './geometry.ts';
import { axisLabel } from './labels.ts';

export interface RangeRow {
  name: string;
  low: number;
  high: number;
  mid?: number;
}

export interface RangeBarsProps {
  label: string;
  describedBy?: string | undefined;
  rows: readonly RangeRow[];
  colour: string;
  /** A vertical line across every row (the plan's own value). */
  reference?: number;
  format: (value: number) => string;
  formatAxis: (value: number) => string;
  /** Tooltip lines for a row; the default shows low – high. */
  describe?: (row: RangeRow) => string[];
}

const LABELS = 96;
const RIGHT = 16;
const ROW = 32;
const AXIS_ROOM = 24;

export function rangeBarsHeight(rows: number): number {
  return Math.max(rows, 1) * ROW + AXIS_ROOM + 8;
}

export function RangeBars({
  label,
  describedBy,
  rows,
  colour,
  reference,
  format,
  formatAxis,
  describe,
}: RangeBarsProps) {
  const height = rangeBarsHeight(rows.length);
  const values = rows
    .flatMap((r) => [r.low, r.high, ...(r.mid === undefined ? [] : [r.mid])])
    .concat(reference === undefined ? [] : [reference]);
  const scale = niceScale(values, 4);
  const slots = bands(rows.length, rows.length * ROW, 4, 1, 0.4, 18);
  const tip = (index: number, width: number) => {
    const row = rows[index];
    const slot = slots[index];
    if (!row || !slot) return undefined;
    const x = linear(scale.min, scale.max, LABELS, width - RIGHT);
    return {
      title: row.name,
      lines: describe ? describe(row) : [`${format(row.low)} – ${format(row.high)}`],
      x: (x(row.low) + x(row.high)) / 2,
      y: slot.barStart,
    };
  };
  return (
    <ChartShell label={label} describedBy={describedBy} height={height} count={rows.length} tip={tip}>
      {(width, active, hover) => {
        const x = linear(scale.min, scale.max, LABELS, width - RIGHT);
        const axisY = height - AXIS_ROOM;
        return (
          <>
            {/* Ticks are keyed by place, so a new scale moves them instead of replacing them. */}
            {scale.ticks.map((tick, place) => (
              <g key={place}>
                <line x1={x(tick)} x2={x(tick)} y1={4} y2={axisY} stroke={AXIS.grid} />
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
              const slot = slots[index];
              if (!slot) return null;
              const left = Math.min(x(row.low), x(row.high));
              return (
                <g key={index} data-mark={index} onPointerEnter={() => hover(index)}>
                  <rect
                    x={0}
                    y={slot.start}
                    width={width}
                    height={slot.size}
                    fill={active === index ? 'var(--color-brand-50)' : 'transparent'}
                  />
                  <text
                    x={LABELS - 8}
                    y={slot.start + slot.size / 2}
                    textAnchor="end"
                    dominantBaseline="central"
                    fill={AXIS.text}
                    fontSize={AXIS.fontSize}
                  >
                    {axisLabel(row.name)}
                  </text>
                  <rect
                    data-bar=""
                    x={left}
                    y={slot.barStart}
                    width={Math.max(2, Math.abs(x(row.high) - x(row.low)))}
                    height={slot.barSize}
                    fill={colour}
                    rx={3}
                  />
                  {row.mid !== undefined && (
                    <line
                      x1={x(row.mid)}
                      x2={x(row.mid)}
                      y1={slot.barStart - 3}
                      y2={slot.barStart + slot.barSize + 3}
                      stroke="var(--color-slate-900)"
                      strokeWidth={2}
                    />
                  )}
                </g>
              );
            })}
            {reference !== undefined && (
              <line
                data-reference=""
                x1={x(reference)}
                x2={x(reference)}
                y1={2}
                y2={axisY}
                stroke="var(--color-slate-900)"
                strokeDasharray="4 3"
              />
            )}
          </>
        );
      }}
    </ChartShell>
  );
}
