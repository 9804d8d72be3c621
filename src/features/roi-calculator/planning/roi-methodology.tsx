import { FORMULAS } from '../../calculator-kit/model/formulas.ts';
import { explainRevenueGap } from '../model/variance.ts';
import { marginalCheck } from '../model/planning-checks.ts';
import { formatNumber } from '../../../lib/money.ts';

const USED = new Set(['Diminishing returns (Hill curve, k = 1)', 'Best split (water-filling)', 'Why revenue missed (LMDI)']);

/** The formulas these checks use, with the worked examples the unit tests assert. */
export function RoiMethodology() {
  const split = explainRevenueGap({ spend: 5000, cpc: 2.5, cvr: 5, vpl: 120 }, { spend: 5400, cpc: 2.7, cvr: 4.6, vpl: 130 });
  const check = marginalCheck({ spend: 10000, revenue: 30000 }, 0.5);
  const n = (v: number) => formatNumber(v, 2);
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">Methodology: formulas, sources and worked examples</summary>
      <dl className="mt-3 space-y-2 text-sm">
        {FORMULAS.filter((f) => USED.has(f.name)).map((f) => (
          <div key={f.name}>
            <dt className="font-semibold">{f.name}</dt>
            <dd>
              <code className="block whitespace-pre-wrap rounded bg-slate-50 px-2 py-1">{f.formula}</code>
              <span className="text-slate-700">{f.source}</span>
            </dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold">Distance to the next band</dt>
          <dd>
            ROI = (revenue − spend) / spend, so reaching a threshold t needs revenue above (1 + t) × spend, and keeping it needs spend below revenue / (1 + t).
            Example: spend 5,000, revenue 12,000 (ROI 140%, Increase) needs more than 12,500 for Strongly Increase and stays Increase while spend is below
            8,000.
          </dd>
        </div>
      </dl>
      <div className="mt-3 space-y-1 text-sm">
        <p>
          Plan: spend 5,000, CPC 2.50, CVR 5%, 120 a lead (revenue 12,000). Actual: 5,400, 2.70, 4.6%, 130 (revenue 11,960). Split: spend {n(split?.spend ?? 0)}
          , CPC {n(split?.cpc ?? 0)}, CVR {n(split?.cvr ?? 0)}, value per lead {n(split?.valuePerLead ?? 0)}; sum −40.00.
        </p>
        <p>
          Marginal check: ROI 200% at 10,000 is Strongly Increase (×1.5). With Medium saturation 15,000 would return {n(check.revenue)} (ROI{' '}
          {n(check.roi * 100)}%); the extra 5,000 returns {n(check.extraRevenue)}, ROI {n((check.incrementalRoi ?? 0) * 100)}% on the increase.
        </p>
      </div>
    </details>
  );
}
