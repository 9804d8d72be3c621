import { useState, type ChangeEvent } from 'react';
import { formatMoney, formatNumber, formatPercent, type Currency } from '../../../lib/money.ts';
import { targetsFromJson, type PlanTargets } from '../../calculator-kit/model/plan-targets.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { matchTargets, proRate, rowFigures, variance, type Figures } from '../model/variance.ts';
import type { RoiRow } from '../model/roi.ts';
import { GapExplanation } from './gap-explanation.tsx';

interface Props {
  rows: readonly RoiRow[];
  currency: Currency;
  targets: PlanTargets | null;
  problem: string | undefined;
  onTargets: (t: PlanTargets) => void;
  onProblem: (p: string | undefined) => void;
}

const LABELS: Record<string, string> = {
  spend: 'Spend',
  clicks: 'Clicks',
  leads: 'Leads',
  customers: 'Customers',
  revenue: 'Revenue',
  cpl: 'CPL',
  cac: 'CAC',
  roas: 'ROAS',
  roi: 'ROI',
};
const MONEY = new Set(['spend', 'revenue', 'cpl', 'cac']);

export function TargetsSection({ rows, currency, targets, problem, onTargets, onProblem }: Props) {
  const [elapsed, setElapsed] = useState('');
  const [total, setTotal] = useState('');
  const [manual, setManual] = useState<Record<string, number>>({});
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = file.size > 200_000 ? { ok: false as const, error: 'The file is too large to be a plan.' } : targetsFromJson(await file.text());
    if (result.ok) {
      onTargets(result.value);
      onProblem(undefined);
    } else onProblem(`${result.error} Your actuals are unchanged.`);
  };
  const days = { e: Number(elapsed), t: Number(total) };
  const paced = elapsed !== '' && total !== '' && days.t > 0 && days.e >= 0;
  const fmt = (field: string, v: number) =>
    MONEY.has(field) ? formatMoney(v, currency) : field === 'roas' || field === 'roi' ? formatNumber(v, 2) : formatNumber(v, 0);
  const matching = targets ? matchTargets(rows, targets.channels, manual) : null;
  return (
    <PlanningBlock title="Plan versus actual" open>
      <p>Open a plan sent from the Budget Planner (the link does it for you) or load its file. Targets are matched to your rows by channel name.</p>
      <label className="block text-sm font-medium">
        Load plan file
        <input type="file" accept="application/json,.json" className="mt-1 block text-sm" onChange={(e) => void readFile(e)} />
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
              The plan was made in {targets.currency}; these actuals are shown in {currency}. Amounts are compared as typed, without conversion.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <label className="text-sm font-medium">
              Days elapsed
              <input
                inputMode="numeric"
                className="mt-1 block w-28 rounded-control border border-slate-300 px-3 py-2"
                value={elapsed}
                onChange={(e) => setElapsed(e.target.value)}
              />
            </label>
            <label className="text-sm font-medium">
              Days in period
              <input
                inputMode="numeric"
                className="mt-1 block w-28 rounded-control border border-slate-300 px-3 py-2"
                value={total}
                onChange={(e) => setTotal(e.target.value)}
              />
            </label>
            <p className="self-end text-sm text-slate-700">
              {paced
                ? `Targets pro-rated to ${formatPercent(Math.min(1, days.e / days.t) * 100, 1)} of the period.`
                : 'Leave empty to compare whole-period targets.'}
            </p>
          </div>
          {rows.map((row, i) => {
            const index = matching.byRow[i];
            const t = index === undefined ? undefined : targets.channels[index];
            const available = targets.channels.map((c, j) => ({ c, j })).filter(({ j }) => j === index || matching.unmatchedTargets.includes(j));
            const mapper = (
              <label className="text-sm">
                Map {row.channel} to…{' '}
                <select
                  className="rounded-control border border-slate-300 bg-white px-2 py-1"
                  value={index ?? -1}
                  onChange={(e) => setManual((m) => ({ ...m, [row.id]: Number(e.target.value) }))}
                >
                  <option value={-1}>No target</option>
                  {available.map(({ c, j }) => (
                    <option key={j} value={j}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            );
            if (!t)
              return (
                <div key={row.id} className="rounded-lg border border-slate-200 p-3">
                  <p className="font-semibold">{row.channel}: no matching target.</p>
                  {mapper}
                </div>
              );
            const whole: Figures = { spend: t.spend, clicks: t.clicks, leads: t.leads, customers: t.customers, revenue: t.revenue };
            const target = paced ? proRate(whole, days.e, days.t) : whole;
            const lines = variance(target, rowFigures(row));
            return (
              <div key={row.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h5 className="font-semibold">
                    {row.channel} <SourceChip kind="yours" />
                  </h5>
                  {mapper}
                </div>
                <ScrollTable label={`Target versus actual, ${row.channel}`}>
                  <thead>
                    <tr>
                      <th scope="col">Figure</th>
                      <th scope="col">Target</th>
                      <th scope="col">Actual</th>
                      <th scope="col">Difference</th>
                      <th scope="col">Difference %</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((l) => (
                      <tr key={l.field}>
                        <th scope="row">{LABELS[l.field]}</th>
                        <td>{fmt(l.field, l.target)}</td>
                        <td>{fmt(l.field, l.actual)}</td>
                        <td>{fmt(l.field, l.delta)}</td>
                        <td>{l.ratio === null ? '—' : formatPercent(l.ratio * 100, 1)}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
                <GapExplanation target={target} actual={rowFigures(row)} currency={currency} />
              </div>
            );
          })}
          {matching.unmatchedTargets.length > 0 && (
            <p>
              Targets without a matching row: {matching.unmatchedTargets.map((j) => targets.channels[j]?.name).join(', ')}. Pick one with &ldquo;Map to…&rdquo;
              above.
            </p>
          )}
        </>
      )}
    </PlanningBlock>
  );
}
