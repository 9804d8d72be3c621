import { describe, expect, it } from 'vitest';
import { kitEn } from '../calculator-kit/i18n/en.ts';
import { SAMPLE_ROWS } from './model/roi.ts';
import { decodeAnyRoiShare } from './model/share.ts';
import { roiAttachment, roiSummary } from './plan-attachment.ts';

describe('roiSummary', () => {
  // The samples' worked totals: $5,800 spend, 305 leads, 73 customers, $11,600 revenue, ROI 100 %, ROAS 2.00x.
  it('sums up the sample channels with their worked totals', () => {
    expect(roiSummary(SAMPLE_ROWS, 'USD', null, 'en', kitEn, 'Untitled channel')).toBe(
      [
        'Digital Marketing ROI Calculator, in USD',
        'Total spend: $5,800',
        'Channels:',
        '• SEO: $1,000',
        '• PPC: $2,000',
        '• Social Media: $1,500',
        '• Email: $800',
        '• Display: $500',
        'Results: 305 leads · 73 customers · $11,600 revenue · $5,800 profit · ROI 100.0% · ROAS 2.00x',
      ].join('\n'),
    );
  });

  it('judges money as contribution when a margin is given (11,600 × 40 % − 5,800), and names a blank channel', () => {
    const rows = [{ ...SAMPLE_ROWS[0]!, channel: ' ' }, ...SAMPLE_ROWS.slice(1)];
    const text = roiSummary(rows, 'USD', 0.4, 'en', kitEn, 'Untitled channel');
    expect(text).toContain('• Untitled channel: $1,000');
    expect(text).toMatch(/-\$1,160 contribution at 40% gross margin/);
  });
});

describe('roiAttachment', () => {
  it('carries the share link the page copies, which opens the same rows', async () => {
    const attached = await roiAttachment(
      'https://example.com/solutions/free-resources/roi-calculator',
      SAMPLE_ROWS,
      'USD',
      {},
      'en',
      kitEn,
      {
        untitled: '',
        shareTooBig: '',
        shareTooBigHint: '',
      },
    );
    const token = new URL(attached!.link).searchParams.get('plan')!;
    const opened = await decodeAnyRoiShare(token, (index) => String(index));
    expect(opened.ok && opened.value.rows.map((row) => row.spend)).toEqual([1000, 2000, 1500, 800, 500]);
  });
});
