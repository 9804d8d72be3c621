import { describe, expect, it } from 'vitest';
import { plannerDraft, readPlannerDraft } from './draft.ts';
import * as codec from './planning-codec.ts';
import { fullPlanCsv, readFullPlanCsv } from './full-plan-csv.ts';
import { FULL_PLAN_HEADERS_VI } from './full-plan-format.ts';
import { defaultPlannerState, type PlannerState } from './planner.ts';
import { fromPlanData, toPlanData } from './plans.ts';
import { decodeAnyPlanShare, planShareUrl, planShareUrlFor } from './share.ts';
import { plannerReducer } from './state.ts';

const PAGE = 'https://brightlane.example/vi/solutions/ai-tools/marketing-budget-planner';
const token = (url: string) => new URL(url).searchParams.get('plan') ?? '';

/** SPEC's example with Facebook counting messages started and Email a result named by a file. */
function typed(): PlannerState {
  const state = defaultPlannerState();
  return {
    ...state,
    channels: state.channels.map((channel, index) =>
      index === 1
        ? { ...channel, result: 'message' }
        : index === 3
          ? { ...channel, result: 'Zalo OA follows' }
          : channel,
    ),
  };
}
const typesOf = (state: PlannerState) => state.channels.map((channel) => channel.result);
const EXPECTED = [undefined, 'message', undefined, 'Zalo OA follows'];

describe('the planner keeps what each channel counts as leads', () => {
  it('sets and clears a channel’s result type; an unusable one is plain leads', () => {
    const state = defaultPlannerState();
    const id = state.channels[1]!.id;
    const set = plannerReducer(state, { type: 'update-channel', id, patch: { result: 'message' } });
    expect(set.channels[1]?.result).toBe('message');
    const cleared = plannerReducer(set, { type: 'update-channel', id, patch: { result: undefined } });
    expect('result' in cleared.channels[1]!).toBe(false);
    const odd = plannerReducer(state, {
      type: 'replace',
      state: { ...state, channels: [{ ...state.channels[0]!, result: ' '.repeat(3) }] },
    });
    expect('result' in odd.channels[0]!).toBe(false);
  });

  it('round-trips the types through the draft and a saved plan', () => {
    const draft = readPlannerDraft(JSON.parse(JSON.stringify(plannerDraft(typed(), codec))));
    expect(draft.ok && typesOf(draft.value.state)).toEqual(EXPECTED);
    const saved = fromPlanData(JSON.parse(JSON.stringify(toPlanData({ state: typed(), currency: 'VND' }))));
    expect(typesOf(saved.state)).toEqual(EXPECTED);
    // A plan saved before result types existed has none.
    expect(
      toPlanData({ state: defaultPlannerState(), currency: 'USD' }).channels.every((channel) => !('result' in channel)),
    ).toBe(true);
  });

  it('puts the types in a version 2 link; a plan without them stays a version 1 link', async () => {
    const url = await planShareUrlFor(PAGE, { state: typed(), currency: 'VND' });
    expect(url).toMatch(/\?plan=v2\./);
    const opened = await decodeAnyPlanShare(token(url));
    expect(opened.ok && typesOf(opened.value.state)).toEqual(EXPECTED);
    const plain = { state: defaultPlannerState(), currency: 'USD' as const };
    expect(await planShareUrlFor(PAGE, plain)).toBe(planShareUrl(PAGE, plain));
  });

  it('writes the types as one settings row of the full-plan file, in either language, and reads them back', () => {
    const date = new Date(2026, 10, 26);
    for (const words of [undefined, FULL_PLAN_HEADERS_VI]) {
      const text = fullPlanCsv({ state: typed(), currency: 'VND' }, date, words);
      const read = readFullPlanCsv(text);
      expect(read.ok && typesOf(read.plan.state)).toEqual(EXPECTED);
    }
    expect(fullPlanCsv({ state: defaultPlannerState(), currency: 'USD' }, date)).not.toMatch(/Result types/);
  });
});
