/**
 * The draft across the codec's boundary: the first screen reads and writes a plan without planning
 * settings on its own; a plan with settings goes through planning-codec.ts (loaded on demand), and
 * comes back exactly as it left.
 */
import { describe, expect, it } from 'vitest';
import { plannerDraft, readPlannerDraft, withDraftPlanning, type DraftRead } from './draft.ts';
import { PLANNER_LIMITS } from './limits.ts';
import { newChannel, type PlannerState } from './planner.ts';
import * as codec from './planning-codec.ts';
import { DEFAULT_PLANNING, withPlanning, type PlanningSettings } from './planning-settings.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from './running-example.ts';
import { plannerReducer, sanitiseState } from './state.ts';

/** What a visitor's browser holds: the draft as JSON. */
const stored = (state: PlannerState) => JSON.parse(JSON.stringify(plannerDraft(state, codec))) as unknown;

function read(data: unknown): DraftRead {
  const result = readPlannerDraft(data);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const settings: PlanningSettings = {
  ...DEFAULT_PLANNING,
  saturation: EXAMPLE_LAYER,
  marginPercent: 40,
  keepTotal: true,
  locked: ['m'],
  whatIf: [{ target: 'l', field: 'cpc', op: '%', value: 20 }],
};
const planned = withPlanning({ ...EXAMPLE_STATE, totalBudget: 20000 }, settings);

describe('a draft without planning settings needs no codec', () => {
  it('is written and read back by the first screen alone', () => {
    expect(plannerDraft(EXAMPLE_STATE, undefined)).toEqual({ version: 1, state: EXAMPLE_STATE });
    const back = read(stored(EXAMPLE_STATE));
    expect(back).toEqual({ state: EXAMPLE_STATE });
    expect('planning' in back).toBe(false);
  });

  it('settings put back to the defaults are not carried (the codec tells)', () => {
    const keptThenDropped = withPlanning(EXAMPLE_STATE, { keepTotal: false });
    expect(plannerDraft(keptThenDropped, undefined)).toBeUndefined();
    expect(plannerDraft(keptThenDropped, codec)).toEqual({ version: 1, state: EXAMPLE_STATE });
  });
});

describe('a draft with planning settings', () => {
  it('is not written until the codec has arrived, then carries them in their portable form', () => {
    expect(plannerDraft(planned, undefined)).toBeUndefined();
    expect(plannerDraft(planned, null)).toBeUndefined();
    const draft = plannerDraft(planned, codec);
    expect(draft?.planning).toEqual(codec.toPortable(planned));
    expect(draft && 'planning' in draft.state).toBe(false);
  });

  it('reads back as the plan with its settings still portable, and through the codec as it left', () => {
    const back = read(stored(planned));
    expect(back.state).toEqual({ ...EXAMPLE_STATE, totalBudget: 20000 });
    expect(back.planning).toEqual(JSON.parse(JSON.stringify(codec.toPortable(planned))));
    expect(withDraftPlanning(back, codec)).toEqual(planned);
    // The island puts it on screen with one replace, which keeps it as it is.
    expect(plannerReducer(EXAMPLE_STATE, { type: 'replace', state: withDraftPlanning(back, codec) })).toEqual(planned);
  });

  it('settings that cannot be read leave the plan as it was saved, with every layer off', () => {
    const back = read({ version: 1, state: EXAMPLE_STATE, planning: 'nonsense' });
    expect(back.planning).toBe('nonsense');
    expect(withDraftPlanning(back, codec)).toEqual(EXAMPLE_STATE);
  });

  it('past the channel limit, the channels kept keep their own settings', () => {
    const many: PlannerState = {
      ...EXAMPLE_STATE,
      channels: Array.from({ length: PLANNER_LIMITS.channels + 4 }, (_, i) => ({
        ...newChannel(`c${i}`),
        budgetAllocation: 1,
      })),
    };
    const last = `c${PLANNER_LIMITS.channels + 2}`;
    const withMany = withPlanning(many, {
      saturation: { enabled: true, channels: { c0: { phi: 0.5, sRef: 100 }, [last]: { phi: 0.4, sRef: 50 } } },
      locked: ['c1', last],
      channelMargins: { c2: 30, [last]: 20 },
      whatIf: [
        { target: 'all', field: 'cpc', op: '%', value: 10 },
        { target: last, field: 'cvr', op: 'pts', value: 1 },
      ],
      moreScenarios: [[{ target: last, field: 'budget', op: 'abs', value: 10 }]],
    });
    const back = withDraftPlanning(read(stored(withMany)), codec);
    expect(back.channels).toHaveLength(PLANNER_LIMITS.channels);
    expect(back.planning).toEqual({
      ...withMany.planning,
      saturation: { enabled: true, channels: { c0: { phi: 0.5, sRef: 100 } } },
      locked: ['c1'],
      channelMargins: { c2: 30 },
      whatIf: [{ target: 'all', field: 'cpc', op: '%', value: 10 }],
      moreScenarios: [],
    });
  });
});

describe('the reducer keeps settings without the codec', () => {
  /** What the reducer did while it held the codec: the settings clamped again through their portable form. */
  function throughCodec(state: PlannerState): PlannerState {
    const { planning: _settings, ...plan } = state;
    const clean = sanitiseState(plan);
    const planning = codec.fromPortable(
      codec.toPortable(state),
      clean.channels.map((channel) => channel.id),
    );
    return planning ? { ...clean, planning } : clean;
  }

  it('gives what the codec gave for settings read from outside, also past the channel limit', () => {
    const portable = codec.toPortable(planned);
    const cases: PlannerState[] = [
      planned,
      withPlanning(EXAMPLE_STATE, {}),
      { ...EXAMPLE_STATE, planning: codec.fromPortable(portable, ['g', 'm', 'l'])! },
      // A plan whose channel list is cut: settings of the channels left out go with them.
      {
        ...EXAMPLE_STATE,
        channels: Array.from({ length: PLANNER_LIMITS.channels + 3 }, (_, i) => newChannel(`x${i}`)),
        planning: codec.fromPortable(
          {
            ...portable,
            c: Array.from({ length: PLANNER_LIMITS.channels + 3 }, (_, i) => [0.2 + i / 100, 10 * i]),
            l: [0, PLANNER_LIMITS.channels + 1],
            d: [[PLANNER_LIMITS.channels + 2, 0, 0, 5]],
          },
          Array.from({ length: PLANNER_LIMITS.channels + 3 }, (_, i) => `x${i}`),
        )!,
      },
    ];
    for (const state of cases) expect(sanitiseState(state)).toEqual(throughCodec(state));
  });

  it('a channel removed keeps its settings in the state, as before; they are not carried out', () => {
    const removed = plannerReducer(planned, { type: 'remove-channel', id: 'l' });
    expect(removed.planning?.whatIf).toEqual(settings.whatIf);
    expect(codec.toPortable(removed).d).toEqual([]);
  });
});
