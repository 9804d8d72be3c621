import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../calculator-kit/share-link.ts';
import { decodeRoiShare, encodeRoiShare, ROI_SHARE_VERSION } from './share.ts';
import { SAMPLE_ROWS } from './roi.ts';

const ids = (i: number) => `s${i}`;

describe('ROI share link', () => {
  it('round-trips rows and currency', () => {
    const result = decodeRoiShare(encodeRoiShare(SAMPLE_ROWS, 'AUD'), ids);
    expect(result).toEqual({
      ok: true,
      value: { currency: 'AUD', rows: SAMPLE_ROWS.map((row, i) => ({ ...row, id: `s${i}` })) },
    });
  });

  it('reports damaged or hostile links', () => {
    expect(decodeRoiShare('nonsense', ids).ok).toBe(false);
    expect(decodeRoiShare(encodeShare(ROI_SHARE_VERSION, { r: [['SEO', '', -1, 0, 0, 0, 0]] }), ids).ok).toBe(false);
    expect(decodeRoiShare(encodeShare(ROI_SHARE_VERSION, { r: [] }), ids).ok).toBe(false);
    expect(decodeRoiShare(encodeShare(ROI_SHARE_VERSION, { r: [['SEO', '', 1, 0.5, 0, 0, 0]] }), ids).ok).toBe(false);
  });
});
