import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import type { RoiRow } from './model/roi.ts';
import type { RoiImport } from './model/csv.ts';
import { ROI_LIMITS } from './model/limits.ts';
import { formatPercent, type Currency } from '../../lib/money.ts';
import { CurrencyPicker } from '../calculator-kit/currency-picker.tsx';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { useRoiText } from './roi-text.tsx';
import { fill } from '../../i18n/fill.ts';
import { channelCount } from './report-words.ts';
import { Icon } from '../../components/ui/icon.tsx';

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentCount: number;
  makeId: () => string;
  /** The currency on screen: the file's amounts are read in it unless the visitor picks another. */
  currency: Currency;
  /** `taxRate`: the tax on ad spend the file was exported with (its tax columns), if any. */
  onImport: (
    rows: RoiRow[],
    mode: 'append' | 'replace',
    skipped: number,
    currency: Currency,
    taxRate: number | undefined,
  ) => void;
}

/**
 * Reads a CSV with the seven input columns. Nothing on screen changes until the visitor picks
 * "Add" or confirms "Replace"; unreadable rows are listed with their reasons.
 */
export function ImportDialog({ open, onOpenChange, currentCount, makeId, currency, onImport }: ImportDialogProps) {
  const t = useRoiText();
  const { kit, locale } = useToolLanguage();
  const id = useId();
  const [readAs, setReadAs] = useState<Currency>(currency);
  const [result, setResult] = useState<RoiImport | null>(null);
  const [fileName, setFileName] = useState('');
  const [confirmReplace, setConfirmReplace] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setResult(null);
    setFileName('');
    setConfirmReplace(false);
  };

  const readFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setFileName(file.name);
    if (file.size > ROI_LIMITS.importBytes) {
      setResult({ ok: false, error: t.csv.tooLarge });
      return;
    }
    setBusy(true);
    try {
      const [text, { importRoiCsvOffThread }] = await Promise.all([file.text(), import('./run-csv-import.ts')]);
      setResult(await importRoiCsvOffThread(text, t, kit, makeId));
    } catch {
      setResult({ ok: false, error: t.fileUnreadable });
    } finally {
      setBusy(false);
    }
  };

  const rows = result?.ok ? result.rows : [];
  const problems = result?.ok ? result.problems : [];
  const taxRate = result?.ok ? result.taxRate : undefined;
  const room = Math.max(0, ROI_LIMITS.rows - currentCount);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={t.importTitle}
      description={t.importDescription}
      className="max-w-xl"
    >
      <div className="space-y-5">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t.csvFile}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={inputClasses(
              'file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800',
            )}
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </div>

        <div aria-live="polite" className="space-y-4">
          {busy && <p className="text-sm text-slate-600">{fill(t.reading, { file: fileName })}</p>}
          {result && !result.ok && (
            <p role="alert" className="flex gap-2 rounded-control bg-danger-50 p-3 text-sm font-medium text-danger-700">
              <Icon name="triangle-exclamation-point" className="h-5 w-5 shrink-0" />
              {result.error}
            </p>
          )}
          {result?.ok && rows.length > 0 && (
            <p className="flex gap-2 rounded-control bg-success-50 p-3 text-sm font-medium text-success-700">
              <Icon name="file-check-corner" className="h-5 w-5 shrink-0" />
              {rows.length === 1
                ? fill(t.readyOne, { file: fileName })
                : fill(t.readyMany, { count: rows.length, file: fileName })}
            </p>
          )}
          {problems.length > 0 && (
            <div className="rounded-control border border-warning-600/40 bg-warning-50 p-3 text-sm">
              <p className="font-semibold text-warning-700">
                {problems.length === 1 ? t.problemsOne : fill(t.problemsMany, { count: problems.length })}
              </p>
              <ul className="mt-2 max-h-40 list-disc space-y-1 overflow-y-auto pl-5 text-slate-800">
                {problems.map((problem) => (
                  <li key={problem.line}>{fill(t.problemRow, { line: problem.line, message: problem.message })}</li>
                ))}
              </ul>
            </div>
          )}
        </div>

        {rows.length > 0 && (
          <div>
            <CurrencyPicker id={`${id}-currency`} label={t.importCurrency} value={readAs} onChange={setReadAs} />
            <p className="mt-1 text-xs text-slate-600">{t.importCurrencyHint}</p>
            {taxRate !== undefined && (
              <p className="mt-1 text-xs text-slate-600">
                {fill(t.importTaxRate, { rate: formatPercent(taxRate, taxRate % 1 === 0 ? 0 : 2, undefined, locale) })}
              </p>
            )}
          </div>
        )}
        {rows.length > 0 && !confirmReplace && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t.cancel}
            </Button>
            <Button variant="outline" onClick={() => setConfirmReplace(true)}>
              {t.replaceCurrent}
            </Button>
            <Button
              disabled={room === 0}
              onClick={() =>
                onImport(
                  rows.slice(0, room),
                  'append',
                  problems.length + Math.max(0, rows.length - room),
                  readAs,
                  taxRate,
                )
              }
            >
              {t.addToCurrent}
            </Button>
          </div>
        )}
        {rows.length > 0 && room < rows.length && !confirmReplace && (
          <p className="text-sm text-slate-600">{fill(t.roomLeft, { room, limit: ROI_LIMITS.rows })}</p>
        )}
        {confirmReplace && (
          <div
            role="group"
            aria-labelledby={`${id}-confirm`}
            className="rounded-control border border-danger-600/30 bg-danger-50 p-4"
          >
            <p id={`${id}-confirm`} className="text-sm font-medium text-danger-700">
              {fill(t.confirmReplace, {
                current: channelCount(t, currentCount),
                incoming: rows.length === 1 ? t.incomingOne : fill(t.incomingMany, { count: rows.length }),
              })}
            </p>
            <div className="mt-3 flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setConfirmReplace(false)}>
                {t.keepCurrent}
              </Button>
              <Button variant="danger" onClick={() => onImport(rows, 'replace', problems.length, readAs, taxRate)}>
                {t.yesReplace}
              </Button>
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
