/**
 * Shares of a whole as a donut (inner radius) or a pie whose slices carry outside labels such as
 * "channel: $spend". Slices start at twelve o'clock and run clockwise in the given order.
 */
import { ChartShell } from './chart-shell.tsx';
import { arcs } from './geometry.ts';

export interface DonutChartProps {
  label: string;
  describedBy?: string | undefined;
  names: readonly string[];
  values: readonly number[];
  colours: readonly string[];
  format: (value: number) => string;
  formatShare: (share: number) => string;
  height: number;
  /** Inner radius as a share of the outer; 0 draws a pie. */
  hole?: number;
  /** Text beside each slice; none when absent. */
  sliceLabel?: (index: number, narrow: boolean) => string;
}

export function DonutChart({
  label,
  describedBy,
  names,
  values,
  colours,
  format,
  formatShare,
  height,
  hole = 0.55,
  sliceLabel,
}: DonutChartProps) {
  const geometry = (width: number) => {
    const narrow = width < 460;
    // Outside labels need room on both sides; a plain donut fills the box.
    const outer = sliceLabel
      ? Math.min(height / 2 - 28, width * (narrow ? 0.16 : 0.2))
      : Math.min(height, width) / 2 - 4;
    return { narrow, slices: arcs(values, width / 2, height / 2, Math.max(outer, 20), Math.max(outer, 20) * hole) };
  };
  const shown = values.map((v, i) => ({ v, i })).filter(({ v }) => Number.isFinite(v) && v > 0);
  const tip = (position: number, width: number) => {
    const slice = geometry(width).slices[position];
    if (!slice) return undefined;
    return {
      title: names[slice.index] ?? '',
      lines: [`${format(slice.value)} · ${formatShare(slice.share * 100)}`],
      x: slice.edge.x,
      y: slice.edge.y,
    };
  };
  return (
    <ChartShell label={label} describedBy={describedBy} height={height} count={shown.length} tip={tip}>
      {(width, active, hover) => {
        const { narrow, slices } = geometry(width);
        return slices.map((slice, position) => (
          <g key={slice.index} data-mark={position} onPointerEnter={() => hover(position)}>
            <path
              data-slice=""
              d={slice.path}
              fill={colours[slice.index]}
              stroke="white"
              strokeWidth={active === position ? 3 : 1.5}
              opacity={active === undefined || active === position ? 1 : 0.75}
            />
            {sliceLabel && (
              <>
                <line
                  x1={slice.edge.x}
                  y1={slice.edge.y}
                  x2={slice.label.x}
                  y2={slice.label.y}
                  stroke="var(--color-slate-400)"
                />
                <text
                  x={slice.label.x + (slice.label.anchor === 'start' ? 3 : -3)}
                  y={slice.label.y}
                  textAnchor={slice.label.anchor}
                  dominantBaseline="central"
                  fill="var(--color-slate-700)"
                  fontSize={narrow ? 11 : 12}
                >
                  {sliceLabel(slice.index, narrow)}
                </text>
              </>
            )}
          </g>
        ));
      }}
    </ChartShell>
  );
}
