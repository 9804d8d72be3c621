import { describe, expect, it } from 'vitest';
import { SHARE_URL_LIMIT } from '../../calculator-kit/share-link.ts';
import { roiWorkDraft, roiWorkFromData, withUniqueIds } from './draft.ts';
import type { RoiRow } from './roi.ts';
import {
  decodeAnyRoiShare,
  decodeRoiShare,
  encodeRoiShare,
  encodeRoiShareV2,
  roiShareUrl,
  roiShareUrlFor,
} from './share.ts';

const ids = (i: number) => `s${i}`;
const PAGE = 'https://brightlane.example/vi/solutions/free-resources/roi-calculator';

/** A realistic month of campaign rows in dong: Vietnamese names, figures to the đồng. */
function rows(count: number): RoiRow[] {
  const channels = ['Facebook Ads', 'Zalo Ads', 'TikTok Ads', 'Google Ads', 'Cốc Cốc', 'Email'];
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    channel: channels[i % channels.length] ?? '',
    campaignName: `Chiến dịch khuyến mãi mùa hè — nhóm quảng cáo số ${i + 1}`,
    spend: 12_345_678 + i * 7_919,
    clicks: 4_321 + i * 13,
    conversions: 87 + (i % 17),
    revenue: 45_678_901 + i * 104_729,
    customers: 12 + (i % 5),
  }));
}

const targets = {
  schema: 'plan-targets/1',
  currency: 'VND',
  l2c: 20,
  channels: [{ name: 'Zalo Ads', spend: 1, cpc: 1, cvr: 1, vpl: 1, clicks: 1, leads: 1, customers: 1, revenue: 1 }],
};

describe('ROI share link, version 2', () => {
  it('120 rows: version 1 needs an address past the server’s 16 KiB head (431); version 2 fits under 8,000 characters', async () => {
    const v1 = roiShareUrl(PAGE, rows(120), 'VND');
    expect(v1.length).toBeGreaterThan(16 * 1024);
    const v2 = await roiShareUrlFor(PAGE, rows(120), 'VND');
    expect(v2).toMatch(/\?plan=v2\./);
    expect(v2?.length).toBeLessThan(SHARE_URL_LIMIT);
  });

  it('the 200-row limit still fits, and round-trips rows, currency and plan targets', async () => {
    const many = rows(200);
    const url = await roiShareUrlFor(PAGE, many, 'VND', { targets });
    expect(url).not.toBeNull();
    const token = new URL(url ?? PAGE).searchParams.get('plan') ?? '';
    expect(token.startsWith('v2.')).toBe(true);
    const opened = await decodeAnyRoiShare(token, ids);
    expect(opened).toEqual({
      ok: true,
      value: { currency: 'VND', rows: many.map((row, i) => ({ ...row, id: `s${i}` })), targets },
    });
  });

  it('a plan that cannot fit even compressed is refused (the page then offers the CSV), never cut', async () => {
    let seed = 7;
    const noise = () =>
      Array.from({ length: 100 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
    const wild = rows(200).map((row) => ({ ...row, channel: noise(), campaignName: noise() }));
    expect(await roiShareUrlFor(PAGE, wild, 'USD')).toBeNull();
  });

  it('a small plan without targets is still written as version 1, which every page reads', async () => {
    expect(await roiShareUrlFor(PAGE, rows(3), 'VND')).toBe(roiShareUrl(PAGE, rows(3), 'VND'));
    expect(await roiShareUrlFor(PAGE, rows(3), 'VND', { targets })).toMatch(/\?plan=v2\./);
  });

  it('old version 1 links still open, as they did', async () => {
    const token = encodeRoiShare(rows(3), 'AUD');
    expect(await decodeAnyRoiShare(token, ids)).toEqual(decodeRoiShare(token, ids));
    expect((await decodeAnyRoiShare(await encodeRoiShareV2(rows(3), 'AUD'), ids)).ok).toBe(true);
    expect((await decodeAnyRoiShare('v3.abc', ids)).ok).toBe(false);
  });
});

describe('ROI share link: the gross margin and the marginal check travel with the rows', () => {
  const token = (url: string | null) => new URL(url ?? 'https://x.invalid/').searchParams.get('plan') ?? '';

  it('round-trips a 40 % margin and the check with its per-row saturation, by row order', async () => {
    // Rows r0..r2 come back as s0..s2: the preset of the second row stays on the second row.
    const marginal = { on: true, presets: { r1: 'high' as const, r2: 'low' as const } };
    const url = await roiShareUrlFor(PAGE, rows(3), 'VND', { margin: 0.4, marginal });
    expect(url).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyRoiShare(token(url), ids);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.margin).toBe(0.4);
    expect(opened.value.marginal).toEqual({ on: true, presets: { s1: 'high', s2: 'low' } });
    expect(opened.value.rows.map((r) => r.spend)).toEqual(rows(3).map((r) => r.spend));
  });

  it('a margin alone makes a version 2 link; a link without settings opens with none', async () => {
    expect(await roiShareUrlFor(PAGE, rows(3), 'VND', { margin: 0.4 })).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyRoiShare(await encodeRoiShareV2(rows(3), 'VND', { targets }), ids);
    expect(opened.ok && [opened.value.margin, opened.value.marginal, opened.value.targets]).toEqual([
      undefined,
      undefined,
      targets,
    ]);
  });

  it('drops an impossible margin and unknown saturation levels instead of trusting them', async () => {
    const url = await roiShareUrlFor(PAGE, rows(2), 'USD', {
      margin: 1.5,
      marginal: { on: false, presets: { r0: 'extreme' as never } },
    });
    const opened = await decodeAnyRoiShare(token(url), ids);
    expect(opened.ok && [opened.value.margin, opened.value.marginal]).toEqual([undefined, { on: false, presets: {} }]);
  });
});

describe('ROI draft', () => {
  it('repairs duplicate row ids so one edit reaches one row', () => {
    const [a, b, c] = rows(3) as [RoiRow, RoiRow, RoiRow];
    const twins = [a, { ...b, id: a.id }, { ...c, id: a.id }];
    const read = roiWorkFromData(JSON.parse(JSON.stringify(roiWorkDraft(twins, null))));
    if (!read.ok) throw new Error(read.message);
    const repaired = read.value.rows;
    expect(new Set(repaired.map((row) => row.id)).size).toBe(3);
    expect(repaired[0]).toEqual(a);
    expect(repaired.map(({ id: _id, ...row }) => row)).toEqual(twins.map(({ id: _id, ...row }) => row));
    expect(withUniqueIds([a, b])).toEqual([a, b]);
  });

  it('keeps the plan targets across a reload; an old draft without them still opens', () => {
    const read = roiWorkFromData(JSON.parse(JSON.stringify(roiWorkDraft(rows(2), targets))));
    expect(read).toEqual({ ok: true, value: { rows: rows(2), targets } });
    expect(roiWorkDraft(rows(2), null)).toEqual({ version: 1, rows: rows(2) });
    expect(roiWorkFromData({ version: 1, rows: rows(2) })).toEqual({
      ok: true,
      value: { rows: rows(2), targets: null },
    });
  });
});
