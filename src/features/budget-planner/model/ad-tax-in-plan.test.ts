import { describe, expect, it } from 'vitest';
import { plannerDraft, readPlannerDraft } from './draft.ts';
import * as codec from './planning-codec.ts';
import { fullPlanCsv, readFullPlanCsv } from './full-plan-csv.ts';
import { FULL_PLAN_HEADERS_VI } from './full-plan-format.ts';
import { defaultPlannerState, type PlannerState } from './planner.ts';
import { fromPlanData, makeSavedPlan, toPlanData } from './plans.ts';
import { decodeAnyPlanShare, encodePlanShareV2, planShareUrl, planShareUrlFor } from './share.ts';
import { plannerReducer } from './state.ts';

const PAGE = 'https://brightlane.example/vi/solutions/ai-tools/marketing-budget-planner';
const VAT_5 = { currency: 'VND', on: true, rate: 5 } as const;
const withTax = (): PlannerState => plannerReducer(defaultPlannerState(), { type: 'set-ad-tax', setting: VAT_5 });

describe('the tax on ad spend travels with the plan', () => {
  it('is set and cleared through the reducer; a setting outside 0–100 % is refused', () => {
    expect(withTax().adTax).toEqual(VAT_5);
    expect('adTax' in plannerReducer(withTax(), { type: 'set-ad-tax', setting: undefined })).toBe(false);
    expect(
      'adTax' in
        plannerReducer(defaultPlannerState(), {
          type: 'set-ad-tax',
          setting: { currency: 'VND', on: true, rate: 120 },
        }),
    ).toBe(false);
  });

  it('survives the draft, a saved plan and the full-plan file in both languages', () => {
    const draft = readPlannerDraft(JSON.parse(JSON.stringify(plannerDraft(withTax(), codec))));
    expect(draft.ok && draft.value.state.adTax).toEqual(VAT_5);
    const saved = makeSavedPlan('VAT 5 %', { state: withTax(), currency: 'VND' }, new Date('2026-11-26T05:00:00Z'));
    expect(fromPlanData(JSON.parse(JSON.stringify(saved)).data).state.adTax).toEqual(VAT_5);
    for (const words of [undefined, FULL_PLAN_HEADERS_VI]) {
      const read = readFullPlanCsv(fullPlanCsv({ state: withTax(), currency: 'VND' }, new Date(2026, 10, 26), words));
      expect(read.ok && read.plan.state.adTax).toEqual(VAT_5);
    }
  });

  it('makes a version 2 link that carries it; old links (v1, and v2 without it) still open with the market default', async () => {
    const url = await planShareUrlFor(PAGE, { state: withTax(), currency: 'VND' });
    expect(url).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyPlanShare(new URL(url).searchParams.get('plan') ?? '');
    expect(opened.ok && opened.value.state.adTax).toEqual(VAT_5);
    const plain = { state: defaultPlannerState(), currency: 'VND' as const };
    const v1 = new URL(planShareUrl(PAGE, plain)).searchParams.get('plan') ?? '';
    const oldV2 = await encodePlanShareV2(plain);
    for (const token of [v1, oldV2]) {
      const old = await decodeAnyPlanShare(token);
      expect(old.ok && 'adTax' in old.value.state).toBe(false);
    }
  });

  it('writes nothing new for a plan at its defaults (SPEC’s USD plan stays as it was)', () => {
    expect('adTax' in toPlanData({ state: defaultPlannerState(), currency: 'USD' })).toBe(false);
    expect(fullPlanCsv({ state: defaultPlannerState(), currency: 'USD' }, new Date(2026, 10, 26))).not.toMatch(
      /Tax on ad spend/,
    );
  });
});
