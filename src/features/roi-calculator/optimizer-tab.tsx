import { Fragment } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import type { OptimizerResult, OptimizerSuggestion } from './model/optimizer.ts';
import type { AdviceCheck, MarginalSettings } from './model/advice-check.ts';
import { AdviceLine, AdviceSummary } from './advice-words.tsx';
import { RECOMMENDATIONS } from './model/roi.ts';
import { displayName, recommendationTone, recommendationWord } from './display.ts';
import { multiplierWords, reasonWords } from './report-words.ts';
import { useRoiText } from './roi-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** A figure keeps to one line; a long one (a VND amount in the hundreds of billions) is set smaller so
 * that it still fits half of a 360 px card. */
const figureSize = (figure: string) => (figure.length > 13 ? 'text-sm' : 'text-base');

/** A "+" in front of increases; decreases keep the formatter's own minus sign. */
function signedMoney(value: number, fmt: Formatters): string {
  return Math.round(value) > 0 ? `+${fmt.money(value)}` : fmt.money(value);
}

function signedPercent(ratio: number, fmt: Formatters): string {
  return ratio >= 0.0005 ? `+${fmt.percent(ratio * 100, 1)}` : fmt.percent(ratio * 100, 1);
}

interface CardProps {
  suggestion: OptimizerSuggestion;
  rank: number;
  currency: Currency;
  /** The marginal check's verdict, when the visitor has turned the check on. */
  check?: AdviceCheck | undefined;
}

function SuggestionCard({ suggestion, rank, currency, check }: CardProps) {
  const s = suggestion;
  const arrow = s.change > 0 ? 'arrow-up-right' : s.change < 0 ? 'arrow-down-right' : 'arrow-right';
  const changeClass = s.change > 0 ? 'text-success-700' : s.change < 0 ? 'text-danger-700' : 'text-slate-700';
  const t = useRoiText();
  const fmt = useFormat(currency);
  const name = displayName(s.channel, t.untitled);
  return (
    <li className="rounded-card border border-slate-200 bg-white p-5 shadow-card print:break-inside-avoid">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words">
            <span className="mr-2 text-slate-600 tabular-nums">{rank}.</span>
            {name}
          </h3>
          <p className="text-sm break-words text-slate-600">
            {fill(t.campaignRoi, { campaign: s.campaignName.trim() || t.noCampaign, roi: fmt.percent(s.roi * 100, 1) })}
          </p>
        </div>
        <Badge tone={recommendationTone(s.recommendation)}>{recommendationWord(t, s.recommendation)}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 [&>div]:min-w-0">
        <div>
          <dt className="text-slate-600">{t.currentSpend}</dt>
          <dd
            className={`${figureSize(fmt.money(s.currentSpend))} font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
          >
            {fmt.money(s.currentSpend)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.suggestedSpend}</dt>
          <dd
            className={`${figureSize(fmt.money(s.suggestedSpend))} font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
          >
            {fmt.money(s.suggestedSpend)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.change}</dt>
          <dd className={`flex flex-wrap items-center gap-1 text-base font-semibold tabular-nums ${changeClass}`}>
            <Icon name={arrow} className="h-4 w-4" />
            <span className="whitespace-nowrap">{signedMoney(s.change, fmt)}</span>{' '}
            <span className="whitespace-nowrap">({signedPercent(s.changeRatio, fmt)})</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t.efficiencyScore}</dt>
          <dd className="text-base font-semibold text-slate-900 tabular-nums">
            {s.efficiencyScore}/100
            <span aria-hidden="true" className="mt-1 block h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${s.efficiencyScore}%` }} />
            </span>
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-700">{reasonWords(t, fmt, s.recommendation, s.roi, s.currentSpend)}</p>
      {check && <AdviceLine check={check} fmt={fmt} />}
    </li>
  );
}

interface SummaryProps {
  result: OptimizerResult;
  currency: Currency;
  advice?: ReadonlyMap<string, AdviceCheck> | null;
  /** Gross margin as a ratio, or null when revenue is counted as profit. */
  margin?: number | null;
}

export function OptimizationSummary({ result, currency, advice = null, margin = null }: SummaryProps) {
  const { summary } = result;
  const t = useRoiText();
  const fmt = useFormat(currency);
  const items = [
    { label: t.scaleUp, value: String(summary.scaleUp) },
    { label: t.maintain, value: String(summary.maintain) },
    { label: t.optimize, value: String(summary.optimize) },
    { label: t.currentBudget, value: fmt.money(summary.currentBudget) },
    { label: t.suggestedBudget, value: fmt.money(summary.suggestedBudget) },
    {
      label: t.budgetChange,
      value: [signedMoney(summary.change, fmt), `(${signedPercent(summary.changeRatio, fmt)})`],
    },
  ];
  const rules = RECOMMENDATIONS.map(
    (recommendation) => `${recommendationWord(t, recommendation)} ${multiplierWords(recommendation, fmt)}`,
  ).join(', ');
  return (
    <section
      aria-labelledby="roi-optimization-summary"
      className="rounded-card border border-brand-100 bg-brand-50 p-5 print:break-inside-avoid"
    >
      <h2 id="roi-optimization-summary" className="text-xl font-bold">
        {t.optimizationSummary}
      </h2>
      {/* One column on a phone: a figure never breaks across lines, and VND totals are long. */}
      <dl className="mt-4 grid gap-4 min-[26rem]:grid-cols-2 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="text-xl font-extrabold text-slate-900 tabular-nums sm:text-2xl">
              {[item.value].flat().map((part, index) => (
                <Fragment key={part}>
                  {index > 0 && ' '}
                  <span className="whitespace-nowrap">{part}</span>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{fill(t.optimizationNote, { rules })}</p>
      {advice && <AdviceSummary suggestions={result.suggestions} advice={advice} margin={margin} fmt={fmt} />}
    </section>
  );
}

interface TabProps extends SummaryProps {
  marginal: MarginalSettings;
  onMarginal: (settings: MarginalSettings) => void;
}

export function OptimizerTab({ result, currency, advice = null, margin = null, marginal, onMarginal }: TabProps) {
  const t = useRoiText();
  return (
    <div className="space-y-8">
      <section aria-labelledby="roi-optimizer-heading" className="space-y-4">
        <div>
          <h2 id="roi-optimizer-heading" className="text-xl font-bold">
            {t.optimizerHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.optimizerIntro}</p>
          <label className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={marginal.on}
              onChange={(e) => onMarginal({ ...marginal, on: e.target.checked })}
            />
            {t.advice.toggle}
          </label>
          {marginal.on && <p className="mt-1 text-sm text-slate-600">{t.advice.toggleHint}</p>}
        </div>
        <ol className="space-y-4" aria-labelledby="roi-optimizer-heading">
          {result.suggestions.map((suggestion, index) => (
            <SuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              rank={index + 1}
              currency={currency}
              check={advice?.get(suggestion.id)}
            />
          ))}
        </ol>
      </section>
      <OptimizationSummary result={result} currency={currency} advice={advice} margin={margin} />
    </div>
  );
}
