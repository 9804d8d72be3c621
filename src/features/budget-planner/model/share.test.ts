import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../../lib/share-link.ts';
import { defaultPlannerState } from './planner.ts';
import { decodePlanShare, encodePlanShare, planShareUrl } from './share.ts';

describe('plan share links', () => {
  const document = { state: { ...defaultPlannerState(), planningMode: 'goal-first' as const, campaignGoal: 250 }, currency: 'VND' as const };

  it('round-trips a whole plan exactly', () => {
    const token = encodePlanShare(document);
    expect(token.startsWith('v1.')).toBe(true);
    expect(decodePlanShare(token)).toEqual({ ok: true, value: document });
  });

  it('is compact: the default plan fits in about 200 characters', () => {
    expect(encodePlanShare({ state: defaultPlannerState(), currency: 'USD' }).length).toBeLessThan(220);
  });

  it('builds the page URL with only the plan parameter', () => {
    const url = new URL(planShareUrl('https://example.com/solutions/ai-tools/marketing-budget-planner?x=1#planner', document));
    expect(url.pathname).toBe('/solutions/ai-tools/marketing-budget-planner');
    expect([...url.searchParams.keys()]).toEqual(['plan']);
    expect(url.hash).toBe('');
  });

  it.each(['', 'garbage', 'v1.', 'v1.!!!', 'v2.WzBd', 'v1.WzBd', encodeShare(1, [0, -5, 100, 20, 'USD', [['A', 100, 1, 2, 3]]]), encodeShare(1, [0, 1, 1, 20, 'EUR', [['A', 100, 1, 2, 3]]])])(
    'reports a malformed link (%s)',
    (token) => {
      const result = decodePlanShare(token);
      expect(result.ok).toBe(false);
    },
  );

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof decodePlanShare(text).ok === 'boolean'));
    fc.assert(fc.property(fc.string(), (text) => typeof decodePlanShare(`v1.${text}`).ok === 'boolean'));
  });
});
