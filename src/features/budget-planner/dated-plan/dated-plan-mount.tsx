/**
 * The dated plan's mount point in the planner: one button until the visitor asks for the plan by
 * month (or arrives with a link that carries one), so none of its code loads with the page. The
 * panel, its model and its words are one lazily imported chunk.
 */
import { lazy, memo, Suspense, useState, type Dispatch } from 'react';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import { usePlannerText } from '../planner-text.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';

const DatedPlanPanel = lazy(() => import('./dated-plan-panel.tsx').then((m) => ({ default: m.DatedPlanPanel })));

export const DATED_LINK_PARAM = 'dated';

let arrivedWith: string | null | undefined;

/**
 * The dated plan a link arrived with, read once per page load. The parameter then leaves the
 * address, so a reload shows the visitor's own kept plan rather than the link's again.
 */
function takeLinkToken(): string | null {
  if (arrivedWith !== undefined) return arrivedWith;
  const url = new URL(window.location.href);
  arrivedWith = url.searchParams.get(DATED_LINK_PARAM);
  if (arrivedWith !== null) {
    url.searchParams.delete(DATED_LINK_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return arrivedWith;
}

export interface DatedPlanMountProps {
  state: PlannerState;
  results: PlanResults;
  currency: Currency;
  dispatch: Dispatch<PlannerAction>;
  onCurrencyChange: (currency: Currency) => void;
}

export const DatedPlanMount = memo(function DatedPlanMount(props: DatedPlanMountProps) {
  // The mount's words come with the planner's (the page's language only); the rest with the panel.
  const t = usePlannerText();
  const hydrated = useHydrated();
  const linkToken = hydrated ? takeLinkToken() : null;
  const [chosen, setOpen] = useState<boolean>();
  // A link with a dated plan opens the panel; otherwise it waits for the visitor.
  const open = chosen ?? linkToken !== null;
  return (
    <section
      aria-labelledby="dated-plan-heading"
      className={`mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 print:border-0 print:p-0 ${open ? '' : 'print:hidden'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="dated-plan-heading" className="text-lg font-bold">
            {t.datedHeading}
          </h3>
          <p className="text-sm text-slate-700 print:hidden">{t.datedIntro}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="dated-plan"
          onClick={() => setOpen(!open)}
          className="print:hidden"
        >
          {open ? t.datedHide : t.datedShow}
        </Button>
      </div>
      <div id="dated-plan">
        {open && (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-700">{t.datedLoading}</p>}>
            <DatedPlanPanel {...props} linkToken={linkToken} />
          </Suspense>
        )}
      </div>
    </section>
  );
});
