/**
 * The ROI CSV import through a worker created on first use, answers matched by id; where workers
 * cannot start the same function runs here. Rows get the page's ids on arrival.
 */
import type { NumberWords } from '../calculator-kit/read-number.ts';
import type { CsvImportRequest } from './csv-import-worker.ts';
import type { CsvImportWords, RoiImport } from './model/csv.ts';

type Args = [text: string, words: CsvImportWords, numberWords: NumberWords];

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (result: RoiImport) => void; args: Args }>();

const onThisThread = async (...[text, words, numberWords]: Args) =>
  (await import('./model/csv.ts')).importRoiCsv(text, (index) => String(index), words, numberWords);

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./csv-import-worker.ts', import.meta.url), { type: 'module' })
        : null;
    if (worker) {
      worker.onmessage = (event: MessageEvent<{ id: number; result: RoiImport }>) => {
        pending.get(event.data.id)?.resolve(event.data.result);
        pending.delete(event.data.id);
      };
      worker.onerror = () => {
        worker = null;
        for (const [id, { resolve, args }] of pending) {
          pending.delete(id);
          void onThisThread(...args).then(resolve);
        }
      };
    }
  } catch {
    worker = null;
  }
  return worker;
}

/** Only the words the import uses cross to the worker (the dictionaries are plain strings). */
function importWords(words: CsvImportWords): CsvImportWords {
  const { csv, channel, campaign, spendLabel, clicks, leads, revenue, customers } = words;
  return { csv, channel, campaign, spendLabel, clicks, leads, revenue, customers };
}

function numberWordsOf(words: NumberWords): NumberWords {
  const { numberEmpty, numberNotNumber, numberTooLarge, numberNegative, numberBelow, numberAbove } = words;
  return { numberEmpty, numberNotNumber, numberTooLarge, numberNegative, numberBelow, numberAbove };
}

export async function importRoiCsvOffThread(
  text: string,
  words: CsvImportWords,
  numberWords: NumberWords,
  makeId: () => string,
): Promise<RoiImport> {
  const args: Args = [text, importWords(words), numberWordsOf(numberWords)];
  const w = getWorker();
  const result = w
    ? await new Promise<RoiImport>((resolve) => {
        const id = (nextId += 1);
        pending.set(id, { resolve, args });
        const request: CsvImportRequest = { id, text: args[0], words: args[1], numberWords: args[2] };
        w.postMessage(request);
      })
    : await onThisThread(...args);
  return result.ok ? { ...result, rows: result.rows.map((row) => ({ ...row, id: makeId() })) } : result;
}
