/**
 * The planning settings' portable form: how a draft, a saved plan, a share link and the full-plan
 * file carry them. Positional (channel order, not ids), so a plan whose ids are renumbered on the way
 * in (a share link, a file) keeps its settings. Apart from planning-settings.ts because the first
 * screen never needs it: the planner loads it on demand (later.ts `planningCodec`) when a draft
 * carries settings or the visitor sets one, and every other reader (share.ts, plans.ts,
 * full-plan-csv.ts, print) loads on demand already.
 */
import { finite } from '../../../lib/money.ts';
import { DEFAULT_SEED } from '../../calculator-kit/model/seed.ts';
import type { PlannerState } from './planner.ts';
import { DEFAULT_PLANNING, PHI_MAX, PHI_MIN, planningOf } from './planning-settings.ts';
import {
  DEFAULT_RANGES,
  DELTA_FIELDS,
  DELTA_OPS,
  MAX_DELTAS,
  MAX_SCENARIOS,
  type ChannelBounds,
  type ChannelSaturation,
  type Delta,
  type InputRanges,
  type Objective,
  type PlanningSettings,
} from './planning-types.ts';

// The portable form: short keys, channel order instead of ids, numbers only where they differ
// from the defaults' shape. Read back through sanitisePortable, which never throws.

export interface PortablePlanning {
  /** Diminishing returns on (1) or off (0), and per channel [phi, reference spend, 1 when fitted from a file]. */
  s: 0 | 1;
  c: ([number, number] | [number, number, 1])[];
  n: number | null;
  g: Objective;
  /** Per channel [min or null, max or null, locked 0/1]. */
  b: [number | null, number | null, 0 | 1][];
  w: 0 | 1;
  r: 0 | 1;
  seed: number;
  /** Per channel [CPC, CVR, value per lead] half-widths; null = the defaults. */
  q: ([number, number, number] | null)[];
  f: number;
  t: number;
  k: 0 | 1;
  /** Indexes of the locked channels. */
  l: number[];
  /** Gross margin %, or null; the shared market factor's half-width, or null (off). */
  m?: number | null;
  x?: number | null;
  /** Per channel gross margin %, or null (the plan's margin); absent in links made before it existed. */
  cm?: (number | null)[];
  /** What-if changes: [channel index or −1 for all, field index, operation index, value]. */
  d?: [number, number, number, number][];
  /** The second and third what-if scenarios, each in d's form; absent in links made before them. */
  d2?: [number, number, number, number][][];
}

export function toPortable(state: PlannerState): PortablePlanning {
  const p = planningOf(state);
  const ids = state.channels.map((c) => c.id);
  return {
    s: p.saturation.enabled ? 1 : 0,
    c: ids.map((id) => {
      const s = p.saturation.channels[id];
      if (!s) return [0, 0];
      return s.fromFile ? [s.phi, s.sRef, 1] : [s.phi, s.sRef];
    }),
    n: p.nextAmount,
    g: p.split.goal,
    b: ids.map((id) => {
      const b = p.split.bounds[id] ?? {};
      return [b.min ?? null, b.max ?? null, b.locked ? 1 : 0];
    }),
    w: p.split.widen ? 1 : 0,
    r: p.ranges.on ? 1 : 0,
    seed: p.ranges.seed,
    q: ids.map((id) => {
      const r = p.ranges.perChannel[id];
      return r ? [r.cpc, r.cvr, r.valuePerLead] : null;
    }),
    f: p.flexTarget,
    t: p.targetCac,
    k: p.keepTotal ? 1 : 0,
    l: ids.flatMap((id, i) => (p.locked.includes(id) ? [i] : [])),
    m: p.marginPercent,
    x: p.ranges.shared,
    cm: ids.map((id) => p.channelMargins[id] ?? null),
    // A change aimed at a channel that is gone is dropped (never widened to every channel).
    d: portableDeltas(p.whatIf, ids),
    // The second and third scenarios: optional, so links made before them open unchanged.
    d2: p.moreScenarios.map((deltas) => portableDeltas(deltas, ids)),
  };
}

