import { memo, startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useStableCallback } from '../../calculator-kit/use-stable-callback.ts';
import { Button } from '../../../components/ui/button.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { DEFAULT_DRAWS, uncertaintyFromCounts } from '../../calculator-kit/model/random.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState } from '../model/planner.ts';
import {
  DEFAULT_RANGES,
  RANGE_METRICS,
  type InputRanges,
  type RangeMetric,
  type RangeResult,
} from '../model/ranges.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import {
  anyMargin,
  DEFAULT_PLANNING,
  marginsOf,
  type PlanningChange,
  type PlanningSettings,
} from '../model/planning-settings.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { runRanges } from './run-ranges.ts';
import { RangeBars } from '../../calculator-kit/charts/range-bars.tsx';
import { Block, Chip, usePlanning } from './words.tsx';
import type { StoredValue } from '../../../lib/storage.ts';
import { onDemand, useOnDemand } from '../../calculator-kit/on-demand.ts';
import type { DatedPlan } from '../dated-plan/model/plan.ts';
import { seasonalPeaks } from '../dated-plan/model/peaks.ts';
const MONEY: ReadonlySet<RangeMetric> = new Set(['revenue', 'cpl', 'cac']);
/** The shared market factor's default size: ±20 % at 80 %, the CPC spread's own default. */
const SHARED_DEFAULT = 0.2;

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  spends: number[];
  /** The settings kept with the plan; without them (a section on its own) they live here. */
  planning?: Pick<PlanningSettings, 'ranges'>;
  onPlanning?: (change: PlanningChange) => void;
}

type Answer = { key: string; result: RangeResult };

export function RangesSection(props: Props) {
  const { planning, onPlanning, state, layer, spends } = props;
  const [own, setOwn] = useState<PlanningSettings['ranges']>(DEFAULT_PLANNING.ranges);
  const kept = planning?.ranges ?? own;
  // Worked out from the settings in force when the change lands: the fields pass their numbers on
  // in a transition (decisions 175 and 179).
  type Ranges = PlanningSettings['ranges'];
  const setRanges = (change: (ranges: Ranges) => Partial<Ranges>) =>
    onPlanning
      ? onPlanning((p) => ({ ranges: { ...p.ranges, ...change(p.ranges) } }))
      : setOwn((r) => ({ ...r, ...change(r) }));
  // The answer with the inputs it was drawn for: a newer plan marks it as being worked out again.
  // Kept here, so a block closed and opened again shows it at once when the plan has not changed.
  const [answer, setAnswer] = useState<Answer>();
  // The key of the inputs (the live ranges settings, the deferred plan): cheap, and it tells the
  // block whether the answer it holds is current. The draws run only while the block is open.
  const all = Object.fromEntries(state.channels.map((c) => [c.id, kept.perChannel[c.id] ?? DEFAULT_RANGES]));
  const { planning: _settings, ...plan } = state;
  // Each channel's own margin (else the plan's); none anywhere: revenue counts as profit.
  const margins = anyMargin(state) ? marginsOf(state) : undefined;
  const key = JSON.stringify([plan, layer, spends, all, kept.seed, margins, kept.shared]);
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.ranges.title} chip="assumption" busy={kept.on && answer?.key !== key}>
      <RangesBody
        {...props}
        kept={kept}
        setRanges={setRanges}
        all={all}
        margins={margins}
        inputsKey={key}
        answer={answer}
        setAnswer={setAnswer}
      />
    </Block>
  );
}

