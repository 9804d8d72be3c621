import { useState, type ChangeEvent } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { fill } from '../../../i18n/fill.ts';
import { useFormat } from '../../calculator-kit/use-format.ts';
import { useRoiText } from '../roi-text.tsx';
import type { PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import { targetsFromJson } from '../../calculator-kit/model/plan-targets-read.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import {
  matchTargets,
  planTotals,
  proRate,
  rowFigures,
  variance,
  type Figures,
  type PlanTotals,
} from '../model/variance.ts';
import type { RoiRow } from '../model/roi.ts';
import { GapExplanation } from './gap-explanation.tsx';
import { OwnForm } from '../../../components/ui/field.tsx';

interface Props {
  rows: readonly RoiRow[];
  currency: Currency;
  targets: PlanTargets | null;
  problem: string | undefined;
  onTargets: (t: PlanTargets) => void;
  onProblem: (p: string | undefined) => void;
}

const MONEY = new Set(['spend', 'revenue', 'cpl', 'cac']);

export function TargetsSection({ rows, currency, targets, problem, onTargets, onProblem }: Props) {
  const text = useRoiText();
  const p = text.planning;
  const format = useFormat(currency);
  const labels: Record<string, string> = {
    spend: text.spendLabel,
    clicks: text.clicks,
    leads: text.leads,
    customers: text.customers,
    revenue: text.revenue,
    cpl: text.colCpl,
    cac: text.colCac,
    roas: text.colRoas,
    roi: text.colRoi,
  };
  const [elapsed, setElapsed] = useState('');
  const [total, setTotal] = useState('');
  const [manual, setManual] = useState<Record<string, number>>({});
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 200_000) {
      onProblem(fill(p.unchanged, { error: p.tooLarge }));
      return;
    }
    const result = targetsFromJson(await file.text());
    if (result.ok) {
      onTargets(result.value);
      onProblem(undefined);
    } else onProblem(fill(p.unchanged, { error: result.problem === 'damaged' ? p.fileNotJson : p.fileNotPlan }));
  };
  const days = { e: Number(elapsed), t: Number(total) };
  const paced = elapsed !== '' && total !== '' && days.t > 0 && days.e >= 0;
  const fmt = (field: string, v: number) =>
    MONEY.has(field)
      ? format.money(v)
      : field === 'roi'
        ? format.roi(v)
        : field === 'roas'
          ? format.multiple(v)
          : format.number(v, 0);
  const matching = targets ? matchTargets(rows, targets.channels, manual) : null;
  return (
    <PlanningBlock title={p.targetsTitle} open>
      <p>{p.targetsIntro}</p>
      <label className="block text-sm font-medium">
        {p.loadPlan}
        <input
          type="file"
          accept="application/json,.json"
          className="mt-1 block w-full max-w-full text-sm"
          onChange={(e) => void readFile(e)}
        />
      </label>
      {problem && (
        <p role="alert" className="font-medium text-danger-700">
          {problem}
        </p>
      )}
      {targets && matching && (
        <>
          {targets.currency !== currency && (
            <p className="font-medium">
              {fill(p.otherCurrency, { plan: p.currencyNames[targets.currency], actual: p.currencyNames[currency] })}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <DaysField label={p.daysElapsed} value={elapsed} onChange={setElapsed} />
            <DaysField label={p.daysTotal} value={total} onChange={setTotal} />
            <p className="self-end text-sm text-slate-700">
              {paced ? fill(p.paced, { share: format.percent(Math.min(1, days.e / days.t) * 100, 1) }) : p.wholePeriod}
            </p>
          </div>
          {rows.map((row, i) => {
            const index = matching.byRow[i];
            const t = index === undefined ? undefined : targets.channels[index];
            const available = targets.channels
              .map((c, j) => ({ c, j }))
              .filter(({ j }) => j === index || matching.unmatchedTargets.includes(j));
            const mapper = (
              <OwnForm className="contents">
                <label className="text-sm">
                  {fill(p.mapTo, { name: row.channel })}{' '}
                  <select
                    className="rounded-control border border-slate-300 bg-white px-2 py-1"
                    value={index ?? -1}
                    onChange={(e) => setManual((m) => ({ ...m, [row.id]: Number(e.target.value) }))}
                  >
                    <option value={-1}>{p.noTarget}</option>
                    {available.map(({ c, j }) => (
                      <option key={j} value={j}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
              </OwnForm>
            );
            if (!t)
              return (
                <div key={row.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">{fill(p.noMatch, { name: row.channel })}</p>
                  {mapper}
                </div>
              );
            const whole: Figures = {
              spend: t.spend,
              clicks: t.clicks,
              leads: t.leads,
              customers: t.customers,
              revenue: t.revenue,
            };
            const target = paced ? proRate(whole, days.e, days.t) : whole;
            const lines = variance(target, rowFigures(row));
            return (
              <div key={row.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h5 className="font-semibold">
                    {row.channel} <SourceChip kind="yours" label={p.chips.yours} />
                  </h5>
                  {mapper}
                </div>
                <ScrollTable label={fill(p.targetTable, { name: row.channel })}>
                  <thead>
                    <tr>
                      <th scope="col">{p.figure}</th>
                      <th scope="col">{p.target}</th>
                      <th scope="col">{p.actual}</th>
                      <th scope="col">{p.difference}</th>
                      <th scope="col">{p.differencePercent}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((l) => (
                      <tr key={l.field}>
                        <th scope="row">{labels[l.field]}</th>
                        <td>{fmt(l.field, l.target)}</td>
                        <td>{fmt(l.field, l.actual)}</td>
                        <td>{fmt(l.field, l.delta)}</td>
                        <td>
                          {l.ratio === null ? (l.target !== 0 ? p.signChanged : '—') : format.percent(l.ratio * 100, 1)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
                <GapExplanation target={target} actual={rowFigures(row)} currency={currency} />
              </div>
            );
          })}
          <TotalsTable
            totals={planTotals(
              rows,
              targets.channels.map((t) => {
                const whole: Figures = {
                  spend: t.spend,
                  clicks: t.clicks,
                  leads: t.leads,
                  customers: t.customers,
                  revenue: t.revenue,
                };
                return paced ? proRate(whole, days.e, days.t) : whole;
              }),
              matching.byRow,
            )}
            labels={labels}
            format={fmt}
            percent={(v) => format.percent(v, 1)}
          />
          {matching.unmatchedTargets.length > 0 && (
            <p>
              {fill(p.unmatched, { names: matching.unmatchedTargets.map((j) => targets.channels[j]?.name).join(', ') })}
            </p>
          )}
        </>
      )}
    </PlanningBlock>
  );
}

const VERDICT_TONE = {
  favourable: 'text-success-700',
  unfavourable: 'text-danger-700',
  even: 'text-slate-700',
} as const;
const VERDICT_MARK = { favourable: '▲', unfavourable: '▼', even: '=' } as const;

/** Spend, revenue and ROI of the matched channels against the plan, each difference judged in words and colour. */
function TotalsTable({
  totals,
  labels,
  format,
  percent,
}: {
  totals: PlanTotals;
  labels: Record<string, string>;
  format: (field: string, v: number) => string;
  percent: (v: number) => string;
}) {
  const p = useRoiText().planning;
  return (
    <div className="space-y-2 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <h5 className="font-semibold">
        {fill(p.totalsTitle, { matched: String(totals.matched), planned: String(totals.planned) })}
      </h5>
      {totals.awaiting && <p>{p.awaiting}</p>}
      <ScrollTable label={p.totalsTable}>
        <thead>
          <tr>
            <th scope="col">{p.figure}</th>
            <th scope="col">{p.target}</th>
            <th scope="col">{p.actual}</th>
            <th scope="col">{p.difference}</th>
            <th scope="col">{p.differencePercent}</th>
            <th scope="col">{p.againstPlan}</th>
          </tr>
        </thead>
        <tbody>
          {totals.lines.map((l) => (
            <tr key={l.field} data-verdict={totals.awaiting ? undefined : l.verdict}>
              <th scope="row">{labels[l.field]}</th>
              <td>{format(l.field, l.target)}</td>
              <td>{format(l.field, l.actual)}</td>
              <td>{totals.awaiting ? '—' : format(l.field, l.delta)}</td>
              <td>
                {totals.awaiting
                  ? '—'
                  : l.ratio === null
                    ? l.target !== 0
                      ? p.signChanged
                      : '—'
                    : percent(l.ratio * 100)}
              </td>
              <td className={totals.awaiting ? undefined : `font-semibold ${VERDICT_TONE[l.verdict]}`}>
                {totals.awaiting ? (
                  '—'
                ) : (
                  <>
                    <span aria-hidden="true">{VERDICT_MARK[l.verdict]} </span>
                    {p.verdicts[l.verdict]}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="text-xs text-slate-700">{p.totalsNote}</p>
    </div>
  );
}

/** A whole number of days, typed freely (read where the figures use it). */
function DaysField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <OwnForm>
      <label className="text-sm font-medium">
        {label}
        <input
          inputMode="numeric"
          className="mt-1 block w-28 rounded-control border border-slate-300 px-3 py-2"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </OwnForm>
  );
}
