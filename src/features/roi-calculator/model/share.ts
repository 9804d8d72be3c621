/**
 * The ROI calculator's share link: the rows (and currency) packed into the `plan` query parameter.
 * Rows travel as compact tuples; a damaged or hostile link is reported, never trusted.
 */
// zod/mini, like the other client-side schemas: classic zod would pull every string format into
// the chunk the contact forms share.
import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../../../lib/money.ts';
import { MAX_INPUT } from '../../calculator-kit/read-number.ts';
import {
  decodeShare,
  decodeShareVersions,
  encodeShare,
  encodeShareCompressed,
  shareUrl,
  shareUrlFits,
  type DecodeResult,
} from '../../calculator-kit/share-link.ts';
import { SATURATION_PRESETS, type SaturationPreset } from '../../calculator-kit/model/saturation-presets.ts';
import type { MarginalSettings } from './advice-check.ts';
import { readResult } from '../../calculator-kit/model/result-type.ts';
import { readAdTax, type AdTaxSetting } from '../../calculator-kit/market/ad-tax.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';

export const ROI_SHARE_VERSION = 1;
/**
 * Version 2: version 1's object plus the plan targets (`t`, checked by their own schema when the
 * planning panel loads), compressed. 120 rows as version 1 made an address the site's own server
 * answered with 431; compressed, the 200-row limit fits (share.test.ts). Version 1 links still open.
 * A version 2 link also carries the gross margin (`m`, a ratio) and the marginal check (`k`: on or
 * off and each row's saturation, by row order since ids are renumbered), each only when set; a
 * version 2 link written before they existed opens as it did. Rows that count a named result type
 * (messages started, purchases…) put every row's type in `y`, by row order ("" for plain leads);
 * a tax on ad spend changed from the market's default travels in `x`.
 */
export const ROI_SHARE_VERSION_2 = 2;

const text = z.string().check(z.maxLength(ROI_LIMITS.name));
const amount = z.number().check(z.minimum(0), z.maximum(MAX_INPUT));
const whole = z.int().check(z.minimum(0), z.maximum(MAX_INPUT));
const tuple = z.tuple([text, text, amount, whole, whole, amount, whole]);
const schema = z.object({
  c: z.optional(z.enum(CURRENCIES)),
  r: z.array(tuple).check(z.minLength(1), z.maxLength(ROI_LIMITS.rows)),
});

const schemaV2 = z.object({
  ...schema.def.shape,
  t: z.optional(z.unknown()),
  m: z.optional(z.unknown()),
  k: z.optional(z.unknown()),
  y: z.optional(z.unknown()),
  x: z.optional(z.unknown()),
});

export interface SharedRoi {
  currency?: Currency;
  rows: RoiRow[];
  /** Plan targets that came with a version 2 link (unchecked until the planning panel reads them). */
  targets?: unknown;
  /** Gross margin as a ratio (0 < m ≤ 1), when the link set one. */
  margin?: number;
  /** The marginal check, when the link set it. */
  marginal?: MarginalSettings;
  /** The visitor's tax on ad spend, when the link set it. */
  adTax?: AdTaxSetting;
}

/** The planning settings a link carries beside the rows. */
export interface RoiLinkSettings {
  targets?: unknown;
  margin?: number | null;
  marginal?: MarginalSettings;
  adTax?: AdTaxSetting | undefined;
}

const hasResults = (rows: readonly RoiRow[]) => rows.some((row) => row.result !== undefined);
const hasMarginal = (m: MarginalSettings | undefined): m is MarginalSettings =>
  m !== undefined && (m.on || Object.keys(m.presets).length > 0);
const isPreset = (value: unknown): value is SaturationPreset =>
  typeof value === 'string' && Object.hasOwn(SATURATION_PRESETS, value);

function settingsTuple(rows: readonly RoiRow[], { targets, margin, marginal, adTax }: RoiLinkSettings) {
  return {
    ...(targets ? { t: targets } : {}),
    ...(typeof margin === 'number' ? { m: margin } : {}),
    ...(hasMarginal(marginal)
      ? { k: [marginal.on ? 1 : 0, rows.slice(0, ROI_LIMITS.rows).map((row) => marginal.presets[row.id] ?? 0)] }
      : {}),
    ...(hasResults(rows) ? { y: rows.slice(0, ROI_LIMITS.rows).map((row) => row.result ?? '') } : {}),
    ...(adTax ? { x: adTax } : {}),
  };
}

/** Each row's result type from a version 2 link's `y`; anything unreadable is plain leads. */
function withResultTypes(rows: RoiRow[], value: unknown): RoiRow[] {
  if (!Array.isArray(value)) return rows;
  return rows.map((row, i) => {
    const result = readResult(value[i]);
    return result === undefined ? row : { ...row, result };
  });
}

