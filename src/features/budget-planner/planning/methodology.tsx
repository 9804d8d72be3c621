import { useState } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import type { FormulaEntry } from '../../calculator-kit/model/formulas.ts';
import { waterFill } from '../../calculator-kit/model/water-filling.ts';
import { formattersFor } from '../../calculator-kit/use-format.ts';
import { breakEven } from '../model/break-even.ts';
import { optimiserChannels } from '../model/plan-optimiser.ts';
import { calculatePlan } from '../model/planner.ts';
import { EXAMPLE_BOUNDS, EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { channelSpends } from '../model/saturation.ts';
import { marginalRows } from '../model/saturation-figures.ts';
import { FormulaItems } from '../../calculator-kit/planning/formula-items.tsx';
import { usePlanning } from './words.tsx';

/** Every formula the planning tools use, where it comes from, and the worked example the tests check. */
export function Methodology({ currency }: { currency: Currency }) {
  const [open, setOpen] = useState(false);
  const { t } = usePlanning(currency);
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">{t.methodology.summary}</summary>
      {open && <MethodologyBody currency={currency} />}
    </details>
  );
}

function MethodologyBody({ currency }: { currency: Currency }) {
  const { t: all, fmt } = usePlanning(currency);
  const t = all.methodology;
  // The worked example is in US dollars whatever the plan's currency, written in the page's language.
  const usdFmt = formattersFor('USD', fmt.locale);
  const usd = (v: number) => usdFmt.money(v, 2);
  const num = usdFmt.number;
  const formulas: FormulaEntry[] = Object.values(t.formulas);
  const plan = calculatePlan(EXAMPLE_STATE);
  const rows = marginalRows(EXAMPLE_STATE, EXAMPLE_LAYER, channelSpends(EXAMPLE_STATE), 1000);
  const best = waterFill(optimiserChannels(EXAMPLE_STATE, EXAMPLE_LAYER, EXAMPLE_BOUNDS, 'revenue'), 10000);
  const be = breakEven(EXAMPLE_STATE.channels[0] ?? { cpc: 0, cvr: 0, valuePerLead: 0 }, 20, 300);
  return (
    <div className="mt-3 space-y-4 text-sm">
      <dl className="space-y-2">
        <FormulaItems formulas={formulas} />
      </dl>
      <section aria-labelledby="worked-example-heading" className="space-y-1">
        <h5 id="worked-example-heading" className="font-semibold">
          {currency === 'USD' ? t.heading : t.headingOther}
        </h5>
        <p>{t.setup}</p>
        <p>
          {fill(t.straight, {
            leads: usdFmt.leads(plan.summary.totalEstimatedLeads),
            revenue: usd(plan.summary.totalEstimatedRevenue),
            roi: usdFmt.roi(plan.summary.overallROI),
            cac: usd(plan.summary.averageCAC),
          })}
        </p>
        <p>
          {fill(t.saturation, {
            rows: rows
              .map((r) =>
                fill(t.row, {
                  name: r.name,
                  leads: num(r.extraLeads, 3),
                  cpl: usd(r.marginalCpl),
                  roas: num(r.marginalRoas, 3),
                }),
              )
              .join('; '),
          })}
        </p>
        {best.status !== 'infeasible-min' && (
          <p>
            {fill(t.best, {
              spends: best.spend.map((s) => usd(s)).join(' / '),
              lambda: num(best.lambda, 4),
              revenue: usd(best.objective),
            })}
          </p>
        )}
        <p>
          {fill(t.breakEven, {
            maxCpc: usd(be.maxCpcForTargetCac ?? 0),
            cpc: usd(be.breakEvenCpc),
            cvr: num(be.breakEvenCvr, 4),
            vpl: usd(be.breakEvenValuePerLead),
          })}
        </p>
        <p>{t.ranges}</p>
      </section>
    </div>
  );
}
