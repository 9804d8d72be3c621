import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Currency } from '../../lib/money.ts';
import { comparePlans, comparePlanState, type ComparisonRow } from './model/compare.ts';
import { fromPlanData, type SavedPlan } from './model/plans.ts';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../lib/locales.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { formattersFor } from '../calculator-kit/use-format.ts';
import type { SummaryMetric } from './model/compare.ts';
import { usePlannerText, type PlannerText } from './planner-text.tsx';

interface ComparePlansDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plans: readonly SavedPlan[];
}

// Each plan's figures in its own currency, in the page's language.
function show(row: ComparisonRow, value: number, currency: Currency, locale: Locale): string {
  const fmt = formattersFor(currency, locale);
  if (row.kind === 'money') return fmt.money(value);
  if (row.kind === 'percent') return fmt.percent(value * 100);
  return fmt.number(value, 1);
}

function showDifference(row: ComparisonRow, currency: Currency, locale: Locale, t: PlannerText): string {
  if (row.verdict === 'same') return t.noChange;
  const sign = row.difference > 0 ? '+' : '−';
  const size = Math.abs(row.difference);
  if (row.kind === 'percent')
    return `${sign}${fill(t.points, { value: formattersFor(currency, locale).number(size * 100, 1) })}`;
  return `${sign}${show(row, size, currency, locale)}`;
}

const rowLabel = (t: PlannerText, key: SummaryMetric): string =>
  ({
    totalBudget: t.colBudget,
    totalEstimatedLeads: t.estLeads,
    totalEstimatedCustomers: t.estCustomers,
    totalEstimatedRevenue: t.estRevenue,
    overallROI: t.overallRoi,
    averageCAC: t.avgCac,
  })[key];

const verdictTone = { better: 'text-success-700', worse: 'text-danger-700', same: 'text-slate-600' } as const;

export function ComparePlansDialog({ open, onOpenChange, plans }: ComparePlansDialogProps) {
  const t = usePlannerText();
  const newestFirst = [...plans].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const [picked, setPicked] = useState<{ a?: string; b?: string }>({});
  const planA = newestFirst.find((plan) => plan.id === picked.a) ?? newestFirst[1];
  const planB = newestFirst.find((plan) => plan.id === picked.b) ?? newestFirst[0];
  const options = newestFirst.map((plan) => ({ value: plan.id, label: plan.name }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.compareTitle}
      description={t.compareDescription}
      className="max-w-2xl"
    >
      {!planA || !planB ? (
        <p className="rounded-control border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
          {t.compareEmpty}
        </p>
      ) : (
        <ComparisonTable
          planA={planA}
          planB={planB}
          options={options}
          onPick={(side, id) => setPicked((current) => ({ ...current, [side]: id }))}
        />
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
  const t = usePlannerText();
  const { locale } = useToolLanguage();
  const a = comparePlanState(fromPlanData(planA.data).state);
  const b = comparePlanState(fromPlanData(planB.data).state);
  const rows = comparePlans(a.summary, b.summary);
  const currencyNote =
    planA.data.currency !== planB.data.currency
      ? fill(t.currencyMismatch, { a: planA.data.currency, b: planB.data.currency })
      : undefined;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="compare-plan-a" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t.planA}
          </label>
          <Select
            id="compare-plan-a"
            value={planA.id}
            onValueChange={(id) => onPick('a', id)}
            options={options}
            className="w-full"
          />
        </div>
        <div>
          <label htmlFor="compare-plan-b" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t.planB}
          </label>
          <Select
            id="compare-plan-b"
            value={planB.id}
            onValueChange={(id) => onPick('b', id)}
            options={options}
            className="w-full"
          />
        </div>
      </div>
      {currencyNote && <p className="mt-4 text-sm text-warning-700">{currencyNote}</p>}
      {(!a.valid || !b.valid) && (
        <p className="mt-4 text-sm text-warning-700">
          {!a.valid && !b.valid ? t.invalidBoth : !a.valid ? t.invalidA : t.invalidB}
        </p>
      )}
      <div className="mt-5 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{fill(t.compareCaption, { a: planA.name, b: planB.name })}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.metric}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {fill(t.colA, { name: planA.name })}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {fill(t.colB, { name: planB.name })}
              </th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">
                {t.bVsA}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-800">
                  {rowLabel(t, row.key)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{show(row, row.a, planA.data.currency, locale)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{show(row, row.b, planB.data.currency, locale)}</td>
                <td className={`py-2 pl-3 text-right font-semibold tabular-nums ${verdictTone[row.verdict]}`}>
                  {showDifference(row, planB.data.currency, locale, t)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-slate-600">{t.compareLegend}</p>
    </div>
  );
}
