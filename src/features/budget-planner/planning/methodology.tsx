import { useState } from 'react';
import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { waterFill } from '../../calculator-kit/model/water-filling.ts';
import { breakEven } from '../model/break-even.ts';
import { optimiserChannels } from '../model/plan-optimiser.ts';
import { calculatePlan } from '../model/planner.ts';
import { EXAMPLE_BOUNDS, EXAMPLE_LAYER, EXAMPLE_STATE } from '../model/running-example.ts';
import { channelSpends, marginalRows } from '../model/saturation.ts';
import { FORMULAS } from '../../calculator-kit/model/formulas.ts';

/** Every formula the planning tools use, where it comes from, and the worked example the tests check. */
export function Methodology({ currency }: { currency: Currency }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">Methodology: formulas, sources and a worked example</summary>
      {open && <MethodologyBody currency={currency} />}
    </details>
  );
}

function MethodologyBody({ currency }: { currency: Currency }) {
  const usd = (v: number) => formatMoney(v, 'USD', 2);
  const plan = calculatePlan(EXAMPLE_STATE);
  const rows = marginalRows(EXAMPLE_STATE, EXAMPLE_LAYER, channelSpends(EXAMPLE_STATE), 1000);
  const best = waterFill(optimiserChannels(EXAMPLE_STATE, EXAMPLE_LAYER, EXAMPLE_BOUNDS, 'revenue'), 10000);
  const be = breakEven(EXAMPLE_STATE.channels[0] ?? { cpc: 0, cvr: 0, valuePerLead: 0 }, 20, 300);
  return (
    <div className="mt-3 space-y-4 text-sm">
      <dl className="space-y-2">
        {FORMULAS.map((f) => (
          <div key={f.name}>
            <dt className="font-semibold">{f.name}</dt>
            <dd>
              <code className="block whitespace-pre-wrap rounded bg-slate-50 px-2 py-1">{f.formula}</code>
              <span className="text-slate-700">{f.source}</span>
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="worked-example-heading" className="space-y-1">
        <h5 id="worked-example-heading" className="font-semibold">
          Worked example (US dollars{currency === 'USD' ? '' : ', whatever currency you chose'})
        </h5>
        <p>
          Budget $10,000: Google Search 50% (CPC 2.50, CVR 5%, $120 a lead), Meta 30% (1.20, 2.5%, $90), LinkedIn 20% (6.00, 4%, $250); 20% of leads become
          customers.
        </p>
        <p>
          Straight-line plan: {formatNumber(plan.summary.totalEstimatedLeads, 4)} leads, revenue {usd(plan.summary.totalEstimatedRevenue)}, ROI{' '}
          {formatNumber(plan.summary.overallROI, 4)}, CAC {usd(plan.summary.averageCAC)}.
        </p>
        <p>
          Saturation 0.5 / 0.3 / 0.2 at today's spend reproduces the same revenue. The next $1,000 buys{' '}
          {rows
            .map((r) => `${r.name} ${formatNumber(r.extraLeads, 3)} leads (marginal CPL ${usd(r.marginalCpl)}, ROAS ${formatNumber(r.marginalRoas, 3)})`)
            .join('; ')}
          : Google is best on average (2.40) but worst at the margin.
        </p>
        {best.status !== 'infeasible-min' && (
          <p>
            Best split with every channel between $1,000 and $6,000: {best.spend.map((s) => usd(s)).join(' / ')}, where each next dollar returns{' '}
            {formatNumber(best.lambda, 4)}; revenue {usd(best.objective)}, +0.10% on the plan.
          </p>
        )}
        <p>
          Break-even for Google Search: max CPC for a $300 CAC {usd(be.maxCpcForTargetCac ?? 0)}, break-even CPC {usd(be.breakEvenCpc)}, break-even CVR{' '}
          {formatNumber(be.breakEvenCvr, 4)}%, break-even value per lead {usd(be.breakEvenValuePerLead)}.
        </p>
        <p>
          Ranges with CPC ±20% and CVR ±30%, seed 20250601: ROI from 0.72 (P10) to 1.62 (P90); every input at its bad and good end at once would claim 0.34 to
          2.27, which is why corners are never shown as the range.
        </p>
      </section>
    </div>
  );
}
