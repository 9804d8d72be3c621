import { describe, expect, it } from 'vitest';
import { PLAN_LIMITS, checkPlanAttachment } from './plan-check.ts';
import { HANDOFF_URL_LIMIT, PLAN_LINK_FIELD, PLAN_SUMMARY_FIELD, planContactHref } from './plan-handoff.ts';

const rules = {
  origin: 'https://brightlane.example',
  toolPaths: ['/solutions/ai-tools/marketing-budget-planner', '/vi/giai-phap/cong-cu'],
};
const link = 'https://brightlane.example/solutions/ai-tools/marketing-budget-planner?plan=v1.WzAsMTAwMDBd';
const summary = 'Marketing Campaign Budget Planner (USD)\nTotal budget: $10,000\nGoogle Ads: $4,000';

describe('planContactHref', () => {
  it('carries the link and the summary as parameters that read back unchanged, landing on the form', () => {
    const href = planContactHref('/vi/lien-he', { link, summary })!;
    expect(href.startsWith('/vi/lien-he?')).toBe(true);
    expect(href.endsWith('#contact-form')).toBe(true);
    const params = new URL(href, 'https://brightlane.example').searchParams;
    expect(params.get(PLAN_LINK_FIELD)).toBe(link);
    expect(params.get(PLAN_SUMMARY_FIELD)).toBe(summary);
  });

  it('gives no address the server would refuse as too long (HTTP 431), counting the summary’s encoded letters', () => {
    // Vietnamese letters take up to nine characters each once encoded.
    const long = {
      link: `${link}${'A'.repeat(PLAN_LIMITS.link - link.length)}`,
      summary: 'ệ'.repeat(PLAN_LIMITS.summary),
    };
    expect(planContactHref('/vi/lien-he', long)).toBeUndefined();
    expect(planContactHref('/vi/lien-he', { link, summary: 'ệ'.repeat(300) })!.length).toBeLessThanOrEqual(
      HANDOFF_URL_LIMIT,
    );
  });
});

describe('checkPlanAttachment', () => {
  it('accepts a link to one of our tools with its plan token and a readable summary', () => {
    expect(checkPlanAttachment(link, `  ${summary}\r\n`, rules)).toEqual({ ok: true, plan: { link, summary } });
  });

  it('means no plan when neither part is posted', () => {
    expect(checkPlanAttachment(undefined, undefined, rules)).toEqual({ ok: true, plan: null });
    expect(checkPlanAttachment('', '', rules)).toEqual({ ok: true, plan: null });
  });

  it.each([
    ['another origin', 'https://evil.example/solutions/ai-tools/marketing-budget-planner?plan=v1.abc'],
    ['another scheme', 'http://brightlane.example/solutions/ai-tools/marketing-budget-planner?plan=v1.abc'],
    ['a page that is not a tool', 'https://brightlane.example/contact?plan=v1.abc'],
    ['no plan token', 'https://brightlane.example/solutions/ai-tools/marketing-budget-planner'],
    [
      'a token in no known format',
      'https://brightlane.example/solutions/ai-tools/marketing-budget-planner?plan=<script>',
    ],
    ['a second parameter', `${link}&next=https://evil.example`],
    ['a fragment', `${link}#x`],
    ['credentials', 'https://user:pw@brightlane.example/solutions/ai-tools/marketing-budget-planner?plan=v1.abc'],
    ['a script address', 'javascript:alert(1)'],
    ['not an address', 'plan v1'],
    ['an oversized link', `${link}${'A'.repeat(PLAN_LIMITS.link)}`],
    ['a link that is not text', 42],
  ])('refuses %s', (_case, candidate) => {
    expect(checkPlanAttachment(candidate, summary, rules)).toEqual({ ok: false, problem: 'link' });
  });

  it.each([
    ['a missing summary', undefined],
    ['a blank summary', '   '],
    ['an oversized summary', 'x'.repeat(PLAN_LIMITS.summary + 1)],
    ['control characters', 'Total\u0007'],
    ['a text-direction override', 'Total \u202Ebudget'],
    ['a summary that is not text', ['a']],
  ])('refuses %s', (_case, candidate) => {
    expect(checkPlanAttachment(link, candidate, rules)).toEqual({ ok: false, problem: 'summary' });
  });

  it('refuses a summary without a link', () => {
    expect(checkPlanAttachment(undefined, summary, rules)).toEqual({ ok: false, problem: 'link' });
  });
});
