import { describe, expect, it } from 'vitest';
import { kitEn } from '../calculator-kit/i18n/en.ts';
import { kitVi } from '../calculator-kit/i18n/vi.ts';
import { calculatePlan, defaultPlannerState } from './model/planner.ts';
import { decodeAnyPlanShare } from './model/share.ts';
import { plannerAttachment, plannerSummary } from './plan-attachment.ts';

describe('plannerSummary', () => {
  // SPEC's example: $10,000 over four channels gives 437.3 leads, 87.5 customers, $59,240 revenue and ROI 492.4 %.
  it('sums up the example plan with its worked numbers', () => {
    const state = defaultPlannerState();
    expect(plannerSummary(state, calculatePlan(state), 'USD', 'en', kitEn)).toBe(
      [
        'Marketing Campaign Budget Planner, in USD',
        'Total budget: $10,000',
        'Channels:',
        '• Google Ads: $4,000',
        '• Facebook Ads: $3,000',
        '• SEO/Content: $2,000',
        '• Email Marketing: $1,000',
        'Results: 437 leads · 87 customers · $59,240 revenue · ROI 492.4%',
      ].join('\n'),
    );
  });

  it('says when the plan was made from a goal, in Vietnamese on the Vietnamese page', () => {
    const state = { ...defaultPlannerState(), planningMode: 'goal-first' as const };
    const text = plannerSummary(state, calculatePlan(state), 'VND', 'vi', kitVi);
    expect(text.split('\n').slice(0, 2)).toEqual([
      'Công cụ lập ngân sách chiến dịch marketing, đơn vị VND',
      'Lập theo mục tiêu 100 khách hàng',
    ]);
    expect(text).toContain('khách hàng tiềm năng');
  });
});

describe('plannerAttachment', () => {
  it('carries the same share link "Copy link" makes, which opens the same plan', async () => {
    const state = defaultPlannerState();
    const attached = await plannerAttachment(
      'https://example.com/solutions/ai-tools/marketing-budget-planner?x=1#top',
      state,
      calculatePlan(state),
      'AUD',
      'en',
      kitEn,
    );
    const url = new URL(attached!.link);
    expect(url.pathname).toBe('/solutions/ai-tools/marketing-budget-planner');
    expect([...url.searchParams.keys()]).toEqual(['plan']);
    const opened = await decodeAnyPlanShare(url.searchParams.get('plan')!);
    expect(opened.ok && opened.value.currency).toBe('AUD');
    expect(opened.ok && opened.value.state.channels.map((channel) => channel.budgetAllocation)).toEqual([
      40, 30, 20, 10,
    ]);
  });
});
