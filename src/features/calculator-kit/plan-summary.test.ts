import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, checkPlanAttachment } from '../../lib/plan-check.ts';
import { SUMMARY_CHANNELS, planSummaryText, type SummaryParts } from './plan-summary.ts';

const parts = (channels: number, name = (i: number) => `Channel ${i}`): SummaryParts => ({
  heading: 'Tool, in USD',
  lines: ['Total budget: $10,000'],
  channelsLabel: 'Channels',
  channels: Array.from({ length: channels }, (_, i) => ({ name: name(i + 1), amount: `$${i + 1}` })),
  moreChannels: '…and {count} more',
  resultsLabel: 'Results',
  results: ['437 leads', 'ROI 492.4%'],
});

describe('planSummaryText', () => {
  it('lists the heading, the total, each channel with its amount and the results, one per line', () => {
    expect(planSummaryText(parts(2))).toBe(
      [
        'Tool, in USD',
        'Total budget: $10,000',
        'Channels:',
        '• Channel 1: $1',
        '• Channel 2: $2',
        'Results: 437 leads · ROI 492.4%',
      ].join('\n'),
    );
  });

  it(`lists at most ${SUMMARY_CHANNELS} channels and counts the rest`, () => {
    const text = planSummaryText(parts(SUMMARY_CHANNELS + 3));
    expect(text.match(/^• /gm)).toHaveLength(SUMMARY_CHANNELS);
    expect(text).toContain('…and 3 more');
  });

  it('always fits the contact form and passes its check, whatever the channel names hold', () => {
    const hostile = parts(40, (i) => `${'Ü\u202E\u0007'.repeat(60)}${i}`);
    const text = planSummaryText(hostile);
    expect(text.length).toBeLessThanOrEqual(PLAN_LIMITS.summary);
    expect(text).not.toMatch(/[\u202E\u0007]/);
    const link = 'https://example.com/t?plan=v1.abc';
    expect(checkPlanAttachment(link, text, { origin: 'https://example.com', toolPaths: ['/t'] })).toEqual({
      ok: true,
      plan: { link, summary: text },
    });
  });

  it('drops channels before it ever cuts the results', () => {
    const text = planSummaryText(parts(8), 120);
    expect(text.length).toBeLessThanOrEqual(120);
    expect(text.endsWith('Results: 437 leads · ROI 492.4%')).toBe(true);
    expect(text).toMatch(/…and \d+ more/);
  });
});