/** The settings of a version 2 link, checked; anything unreadable is left out (the page's defaults). */
function settingsFrom(
  value: { t?: unknown; m?: unknown; k?: unknown; x?: unknown },
  rows: readonly RoiRow[],
): Omit<SharedRoi, 'rows' | 'currency'> {
  const out: Omit<SharedRoi, 'rows' | 'currency'> = {};
  const adTax = readAdTax(value.x);
  if (adTax) out.adTax = adTax;
  if (value.t !== undefined) out.targets = value.t;
  if (typeof value.m === 'number' && value.m > 0 && value.m <= 1) out.margin = value.m;
  const [on, presets] = Array.isArray(value.k) ? value.k : [];
  if (on === 0 || on === 1) {
    const list: unknown[] = Array.isArray(presets) ? presets : [];
    const kept: Record<string, SaturationPreset> = {};
    rows.forEach((row, i) => {
      const preset = list[i];
      if (isPreset(preset)) kept[row.id] = preset;
    });
    out.marginal = { on: on === 1, presets: kept };
  }
  return out;
}

function roiTuple(rows: readonly RoiRow[], currency: Currency) {
  return {
    c: currency,
    r: rows
      .slice(0, ROI_LIMITS.rows)
      .map((row) => [
        row.channel.slice(0, ROI_LIMITS.name),
        row.campaignName.slice(0, ROI_LIMITS.name),
        row.spend,
        row.clicks,
        row.conversions,
        row.revenue,
        row.customers,
      ]),
  };
}

export function encodeRoiShare(rows: readonly RoiRow[], currency: Currency): string {
  return encodeShare(ROI_SHARE_VERSION, roiTuple(rows, currency));
}

/** A version 2 link: the rows, the currency, the plan targets, the margin and the marginal check, compressed. */
export async function encodeRoiShareV2(
  rows: readonly RoiRow[],
  currency: Currency,
  settings: RoiLinkSettings = {},
): Promise<string> {
  return encodeShareCompressed(ROI_SHARE_VERSION_2, { ...roiTuple(rows, currency), ...settingsTuple(rows, settings) });
}

/** Either version of the link. */
export async function decodeAnyRoiShare(
  token: string,
  makeId: (index: number) => string,
): Promise<DecodeResult<SharedRoi>> {
  const decoded = await decodeShareVersions(token, {
    [ROI_SHARE_VERSION]: { schema, compressed: false },
    [ROI_SHARE_VERSION_2]: { schema: schemaV2, compressed: true },
  });
  if (!decoded.ok) return decoded;
  const value = decoded.value.value as z.infer<typeof schemaV2>;
  const shared = sharedFrom(value, makeId);
  const rows = withResultTypes(shared.rows, value.y);
  return { ok: true, value: { ...shared, rows, ...settingsFrom(value, rows) } };
}

/**
 * The address the page copies: version 1 while it carries everything and fits (old pages read it
 * too), otherwise version 2; null when even compressed it is too long to share.
 */
export async function roiShareUrlFor(
  pageUrl: string,
  rows: readonly RoiRow[],
  currency: Currency,
  settings: RoiLinkSettings = {},
): Promise<string | null> {
  const { targets, margin, marginal, adTax } = settings;
  if (
    (targets === undefined || targets === null) &&
    typeof margin !== 'number' &&
    !hasMarginal(marginal) &&
    !hasResults(rows) &&
    !adTax
  ) {
    const plain = roiShareUrl(pageUrl, rows, currency);
    if (shareUrlFits(plain)) return plain;
  }
  const url = shareUrl(pageUrl, await encodeRoiShareV2(rows, currency, settings));
  return shareUrlFits(url) ? url : null;
}

export function decodeRoiShare(token: string, makeId: (index: number) => string): DecodeResult<SharedRoi> {
  const result = decodeShare(token, ROI_SHARE_VERSION, schema);
  if (!result.ok) return result;
  return { ok: true, value: sharedFrom(result.value, makeId) };
}

function sharedFrom(value: z.infer<typeof schema>, makeId: (index: number) => string): SharedRoi {
  const rows = value.r.map(([channel, campaignName, spend, clicks, conversions, revenue, customers], index) => ({
    id: makeId(index),
    channel,
    campaignName,
    spend,
    clicks,
    conversions,
    revenue,
    customers,
  }));
  return { rows, ...(value.c ? { currency: value.c } : {}) };
}

/** The full share URL for the current page address. */
export function roiShareUrl(pageUrl: string, rows: readonly RoiRow[], currency: Currency): string {
  return shareUrl(pageUrl, encodeRoiShare(rows, currency));
}
