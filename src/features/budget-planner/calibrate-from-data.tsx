/**
 * "Calibrate from my data": the planner reads the same platform exports as the ROI calculator and
 * takes each channel's CPC, conversion rate and value per lead from them. Replacing sets the budget
 * to what the files spent (per period, when they hold several), split as they spent it; adding
 * appends the channels at 0 %. Figures a file cannot give keep the planner's defaults and are listed
 * as assumptions. A channel with two periods of different spend gets its saturation curve from them.
 * The review and the plan it makes load on demand (calibrate-periods/). Undo restores the plan.
 */
import { lazy, Suspense, useState, type Dispatch } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { ImportDropZone } from '../calculator-kit/import/import-drop-zone.tsx';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import type { CalibratedPlan, Figure, FigureSource } from './calibrate-periods/calibrated-plan.ts';
import type { PeriodsText } from './calibrate-periods/i18n/en.ts';
import { PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerState } from './model/planner.ts';
import type { PlannerAction } from './model/state.ts';

const CalibrateReview = lazy(() =>
  import('./calibrate-periods/calibrate-review.tsx').then((m) => ({ default: m.CalibrateReview })),
);

interface CalibrateProps {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
}

export function CalibrateFromData({ state, dispatch, currency, onCurrency }: CalibrateProps) {
  const { kit } = useToolLanguage();
  const [files, setFiles] = useState<File[] | null>(null);
  const [sources, setSources] = useState<FigureSource[]>([]);

  const apply = (plan: CalibratedPlan | null, readAs: Currency, words: PeriodsText) => {
    setFiles(null);
    if (!plan) return;
    const before = state;
    dispatch({ type: 'replace', state: plan.next });
    if (readAs !== currency) onCurrency(readAs);
    setSources(plan.sources);
    toast({
      title: fill(kit.calibrated, { count: plan.channels }),
      ...(plan.fitted > 0 ? { description: fill(words.toast, { count: plan.fitted }) } : {}),
      tone: 'success',
      action: {
        label: kit.undo,
        altText: kit.importUndoAlt,
        onAction: () => {
          dispatch({ type: 'replace', state: before });
          setSources([]);
        },
      },
    });
  };

  const list = (figures: Figure[]) => figures.map((key) => kit.figures[key]).join(', ');
  return (
    <div className="space-y-3 print:hidden">
      <ImportDropZone id="planner-import" title={kit.calibrateTitle} hint={kit.calibrateHint} onFiles={setFiles} />
      {sources.length > 0 && (
        <section
          aria-labelledby="planner-calibrated"
          className="rounded-card border border-slate-200 bg-white p-4 text-sm"
        >
          <h3 id="planner-calibrated" className="font-semibold text-slate-900">
            {kit.calibratedHeading}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {sources.flatMap((source) => [
              ...(source.fromFile.length > 0
                ? [
                    <li key={`${source.name}-file`}>
                      {fill(kit.calibratedFrom, { channel: source.name, figures: list(source.fromFile) })}
                    </li>,
                  ]
                : []),
              ...(source.assumed.length > 0
                ? [
                    <li key={`${source.name}-assumed`}>
                      {fill(kit.calibratedAssumed, { channel: source.name, figures: list(source.assumed) })}
                    </li>,
                  ]
                : []),
            ])}
          </ul>
        </section>
      )}
      {files && (
        <Suspense fallback={null}>
          <CalibrateReview
            state={state}
            files={files}
            currency={currency}
            room={Math.max(0, PLANNER_LIMITS.channels - state.channels.length)}
            limit={PLANNER_LIMITS.channels}
            onClose={() => setFiles(null)}
            onImport={apply}
          />
        </Suspense>
      )}
    </div>
  );
}
