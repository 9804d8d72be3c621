/// <reference lib="webworker" />
/**
 * Runs the planning tools' heavier figures off the main thread: the Monte Carlo (5,000 draws over
 * 20 channels take tens of milliseconds) and the tornado (120 runs of the whole plan model), long
 * enough to delay a key press if run on the page's thread. What each job computes is worker-jobs.ts.
 */
import { runJob, type WorkerJob } from './worker-jobs.ts';

export interface WorkerRequest {
  id: number;
  job: WorkerJob;
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const { id, job } = event.data;
  self.postMessage({ id, result: runJob(job) });
};
