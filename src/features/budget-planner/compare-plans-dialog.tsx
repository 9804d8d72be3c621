import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Currency } from '../../lib/money.ts';
import { comparePlans, comparePlanState, type ComparisonRow } from './model/compare.ts';
import { fromPlanData, type SavedPlan } from './model/plans.ts';
import { leads, money, ratioPercent } from './format.ts';

interface ComparePlansDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: readonly SavedPlan[];
}

function show(row: ComparisonRow, value: number, currency: Currency): string {
  if (row.kind === 'money') return money(value, currency);
  if (row.kind === 'percent') return ratioPercent(value);
  return leads(value);
}

function showDifference(row: ComparisonRow, currency: Currency): string {
  if (row.verdict === 'same') return 'No change';
  const sign = row.difference > 0 ? '+' : '−';
  const size = Math.abs(row.difference);
  if (row.kind === 'percent') return `${sign}${ratioPercent(size).replace('%', '')} pts`;
  return `${sign}${show(row, size, currency)}`;
}

const verdictTone = { better: 'text-success-700', worse: 'text-danger-700', same: 'text-slate-600' } as const;

export function ComparePlansDialog({ open, onOpenChange, plans }: ComparePlansDialogProps) {
  const newestFirst = [...plans].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const [picked, setPicked] = useState<{ a?: string; b?: string }>({});
  const planA = newestFirst.find((plan) => plan.id === picked.a) ?? newestFirst[1];
  const planB = newestFirst.find((plan) => plan.id === picked.b) ?? newestFirst[0];
  const options = newestFirst.map((plan) => ({ value: plan.id, label: plan.name }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Compare Saved Plans"
      description="Pick two saved plans to see their summaries side by side."
      className="max-w-2xl"
    >
      {!planA || !planB ? (
        <p className="rounded-control border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">Save at least two plans to compare them.</p>
      ) : (
        <ComparisonTable planA={planA} planB={planB} options={options} onPick={(side, id) => setPicked((current) => ({ ...current, [side]: id }))} />
      )}
    </Dialog>
  );
}

interface ComparisonTableProps {
  planA: SavedPlan;
  planB: SavedPlan;
  options: { value: string; label: string }[];
  onPick: (side: 'a' | 'b', id: string) => void;
}

function ComparisonTable({ planA, planB, options, onPick }: ComparisonTableProps) {
  const a = comparePlanState(fromPlanData(planA.data).state);
  const b = comparePlanState(fromPlanData(planB.data).state);
  const rows = comparePlans(a.summary, b.summary);
  const currencyNote =
    planA.data.currency !== planB.data.currency
      ? `These plans use different currencies (${planA.data.currency} and ${planB.data.currency}); figures are compared as entered, without conversion.`
      : undefined;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="compare-plan-a" className="mb-1.5 block text-sm font-medium text-slate-800">
            Plan A
          </label>
          <Select id="compare-plan-a" value={planA.id} onValueChange={(id) => onPick('a', id)} options={options} className="w-full" />
        </div>
        <div>
          <label htmlFor="compare-plan-b" className="mb-1.5 block text-sm font-medium text-slate-800">
            Plan B
          </label>
          <Select id="compare-plan-b" value={planB.id} onValueChange={(id) => onPick('b', id)} options={options} className="w-full" />
        </div>
      </div>
      {currencyNote && <p className="mt-4 text-sm text-warning-700">{currencyNote}</p>}
      {(!a.valid || !b.valid) && (
        <p className="mt-4 text-sm text-warning-700">
          {!a.valid ? 'Plan A' : 'Plan B'}
          {!a.valid && !b.valid ? ' and Plan B have' : ' has'} budget allocations that do not total 100%, so {!a.valid && !b.valid ? 'their' : 'its'} figures
          cover only the allocated share.
        </p>
      )}
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            Summary of {planA.name} and {planB.name}, with the difference from Plan A to Plan B
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Metric
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                A: {planA.name}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                B: {planB.name}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                B vs A
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{show(row, row.a, planA.data.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{show(row, row.b, planB.data.currency)}</td>
                <td className={`py-2 pl-3 text-right font-semibold tabular-nums ${verdictTone[row.verdict]}`}>{showDifference(row, planB.data.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        Green marks where Plan B does better (more leads, customers, revenue or ROI; less budget or CAC), red where it does worse.
      </p>
    </div>
  );
}
