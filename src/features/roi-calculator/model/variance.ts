/**
 * Plan versus actual: the planner's targets beside the ROI calculator's rows (matched by name,
 * case-insensitively), pro-rated for a period still running, and each channel's revenue gap split
 * into spend, CPC, CVR and value-per-lead effects (LMDI, no residual).
 */
import { fill } from '../../../i18n/fill.ts';
import { safeDivide } from '../../../lib/money.ts';
import { lmdiSplit } from '../../calculator-kit/model/lmdi.ts';
import { changeRatio } from '../../calculator-kit/model/change.ts';

export { changeRatio };
import type { TargetChannel } from '../../calculator-kit/model/plan-targets.ts';
import type { RoiRow } from './roi.ts';

export const VARIANCE_FIELDS = ['spend', 'clicks', 'leads', 'customers', 'revenue'] as const;
export type VarianceField = (typeof VARIANCE_FIELDS)[number];

export interface Figures {
  spend: number;
  clicks: number;
  leads: number;
  customers: number;
  revenue: number;
}

export function rowFigures(row: RoiRow): Figures {
  return {
    spend: row.spend,
    clicks: row.clicks,
    leads: row.conversions,
    customers: row.customers,
    revenue: row.revenue,
  };
}

/** Targets scaled to the part of the period that has passed (linear pacing). */
export function proRate(target: Figures, daysElapsed: number, daysInPeriod: number): Figures {
  const share = daysInPeriod > 0 ? Math.min(1, Math.max(0, daysElapsed / daysInPeriod)) : 1;
  return {
    spend: target.spend * share,
    clicks: target.clicks * share,
    leads: target.leads * share,
    customers: target.customers * share,
    revenue: target.revenue * share,
  };
}

const norm = (name: string) => name.trim().toLowerCase();

export interface Matching {
  /** Target channel index per row (undefined when unmatched). */
  byRow: (number | undefined)[];
  unmatchedTargets: number[];
}

/** Case-insensitive name matching, each target used once; `manual` maps row id → target index. */
export function matchTargets(
  rows: readonly RoiRow[],
  targets: readonly TargetChannel[],
  manual: Record<string, number> = {},
): Matching {
  const used = new Set<number>();
  const byRow = rows.map((row) => {
    const chosen = manual[row.id];
    if (chosen !== undefined && chosen >= 0 && chosen < targets.length && !used.has(chosen)) {
      used.add(chosen);
      return chosen;
    }
    return undefined;
  });
  rows.forEach((row, i) => {
    if (byRow[i] !== undefined || manual[row.id] !== undefined) return;
    const index = targets.findIndex((t, j) => !used.has(j) && norm(t.name) === norm(row.channel));
    if (index >= 0) {
      used.add(index);
      byRow[i] = index;
    }
  });
  return { byRow, unmatchedTargets: targets.map((_, j) => j).filter((j) => !used.has(j)) };
}

export interface VarianceLine {
  field: string;
  target: number;
  actual: number;
  delta: number;
  /** Delta as a ratio of the target; null when the target is zero or the figure changes sign. */
  ratio: number | null;
}

function line(field: string, target: number, actual: number): VarianceLine {
  return { field, target, actual, delta: actual - target, ratio: changeRatio(target, actual) };
}

export function variance(target: Figures, actual: Figures): VarianceLine[] {
  const ratios = (f: Figures) => ({
    cpl: safeDivide(f.spend, f.leads),
    cac: safeDivide(f.spend, f.customers),
    roas: safeDivide(f.revenue, f.spend),
    roi: safeDivide(f.revenue - f.spend, f.spend),
  });
  const t = ratios(target);
  const a = ratios(actual);
  return [
    ...VARIANCE_FIELDS.map((field) => line(field, target[field], actual[field])),
    line('cpl', t.cpl, a.cpl),
    line('cac', t.cac, a.cac),
    line('roas', t.roas, a.roas),
    line('roi', t.roi, a.roi),
  ];
}

export interface RevenueDrivers {
  spend: number;
  cpc: number;
  cvr: number;
  valuePerLead: number;
}

/** The four factors of revenue = spend × (1/CPC) × (CVR/100) × value per lead. */
export function driversOf(f: Figures): { spend: number; cpc: number; cvr: number; vpl: number } {
  return {
    spend: f.spend,
    cpc: safeDivide(f.spend, f.clicks),
    cvr: safeDivide(f.leads, f.clicks) * 100,
    vpl: safeDivide(f.revenue, f.leads),
  };
}

/** Null when any factor is zero in plan or actual: logs can't split a zero. */
export function explainRevenueGap(
  plan: { spend: number; cpc: number; cvr: number; vpl: number },
  actual: { spend: number; cpc: number; cvr: number; vpl: number },
): RevenueDrivers | null {
  const factors = (d: typeof plan) => [d.spend, d.cpc > 0 ? 1 / d.cpc : 0, d.cvr / 100, d.vpl];
  const split = lmdiSplit(factors(plan), factors(actual));
  if (!split) return null;
  const [spend = 0, cpc = 0, cvr = 0, valuePerLead = 0] = split;
  return { spend, cpc, cvr, valuePerLead };
}

