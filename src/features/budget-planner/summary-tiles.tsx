import { Banknote, Calculator, Percent, Target, TrendingUp, Users } from 'lucide-react';
import type { Currency } from '../../lib/money.ts';
import type { PlanningMode, PlanSummary } from './model/planner.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';

export function SummaryTiles({ summary, mode, currency }: { summary: PlanSummary; mode: PlanningMode; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const tiles = [
    { label: mode === 'goal-first' ? t.requiredBudget : t.totalBudget, value: fmt.money(summary.totalBudget), Icon: Banknote },
    { label: t.estLeads, value: fmt.number(summary.totalEstimatedLeads, 1), Icon: Target },
    { label: t.estCustomers, value: fmt.number(summary.totalEstimatedCustomers, 1), Icon: Users },
    { label: t.estRevenue, value: fmt.money(summary.totalEstimatedRevenue), Icon: TrendingUp },
    { label: t.overallRoi, value: fmt.percent(summary.overallROI * 100), Icon: Percent },
    { label: t.avgCac, value: fmt.money(summary.averageCAC), Icon: Calculator },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map(({ label, value, Icon }) => (
        <div key={label} data-summary-tile={label} className="rounded-control border border-slate-200 bg-white p-4 print:break-inside-avoid">
          <dt className="flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
            {label}
          </dt>
          {/* Long figures (VND runs to billions) drop a size so they stay inside the tile. */}
          <dd
            className={`mt-1 font-display font-bold break-all text-slate-900 tabular-nums ${value.length > 11 ? 'text-base sm:text-lg' : 'text-xl sm:text-2xl'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