function portableDeltas(deltas: readonly Delta[], ids: readonly string[]): [number, number, number, number][] {
  return deltas.flatMap((d): [number, number, number, number][] => {
    const target = d.target === 'all' ? -1 : ids.indexOf(d.target);
    return d.target !== 'all' && target < 0
      ? []
      : [[target, DELTA_FIELDS.indexOf(d.field), DELTA_OPS.indexOf(d.op), d.value]];
  });
}

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data);
const num = (value: unknown, fallback: number, min = 0, max = 1e15): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
const numOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(1e15, Math.max(0, value)) : null;
const positiveOrNull = (value: unknown, max: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.min(max, value) : null;
const at = (list: unknown, index: number): unknown => (Array.isArray(list) ? list[index] : undefined);

/** Settings from outside (a draft, a saved plan, a link, a file), clamped; undefined when unreadable. */
export function fromPortable(data: unknown, ids: readonly string[]): PlanningSettings | undefined {
  if (!isRecord(data)) return undefined;
  const saturation: Record<string, ChannelSaturation> = {};
  const bounds: Record<string, ChannelBounds> = {};
  const perChannel: Record<string, InputRanges> = {};
  const channelMargins: Record<string, number> = {};
  ids.forEach((id, i) => {
    const margin = positiveOrNull(at(data.cm, i), 100);
    if (margin !== null) channelMargins[id] = margin;
    const c = at(data.c, i);
    const phi = num(at(c, 0), 0, 0, PHI_MAX);
    const sRef = num(at(c, 1), 0);
    // [0, 0] is "never set": left out, so switching the layer on snapshots today's spend there.
    if (phi > 0 || sRef > 0)
      saturation[id] = {
        phi: phi > 0 && phi < PHI_MIN ? PHI_MIN : phi,
        sRef,
        ...(at(c, 2) === 1 && phi > 0 ? { fromFile: true } : {}),
      };
    const b = at(data.b, i);
    const min = numOrNull(at(b, 0));
    const max = numOrNull(at(b, 1));
    const entry: ChannelBounds = {};
    if (min !== null) entry.min = min;
    if (max !== null) entry.max = max;
    if (at(b, 2) === 1) entry.locked = true;
    if (Object.keys(entry).length > 0) bounds[id] = entry;
    const q = at(data.q, i);
    if (Array.isArray(q))
      perChannel[id] = {
        cpc: num(q[0], DEFAULT_RANGES.cpc, 0, 10),
        cvr: num(q[1], DEFAULT_RANGES.cvr, 0, 10),
        valuePerLead: num(q[2], DEFAULT_RANGES.valuePerLead, 0, 10),
      };
  });
  const locked = Array.isArray(data.l)
    ? data.l.flatMap((i) => (typeof i === 'number' && ids[i] !== undefined ? [ids[i]] : []))
    : [];
  return {
    saturation: { enabled: data.s === 1, channels: saturation },
    nextAmount: numOrNull(data.n),
    split: { goal: data.g === 'leads' ? 'leads' : 'revenue', bounds, widen: data.w === 1 },
    ranges: {
      on: data.r === 1,
      seed: Math.round(num(data.seed, DEFAULT_SEED, 0, 2 ** 32 - 1)),
      perChannel,
      shared: positiveOrNull(data.x, 10),
    },
    marginPercent: positiveOrNull(data.m, 100),
    channelMargins,
    whatIf: readDeltas(data.d, ids),
    moreScenarios: Array.isArray(data.d2)
      ? data.d2
          .slice(0, MAX_SCENARIOS - 1)
          .map((entry) => readDeltas(entry, ids))
          .filter((deltas) => deltas.length > 0)
      : [],
    flexTarget: finite(num(data.f, 1, 0.01, 1e6)),
    targetCac: num(data.t, 0),
    keepTotal: data.k === 1,
    locked,
  };
}

/** What-if changes from outside: unknown channels, fields or operations are dropped; at most MAX_DELTAS. */
function readDeltas(data: unknown, ids: readonly string[]): Delta[] {
  if (!Array.isArray(data)) return [];
  return data.slice(0, MAX_DELTAS).flatMap((entry): Delta[] => {
    const [target, field, op, value] = Array.isArray(entry) ? entry : [];
    const channel = target === -1 ? 'all' : typeof target === 'number' ? ids[target] : undefined;
    const f = typeof field === 'number' ? DELTA_FIELDS[field] : undefined;
    const o = typeof op === 'number' ? DELTA_OPS[op] : undefined;
    if (
      channel === undefined ||
      f === undefined ||
      o === undefined ||
      typeof value !== 'number' ||
      !Number.isFinite(value)
    )
      return [];
    return [{ target: channel, field: f, op: o, value: Math.min(1e9, Math.max(-1e9, value)) }];
  });
}

/** Whether the settings are the defaults (then nothing needs carrying). */
export function isDefaultPlanning(state: PlannerState): boolean {
  if (!state.planning) return true;
  return JSON.stringify(toPortable(state)) === JSON.stringify(toPortable({ ...state, planning: DEFAULT_PLANNING }));
}
