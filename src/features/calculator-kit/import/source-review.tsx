/**
 * One file in the review: what it is (platform, period, currency), rows kept and left out with the
 * reasons, the result type counted as leads, the column mapping when the names were not enough, and
 * the channels it becomes.
 */
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses, OwnForm } from '../../../components/ui/field.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { useFormat } from '../use-format.ts';
import { channelKey, isUnknown, toChannels, type ImportedChannel, type Sum } from './model/channels.ts';
import { IMPORT_LIMITS } from './model/limits.ts';
import type { Field } from './model/aliases.ts';
import type { Mapping, ParsedExport } from './model/read-export.ts';
import type { ReadProblem } from './read-file.ts';
import type { importEn } from './i18n/en.ts';
import type { Shape } from '../../../i18n/dictionary.ts';
import { Icon } from '../../../components/ui/icon.tsx';

export type ImportText = Shape<typeof importEn>;

export interface SourceState {
  key: number;
  name: string;
  bytes: ArrayBuffer | null;
  status: 'reading' | 'ready' | 'failed';
  problem?: ReadProblem;
  file?: ParsedExport;
  leadType: string;
  /** The visitor's choice for single channels (by channelKey), over the file's `leadType`. */
  channelTypes?: Readonly<Record<string, string>>;
}

/** The result type each channel of a source counts as leads: its own choice, else the file's. */
export const typeChooser =
  (source: SourceState) =>
  (key: string): string =>
    source.channelTypes?.[key] ?? source.leadType;

const MAPPED: readonly (Field & keyof ImportText['fields'])[] = [
  'campaign',
  'channel',
  'spend',
  'clicks',
  'leads',
  'revenue',
  'customers',
];

export function resultLabel(t: ImportText, key: string): string {
  if (key in t.resultTypes) return t.resultTypes[key as keyof ImportText['resultTypes']];
  if (key.startsWith('action:')) return fill(t.actionType, { name: key.slice(7) });
  return fill(t.otherResult, { name: key.replace(/^result:/, '') });
}

/** "Leads (messages started)", or every type the channels count: "Leads (form leads, messages started)". */
function headingFor(template: string, channels: readonly ImportedChannel[], t: ImportText): string {
  const types = [...new Set(channels.map((channel) => channel.leadType))];
  return fill(template, { type: types.map((type) => resultLabel(t, type)).join(', ') });
}

export function problemText(t: ImportText, problem: ReadProblem, file: string): string {
  return fill(t.problems[problem], {
    file,
    limit: IMPORT_LIMITS.bytes / 1_000_000,
    rows: IMPORT_LIMITS.rows,
    columns: IMPORT_LIMITS.columns,
  });
}

interface SourceReviewProps {
  t: ImportText;
  source: SourceState;
  currency: Currency;
  onLeadType: (type: string) => void;
  onChannelType: (key: string, type: string) => void;
  onMapping: (mapping: Mapping) => void;
  onRemove: () => void;
}