export interface CustomerDrivers {
  spend: number;
  cpc: number;
  cvr: number;
  leadToCustomer: number;
}

/** Customers = spend × 1/CPC × CVR × lead-to-customer rate: the same split with the rate in place of value per lead. */
export function explainCustomersGap(plan: Figures, actual: Figures): CustomerDrivers | null {
  const factors = (f: Figures) => [
    f.spend,
    safeDivide(f.clicks, f.spend),
    safeDivide(f.leads, f.clicks),
    safeDivide(f.customers, f.leads),
  ];
  const split = lmdiSplit(factors(plan), factors(actual));
  if (!split) return null;
  const [spend = 0, cpc = 0, cvr = 0, leadToCustomer = 0] = split;
  return { spend, cpc, cvr, leadToCustomer };
}

/** The words describeGap needs, in the page's language (roiEn.planning / roiVi.planning). */
export interface GapWords {
  gapTotal: string;
  gapDrag: string;
  gapHelpAfter: string;
  gapHelp: string;
  /** Spend, cost per click, conversion rate, value per lead: in this order. */
  drivers: readonly [string, string, string, string];
}

const DRIVERS: readonly (keyof RevenueDrivers)[] = ['spend', 'cpc', 'cvr', 'valuePerLead'];

/** One or two sentences naming the drivers that pulled revenue down and up the most. */
export function describeGap(drivers: RevenueDrivers, format: (value: number) => string, words: GapWords): string {
  const entries = DRIVERS.map((k, index) => [index, drivers[k]] as const);
  const gap = entries.reduce((s, [, v]) => s + v, 0);
  const worst = entries.reduce((a, b) => (b[1] < a[1] ? b : a));
  const best = entries.reduce((a, b) => (b[1] > a[1] ? b : a));
  const signed = (v: number) => `${v >= 0 ? '+' : '−'}${format(Math.abs(v))}`;
  const parts = [fill(words.gapTotal, { gap: signed(gap) })];
  if (worst[1] < 0) parts.push(fill(words.gapDrag, { driver: words.drivers[worst[0]] ?? '', value: signed(worst[1]) }));
  if (best[1] > 0)
    parts.push(
      fill(worst[1] < 0 ? words.gapHelpAfter : words.gapHelp, {
        driver: words.drivers[best[0]] ?? '',
        value: signed(best[1]),
      }),
    );
  return `${parts[0]}${parts.length > 1 ? ` ${parts.slice(1).join('')}.` : ''}`;
}

/** Favourable: spend at or under the plan, revenue and ROI at or over it; "even" when equal. */
export type Verdict = 'favourable' | 'unfavourable' | 'even';

export interface TotalsLine extends VarianceLine {
  field: 'spend' | 'revenue' | 'roi';
  verdict: Verdict;
}

export interface PlanTotals {
  lines: TotalsLine[];
  /** Rows matched to a plan channel, and the plan's channel count. */
  matched: number;
  planned: number;
  /** No actual spend or revenue typed yet on the matched rows: nothing to judge. */
  awaiting: boolean;
}

const verdict = (field: TotalsLine['field'], delta: number): Verdict => {
  if (Math.abs(delta) < 1e-9) return 'even';
  const better = field === 'spend' ? delta < 0 : delta > 0;
  return better ? 'favourable' : 'unfavourable';
};

/**
 * The totals row of plan versus actual, over the rows matched to a plan channel (each target
 * pro-rated the same way as its channel's own table): spend, revenue and ROI.
 */
export function planTotals(
  rows: readonly RoiRow[],
  targets: readonly Figures[],
  byRow: readonly (number | undefined)[],
): PlanTotals {
  let target = { spend: 0, revenue: 0 };
  let actual = { spend: 0, revenue: 0 };
  let matched = 0;
  rows.forEach((row, i) => {
    const index = byRow[i];
    const t = index === undefined ? undefined : targets[index];
    if (!t) return;
    matched += 1;
    target = { spend: target.spend + t.spend, revenue: target.revenue + t.revenue };
    actual = { spend: actual.spend + row.spend, revenue: actual.revenue + row.revenue };
  });
  const roi = (f: { spend: number; revenue: number }) => safeDivide(f.revenue - f.spend, f.spend);
  const make = (field: TotalsLine['field'], t: number, a: number): TotalsLine => ({
    ...line(field, t, a),
    field,
    verdict: verdict(field, a - t),
  });
  return {
    lines: [
      make('spend', target.spend, actual.spend),
      make('revenue', target.revenue, actual.revenue),
      make('roi', roi(target), roi(actual)),
    ],
    matched,
    planned: targets.length,
    awaiting: actual.spend === 0 && actual.revenue === 0,
  };
}
