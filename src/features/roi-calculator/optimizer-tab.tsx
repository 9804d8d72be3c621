import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { formatMoney, formatPercent, type Currency } from '../../lib/money.ts';
import { multiplierText, type OptimizerResult, type OptimizerSuggestion } from './model/optimizer.ts';
import { RECOMMENDATIONS } from './model/roi.ts';
import { displayName, recommendationTone } from './display.ts';

/** A "+" in front of increases; decreases keep the formatter's own minus sign. */
function signedMoney(value: number, currency: Currency): string {
  return Math.round(value) > 0 ? `+${formatMoney(value, currency)}` : formatMoney(value, currency);
}

function signedPercent(ratio: number, currency: Currency): string {
  return ratio >= 0.0005 ? `+${formatPercent(ratio * 100, 1, currency)}` : formatPercent(ratio * 100, 1, currency);
}

function SuggestionCard({ suggestion, rank, currency }: { suggestion: OptimizerSuggestion; rank: number; currency: Currency }) {
  const s = suggestion;
  const Arrow = s.change > 0 ? ArrowUpRight : s.change < 0 ? ArrowDownRight : ArrowRight;
  const changeClass = s.change > 0 ? 'text-success-700' : s.change < 0 ? 'text-danger-700' : 'text-slate-700';
  const name = displayName(s.channel);
  return (
    <li className="rounded-card border border-slate-200 bg-white p-5 shadow-card print:break-inside-avoid">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">
            <span className="mr-2 text-slate-600 tabular-nums">{rank}.</span>
            {name}
          </h3>
          <p className="text-sm text-slate-600">
            {s.campaignName.trim() || 'No campaign name'} · ROI {formatPercent(s.roi * 100, 1, currency)}
          </p>
        </div>
        <Badge tone={recommendationTone(s.recommendation)}>{s.recommendation}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">Current spend</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">{formatMoney(s.currentSpend, currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Suggested spend</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">{formatMoney(s.suggestedSpend, currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Change</dt>
          <dd className={`flex items-center gap-1 text-base font-semibold tabular-nums ${changeClass}`}>
            <Arrow aria-hidden="true" className="h-4 w-4" />
            {signedMoney(s.change, currency)} ({signedPercent(s.changeRatio, currency)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Efficiency score</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">
            {s.efficiencyScore}/100
            <span aria-hidden="true" className="mt-1 block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${s.efficiencyScore}%` }} />
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{s.reason}</p>
    </li>
  );
}

export function OptimizationSummary({ result, currency }: { result: OptimizerResult; currency: Currency }) {
  const { summary } = result;
  const items = [
    { label: 'Channels to scale up', value: String(summary.scaleUp) },
    { label: 'Channels to maintain', value: String(summary.maintain) },
    { label: 'Channels to optimize', value: String(summary.optimize) },
    { label: 'Current total budget', value: formatMoney(summary.currentBudget, currency) },
    { label: 'Suggested total budget', value: formatMoney(summary.suggestedBudget, currency) },
    { label: 'Budget change', value: `${signedMoney(summary.change, currency)} (${signedPercent(summary.changeRatio, currency)})` },
  ];
  return (
    <section aria-labelledby="roi-optimization-summary" className="rounded-card border border-brand-100 bg-brand-50 p-5 print:break-inside-avoid">
      <h2 id="roi-optimization-summary" className="text-xl font-bold">
        Optimization Summary
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label}>
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="text-2xl font-extrabold text-slate-900 tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        Suggested budgets scale each channel by its recommendation:{' '}
        {RECOMMENDATIONS.map((recommendation) => `${recommendation} ${multiplierText(recommendation)}`).join(', ')}. Treat them as a starting point for next
        period&rsquo;s test, not a guarantee: returns usually fall as spend on a channel rises.
      </p>
    </section>
  );
}

export function OptimizerTab({ result, currency }: { result: OptimizerResult; currency: Currency }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="roi-optimizer-heading" className="space-y-4">
        <div>
          <h2 id="roi-optimizer-heading" className="text-xl font-bold">
            Budget Optimization Recommendations
          </h2>
          <p className="mt-1 text-sm text-slate-600">Channels are ranked by ROI, highest first.</p>
        </div>
        <ol className="space-y-4" aria-labelledby="roi-optimizer-heading">
          {result.suggestions.map((suggestion, index) => (
            <SuggestionCard key={suggestion.id} suggestion={suggestion} rank={index + 1} currency={currency} />
          ))}
        </ol>
      </section>
      <OptimizationSummary result={result} currency={currency} />
    </div>
  );
}
