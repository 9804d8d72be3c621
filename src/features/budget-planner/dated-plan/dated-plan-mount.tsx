/**
 * The dated plan's mount point in the planner: one button until the visitor asks for the plan by
 * month (or arrives with a link that carries one), so none of its code loads with the page. The
 * panel, its model and its words are one lazily imported chunk.
 */
import { lazy, Suspense, useState, type Dispatch } from 'react';
import { useHydrated } from '../../../components/ui/use-hydrated.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import { useToolLanguage } from '../../calculator-kit/text-context.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';

const DatedPlanPanel = lazy(() => import('./dated-plan-panel.tsx').then((m) => ({ default: m.DatedPlanPanel })));

/** The only words loaded with the page; the rest come with the panel. */
const MOUNT_WORDS = {
  en: {
    heading: 'Plan over time',
    intro: 'Spread the plan over dates, month by month with seasonality, then track real spend week by week.',
    show: 'Plan by month',
    hide: 'Hide the plan by month',
    loading: 'Loading the plan by month…',
  },
  vi: {
    heading: 'Kế hoạch theo thời gian',
    intro: 'Chia kế hoạch theo ngày, từng tháng có tính mùa vụ, rồi theo dõi chi tiêu thực tế từng tuần.',
    show: 'Lập kế hoạch theo tháng',
    hide: 'Ẩn kế hoạch theo tháng',
    loading: 'Đang tải kế hoạch theo tháng…',
  },
} as const;

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

export function DatedPlanMount(props: DatedPlanMountProps) {
  const { locale } = useToolLanguage();
  const t = MOUNT_WORDS[locale];
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
            {t.heading}
          </h3>
          <p className="text-sm text-slate-700 print:hidden">{t.intro}</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls="dated-plan"
          onClick={() => setOpen(!open)}
          className="print:hidden"
        >
          {open ? t.hide : t.show}
        </Button>
      </div>
      <div id="dated-plan">
        {open && (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-700">{t.loading}</p>}>
            <DatedPlanPanel {...props} linkToken={linkToken} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
