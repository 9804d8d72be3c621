import { describe, expect, it } from 'vitest';
import { comparePlanState } from './compare.ts';
import { plannerDraft, readPlannerDraft, withDraftPlanning } from './draft.ts';
import { fullPlanCsv, readFullPlanCsv } from './full-plan-csv.ts';
import { FULL_PLAN_HEADERS_VI } from './full-plan-format.ts';
import { calculatePlan, defaultPlannerState, type PlannerState } from './planner.ts';
import { DEFAULT_PLANNING, withPlanning, type PlanningSettings } from './planning-settings.ts';
import * as codec from './planning-codec.ts';
import { fromPortable, isDefaultPlanning, toPortable } from './planning-codec.ts';
import { goalUnderCurves, modelPlan } from './curves-plan.ts';
import { fromPlanData, makeSavedPlan, toPlanData } from './plans.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import {
  decodeAnyPlanShare,
  decodePlanShare,
  encodePlanShare,
  encodePlanShareV2,
  PLAN_SHARE_VERSION_2,
  planShareUrl,
  planShareUrlFor,
} from './share.ts';
import { plannerReducer } from './state.ts';

const saturated: PlannerState = withPlanning(EXAMPLE_STATE, { saturation: EXAMPLE_LAYER });

describe('one model behind every figure', () => {
  it('with every layer off it is SPEC’s calculation, figure for figure', () => {
    expect(modelPlan(EXAMPLE_STATE)).toEqual(calculatePlan(EXAMPLE_STATE));
    expect(modelPlan(withPlanning(EXAMPLE_STATE, { ranges: { ...DEFAULT_PLANNING.ranges, on: true } }))).toEqual(
      calculatePlan(EXAMPLE_STATE),
    );
    expect(modelPlan(defaultPlannerState())).toEqual(calculatePlan(defaultPlannerState()));
  });

  it('at twice the reference spends the headline comes from the curves: ROI 51.0 %, not the linear 109.6 %', () => {
    const doubled = { ...saturated, totalBudget: 20000 };
    // Google 10,000: Medium doubles to ×4/3 → 2,666.67 clicks → 133.33 leads → 16,000.
    // Meta 6,000: Cmax 8,333.33, h 7,000 → 3,846.15 clicks → 96.154 leads → 8,653.85.
    // LinkedIn 4,000: Cmax 1,666.67, h 8,000 → 555.56 clicks → 22.222 leads → 5,555.56.
    const { channels, summary } = modelPlan(doubled);
    expect(channels.map((c) => c.estimatedRevenue)).toEqual([
      expect.closeTo(16000, 2),
      expect.closeTo(8653.85, 2),
      expect.closeTo(5555.56, 2),
    ]);
    expect(summary.totalEstimatedLeads).toBeCloseTo(251.709, 3);
    expect(summary.totalEstimatedRevenue).toBeCloseTo(30209.4, 1);
    expect(summary.overallROI).toBeCloseTo(0.51047, 4);
    expect(calculatePlan(doubled).summary.overallROI).toBeCloseTo(1.09583, 4);
    // Saved plans compare through the same model.
    expect(comparePlanState(doubled).summary.overallROI).toBeCloseTo(0.51047, 4);
  });

  it('Goal First under the curves shows the budget that reaches 200 leads: 11,393.10 split 5,596.55 / 5,796.55 / 0', () => {
    const goal = { ...saturated, planningMode: 'goal-first' as const };
    const { channels, summary } = modelPlan(goal);
    expect(channels.map((c) => c.allocatedBudget)).toEqual([
      expect.closeTo(5596.55, 2),
      expect.closeTo(5796.55, 2),
      expect.closeTo(0, 6),
    ]);
    expect(summary.totalBudget).toBeCloseTo(11393.1, 2);
    expect(summary.totalEstimatedLeads).toBeCloseTo(200, 6);
    expect(summary.totalEstimatedCustomers).toBeCloseTo(40, 6);
    const words = goalUnderCurves(goal);
    expect(words.ruleBudget).toBeCloseTo(12631.58, 2);
    expect(words.ruleDelivers).toBeCloseTo(192.664, 3);
    expect(words.budget).toBeCloseTo(11393.1, 2);
  });

  it('Goal First out of reach keeps the rule’s budgets, through the curves, and says so', () => {
    const far = { ...saturated, planningMode: 'goal-first' as const, campaignGoal: 100 };
    const words = goalUnderCurves(far);
    expect(words.budget).toBeNull();
    expect(words.ceiling).toBeCloseTo(475, 9);
    expect(modelPlan(far).summary.totalBudget).toBeCloseTo(words.ruleBudget, 6);
    expect(modelPlan(far).summary.totalEstimatedLeads).toBeLessThan(475);
  });
});

