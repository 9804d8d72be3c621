/**
 * The review step: every dropped file is read off the page's thread, shown as understood, and
 * corrected by the visitor; only "Add" or "Replace" changes the tool. Several files (one per
 * platform, usually) become one set of channels.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { inputClasses, OwnForm } from '../../../components/ui/field.tsx';
import { fill } from '../../../i18n/fill.ts';
import { CURRENCIES, isCurrency, type Currency } from '../../../lib/money.ts';
import { CurrencyPicker } from '../currency-picker.tsx';
import { useToolLanguage } from '../text-context.tsx';
import { IMPORT_ACCEPT } from './import-drop-zone.tsx';
import { importedRows, type ImportedRow } from './imported-rows.ts';
import { IMPORT_LIMITS } from './model/limits.ts';
import type { Mapping, ParsedExport } from './model/read-export.ts';
import { rememberedMapping, rememberMapping } from './remembered-mappings.ts';
import { readExport } from './run-import.ts';
import { importEn } from './i18n/en.ts';
import { importVi } from './i18n/vi.ts';
import { resultLabel, SourceReview, typeChooser, type SourceState } from './source-review.tsx';

/** A file read and complete, with the result type the visitor counts as leads. */
export interface ReadSource {
  file: ParsedExport;
  leadType: string;
}

export interface ImportOutcome {
  rows: ImportedRow[];
  mode: 'append' | 'replace';
  currency: Currency;
  sources: ReadSource[];
  /** Each file with the result type counted per channel and its words, when the tool asked (`periods`). */
  chosen: ChosenSource[];
}

/** A file read and complete, with the result type its channels count (by channelKey) and their words. */
export interface ChosenSource {
  file: ParsedExport;
  leadType: (key: string) => string;
  label: (type: string) => string;
}

/**
 * For a tool that takes the files' dated rows rather than channel rows (the dated plan's weekly
 * actuals): its own summary of what the files give, and one import button.
 */
export interface WeeklyImportMode {
  label: string;
  summary: (sources: ReadSource[]) => { node: ReactNode; importable: boolean };
}

interface ImportReviewDialogProps {
  files: readonly File[];
  /** The currency on screen: amounts are read in it unless a file or the visitor says otherwise. */
  currency: Currency;
  /** How many more rows the tool takes when adding (replacing takes up to `limit`). */
  room: number;
  limit: number;
  onClose: () => void;
  onImport: (outcome: ImportOutcome) => void;
  weekly?: WeeklyImportMode;
  /** A tool that learns from periods (the planner's saturation fit) shows what it understood of them. */
  periods?: (sources: ChosenSource[], currency: Currency) => ReactNode;
}

let sequence = 0;

