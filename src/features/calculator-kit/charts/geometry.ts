/**
 * The charts' pure geometry: value scales with round ticks, bands for categories, and the arcs of
 * a donut or pie. Plain numbers in, plain numbers and SVG path strings out; no React, no DOM.
 */

/** A value axis from `min` to `max` with about `count` round ticks; zero is always on it. */
export function niceScale(values: readonly number[], count = 5): { min: number; max: number; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  // Too small a spread to tick (all zero, or rounding dust): a unit axis from the lowest value.
  if (hi - lo < 1e-9) hi = lo + 1;
  const rough = (hi - lo) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const norm = rough / magnitude;
  const step = (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.30000000000000004 reads 0.3.
  const digits = Math.min(20, Math.max(0, -Math.floor(Math.log10(step)) + 1));
  for (let i = 0; lo + i * step <= hi + step / 2; i += 1) ticks.push(Number((lo + i * step).toFixed(digits)));
  return { min: lo, max: hi, ticks };
}

/** Maps a value in [d0, d1] onto [r0, r1]; a flat domain maps everything to r0. */
export function linear(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  const span = d1 - d0;
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0));
}

export interface Band {
  /** Where the category's slot starts along the axis. */
  start: number;
  /** The slot's length. */
  size: number;
  /** Where the bars of the slot start and how long each is. */
  barStart: number;
  barSize: number;
}

/**
 * `count` equal slots along `length` from `offset`; each holds `series` bars side by side that
 * fill `1 - padding` of the slot, no bar thicker than `maxBar`.
 */
export function bands(count: number, length: number, offset = 0, series = 1, padding = 0.3, maxBar = 48): Band[] {
  const size = count > 0 ? length / count : 0;
  const barSize = Math.max(1, Math.min(maxBar, (size * (1 - padding)) / Math.max(1, series)));
  return Array.from({ length: count }, (_, i) => {
    const start = offset + i * size;
    return { start, size, barStart: start + (size - barSize * series) / 2, barSize };
  });
}

export interface Arc {
  index: number;
  value: number;
  /** Share of the whole, 0 to 1. */
  share: number;
  startAngle: number;
  endAngle: number;
  path: string;
  /** The middle of the slice's outer edge, and where its label goes outside it. */
  edge: { x: number; y: number };
  label: { x: number; y: number; anchor: 'start' | 'end' };
}

const point = (cx: number, cy: number, r: number, angle: number) => ({
  x: cx + r * Math.sin(angle),
  y: cy - r * Math.cos(angle),
});
const round = (n: number) => Math.round(n * 100) / 100;

function slicePath(cx: number, cy: number, outer: number, inner: number, a0: number, a1: number): string {
  // A whole circle cannot be one arc command (its ends meet), so it is drawn as two halves.
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    const top = point(cx, cy, outer, 0);
    const bottom = point(cx, cy, outer, Math.PI);
    const ring = `M${round(top.x)},${round(top.y)}A${outer},${outer} 0 1 1 ${round(bottom.x)},${round(bottom.y)}A${outer},${outer} 0 1 1 ${round(top.x)},${round(top.y)}Z`;
    if (inner <= 0) return ring;
    const iTop = point(cx, cy, inner, 0);
    const iBottom = point(cx, cy, inner, Math.PI);
    return `${ring}M${round(iTop.x)},${round(iTop.y)}A${inner},${inner} 0 1 0 ${round(iBottom.x)},${round(iBottom.y)}A${inner},${inner} 0 1 0 ${round(iTop.x)},${round(iTop.y)}Z`;
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const o0 = point(cx, cy, outer, a0);
  const o1 = point(cx, cy, outer, a1);
  const outerArc = `M${round(o0.x)},${round(o0.y)}A${outer},${outer} 0 ${large} 1 ${round(o1.x)},${round(o1.y)}`;
  if (inner <= 0) return `${outerArc}L${round(cx)},${round(cy)}Z`;
  const i1 = point(cx, cy, inner, a1);
  const i0 = point(cx, cy, inner, a0);
  return `${outerArc}L${round(i1.x)},${round(i1.y)}A${inner},${inner} 0 ${large} 0 ${round(i0.x)},${round(i0.y)}Z`;
}

/**
 * Slices clockwise from twelve o'clock, one per positive value (zero and negative values get no
 * slice but keep their index, so colours stay with their channel).
 */
export function arcs(
  values: readonly number[],
  cx: number,
  cy: number,
  outer: number,
  inner = 0,
  labelGap = 18,
): Arc[] {
  const total = values.reduce((sum, v) => sum + (Number.isFinite(v) && v > 0 ? v : 0), 0);
  if (total <= 0) return [];
  let angle = 0;
  const out: Arc[] = [];
  values.forEach((value, index) => {
    if (!(Number.isFinite(value) && value > 0)) return;
    const share = value / total;
    const startAngle = angle;
    const endAngle = angle + share * 2 * Math.PI;
    angle = endAngle;
    const mid = (startAngle + endAngle) / 2;
    const edge = point(cx, cy, outer, mid);
    const label = point(cx, cy, outer + labelGap, mid);
    out.push({
      index,
      value,
      share,
      startAngle,
      endAngle,
      path: slicePath(cx, cy, outer, inner, startAngle, endAngle),
      edge: { x: round(edge.x), y: round(edge.y) },
      label: { x: round(label.x), y: round(label.y), anchor: label.x >= cx ? 'start' : 'end' },
    });
  });
  return out;
}
