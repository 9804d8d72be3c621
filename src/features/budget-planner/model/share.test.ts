import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeShare } from '../../calculator-kit/share-link.ts';
import { defaultPlannerState } from './planner.ts';
import { decodePlanShare, encodePlanShare, planShareUrl } from './share.ts';

describe('plan share links', () => {
  const document = {
    state: { ...defaultPlannerState(), planningMode: 'goal-first' as const, campaignGoal: 250 },
    currency: 'VND' as const,
  };

  it('round-trips a whole plan exactly', () => {
    const token = encodePlanShare(document);
    expect(token.startsWith('v1.')).toBe(true);
    expect(decodePlanShare(token)).toEqual({ ok: true, value: document });
  });

  it('is compact: the default plan fits in about 200 characters', () => {
    expect(encodePlanShare({ state: defaultPlannerState(), currency: 'USD' }).length).toBeLessThan(220);
  });

  it('puts the plan in the page address', () => {
    const url = new URL(planShareUrl('https://example.com/solutions/ai-tools/marketing-budget-planner', document));
    expect(url.searchParams.get('plan')).toBe(encodePlanShare(document));
  });

  it('opens a link with more channels than the planner shows, so the planner can say how many it leaves out', () => {
    const channels = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      name: `C${index}`,
      budgetAllocation: 0,
      cpc: 1,
      cvr: 2,
      valuePerLead: 100,
    }));
    const result = decodePlanShare(encodePlanShare({ state: { ...defaultPlannerState(), channels }, currency: 'USD' }));
    expect(result.ok && result.value.state.channels.length).toBe(30);
    const tooMany = Array.from({ length: 51 }, () => channels[0]!);
    expect(
      decodePlanShare(encodePlanShare({ state: { ...defaultPlannerState(), channels: tooMany }, currency: 'USD' })).ok,
    ).toBe(false);
  });

  it.each([
    '',
    'garbage',
    'v1.',
    'v1.!!!',
    'v2.WzBd',
    'v1.WzBd',
    encodeShare(1, [0, -5, 100, 20, 'USD', [['A', 100, 1, 2, 3]]]),
    encodeShare(1, [0, 1, 1, 20, 'EUR', [['A', 100, 1, 2, 3]]]),
  ])('reports a malformed link (%s)', (token) => {
    const result = decodePlanShare(token);
    expect(result.ok).toBe(false);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => typeof decodePlanShare(text).ok === 'boolean'));
    fc.assert(fc.property(fc.string(), (text) => typeof decodePlanShare(`v1.${text}`).ok === 'boolean'));
  });
});
