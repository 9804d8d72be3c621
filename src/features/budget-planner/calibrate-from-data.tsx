/**
 * "Calibrate from my data": the planner reads the same platform exports as the ROI calculator and
 * takes each channel's CPC, conversion rate and value per lead from them. Replacing sets the budget
 * to what the files spent (per period, when they hold several), split as they spent it; adding
 * appends the channels at 0 %. Figures a file cannot give keep the planner's defaults and are listed
 * as assumptions. A channel with two periods of different spend gets its saturation curve from them
 * (calibrate-periods/). Undo restores the plan, planning layers included.
 */
import { lazy, Suspense, useState, type Dispatch } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { fill } from '../../i18n/fill.ts';
import { exampleScale, type Currency } from '../../lib/money.ts';
import { ImportDropZone } from '../calculator-kit/import/import-drop-zone.tsx';
import type { ImportOutcome } from '../calculator-kit/import/import-review-dialog.tsx';
import type { PeriodsText } from './calibrate-periods/i18n/en.ts';
import type { ChannelPeriods } from './calibrate-periods/period-fit.ts';
import { allocationsFromShares, calibrate } from '../calculator-kit/import/model/calibrate.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { PLANNER_LIMITS } from './model/limits.ts';
import { planningOf } from './model/planning-settings.ts';
import type { ChannelSaturation } from './model/planning-types.ts';
import { newChannel, type Channel, type PlannerState } from './model/planner.ts';
import { nextChannelId, type PlannerAction } from './model/state.ts';

const CalibrateReview = lazy(() =>
  import('./calibrate-periods/calibrate-review.tsx').then((m) => ({ default: m.CalibrateReview })),
);

type Figure = 'cpc' | 'cvr' | 'valuePerLead';
interface Source {
  name: string;
  fromFile: Figure[];
  assumed: Figure[];
}

interface CalibrateProps {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  currency: Currency;
  onCurrency: (currency: Currency) => void;
}

export function CalibrateFromData({ state, dispatch, currency, onCurrency }: CalibrateProps) {
  const { kit } = useToolLanguage();
  const [files, setFiles] = useState<File[] | null>(null);
  const [sources, setSources] = useState<Source[]>([]);

  const apply = ({ rows, mode, currency: readAs }: ImportOutcome, fits: ChannelPeriods[], words: PeriodsText) => {
    setFiles(null);
    const before = state;
    // A channel seen over several periods plans its average period: the curve's spends are per period.
    const periodsOf = (key: string) => fits.find((fit) => fit.key === key)?.periods ?? 1;
    const calibrated = calibrate(rows)
      .slice(0, mode === 'replace' ? PLANNER_LIMITS.channels : PLANNER_LIMITS.channels - state.channels.length)
      .map((channel) => ({ ...channel, spend: channel.spend / periodsOf(channel.key) }));
    const allocations =
      mode === 'replace' ? allocationsFromShares(calibrated.map((channel) => channel.spend)) : calibrated.map(() => 0);
    const taken: Channel[] = mode === 'replace' ? [] : [...state.channels];
    const made = calibrated.map((channel, index) => {
      const fallback = newChannel(
        nextChannelId(taken, Date.now() + index),
        channel.name.slice(0, PLANNER_LIMITS.channelName),
        exampleScale(readAs),
      );
      const made: Channel = {
        ...fallback,
        budgetAllocation: allocations[index] ?? 0,
        cpc: channel.cpc ?? fallback.cpc,
        cvr: channel.cvr ?? fallback.cvr,
        valuePerLead: channel.valuePerLead ?? fallback.valuePerLead,
        ...(channel.result === undefined ? {} : { result: channel.result }),
      };
      taken.push(made);
      return made;
    });
    const spent = calibrated.reduce((sum, channel) => sum + channel.spend, 0);
    const curves: Record<string, ChannelSaturation> = {};
    calibrated.forEach((channel, index) => {
      const curve = fits.find((fit) => fit.key === channel.key)?.curve;
      const id = made[index]?.id;
      if (curve?.ok && id) curves[id] = { phi: curve.phi, sRef: curve.sRef, fromFile: true };
    });
    const fitted = Object.keys(curves).length;
    const planning = planningOf(state);
    const withCurves =
      fitted === 0
        ? {}
        : {
            planning: {
              ...planning,
              saturation: {
                enabled: true,
                channels: { ...(mode === 'replace' ? {} : planning.saturation.channels), ...curves },
              },
            },
          };
    const next: PlannerState =
      mode === 'replace'
        ? { ...state, ...withCurves, channels: made, totalBudget: spent > 0 ? Math.round(spent) : state.totalBudget }
        : { ...state, ...withCurves, channels: [...state.channels, ...made] };
    if (made.length === 0) return;
    dispatch({ type: 'replace', state: next });
    if (readAs !== currency) onCurrency(readAs);
    setSources(
      calibrated.map((channel) => {
        const figures: Figure[] = ['cpc', 'cvr', 'valuePerLead'];
        return {
          name: channel.name,
          fromFile: figures.filter((key) => channel[key] !== null),
          assumed: figures.filter((key) => channel[key] === null),
        };
      }),
    );
    toast({
      title: fill(kit.calibrated, { count: made.length }),
      ...(fitted > 0 ? { description: fill(words.toast, { count: fitted }) } : {}),
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
