/**
 * The ROI calculator's share link: the rows (and currency) packed into the `plan` query parameter.
 * Rows travel as compact tuples; a damaged or hostile link is reported, never trusted.
 */
// zod/mini, like the other client-side schemas: classic zod would pull every string format into
// the chunk the contact forms share.
import * as z from 'zod/mini';
import { CURRENCIES, type Currency } from '../../../lib/money.ts';
import { MAX_INPUT } from '../../calculator-kit/read-number.ts';
import { decodeShare, encodeShare, shareUrl, type DecodeResult } from '../../calculator-kit/share-link.ts';
import { ROI_LIMITS } from './limits.ts';
import type { RoiRow } from './roi.ts';

export const ROI_SHARE_VERSION = 1;

const text = z.string().check(z.maxLength(ROI_LIMITS.name));
const amount = z.number().check(z.minimum(0), z.maximum(MAX_INPUT));
const whole = z.int().check(z.minimum(0), z.maximum(MAX_INPUT));
const tuple = z.tuple([text, text, amount, whole, whole, amount, whole]);
const schema = z.object({ c: z.optional(z.enum(CURRENCIES)), r: z.array(tuple).check(z.minLength(1), z.maxLength(ROI_LIMITS.rows)) });

export interface SharedRoi {
  currency?: Currency;
  rows: RoiRow[];
}

export function encodeRoiShare(rows: readonly RoiRow[], currency: Currency): string {
  return encodeShare(ROI_SHARE_VERSION, {
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
  });
}

export function decodeRoiShare(token: string, makeId: (index: number) => string): DecodeResult<SharedRoi> {
  const result = decodeShare(token, ROI_SHARE_VERSION, schema);
  if (!result.ok) return result;
  const rows = result.value.r.map(([channel, campaignName, spend, clicks, conversions, revenue, customers], index) => ({
    id: makeId(index),
    channel,
    campaignName,
    spend,
    clicks,
    conversions,
    revenue,
    customers,
  }));
  return { ok: true, value: { rows, ...(result.value.c ? { currency: result.value.c } : {}) } };
}

/** The full share URL for the current page address. */
export function roiShareUrl(pageUrl: string, rows: readonly RoiRow[], currency: Currency): string {
  return shareUrl(pageUrl, encodeRoiShare(rows, currency));
}
