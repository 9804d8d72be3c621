/**
 * The planning figures worked out in the worker (ranges-worker.ts), as plain functions of plain
 * data: the worker runs them on a structured clone of the request, and the page runs the very same
 * functions when workers are unavailable, so both give the figures of a direct call.
 */
import { compareGoalPlans, type GoalComparison } from '../model/goal-science.ts';
import { modelPlan } from '../model/curves-plan.ts';
import { withPlanning } from '../model/planning-settings.ts';
import type { PlannerState } from '../model/planner.ts';
import { simulateRanges, type RangeResult } from '../model/ranges.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { tornado } from '../model/sensitivity.ts';

/** The tornado through the page's own model with the layer on: the panel's `evaluate`, rebuilt from data. */
export function tornadoUnder(state: PlannerState, layer: SaturationLayer, step: number): TornadoResult {
  return tornado(state, (s) => modelPlan(withPlanning(s, { saturation: layer })), step);
}

export type TornadoResult = ReturnType<typeof tornado>;

export type WorkerJob =
  | { kind: 'ranges'; args: Parameters<typeof simulateRanges> }
  | { kind: 'tornado'; args: Parameters<typeof tornadoUnder> }
  | { kind: 'goal'; args: Parameters<typeof compareGoalPlans> };

export type JobResult<J extends WorkerJob> = J extends { kind: 'ranges' }
  ? RangeResult
  : J extends { kind: 'tornado' }
    ? TornadoResult
    : GoalComparison;

export function runJob<J extends WorkerJob>(job: J): JobResult<J> {
  const result =
    job.kind === 'ranges'
      ? simulateRanges(...job.args)
      : job.kind === 'tornado'
        ? tornadoUnder(...job.args)
        : compareGoalPlans(...job.args);
  return result as JobResult<J>;
}
