/** The marginal check's verdict beside each optimizer suggestion, and the disagreements in the summary (printed). */
import { fill } from '../../i18n/fill.ts';
import type { Formatters } from '../calculator-kit/use-format.ts';
import type { AdviceCheck } from './model/advice-check.ts';
import type { OptimizerSuggestion } from './model/optimizer.ts';
import { displayName } from './display.ts';
import { useRoiText, type RoiText } from './roi-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** One sentence for a verdict, in the page's words and number format. */
export function adviceSentence(t: RoiText, fmt: Formatters, check: AdviceCheck): string {
  if (check.kind === 'no-change') return t.advice.noChange;
  const values = {
    spend: fmt.moneyProse(check.changedSpend),
    revenue: fmt.moneyProse(check.changedRevenue),
    gain: fmt.moneyProse(Math.abs(check.profitChange)),
    loss: fmt.moneyProse(Math.abs(check.profitChange)),
    rate: fmt.roi(check.returnOnChange),
  };
  const key =
    `${check.kind === 'agrees' ? 'agrees' : 'disagrees'}${check.direction === 'more' ? 'More' : 'Less'}` as const;
  return fill(t.advice[key], values);
}

export function AdviceLine({ check, fmt }: { check: AdviceCheck; fmt: Formatters }) {
  const t = useRoiText();
  const disagrees = check.kind === 'disagrees';
  return (
    <p
      data-advice={check.kind}
      className={`mt-3 flex gap-2 rounded-control border p-3 text-sm text-slate-800 ${disagrees ? 'border-warning-600/30 bg-warning-50' : 'border-slate-200 bg-slate-50'}`}
    >
      <Icon
        name={disagrees ? 'circle-exclamation-point' : 'circle-check'}
        className={`mt-0.5 h-4 w-4 shrink-0 ${disagrees ? 'text-warning-700' : 'text-success-700'}`}
      />
      <span className="min-w-0">
        <strong>{t.advice.title}:</strong> {adviceSentence(t, fmt, check)}
      </span>
    </p>
  );
}

interface SummaryProps {
  suggestions: readonly OptimizerSuggestion[];
  advice: ReadonlyMap<string, AdviceCheck>;
  margin: number | null;
  fmt: Formatters;
}

/** Which suggestions the check disagrees with, each with its reason: the summary is what the print keeps. */
export function AdviceSummary({ suggestions, advice, margin, fmt }: SummaryProps) {
  const t = useRoiText();
  const disagreements = suggestions.filter((s) => advice.get(s.id)?.kind === 'disagrees');
  const basis =
    margin === null ? t.advice.basisRevenue : fill(t.advice.basisMargin, { margin: fmt.percent(margin * 100, 0) });
  return (
    <div data-advice-summary className="mt-4 space-y-2 text-sm text-slate-800">
      <p>
        <strong>{t.advice.title}:</strong>{' '}
        {disagreements.length === 0
          ? t.advice.summaryAgree
          : fill(t.advice.summaryDisagree, { count: disagreements.length })}{' '}
        {basis}
      </p>
      {disagreements.length > 0 && (
        <ul className="list-disc space-y-1 pl-5">
          {disagreements.map((s) => (
            <li key={s.id}>
              <strong>{displayName(s.channel, t.untitled)}</strong>:{' '}
              {adviceSentence(t, fmt, advice.get(s.id) as AdviceCheck)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