const everything: PlanningSettings = {
  saturation: {
    enabled: true,
    channels: { g: { phi: 0.5, sRef: 5000 }, m: { phi: 0.3, sRef: 3000 }, l: { phi: 0.2, sRef: 2000 } },
  },
  nextAmount: 250,
  split: { goal: 'leads', bounds: { m: { min: 1000, max: 6000, locked: true } }, widen: true },
  ranges: { on: true, seed: 7, perChannel: { l: { cpc: 0.1, cvr: 0.4, valuePerLead: 0.05 } }, shared: 0.15 },
  marginPercent: 40,
  channelMargins: { l: 60 },
  whatIf: [
    { target: 'all', field: 'cpc', op: '%', value: 20 },
    { target: 'l', field: 'cvr', op: 'pts', value: -1 },
  ],
  moreScenarios: [
    [{ target: 'g', field: 'budget', op: 'abs', value: 2500 }],
    [{ target: 'm', field: 'vpl', op: '%', value: -10 }],
  ],
  flexTarget: 1.5,
  targetCac: 300,
  keepTotal: true,
  locked: ['g'],
};
const full: PlannerState = withPlanning(EXAMPLE_STATE, everything);
/** The same settings keyed by the renumbered ids a link or a file gives its channels. */
const renumbered = (settings: PlanningSettings, ids: readonly string[]) =>
  fromPortable(toPortable({ ...EXAMPLE_STATE, planning: settings }), ids);

