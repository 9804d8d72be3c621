/**
 * A response curve: what a channel returns as its spend grows (diminishing returns), with the
 * plan's own spend marked. The arrow keys walk the sampled points.
 */
import { AXIS, ChartShell } from './chart-shell.tsx';
import { linear, niceScale } from './geometry.ts';

export interface CurvePoint {
  x: number;
  y: number;
}

export interface ResponseCurveProps {
  label: string;
  describedBy?: string | undefined;
  points: readonly CurvePoint[];
  /** The plan's own point, drawn as a dot. */
  marker?: CurvePoint;
  colour: string;
  xName: string;
  yName: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  height?: number;
}

const LEFT = 56;
const RIGHT = 16;
const TOP = 8;
const BOTTOM = 28;

export function curvePath(points: readonly CurvePoint[], x: (v: number) => number, y: (v: number) => number): string {
  return points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(x(p.x) * 100) / 100},${Math.round(y(p.y) * 100) / 100}`)
    .join('');
}

/** The index of the point whose spend is closest to `value` (undefined when there are none). */
export function nearestPoint(points: readonly CurvePoint[], value: number): number | undefined {
  let best: number | undefined;
  for (const [index, point] of points.entries())
    if (best === undefined || Math.abs(point.x - value) < Math.abs((points[best]?.x ?? 0) - value)) best = index;
  return best;
}

export function ResponseCurve({
  label,
  describedBy,
  points,
  marker,
  colour,
  xName,
  yName,
  formatX,
  formatY,
  height = 220,
}: ResponseCurveProps) {
  const xs = niceScale(points.map((p) => p.x).concat(marker ? [marker.x] : []), 4);
  const ys = niceScale(points.map((p) => p.y).concat(marker ? [marker.y] : []), 4);
  const y = linear(ys.min, ys.max, height - BOTTOM, TOP);
  const tip = (index: number, width: number) => {
    const p = points[index];
    if (!p) return undefined;
    const x = linear(xs.min, xs.max, LEFT, width - RIGHT);
    return { title: `${xName}: ${formatX(p.x)}`, lines: [`${yName}: ${formatY(p.y)}`], x: x(p.x), y: y(p.y) };
  };
  return (
    <ChartShell label={label} describedBy={describedBy} height={height} count={points.length} tip={tip}>
      {(width, active, hover) => {
        const x = linear(xs.min, xs.max, LEFT, width - RIGHT);
        return (
          <>
            {/* Ticks are keyed by place, so a new scale moves them instead of replacing them. */}
            {ys.ticks.map((tick, place) => (
              <g key={place}>
                <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} stroke={AXIS.grid} strokeDasharray="3 3" />
                <text
                  x={LEFT - 6}
                  y={y(tick)}
                  textAnchor="end"
                  dominantBaseline="central"
                  fill={AXIS.text}
                  fontSize={AXIS.fontSize}
                >
                  {formatY(tick)}
                </text>
              </g>
            ))}
            {xs.ticks.map((tick, place) => (
              <text
                key={place}
                x={x(tick)}
                y={height - BOTTOM + 8}
                textAnchor="middle"
                dominantBaseline="hanging"
                fill={AXIS.text}
                fontSize={AXIS.fontSize}
              >
                {formatX(tick)}
              </text>
            ))}
            <path data-curve="" d={curvePath(points, x, y)} fill="none" stroke={colour} strokeWidth={2.5} />
            {/* One hit area for the whole plot, not a circle per point: a keystroke moves every point,
                and hundreds of moved circles (one curve per channel) made each redraw slow. */}
            <rect
              data-hit=""
              x={LEFT}
              y={TOP}
              width={Math.max(0, width - LEFT - RIGHT)}
              height={Math.max(0, height - TOP - BOTTOM)}
              fill="transparent"
              onPointerMove={(event) => {
                const box = event.currentTarget.getBoundingClientRect();
                const at = box.width > 0 ? (event.clientX - box.left) / box.width : 0;
                hover(nearestPoint(points, xs.min + at * (xs.max - xs.min)));
              }}
            />
            {active !== undefined && points[active] && (
              <circle
                data-mark={active}
                cx={x(points[active].x)}
                cy={y(points[active].y)}
                r={5}
                fill={colour}
                pointerEvents="none"
              />
            )}
            {marker && (
              <circle
                data-marker=""
                cx={x(marker.x)}
                cy={y(marker.y)}
                r={5}
                fill="white"
                stroke="var(--color-slate-900)"
                strokeWidth={2}
              />
            )}
          </>
        );
      }}
    </ChartShell>
  );
}
