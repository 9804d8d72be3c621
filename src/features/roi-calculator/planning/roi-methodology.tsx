import { fill } from '../../../i18n/fill.ts';
import type { FormulaEntry } from '../../calculator-kit/model/formulas.ts';
import { FormulaItems } from '../../calculator-kit/planning/formula-items.tsx';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import { explainRevenueGap } from '../model/variance.ts';
import { marginalCheck } from '../model/planning-checks.ts';
import { useRoiText } from '../roi-text.tsx';

/** The formulas these checks use, with the worked examples the unit tests assert. */
export function RoiMethodology() {
  const p = useRoiText().planning;
  const { locale } = useToolLanguage();
  // Worked examples carry no currency; the page's language picks their number format.
  const fmt = formattersFor(locale === 'vi' ? 'VND' : 'USD', locale);
  const split = explainRevenueGap(
    { spend: 5000, cpc: 2.5, cvr: 5, vpl: 120 },
    { spend: 5400, cpc: 2.7, cvr: 4.6, vpl: 130 },
  );
  const check = marginalCheck({ spend: 10000, revenue: 30000 }, 0.5);
  const n = (v: number) => fmt.number(v, 2);
  // The three formulas these checks use, in the page's language (roiEn keeps the kit's English word for word).
  const formulas: FormulaEntry[] = Object.values(p.formulas);
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">{p.methodTitle}</summary>
      <dl className="mt-3 space-y-2 text-sm">
        <FormulaItems formulas={formulas} />
        <div>
          <dt className="font-semibold">{p.bandDistance}</dt>
          <dd>{p.bandDistanceText}</dd>
        </div>
      </dl>
      <div className="mt-3 space-y-1 text-sm">
        <p>
          {fill(p.gapExample, {
            spend: n(split?.spend ?? 0),
            cpc: n(split?.cpc ?? 0),
            cvr: n(split?.cvr ?? 0),
            vpl: n(split?.valuePerLead ?? 0),
          })}
        </p>
        <p>
          {fill(p.marginalExample, {
            revenue: n(check.revenue),
            roi: `${n(check.roi * 100)}%`,
            extra: n(check.extraRevenue),
            incremental: `${n((check.incrementalRoi ?? 0) * 100)}%`,
          })}
        </p>
      </div>
    </details>
  );
}
