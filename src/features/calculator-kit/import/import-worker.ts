/// <reference lib="webworker" />
/**
 * Reads dropped files off the page's thread: a hostile 1 MB CSV once froze the ROI tab for about
 * 6 s when parsed there. The page stays responsive whatever the file holds.
 */
import type { Mapping } from './model/read-export.ts';
import { readExportBytes } from './read-file.ts';

export interface ImportRequest {
  id: number;
  bytes: ArrayBuffer;
  mapping?: Mapping;
}

self.onmessage = async (event: MessageEvent<ImportRequest>) => {
  const { id, bytes, mapping } = event.data;
  try {
    self.postMessage({ id, result: await readExportBytes(new Uint8Array(bytes), mapping) });
  } catch {
    self.postMessage({ id, result: { ok: false, problem: 'spreadsheet' } });
  }
};
