/**
 * One worker for the planning figures (ranges, tornado, the goal's cheapest plan under curves), created on first use; answers are matched
 * to requests by id so a slow answer for old inputs never overwrites a newer one. Where workers are
 * unavailable the same functions run on the main thread.
 */
import type { GoalComparison } from '../model/goal-science.ts';
import type { RangeResult } from '../model/ranges.ts';
import type { WorkerRequest } from './ranges-worker.ts';
import { runJob, type JobResult, type TornadoResult, type WorkerJob } from './worker-jobs.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (result: never) => void; job: WorkerJob }>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./ranges-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; result: never }>) => {
      pending.get(event.data.id)?.resolve(event.data.result);
      pending.delete(event.data.id);
    };
    // A worker that fails to start (blocked, or a broken build) must not leave figures hanging:
    // answer what is waiting on this thread and stop using workers.
    worker.onerror = () => {
      worker = null;
      for (const [id, { resolve, job }] of pending) {
        pending.delete(id);
        resolve(runJob(job) as never);
      }
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** A job's answer from the worker, or from this thread where there is none. */
export function runInWorker<J extends WorkerJob>(job: J): Promise<JobResult<J>> {
  const w = getWorker();
  if (!w) return Promise.resolve(runJob(job));
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, { resolve: resolve as (result: never) => void, job });
    const request: WorkerRequest = { id, job };
    w.postMessage(request);
  });
}

export function runRanges(...args: Extract<WorkerJob, { kind: 'ranges' }>['args']): Promise<RangeResult> {
  return runInWorker({ kind: 'ranges', args });
}

export function runTornado(...args: Extract<WorkerJob, { kind: 'tornado' }>['args']): Promise<TornadoResult> {
  return runInWorker({ kind: 'tornado', args });
}

export function runGoal(...args: Extract<WorkerJob, { kind: 'goal' }>['args']): Promise<GoalComparison> {
  return runInWorker({ kind: 'goal', args });
}
