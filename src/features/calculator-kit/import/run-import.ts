/**
 * One import worker, created on first use; answers are matched to requests by id. Where workers are
 * unavailable (or fail to start) the same reader runs on this thread, so an import never hangs.
 */
import type { Mapping } from './model/read-export.ts';
import type { ImportRequest } from './import-worker.ts';
import type { ReadResult } from './read-file.ts';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (result: ReadResult) => void; bytes: ArrayBuffer; mapping: Mapping | undefined }
>();

const onThisThread = async (bytes: ArrayBuffer, mapping?: Mapping) =>
  (await import('./read-file.ts')).readExportBytes(new Uint8Array(bytes), mapping);

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' })
        : null;
    if (worker) {
      worker.onmessage = (event: MessageEvent<{ id: number; result: ReadResult }>) => {
        pending.get(event.data.id)?.resolve(event.data.result);
        pending.delete(event.data.id);
      };
      worker.onerror = () => {
        worker = null;
        for (const [id, { resolve, bytes, mapping }] of pending) {
          pending.delete(id);
          void onThisThread(bytes, mapping).then(resolve);
        }
      };
    }
  } catch {
    worker = null;
  }
  return worker;
}

/** Reads a file's bytes (kept by the caller, so a new mapping can re-read them). */
export function readExport(bytes: ArrayBuffer, mapping?: Mapping): Promise<ReadResult> {
  const w = getWorker();
  if (!w) return onThisThread(bytes, mapping);
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, { resolve, bytes, mapping });
    const request: ImportRequest = { id, bytes: bytes.slice(0), ...(mapping ? { mapping } : {}) };
    w.postMessage(request, [request.bytes]);
  });
}
