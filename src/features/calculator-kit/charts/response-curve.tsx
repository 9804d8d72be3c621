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
            {ys.ticks.map((tick) => (
              <g key={`y${tick}`}>
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
            {xs.ticks.map((tick) => (
              <text
                key={`x${tick}`}
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
            {points.map((p, index) => (
              <circle
                key={index}
                data-mark={index}
                cx={x(p.x)}
                cy={y(p.y)}
                r={active === index ? 5 : 8}
                fill={active === index ? colour : 'transparent'}
                onPointerEnter={() => hover(index)}
              />
            ))}
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
