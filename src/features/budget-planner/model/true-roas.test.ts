import { describe, expect, it } from 'vitest';
import { readFees, revenueAfterFees, trueRoas } from '../../calculator-kit/market/marketplace-fees.ts';
import { plannerDraft, readPlannerDraft } from './draft.ts';
import * as codec from './planning-codec.ts';
import { fullPlanCsv } from './full-plan-csv.ts';
import { calculatePlan, defaultPlannerState, type PlannerState } from './planner.ts';
import { fromPlanData, toPlanData } from './plans.ts';
import { decodeAnyPlanShare, planShareUrl, planShareUrlFor } from './share.ts';
import { plannerReducer } from './state.ts';
import { planTrueRoas } from './true-roas.ts';

const PAGE = 'https://brightlane.example/vi/solutions/ai-tools/marketing-budget-planner';
const token = (url: string) => new URL(url).searchParams.get('plan') ?? '';
const SHOPEE = { feePercent: 10, commissionPercent: 4 };

/** SPEC's example with Google Ads carrying a marketplace's 10 % fee and 4 % commission. */
function withFees(): PlannerState {
  const state = defaultPlannerState();
  return {
    ...state,
    channels: state.channels.map((channel, index) => (index === 0 ? { ...channel, fees: SHOPEE } : channel)),
  };
}

describe('true ROAS after marketplace fees', () => {
  it('is revenue × (1 − fee − commission) ÷ spend', () => {
    expect(revenueAfterFees(30_000_000, SHOPEE)).toBeCloseTo(25_800_000, 6);
    expect(trueRoas(30_000_000, 5_000_000, SHOPEE)).toBeCloseTo(5.16, 12);
    // A cut of everything keeps nothing, never a negative revenue.
    expect(revenueAfterFees(1_000, { feePercent: 70, commissionPercent: 40 })).toBe(0);
  });

  it('works the breakdown: per channel with fees, and the whole plan', () => {
    const state = withFees();
    const { channels } = calculatePlan(state);
    const real = planTrueRoas(channels, state.channels);
    // Google Ads: 4,000 budget, 1,600 clicks, 56 leads × 150 = 8,400 revenue; ROAS 2.1.
    // Kept 8,400 × (1 − 0.10 − 0.04) = 7,224, so true ROAS 7,224 ÷ 4,000 = 1.806.
    expect(channels[0]?.roas).toBeCloseTo(2.1, 12);
    expect(real?.byChannel.get('1')).toBeCloseTo(1.806, 12);
    // Channels without fees have no true ROAS of their own.
    expect([...(real?.byChannel.keys() ?? [])]).toEqual(['1']);
    // Plan: revenue 59,240, of which 1,176 goes to the marketplace: 58,064 ÷ 10,000 = 5.8064.
    expect(real?.total).toBeCloseTo(5.8064, 10);
  });

  it('is absent when no channel has fees', () => {
    const state = defaultPlannerState();
    expect(planTrueRoas(calculatePlan(state).channels, state.channels)).toBeUndefined();
  });

  it('reads stored fees leniently: objects or [fee, commission], percents only', () => {
    expect(readFees(SHOPEE)).toEqual(SHOPEE);
    expect(readFees([6.5, 3])).toEqual({ feePercent: 6.5, commissionPercent: 3 });
    for (const odd of [null, undefined, 'x', [10], [10, 101], [-1, 2], { feePercent: 5 }, [Number.NaN, 1]])
      expect(readFees(odd)).toBeUndefined();
  });
});

describe('the planner keeps a channel’s marketplace fees', () => {
  it('sets and clears them through a channel edit, and drops unusable ones', () => {
    const state = defaultPlannerState();
    const id = state.channels[2]!.id;
    const set = plannerReducer(state, { type: 'update-channel', id, patch: { fees: SHOPEE } });
    expect(set.channels[2]?.fees).toEqual(SHOPEE);
    const cleared = plannerReducer(set, { type: 'update-channel', id, patch: { fees: undefined } });
    expect('fees' in cleared.channels[2]!).toBe(false);
    const odd = plannerReducer(state, {
      type: 'replace',
      state: { ...state, channels: [{ ...state.channels[0]!, fees: { feePercent: 200, commissionPercent: 4 } }] },
    });
    expect('fees' in odd.channels[0]!).toBe(false);
  });

  it('keeps them in the draft and in a saved plan', () => {
    const state = withFees();
    const draft = readPlannerDraft(JSON.parse(JSON.stringify(plannerDraft(state, codec))));
    expect(draft.ok && draft.value.state.channels[0]?.fees).toEqual(SHOPEE);
    const saved = fromPlanData(toPlanData({ state, currency: 'VND' }));
    expect(saved.state.channels.map((channel) => channel.fees)).toEqual([SHOPEE, undefined, undefined, undefined]);
  });

  it('carries them in a share link, while links without them still open', async () => {
    const state = withFees();
    const url = await planShareUrlFor(PAGE, { state, currency: 'VND' });
    expect(token(url).startsWith('v2.')).toBe(true);
    const opened = await decodeAnyPlanShare(token(url));
    expect(opened.ok && opened.value.state.channels.map((channel) => channel.fees)).toEqual([
      SHOPEE,
      undefined,
      undefined,
      undefined,
    ]);
    const plain = defaultPlannerState();
    expect(token(await planShareUrlFor(PAGE, { state: plain, currency: 'VND' }))).toBe(
      token(planShareUrl(PAGE, { state: plain, currency: 'VND' })),
    );
    const old = await decodeAnyPlanShare(token(planShareUrl(PAGE, { state: plain, currency: 'VND' })));
    expect(old.ok && old.value.state.channels.some((channel) => 'fees' in channel)).toBe(false);
  });

  it('leaves SPEC’s CSV columns unchanged', () => {
    const day = new Date('2026-11-26T00:00:00Z');
    const document = { state: withFees(), currency: 'VND' as const };
    const plain = { state: defaultPlannerState(), currency: 'VND' as const };
    expect(fullPlanCsv(document, day)).toEqual(fullPlanCsv(plain, day));
  });
});