export function ImportReviewDialog({
  files,
  currency,
  room,
  limit,
  onClose,
  onImport,
  weekly,
  periods,
}: ImportReviewDialogProps) {
  const { locale } = useToolLanguage();
  const t = locale === 'vi' ? importVi : importEn;
  const id = useId();
  const more = useRef<HTMLInputElement>(null);
  const [sources, setSources] = useState<SourceState[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [readAs, setReadAs] = useState<Currency | null>(null);
  const [rate, setRate] = useState('20');
  const started = useRef(false);

  const update = (key: number, patch: Partial<SourceState>) =>
    setSources((list) => list.map((source) => (source.key === key ? { ...source, ...patch } : source)));

  const read = async (key: number, bytes: ArrayBuffer, mapping?: Mapping) => {
    let result = await readExport(bytes, mapping);
    if (result.ok && !mapping && !result.file.complete) {
      // A layout the visitor mapped before is read their way at once.
      const remembered = rememberedMapping(result.file.signature);
      if (remembered) result = await readExport(bytes, remembered);
    }
    if (!result.ok) update(key, { status: 'failed', problem: result.problem });
    else update(key, { status: 'ready', file: result.file, leadType: result.file.resultTypes[0] ?? '' });
  };

  const addFiles = (list: readonly File[]) => {
    const room = IMPORT_LIMITS.files - sources.length;
    setTooMany(list.length > room);
    const taken = list.slice(0, Math.max(0, room)).map((file) => ({ file, key: (sequence += 1) }));
    setSources((current) => [
      ...current,
      ...taken.map(({ file, key }) => ({
        key,
        name: file.name,
        bytes: null,
        status: 'reading' as const,
        leadType: '',
      })),
    ]);
    for (const { file, key } of taken) {
      // The size is checked before a byte is read: a 50 MB file is refused at once.
      if (file.size > IMPORT_LIMITS.bytes) {
        update(key, { status: 'failed', problem: 'too-large' });
        continue;
      }
      file.arrayBuffer().then(
        (bytes) => {
          update(key, { bytes });
          return read(key, bytes);
        },
        () => update(key, { status: 'failed', problem: 'spreadsheet' }),
      );
    }
  };

  useEffect(() => {
    // Runs once for the files that opened the review (strict mode mounts twice in development).
    if (started.current) return;
    started.current = true;
    addFiles(files);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ready = sources.filter((source) => source.status === 'ready' && source.file?.complete);
  const codes = [
    ...new Set(ready.map((source) => source.file?.currency).filter((code): code is string => Boolean(code))),
  ];
  const fileCurrency = codes.length === 1 && isCurrency(codes[0]) ? codes[0] : null;
  const chosen = readAs ?? fileCurrency ?? currency;
  const foreign = ready.find(
    (source) => source.file?.currency && !(CURRENCIES as readonly string[]).includes(source.file.currency),
  );
  const ratePercent = Math.min(100, Math.max(0, Number(rate.replace(',', '.')) || 0));
  const rows = ready.flatMap((source) =>
    source.file ? importedRows(source.file, typeChooser(source), (type) => resultLabel(t, type), ratePercent) : [],
  );
  const chosenSources: ChosenSource[] = periods
    ? ready.flatMap((source) =>
        source.file
          ? [{ file: source.file, leadType: typeChooser(source), label: (type) => resultLabel(t, type) }]
          : [],
      )
    : [];
  const reading = sources.some((source) => source.status === 'reading');
  const readSources = ready.flatMap((source) =>
    source.file ? [{ file: source.file, leadType: source.leadType }] : [],
  );
  const weeklySummary = weekly && readSources.length > 0 ? weekly.summary(readSources) : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={t.description}
      className="max-w-4xl"
    >
      <div className="space-y-5">
        <p className="text-sm font-medium text-success-700">{t.privacy}</p>
        {tooMany && (
          <p role="alert" className="text-sm font-medium text-warning-700">
            {fill(t.tooManyFiles, { count: IMPORT_LIMITS.files })}
          </p>
        )}
        <ul aria-live="polite" className="space-y-4">
          {sources.map((source) => (
            <SourceReview
              key={source.key}
              t={t}
              source={source}
              currency={chosen}
              onLeadType={(leadType) => update(source.key, { leadType, channelTypes: {} })}
              onChannelType={(key, type) =>
                update(source.key, { channelTypes: { ...source.channelTypes, [key]: type } })
              }
              onMapping={(mapping) => {
                if (!source.bytes) return;
                if (source.file) rememberMapping(source.file.signature, mapping);
                update(source.key, { status: 'reading' });
                void read(source.key, source.bytes, mapping);
              }}
              onRemove={() => setSources((list) => list.filter((item) => item.key !== source.key))}
            />
          ))}
        </ul>
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={sources.length >= IMPORT_LIMITS.files}
            onClick={() => more.current?.click()}
          >
            {t.addFiles}
          </Button>
          <input
            ref={more}
            type="file"
            multiple
            hidden
            accept={IMPORT_ACCEPT}
            onChange={(event) => {
              addFiles([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>

        {weeklySummary && (
          <div aria-live="polite" className="space-y-2 border-t border-slate-200 pt-4 text-sm">
            {weeklySummary.node}
          </div>
        )}
        {!weekly && ready.length > 0 && (
          <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            <div>
              <CurrencyPicker id={`${id}-currency`} label={t.readAs} value={chosen} onChange={setReadAs} />
              <p className="mt-1 text-xs text-slate-600">{t.readAsHint}</p>
              {foreign?.file?.currency && (
                <p className="mt-1 text-sm text-warning-700">
                  {fill(t.currencyMismatch, { file: foreign.name, code: foreign.file.currency })}
                </p>
              )}
              {codes.length > 1 && (
                <p className="mt-1 text-sm text-warning-700">{fill(t.mixedCurrencies, { codes: codes.join(', ') })}</p>
              )}
            </div>
            <OwnForm>
              <label htmlFor={`${id}-rate`} className="mb-1.5 block text-sm font-medium text-slate-800">
                {t.customerRate}
              </label>
              <input
                id={`${id}-rate`}
                inputMode="decimal"
                className={inputClasses()}
                value={rate}
                aria-describedby={`${id}-rate-hint`}
                onChange={(event) => setRate(event.target.value)}
              />
              <p id={`${id}-rate-hint`} className="mt-1 text-xs text-slate-600">
                {t.customerRateHint}
              </p>
            </OwnForm>
          </div>
        )}
        {periods && !reading && rows.length > 0 && periods(chosenSources, chosen)}
        {!weekly && rows.length > room && <p className="text-sm text-slate-700">{fill(t.room, { room, limit })}</p>}
        {!reading && (weekly ? readSources.length === 0 : rows.length === 0) && (
          <p className="text-sm text-slate-600">{t.nothingYet}</p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          {weekly ? (
            <Button
              disabled={!weeklySummary?.importable || reading}
              onClick={() =>
                onImport({ rows: [], mode: 'replace', currency: chosen, sources: readSources, chosen: chosenSources })
              }
            >
              {weekly.label}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                disabled={rows.length === 0 || reading}
                onClick={() =>
                  onImport({
                    rows: rows.slice(0, limit),
                    mode: 'replace',
                    currency: chosen,
                    sources: readSources,
                    chosen: chosenSources,
                  })
                }
              >
                {t.replace}
              </Button>
              <Button
                disabled={rows.length === 0 || reading || room === 0}
                onClick={() =>
                  onImport({
                    rows: rows.slice(0, room),
                    mode: 'append',
                    currency: chosen,
                    sources: readSources,
                    chosen: chosenSources,
                  })
                }
              >
                {t.add}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
