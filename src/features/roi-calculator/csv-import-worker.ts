/// <reference lib="webworker" />
/**
 * Reads the ROI calculator's own CSV off the page's thread: a hostile 1 MB file once froze the tab
 * for about 6 s when parsed there. Row ids are placeholders; the page gives real ones.
 */
import type { NumberWords } from '../calculator-kit/read-number.ts';
import { importRoiCsv, type CsvImportWords } from './model/csv.ts';

export interface CsvImportRequest {
  id: number;
  text: string;
  words: CsvImportWords;
  numberWords: NumberWords;
}

self.onmessage = (event: MessageEvent<CsvImportRequest>) => {
  const { id, text, words, numberWords } = event.data;
  self.postMessage({ id, result: importRoiCsv(text, (index) => String(index), words, numberWords) });
};
