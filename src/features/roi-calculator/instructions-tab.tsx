import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { recommendationWord } from './display.ts';
import { markWords, multiplierWords } from './report-words.ts';
import { DECREASE_ROI, INCREASE_ROI, STRONG_INCREASE_ROI, type Recommendation } from './model/roi.ts';
import { useRoiText } from './roi-text.tsx';

export function InstructionsTab() {
  const t = useRoiText();
  // Percent marks and multipliers carry no currency; the page's language picks their format.
  const fmt = useFormat(useToolLanguage().locale === 'vi' ? 'VND' : 'USD');
  const mark = (ratio: number) => markWords(ratio, fmt);
  // Written from the thresholds and multipliers the optimizer uses, so the help cannot drift from them.
  const rules: [string, Recommendation][] = [
    [fill(t.ruleAbove, { mark: mark(STRONG_INCREASE_ROI) }), 'Strongly Increase'],
    [fill(t.ruleAbove, { mark: mark(INCREASE_ROI) }), 'Increase'],
    [fill(t.ruleBetween, { low: mark(DECREASE_ROI), high: mark(INCREASE_ROI) }), 'Maintain'],
    [fill(t.ruleBelow, { mark: mark(DECREASE_ROI) }), 'Decrease / Re-evaluate'],
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <section aria-labelledby="roi-steps" className="lg:col-span-3">
        <h2 id="roi-steps" className="text-xl font-bold">
          {t.stepsHeading}
        </h2>
        <ol className="mt-4 space-y-4">
          {t.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section
        aria-labelledby="roi-method"
        className="rounded-card border border-slate-200 bg-slate-50 p-5 lg:col-span-2"
      >
        <h2 id="roi-method" className="text-xl font-bold">
          {t.methodology}
        </h2>
        <dl className="mt-4 space-y-2 text-sm">
          {t.formulas.map(([name, formula]) => (
            <div key={name} className="flex flex-wrap justify-between gap-x-3">
              <dt className="font-medium text-slate-800">{name}</dt>
              <dd className="font-mono text-slate-700">{formula}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 font-semibold">{t.rulesHeading}</h3>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {rules.map(([when, recommendation]) => (
            <li key={recommendation}>
              {when}: <strong className="text-slate-900">{recommendationWord(t, recommendation)}</strong> (
              {fill(t.ruleBudget, { multiplier: multiplierWords(recommendation, fmt) })})
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{t.methodNote}</p>
      </section>
    </div>
  );
}