function RangesBody({
  state,
  currency,
  layer,
  spends,
  kept,
  setRanges,
  all,
  margins,
  inputsKey: key,
  answer,
  setAnswer,
}: Props & {
  kept: PlanningSettings['ranges'];
  setRanges: (change: (ranges: PlanningSettings['ranges']) => Partial<PlanningSettings['ranges']>) => void;
  all: Record<string, InputRanges>;
  margins: (number | undefined)[] | undefined;
  inputsKey: string;
  answer: Answer | undefined;
  setAnswer: (answer: Answer) => void;
}) {
  const { on, seed, perChannel: ranges, shared } = kept;
  const setOn = (value: boolean) => setRanges(() => ({ on: value }));
  const setSeed = (value: number) => setRanges(() => ({ seed: value }));
  const { t: words, fmt, name } = usePlanning(currency);
  const t = words.ranges;
  const rangesFor = (id: string) => ranges[id] ?? DEFAULT_RANGES;
  useEffect(() => {
    if (!on) return;
    let live = true;
    const extra = { ...(margins === undefined ? {} : { margins }), ...(shared === null ? {} : { shared }) };
    // The worker's answer is drawn in slices (a transition), never as one long task between keystrokes.
    void runRanges(state, layer, { spends, ranges: all, seed, ...extra }).then(
      (r) => live && startTransition(() => setAnswer({ key, result: r })),
    );
    return () => {
      live = false;
    };
    // The key captures every input; the objects themselves are rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, key]);
  const result = answer?.result;
  const set = useStableCallback((id: string, patch: Partial<InputRanges>) =>
    setRanges((r) => ({
      perChannel: { ...r.perChannel, [id]: { ...(r.perChannel[id] ?? DEFAULT_RANGES), ...patch } },
    })),
  );
  return (
    <>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => setOn(e.target.checked)} />
        {t.toggle}
      </label>
      {on && (
        <>
          <p>{fill(t.explain, { draws: fmt.number(DEFAULT_DRAWS) })}</p>
          {state.channels.map((c, i) => (
            <RangesRow
              key={c.id}
              id={c.id}
              name={name(c.name, i)}
              ranges={rangesFor(c.id)}
              currency={currency}
              onSet={set}
            />
          ))}
          <NumberField
            label={t.seed}
            value={seed}
            min={0}
            step={1}
            hint={t.seedHint}
            onValueChange={(v) => setSeed(Math.max(0, Math.floor(v)) >>> 0)}
            transition
            className="max-w-xs"
          />
          {result && (
            <RangesFigures
              result={result}
              currency={currency}
              // Whose margin the chance of a loss counts against: none (revenue is profit), one, or each channel's own.
              loss={
                margins === undefined
                  ? 'lossChance'
                  : new Set(margins).size === 1
                    ? 'lossChanceMargin'
                    : 'lossChanceMargins'
              }
              margin={margins?.[0] ?? 0}
            />
          )}
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={shared !== null}
              onChange={(e) => setRanges(() => ({ shared: e.target.checked ? SHARED_DEFAULT : null }))}
            />
            {t.sharedToggle}
          </label>
          {shared !== null && (
            <NumberField
              label={t.sharedSize}
              value={shared * 100}
              min={1}
              max={100}
              step={5}
              onValueChange={(v) => setRanges(() => ({ shared: v > 0 ? Math.min(100, v) / 100 : SHARED_DEFAULT }))}
              transition
              className="max-w-xs"
            />
          )}
          <p data-testid="ranges-shown">
            {shared === null ? t.sharedOff : fill(t.sharedOn, { size: fmt.percent(shared * 100, 0) })}
          </p>
          {shared === null && <PeakAdvice />}
          <p className="text-slate-700">{t.independence}</p>
        </>
      )}
    </>
  );
}

/**
 * ROI's 80% range (P10 to P90, the median marked) against the break-even line at 0, the table of
 * every figure's range and the chance of a loss. Memoised on the answer: a keystroke's deferred
 * render, whose draws are still on their way from the worker, leaves them as they are, and the
 * answer redraws them in a commit of its own.
 */
const RangesFigures = memo(function RangesFigures({
  result,
  currency,
  loss,
  margin,
}: {
  result: RangeResult;
  currency: Currency;
  loss: 'lossChance' | 'lossChanceMargin' | 'lossChanceMargins';
  margin: number;
}) {
  const { t: words, fmt } = usePlanning(currency);
  const t = words.ranges;
  // ROI as a percentage, like every other ROI on the page; ROAS stays a multiple.
  const show = (m: RangeMetric, v: number) =>
    MONEY.has(m) ? fmt.money(v) : m === 'leads' ? fmt.leads(v) : m === 'roi' ? fmt.roi(v) : fmt.multiple(v);
  return (
    <>
      <RangeBars
        label={`${t.table}: ${t.metrics.roi} ${show('roi', result.roi.p10)} – ${show('roi', result.roi.p90)}`}
        rows={[
          { name: t.metrics.roi, low: result.roi.p10 * 100, high: result.roi.p90 * 100, mid: result.roi.p50 * 100 },
        ]}
        colour="var(--color-brand-300)"
        reference={0}
        format={(v) => fmt.percent(v, 1)}
        formatAxis={(v) => fmt.percent(v, 0)}
        describe={(row) => [
          `${t.low}: ${fmt.percent(row.low, 1)}`,
          `${t.middle}: ${fmt.percent(row.mid ?? 0, 1)}`,
          `${t.high}: ${fmt.percent(row.high, 1)}`,
        ]}
      />
      <ScrollTable label={t.table}>
        <thead>
          <tr>
            <th scope="col">{t.figure}</th>
            <th scope="col">{t.low}</th>
            <th scope="col">{t.middle}</th>
            <th scope="col">{t.high}</th>
          </tr>
        </thead>
        <tbody>
          {RANGE_METRICS.map((m) => (
            <tr key={m}>
              <th scope="row">{t.metrics[m]}</th>
              <td>{show(m, result[m].p10)}</td>
              <td>{show(m, result[m].p50)}</td>
              <td>{show(m, result[m].p90)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="font-medium">
        <Chip kind="assumption" />{' '}
        {fill(t[loss], { chance: fmt.chance(result.lossChance), margin: fmt.percent(margin * 100, 0) })}
      </p>
    </>
  );
});

/** One channel's spreads. Memoised with a stable callback: a keystroke elsewhere does not redraw it. */
const RangesRow = memo(function RangesRow({
  id,
  name,
  ranges,
  currency,
  onSet,
}: {
  id: string;
  name: string;
  ranges: InputRanges;
  currency: Currency;
  onSet: (id: string, patch: Partial<InputRanges>) => void;
}) {
  const { t: words } = usePlanning(currency);
  const t = words.ranges;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
      <legend className="px-1 font-semibold">{name}</legend>
      <NumberField
        label={fill(t.cpc, { name })}
        value={ranges.cpc * 100}
        min={0}
        step={5}
        onValueChange={(v) => onSet(id, { cpc: Math.max(0, v) / 100 })}
        transition
      />
      <NumberField
        label={fill(t.cvr, { name })}
        value={ranges.cvr * 100}
        min={0}
        step={5}
        onValueChange={(v) => onSet(id, { cvr: Math.max(0, v) / 100 })}
        transition
      />
      <NumberField
        label={fill(t.vpl, { name })}
        value={ranges.valuePerLead * 100}
        min={0}
        step={5}
        onValueChange={(v) => onSet(id, { valuePerLead: Math.max(0, v) / 100 })}
        transition
      />
      <CountsHelper name={name} currency={currency} onUse={(u) => onSet(id, { cvr: u })} />
    </fieldset>
  );
});

const monthFormats = new Map<string, Intl.DateTimeFormat>();
function monthName(iso: string, locale: string): string {
  const tag = locale === 'vi' ? 'vi-VN' : 'en-AU';
  const format =
    monthFormats.get(tag) ?? new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  monthFormats.set(tag, format);
  return format.format(new Date(`${iso}-01T00:00:00Z`));
}

// The stored plan by month is read through its schema (zod), which the rest of the planning tools
// never need: it loads when this advice is first shown, not when the tools open (decision 167).
const datedDocument = onDemand(() => import('../dated-plan/model/document.ts'));

/**
 * The shared factor is recommended by the plan itself: when the dated plan's flight covers a
 * seasonal peak (peaks.ts states the rule), one sentence names the peak months; otherwise the rule
 * is stated and nothing is recommended.
 */
function PeakAdvice() {
  const reader = useOnDemand(datedDocument);
  // Until the reader has arrived, or if it cannot load, no advice rather than a wrong "no peak".
  return reader ? <PeakAdviceFrom store={reader.datedPlanStore} /> : null;
}

function PeakAdviceFrom({ store }: { store: StoredValue<DatedPlan | null> }) {
  const { t: words, fmt } = usePlanning('USD');
  const dated = useSyncExternalStore(store.subscribe, store.read, () => store.serverSnapshot).value;
  const peaks = seasonalPeaks(dated);
  const t = words.ranges;
  if (peaks.length === 0) return <p className="text-slate-700">{t.sharedNoPeak}</p>;
  const months = new Intl.ListFormat(fmt.locale === 'vi' ? 'vi-VN' : 'en-AU', { type: 'conjunction' }).format(
    peaks.map((m) => monthName(m, fmt.locale)),
  );
  return (
    <p className="font-medium" data-testid="peak-advice">
      <Chip kind="assumption" /> {fill(t.sharedAdvice, { months })}
    </p>
  );
}

function CountsHelper({ name, currency, onUse }: { name: string; currency: Currency; onUse: (u: number) => void }) {
  const { t: all, fmt } = usePlanning(currency);
  const t = all.ranges;
  const [conversions, setConversions] = useState(0);
  const [clicks, setClicks] = useState(0);
  const u = uncertaintyFromCounts(conversions, clicks);
  return (
    <details className="sm:col-span-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{fill(t.counts, { name })}</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <NumberField
          label={fill(t.conversions, { name })}
          value={conversions}
          min={0}
          onValueChange={(v) => setConversions(Math.max(0, Math.floor(v)))}
        />
        <NumberField
          label={fill(t.clicks, { name })}
          value={clicks}
          min={0}
          onValueChange={(v) => setClicks(Math.max(0, Math.floor(v)))}
        />
        <Button
          size="sm"
          variant="outline"
          className="self-end"
          disabled={u === null}
          onClick={() => u !== null && onUse(u)}
        >
          {t.useCounts}
        </Button>
      </div>
      <p className="mt-1 text-sm" role="status">
        {u === null
          ? t.countsEmpty
          : fill(t.countsResult, {
              cvr: fmt.number((conversions / clicks) * 100, 2),
              range: fmt.number(u * 100, 1),
              low: fmt.number(((conversions / clicks) * 100) / (1 + u), 2),
              high: fmt.number((conversions / clicks) * 100 * (1 + u), 2),
            })}
      </p>
    </details>
  );
}
