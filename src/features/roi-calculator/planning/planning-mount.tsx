/**
 * The ROI calculator's planning checks: loaded when the visitor asks for them, or at once when
 * they arrive from the Budget Planner with a plan in the address fragment.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import type { RoiRow } from '../model/roi.ts';

const RoiPlanningPanel = lazy(() => import('./roi-planning-panel.tsx').then((m) => ({ default: m.RoiPlanningPanel })));

export function RoiPlanningMount({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.location.hash.startsWith('#targets=')) setOpen(true);
  }, []);
  return (
    <section aria-labelledby="roi-planning-heading" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="roi-planning-heading" className="text-lg font-bold">
            Plan versus actual and planning checks
          </h3>
          <p className="text-sm text-slate-700">
            Compare these actuals with a plan from the Budget Planner, see how far each channel is from the next recommendation, and re-split the same total.
            Optional; the tabs above stay as they are.
          </p>
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls="roi-planning" onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide planning checks' : 'Show planning checks'}
        </Button>
      </div>
      <div id="roi-planning">
        {open && (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-700">Loading the planning checks…</p>}>
            <RoiPlanningPanel rows={rows} currency={currency} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
