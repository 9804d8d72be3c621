import { Banknote, Calculator, Percent, Target, TrendingUp, Users } from 'lucide-react';
import type { Currency } from '../../lib/money.ts';
import type { PlanningMode, PlanSummary } from './model/planner.ts';
import { leads, money, ratioPercent } from './format.ts';

export function SummaryTiles({ summary, mode, currency }: { summary: PlanSummary; mode: PlanningMode; currency: Currency }) {
  const tiles = [
    { label: mode === 'goal-first' ? 'Required Budget' : 'Total Budget', value: money(summary.totalBudget, currency), Icon: Banknote },
    { label: 'Est. Leads', value: leads(summary.totalEstimatedLeads, currency), Icon: Target },
    { label: 'Est. Customers', value: leads(summary.totalEstimatedCustomers, currency), Icon: Users },
    { label: 'Est. Revenue', value: money(summary.totalEstimatedRevenue, currency), Icon: TrendingUp },
    { label: 'Overall ROI', value: ratioPercent(summary.overallROI, currency), Icon: Percent },
    { label: 'Avg. CAC', value: money(summary.averageCAC, currency), Icon: Calculator },
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