export function SourceReview({
  t,
  source,
  currency,
  onLeadType,
  onChannelType,
  onMapping,
  onRemove,
}: SourceReviewProps) {
  const id = useId();
  const fmt = useFormat(currency);
  const [mapping, setMapping] = useState(false);
  const { file } = source;
  const head = (
    <div className="flex items-start justify-between gap-3">
      <h3 className="font-semibold break-all text-slate-900">{source.name}</h3>
      <Button variant="ghost" size="sm" aria-label={fill(t.removeFile, { file: source.name })} onClick={onRemove}>
        <Icon name="x" className="h-4 w-4" />
      </Button>
    </div>
  );
  if (source.status === 'reading') {
    return (
      <li className="rounded-card border border-slate-200 p-4">
        {head}
        <p className="text-sm text-slate-600">{fill(t.reading, { file: source.name })}</p>
      </li>
    );
  }
  if (source.status === 'failed' || !file) {
    return (
      <li className="rounded-card border border-danger-600/30 bg-danger-50 p-4">
        {head}
        <p role="alert" className="mt-1 flex gap-2 text-sm font-medium text-danger-700">
          <Icon name="triangle-exclamation-point" className="h-5 w-5 shrink-0" />
          {problemText(t, source.problem ?? 'spreadsheet', source.name)}
        </p>
      </li>
    );
  }

  const channels = file.complete ? toChannels(file.rows, typeChooser(source)) : [];
  // With more than one result type in the file, each channel chooses its own (a column of choices).
  const perChannel = file.resultTypes.length > 1;
  const show = (sum: Sum, money: boolean) => {
    if (isUnknown(sum)) return t.unknown;
    const value = money ? fmt.money(sum.value) : fmt.number(sum.value);
    return sum.unknown > 0 ? fill(t.partlyUnknown, { value }) : value;
  };
  const facts: [string, string][] = [
    [t.platform, t.platforms[file.platform]],
    [t.period, file.period ?? t.notInFile],
    [t.fileCurrency, file.currency ?? t.notInFile],
    [t.rowsKept, fmt.number(file.rows.length)],
    [t.rowsDropped, fmt.number(file.dropped.length)],
  ];

  // The result types the file counts, for the whole file's choice and each channel's.
  const resultOptions = file.resultTypes.map((key) => (
    <option key={key} value={key}>
      {resultLabel(t, key)}
    </option>
  ));
  return (
    <li className="space-y-4 rounded-card border border-slate-200 p-4">
      {head}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {file.dropped.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-800">
            {t.rowsDropped}: {fmt.number(file.dropped.length)}
          </summary>
          <ul className="mt-2 max-h-32 list-disc space-y-0.5 overflow-y-auto pl-5 text-slate-700">
            {file.dropped.slice(0, 200).map((row) => (
              <li key={row.line}>
                {fill(t.droppedLine, {
                  line: row.line,
                  name: row.name ? `“${row.name}”` : '',
                  reason: t.reasons[row.reason],
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
      {file.unknownCells > 0 && (
        <p className="text-sm text-slate-700">{fill(t.unknownCells, { count: fmt.number(file.unknownCells) })}</p>
      )}

      {(!file.complete || mapping) && (
        <MappingForm
          t={t}
          file={file}
          onApply={(next) => {
            setMapping(false);
            onMapping(next);
          }}
        />
      )}
      {file.complete && !mapping && (
        <div className="flex flex-wrap items-end gap-3">
          {file.resultTypes.length > 0 && (
            <OwnForm>
              <label htmlFor={`${id}-lead`} className="mb-1.5 block text-sm font-medium text-slate-800">
                {t.leadChoice}
              </label>
              <select
                id={`${id}-lead`}
                className={inputClasses('w-auto')}
                value={source.leadType}
                onChange={(event) => onLeadType(event.target.value)}
              >
                {resultOptions}
              </select>
            </OwnForm>
          )}
          <Button variant="outline" size="sm" onClick={() => setMapping(true)}>
            {t.changeMapping}
          </Button>
        </div>
      )}

      {channels.length > 0 && (
        <div
          role="region"
          aria-label={fill(t.channelsFrom, { count: channels.length, file: source.name })}
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{fill(t.channelsFrom, { count: channels.length, file: source.name })}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t.columns.channel}
                </th>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  {t.columns.campaign}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {t.columns.spend}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {t.columns.clicks}
                </th>
                {perChannel && (
                  <th scope="col" className="py-1.5 pr-3 font-medium">
                    {t.columns.countAs}
                  </th>
                )}
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {headingFor(t.columns.leads, channels, t)}
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  {headingFor(t.columns.costPer, channels, t)}
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  {t.columns.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {channels.slice(0, 200).map((channel) => (
                <tr key={`${channel.channel}|${channel.campaign}`} className="border-b border-slate-100">
                  <td className="py-1.5 pr-3">{channel.channel || channel.campaign}</td>
                  <td className="py-1.5 pr-3">{channel.channel ? channel.campaign : ''}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{show(channel.spend, true)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{show(channel.clicks, false)}</td>
                  {perChannel && (
                    <td className="py-1.5 pr-3">
                      <OwnForm>
                        <select
                          aria-label={fill(t.countAsFor, {
                            channel: [channel.channel, channel.campaign].filter(Boolean).join(' – '),
                          })}
                          className={inputClasses('w-auto py-1')}
                          value={channel.leadType}
                          onChange={(event) =>
                            onChannelType(channelKey(channel.channel, channel.campaign), event.target.value)
                          }
                        >
                          {resultOptions}
                        </select>
                      </OwnForm>
                    </td>
                  )}
                  <td className="py-1.5 pr-3 text-right tabular-nums">{show(channel.leads, false)}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">
                    {channel.leads.value > 0 && !isUnknown(channel.spend)
                      ? fmt.money(channel.spend.value / channel.leads.value)
                      : t.unknown}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{show(channel.revenue, true)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}

function MappingForm({ t, file, onApply }: { t: ImportText; file: ParsedExport; onApply: (mapping: Mapping) => void }) {
  const id = useId();
  const [choice, setChoice] = useState<Partial<Record<(typeof MAPPED)[number], number>>>(() =>
    Object.fromEntries(
      MAPPED.filter((field) => file.mapping[field] !== undefined).map((field) => [field, file.mapping[field]]),
    ),
  );
  const [error, setError] = useState('');
  return (
    <fieldset className="space-y-3 rounded-control border border-brand-100 bg-brand-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">{t.mapTitle}</legend>
      {!file.complete && <p className="text-sm font-medium text-slate-800">{t.mapNeeded}</p>}
      <p className="text-sm text-slate-700">{t.mapHint}</p>
      {!file.complete && <p className="text-sm text-slate-700">{t.otherLanguage}</p>}
      <div className="grid gap-3 sm:grid-cols-2">
        {MAPPED.map((field) => (
          <OwnForm key={field}>
            <label htmlFor={`${id}-${field}`} className="mb-1 block text-sm font-medium text-slate-800">
              {t.fields[field]}
            </label>
            <select
              id={`${id}-${field}`}
              className={inputClasses()}
              value={choice[field] ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                setChoice((current) => {
                  const next = { ...current };
                  if (value === '') delete next[field];
                  else next[field] = Number(value);
                  return next;
                });
              }}
            >
              <option value="">{t.noColumn}</option>
              {file.headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `#${index + 1}`}
                </option>
              ))}
            </select>
          </OwnForm>
        ))}
      </div>
      <p role="alert" className="text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
      <Button
        size="sm"
        onClick={() => {
          if (choice.spend === undefined || (choice.campaign === undefined && choice.channel === undefined)) {
            setError(t.mappingNeedsSpend);
            return;
          }
          const next: Mapping = { ...file.mapping };
          for (const field of MAPPED) {
            if (choice[field] === undefined) delete next[field];
            else next[field] = choice[field];
          }
          onApply(next);
        }}
      >
        {t.applyMapping}
      </Button>
    </fieldset>
  );
}
