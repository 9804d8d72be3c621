import { lazy, memo, Suspense, useRef, type ReactNode } from 'react';
import { fill } from '../../i18n/fill.ts';
import { usePlannerText } from './planner-text.tsx';
import { printWithReport } from '../calculator-kit/print-request.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Currency } from '../../lib/money.ts';
import { adTaxDefault, type AdTaxSetting } from '../calculator-kit/market/ad-tax.ts';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { type Channel, type PlannerState, type PlanResults } from './model/planner.ts';
import { plannerLater } from './later.ts';
import { InvalidAllocationNotice } from './invalid-allocation-notice.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import { costPerMessage, resultsIn, withResults } from '../calculator-kit/model/result-type.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { skipOnceDrawn } from '../calculator-kit/skip-once-drawn.ts';

// The buttons' icons are made once: an element that is the same object every render is skipped by
// React, so a keystroke does not redraw them.
const DOWNLOAD_ICON = <Icon name="download" className="h-4 w-4" />;
const FILE_SPREADSHEET_ICON = <Icon name="file-spreadsheet" className="h-4 w-4" />;
const UPLOAD_ICON = <Icon name="upload" className="h-4 w-4" />;
const LINK_2_ICON = <Icon name="link-2" className="h-4 w-4" />;
const PRINTER_ICON = <Icon name="printer" className="h-4 w-4" />;

// Only AUD and VND plans have a tax line, so its code loads on demand.
const AdTaxSection = lazy(() => import('../calculator-kit/market/ad-tax-section.tsx'));

interface ResultsPanelProps {
  /** The plan the figures come from: a moment behind the fields while the visitor types. */
  state: PlannerState;
  results: PlanResults;
  valid: boolean;
  /** The channels as the fields hold them, when their allocations do not add up (undefined when they do). */
  invalid: readonly Channel[] | undefined;
  /** The ad-tax setting as its control holds it. */
  adTax: PlannerState['adTax'];
  currency: Currency;
  planName?: string | undefined;
  onExport: () => void;
  onCopyLink: () => void;
  /** "Ask a strategist about this plan", placed with the other plan actions. */
  askStrategist?: ReactNode;
  onBalance: () => void;
  onSetAllocation: (id: string, value: number) => void;
  onExportFullPlan: () => void;
  onImportFullPlan: (file: File) => void;
  /** Says that the figures come through the diminishing-returns curves (null when they do not). */
  modelBanner?: ReactNode;
  /** The visitor's tax on ad spend (kept in the plan); undefined puts back the market's default. */
  onAdTax: (setting: AdTaxSetting | undefined) => void;
}

export const ResultsPanel = memo(function ResultsPanel({
  state,
  results,
  valid,
  invalid,
  adTax,
  currency,
  planName,
  onExport,
  onCopyLink,
  askStrategist,
  onBalance,
  onSetAllocation,
  onExportFullPlan,
  onImportFullPlan,
  modelBanner,
  onAdTax,
}: ResultsPanelProps) {
  const t = usePlannerText();
  const { kit } = useToolLanguage();
  const fileInput = useRef<HTMLInputElement>(null);
  const goalFirst = state.planningMode === 'goal-first';
  // The table and the charts sit below the first screen at every width: their code loads after it.
  const later = plannerLater.useLoaded();
  const print = () =>
    void plannerLater
      .preload()
      .then((parts) => parts.prepareChartsForPrint())
      .then(printWithReport);
  return (
    <Card className="p-5 sm:p-6 print:border-0 print:p-0 print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-bold">{t.resultsHeading}</h3>
          {planName && <p className="text-sm break-words text-slate-600">{fill(t.planLabel, { name: planName })}</p>}
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button size="sm" onClick={onExport} disabled={!valid || invalid !== undefined}>
            {DOWNLOAD_ICON}
            {t.exportCsv}
          </Button>
          <Button size="sm" variant="outline" onClick={onExportFullPlan}>
            {FILE_SPREADSHEET_ICON}
            {t.exportFullPlan}
          </Button>
          <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
            {UPLOAD_ICON}
            {t.importFullPlan}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            data-full-plan-input
            aria-label={t.importFullPlan}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so that choosing the same file again still imports it.
              event.target.value = '';
              if (file) onImportFullPlan(file);
            }}
          />
          <Button size="sm" variant="outline" onClick={onCopyLink}>
            {LINK_2_ICON}
            {t.copyLink}
          </Button>
          {askStrategist}
          <Button size="sm" variant="outline" onClick={print}>
            {PRINTER_ICON}
            {t.print}
          </Button>
        </div>
      </div>

      {invalid ? (
        <div className="mt-5">
          <InvalidAllocationNotice
            channels={invalid}
            currency={currency}
            onBalance={onBalance}
            onSetAllocation={onSetAllocation}
          />
        </div>
      ) : !valid ? (
        // The fields add up again and the figures are a moment away.
        <div aria-busy="true" className="mt-5 min-h-40" />
      ) : (
        <div className="mt-5 space-y-8">
          {modelBanner}
          <section aria-labelledby="planner-summary-heading">
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <h4 id="planner-summary-heading" className="font-bold">
                {t.summaryHeading}
              </h4>
              {goalFirst && <Badge tone="accent">{t.goalBadge}</Badge>}
            </div>
            <SummaryTiles
              summary={results.summary}
              mode={state.planningMode}
              currency={currency}
              leadsLabel={withResults(t.estLeads, resultsIn(state.channels), kit.results)}
              perMessage={costPerMessage(
                results.channels.map((result) => ({
                  result: state.channels.find((channel) => channel.id === result.id)?.result,
                  spend: result.allocatedBudget,
                  results: result.estimatedLeads,
                })),
              )}
            />
          </section>
          {adTaxDefault(currency) && (
            // Lazy parts render after hydration only: a server-rendered Suspense boundary streams an
            // inline script that the page's CSP refuses.
            <AfterHydration>
              <Suspense fallback={null}>
                <AdTaxSection
                  currency={currency}
                  spend={results.summary.totalBudget}
                  revenue={results.summary.totalEstimatedRevenue}
                  setting={adTax}
                  onChange={onAdTax}
                />
              </Suspense>
            </AfterHydration>
          )}
          <section
            aria-labelledby="planner-breakdown-heading"
            // Skipped out of view only once drawn with its table: it then holds its own room (decision 185).
            ref={later ? skipOnceDrawn : undefined}
            className="[contain-intrinsic-size:auto_24rem] print:break-inside-avoid print:[content-visibility:visible]"
          >
            <h4 id="planner-breakdown-heading" className="mb-3 font-bold">
              {t.breakdownHeading}
            </h4>
            {later ? (
              <later.DeferredTable
                results={results.channels}
                summary={results.summary}
                currency={currency}
                channels={state.channels}
              />
            ) : (
              <div aria-busy="true" style={{ minHeight: `${(state.channels.length + 2) * 2.75}rem` }} />
            )}
          </section>
          {later && <later.DeferredCharts results={results.channels} currency={currency} />}
        </div>
      )}
    </Card>
  );
});
