import { memo } from 'react';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import type { PlanSummary } from './model/planner.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { usePlannerText } from './planner-text.tsx';

interface StickySummaryProps {
  summary: PlanSummary;
  valid: boolean;
  total: number;
  currency: Currency;
}

/**
 * On a phone the results sit below a long list of inputs: this compact bar keeps the four figures
 * that matter in view while editing. Wide screens show the results beside the inputs instead.
 */
export const StickySummary = memo(function StickySummary({ summary, valid, total, currency }: StickySummaryProps) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const figures = [
    { label: t.stickyBudget, value: fmt.money(summary.totalBudget) },
    { label: t.stickyLeads, value: fmt.number(summary.totalEstimatedLeads, 1) },
    { label: t.stickyRevenue, value: fmt.money(summary.totalEstimatedRevenue) },
    { label: t.roi, value: fmt.percent(summary.overallROI * 100) },
  ];
  // Four figures share a phone's width while they are short; long ones (VND) take two rows of two,
  // because a figure never breaks across lines.
  const long = figures.some((figure) => figure.value.length > 9);
  return (
    <div
      data-sticky-summary
      aria-label={t.stickyLabel}
      role="region"
      className="sticky bottom-0 z-30 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-raised backdrop-blur-sm lg:hidden print:hidden"
    >
      {valid ? (
        <dl className={`grid gap-2 text-center ${long ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-4'}`}>
          {figures.map((figure) => (
            <div key={figure.label} className="min-w-0">
              <dt className="text-xs leading-tight text-slate-600">{figure.label}</dt>
              <dd className="text-xs leading-tight font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-sm">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-center text-sm font-medium text-warning-700">
          {fill(t.stickyInvalid, { total: fmt.percent(total) })}
        </p>
      )}
    </div>
  );
});
