/// <reference lib="webworker" />
/**
 * Runs the Monte Carlo off the main thread: 5,000 draws over 20 channels take tens of
 * milliseconds, long enough to delay a key press if run on the page's thread.
 */
import { simulateRanges } from '../model/ranges.ts';

export interface RangesRequest {
  id: number;
  args: Parameters<typeof simulateRanges>;
}

self.onmessage = (event: MessageEvent<RangesRequest>) => {
  const { id, args } = event.data;
  self.postMessage({ id, result: simulateRanges(...args) });
};