describe('nothing is lost: every planning setting travels with the plan', () => {
  it('the portable form round-trips every setting', () => {
    expect(fromPortable(toPortable(full), ['g', 'm', 'l'])).toEqual(everything);
    expect(isDefaultPlanning(EXAMPLE_STATE)).toBe(true);
    expect(isDefaultPlanning(withPlanning(EXAMPLE_STATE, {}))).toBe(true);
    expect(isDefaultPlanning(full)).toBe(false);
  });

  it('a curve fitted from the visitor’s file stays marked as such through a link or a file', () => {
    const fitted: PlanningSettings = {
      ...DEFAULT_PLANNING,
      saturation: {
        enabled: true,
        channels: { g: { phi: 0.453125, sRef: 4142.86, fromFile: true }, m: { phi: 0.5, sRef: 3000 } },
      },
    };
    const back = fromPortable(toPortable({ ...EXAMPLE_STATE, planning: fitted }), ['g', 'm', 'l']);
    expect(back?.saturation.channels).toEqual(fitted.saturation.channels);
    // A mark without a curve is no mark.
    expect(fromPortable({ s: 1, c: [[0, 100, 1]] }, ['g'])?.saturation.channels).toEqual({ g: { phi: 0, sRef: 100 } });
  });

  it('the reducer keeps settings through a replace and clamps hostile ones', () => {
    expect(plannerReducer(EXAMPLE_STATE, { type: 'replace', state: full }).planning).toEqual(everything);
    const hostile = fromPortable({ s: 1, c: [[7, -5]], n: 'x', seed: -1, f: 0, l: [9, 0] }, ['g', 'm', 'l']);
    expect(hostile?.saturation.channels).toEqual({ g: { phi: 0.95, sRef: 0 } });
    expect(hostile?.nextAmount).toBeNull();
    expect(hostile?.flexTarget).toBe(0.01);
    expect(hostile?.locked).toEqual(['g']);
    expect(fromPortable('nonsense', ['g'])).toBeUndefined();
  });

  it('the draft keeps them across a reload, and an old draft without them still opens', () => {
    const stored = JSON.parse(JSON.stringify(plannerDraft(full, codec)));
    const read = readPlannerDraft(stored);
    if (!read.ok) throw new Error(read.message);
    expect(withDraftPlanning(read.value, codec)).toEqual(full);
    expect(plannerDraft(EXAMPLE_STATE, codec)).toEqual({ version: 1, state: EXAMPLE_STATE });
    expect(readPlannerDraft({ version: 1, state: EXAMPLE_STATE })).toEqual({
      ok: true,
      value: { state: EXAMPLE_STATE },
    });
  });

  it('a saved plan keeps them', () => {
    const saved = JSON.parse(
      JSON.stringify(makeSavedPlan('Q3', { state: full, currency: 'AUD' }, new Date('2026-01-01T00:00:00Z'))),
    );
    expect(fromPlanData(saved.data)).toEqual({ state: full, currency: 'AUD' });
    expect('planning' in toPlanData({ state: EXAMPLE_STATE, currency: 'AUD' })).toBe(false);
  });

  it('a version 2 share link keeps them; a version 1 link still opens with every layer off', async () => {
    const token = await encodePlanShareV2({ state: full, currency: 'VND' });
    expect(token.startsWith(`v${PLAN_SHARE_VERSION_2}.`)).toBe(true);
    const opened = await decodeAnyPlanShare(token);
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.currency).toBe('VND');
    expect(opened.value.state.planning).toEqual(renumbered(everything, ['1', '2', '3']));
    const old = await decodeAnyPlanShare(encodePlanShare({ state: EXAMPLE_STATE, currency: 'AUD' }));
    expect(old).toEqual(decodePlanShare(encodePlanShare({ state: EXAMPLE_STATE, currency: 'AUD' })));
    expect(old.ok && old.value.state.planning).toBeFalsy();
    expect((await decodeAnyPlanShare('v9.abc')).ok).toBe(false);
    // The page copies version 1 while it carries everything (every page reads it), version 2 otherwise.
    const page = 'https://brightlane.example/solutions/ai-tools/marketing-budget-planner';
    expect(await planShareUrlFor(page, { state: EXAMPLE_STATE, currency: 'AUD' })).toBe(
      planShareUrl(page, { state: EXAMPLE_STATE, currency: 'AUD' }),
    );
    expect(await planShareUrlFor(page, { state: full, currency: 'AUD' })).toMatch(/\?plan=v2\./);
    expect((await decodeAnyPlanShare('v2.not-deflate')).ok).toBe(false);
  });

  it('the full-plan file keeps them, in either language, and its figures follow the model', () => {
    const text = fullPlanCsv(
      { state: full, currency: 'AUD', planName: 'Q3' },
      new Date(2026, 0, 1),
      FULL_PLAN_HEADERS_VI,
    );
    expect(text).toContain('Thiết lập lập kế hoạch (JSON)');
    const read = readFullPlanCsv(text);
    if (!read.ok) throw new Error(JSON.stringify(read.problem));
    expect(read.plan.state.planning).toEqual(renumbered(everything, ['1', '2', '3']));
    // Google at its reference spend: the curve meets the line there (2,000 clicks, 100 leads).
    const plain = fullPlanCsv({ state: EXAMPLE_STATE, currency: 'AUD' }, new Date(2026, 0, 1));
    expect(plain).not.toContain('Planning settings');
    const doubled = fullPlanCsv({ state: { ...full, totalBudget: 20000 }, currency: 'AUD' }, new Date(2026, 0, 1));
    expect(doubled).toContain('16000.00');
  });
});
