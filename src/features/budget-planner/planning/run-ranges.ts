/**
 * One worker for the ranges, created on first use; answers are matched to requests by id so a
 * slow answer for old inputs never overwrites a newer one. Where workers are unavailable the
 * same function runs on the main thread.
 */
import { simulateRanges, type RangeResult } from '../model/ranges.ts';
import type { RangesRequest } from './ranges-worker.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (result: RangeResult) => void; args: Parameters<typeof simulateRanges> }>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./ranges-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; result: RangeResult }>) => {
      pending.get(event.data.id)?.resolve(event.data.result);
      pending.delete(event.data.id);
    };
    // A worker that fails to start (blocked, or a broken build) must not leave ranges hanging:
    // answer what is waiting on this thread and stop using workers.
    worker.onerror = () => {
      worker = null;
      for (const [id, { resolve, args }] of pending) {
        pending.delete(id);
        resolve(simulateRanges(...args));
      }
    };
  } catch {
    worker = null;
  }
  return worker;
}

export function runRanges(...args: Parameters<typeof simulateRanges>): Promise<RangeResult> {
  const w = getWorker();
  if (!w) return Promise.resolve(simulateRanges(...args));
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, { resolve, args });
    const request: RangesRequest = { id, args };
    w.postMessage(request);
  });
}
