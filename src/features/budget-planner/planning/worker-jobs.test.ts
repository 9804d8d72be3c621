/**
 * What the planning worker answers is what the page would work out itself: each job runs on a
 * structured clone of its request (as postMessage hands it over) and gives exactly the figures of
 * the direct model call, for the worked examples of the planning science.
 */
import { describe, expect, it } from 'vitest';
import { compareGoalPlans } from '../model/goal-science.ts';
import { modelPlan } from '../model/curves-plan.ts';
import { withPlanning } from '../model/planning-settings.ts';
import { calculatePlan } from '../model/planner.ts';
import { simulateRanges, type InputRanges } from '../model/ranges.ts';
import { EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { channelSpends, SATURATION_OFF } from '../model/saturation.ts';
import { tornado } from '../model/sensitivity.ts';
import { vietnamExampleState } from '../model/vietnam-example.ts';
import { runJob, type WorkerJob } from './worker-jobs.ts';
import { runGoal, runRanges, runTornado } from './run-ranges.ts';

/** The job as the worker receives it: a structured clone, nothing shared with the page. */
const inWorker = <J extends WorkerJob>(job: J) => runJob(structuredClone(job));
/** The panel's own `evaluate`: the page's model with the layer applied. */
const evaluateWith = (layer: typeof EXAMPLE_LAYER) => (s: typeof EXAMPLE_STATE) =>
  modelPlan(withPlanning(s, { saturation: layer }));

describe('the tornado from the worker', () => {
  it('is E8 exactly: the linear plan at ±20 % (base ROI 1.0958, Google Search CPC first)', () => {
    const answer = inWorker({ kind: 'tornado', args: [EXAMPLE_STATE, SATURATION_OFF, 0.2] });
    expect(answer).toEqual(tornado(EXAMPLE_STATE, calculatePlan, 0.2));
    expect(answer.base).toBeCloseTo(1.0958, 4);
    expect(answer.bars[0]?.label).toBe('Google Search CPC');
    expect(answer.bars[0]?.swing).toBeCloseTo(0.5, 4);
  });

  it.each([
    ['the running example with its curves', EXAMPLE_STATE, EXAMPLE_LAYER, 0.2],
    ['the running example with its curves, ±35 %', EXAMPLE_STATE, EXAMPLE_LAYER, 0.35],
    ['the Vietnamese example, linear', vietnamExampleState(), SATURATION_OFF, 0.2],
  ])('is the direct call for %s', (_name, state, layer, step) => {
    expect(inWorker({ kind: 'tornado', args: [state, layer, step] })).toEqual(
      tornado(state, evaluateWith(layer), step),
    );
  });

  it('is the direct call where workers are unavailable (this thread answers)', async () => {
    await expect(runTornado(EXAMPLE_STATE, EXAMPLE_LAYER, 0.2)).resolves.toEqual(
      tornado(EXAMPLE_STATE, evaluateWith(EXAMPLE_LAYER), 0.2),
    );
  });
});

describe('the ranges from the worker', () => {
  const spends = channelSpends(EXAMPLE_STATE);
  const e9: Record<string, InputRanges> = Object.fromEntries(
    EXAMPLE_STATE.channels.map((c) => [c.id, { cpc: 0.2, cvr: 0.3, valuePerLead: 0 }]),
  );

  it('are E9 exactly: the linear plan, CPC ÷×1.2, CVR ÷×1.3 (leads P50 177.4342)', () => {
    const answer = inWorker({ kind: 'ranges', args: [EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9 }] });
    expect(answer).toEqual(simulateRanges(EXAMPLE_STATE, SATURATION_OFF, { spends, ranges: e9 }));
    expect(answer.leads.p50).toBeCloseTo(177.4342, 4);
  });

  it('are the direct call with the curves, a margin and the shared factor', async () => {
    const options = { spends, ranges: e9, seed: 7, margin: 0.4, shared: 0.2 };
    const direct = simulateRanges(EXAMPLE_STATE, EXAMPLE_LAYER, options);
    expect(inWorker({ kind: 'ranges', args: [EXAMPLE_STATE, EXAMPLE_LAYER, options] })).toEqual(direct);
    await expect(runRanges(EXAMPLE_STATE, EXAMPLE_LAYER, options)).resolves.toEqual(direct);
  });
});

describe('the goal comparison from the worker', () => {
  const goalFirst = { ...EXAMPLE_STATE, planningMode: 'goal-first' as const };

  it('is E6 exactly: the cheapest plan under the curves totals 11,393.10 against the rule’s 12,631.58', () => {
    const answer = inWorker({ kind: 'goal', args: [goalFirst, EXAMPLE_LAYER] });
    expect(answer).toEqual(compareGoalPlans(goalFirst, EXAMPLE_LAYER));
    if (answer.cheapest.status !== 'ok') throw new Error('reachable');
    expect(answer.cheapest.budget).toBeCloseTo(11393.1, 2);
    expect(answer.fixedTotal).toBeCloseTo(12631.58, 2);
  });

  it('keeps an unreachable goal’s ceiling (infinite figures survive the copy)', async () => {
    const far = { ...goalFirst, campaignGoal: 100 };
    const direct = compareGoalPlans(far, EXAMPLE_LAYER);
    expect(direct.cheapest.status).toBe('unreachable');
    expect(inWorker({ kind: 'goal', args: [far, EXAMPLE_LAYER] })).toEqual(direct);
    await expect(runGoal(far, EXAMPLE_LAYER)).resolves.toEqual(direct);
  });
});
