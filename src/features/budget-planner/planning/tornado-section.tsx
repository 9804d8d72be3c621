import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { tornado, type TornadoBar, type TornadoInput } from '../model/sensitivity.ts';
import { runTornado } from './run-ranges.ts';
import type { TornadoResult } from './worker-jobs.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { RangeBars } from '../../calculator-kit/charts/range-bars.tsx';
import { Block, usePlanning } from './words.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  evaluate: (s: PlannerState) => PlanResults;
  assumed: boolean;
  /**
   * The diminishing-returns layer `evaluate` applies. Given (the panel), the bars are worked out in
   * the planning worker from the plan and the layer; without it, here from `evaluate`.
   */
  layer?: SaturationLayer | undefined;
}

/** The bars with the inputs they were worked out for: a newer plan marks them as being worked out again. */
type Answer = { key: string; result: TornadoResult };

/** Which single input moves ROI most, each bar an input held off by ±step. */
export function TornadoSection(props: Props) {
  // The step outlives closing the block; the bars are worked out only while it is open.
  const [step, setStep] = useState(20);
  const [answer, setAnswer] = useState<Answer>();
  const { t } = usePlanning(props.currency);
  const key = props.layer ? JSON.stringify([props.state, props.layer, step]) : '';
  return (
    <Block
      title={t.tornado.title}
      chip={props.assumed ? 'assumption' : undefined}
      busy={props.layer !== undefined && answer?.key !== key}
    >
      <TornadoBody {...props} step={step} setStep={setStep} inputsKey={key} answer={answer} setAnswer={setAnswer} />
    </Block>
  );
}

function TornadoBody({
  state,
  currency,
  evaluate,
  layer,
  step,
  setStep,
  inputsKey: key,
  answer,
  setAnswer,
}: Props & {
  step: number;
  setStep: (step: number) => void;
  inputsKey: string;
  answer: Answer | undefined;
  setAnswer: (answer: Answer) => void;
}) {
  const { t } = usePlanning(currency);
  // Without a layer to send, the bars are worked out here (a section on its own).
  const here = useMemo(
    () => (layer ? undefined : tornado(state, evaluate, step / 100)),
    [layer, state, evaluate, step],
  );
  useEffect(() => {
    if (!layer) return;
    let live = true;
    // Drawn in slices (a transition), never as one long task between keystrokes.
    void runTornado(state, layer, step / 100).then(
      (result) => live && startTransition(() => setAnswer({ key, result })),
    );
    return () => {
      live = false;
    };
    // The key captures every input (the plan, the layer, the step).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const result = here ?? answer?.result;
  return (
    <>
      <NumberField
        label={t.tornado.step}
        value={step}
        min={1}
        max={90}
        step={5}
        onValueChange={(v) => setStep(Math.min(90, Math.max(1, v)))}
        transition
        className="max-w-xs"
      />
      {result && <TornadoFigures channels={state.channels} currency={currency} step={step} result={result} />}
    </>
  );
}

/**
 * The base ROI, the bars and their table. Memoised on the answer and the channels: a keystroke's
 * deferred render, whose answer is still on its way from the worker, leaves them as they are, and
 * the answer redraws them in a commit of its own.
 */
const TornadoFigures = memo(function TornadoFigures({
  channels,
  currency,
  step,
  result: { base, bars },
}: {
  channels: PlannerState['channels'];
  currency: Currency;
  step: number;
  result: TornadoResult;
}) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.tornado;
  const widest = Math.max(...bars.map((b) => b.swing), 1e-12);
  const index = new Map(channels.map((c, i) => [c.id, i]));
  const one = ({ channelId, field }: TornadoInput) => {
    const i = index.get(channelId) ?? 0;
    return fill(t.bar, { name: name(channels[i]?.name ?? '', i), field: t.fields[field] });
  };
  // Inputs that move ROI identically share a bar: "Google Search CVR / Google Search VPL".
  const label = (bar: TornadoBar) => bar.inputs.map(one).join(t.joined);
  const pct = (v: number) => fmt.roi(v);
  const stepText = fmt.number(step, Number.isInteger(step) ? 0 : Number.isInteger(step * 10) ? 1 : 2);
  return (
    <>
      <p>{fill(t.base, { roi: fmt.roi(base) })}</p>
      <RangeBars
        label={`${t.table}: ${bars.map((b) => `${label(b)} ${pct(b.atLow)} – ${pct(b.atHigh)}`).join(', ')}`}
        rows={bars.map((b) => ({ name: label(b), low: b.atLow * 100, high: b.atHigh * 100 }))}
        colour="var(--color-brand-600)"
        reference={base * 100}
        format={(v) => fmt.percent(v, 1)}
        formatAxis={(v) => fmt.percent(v, 0)}
        describe={(row) => [
          `${fill(t.atLow, { step: stepText })}: ${fmt.percent(row.low, 1)}`,
          `${fill(t.atHigh, { step: stepText })}: ${fmt.percent(row.high, 1)}`,
        ]}
      />
      <ScrollTable label={t.table}>
        <thead>
          <tr>
            <th scope="col">{t.input}</th>
            <th scope="col">{fill(t.atLow, { step: stepText })}</th>
            <th scope="col">{fill(t.atHigh, { step: stepText })}</th>
            <th scope="col">{t.swing}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={`${b.channelId}-${b.field}`}>
              <th scope="row">{label(b)}</th>
              <td>{pct(b.atLow)}</td>
              <td>{pct(b.atHigh)}</td>
              <td>
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block h-2 rounded bg-brand-600"
                    style={{ width: `${(b.swing / widest) * 6}rem` }}
                  />
                  {fill(t.points, { points: fmt.number(b.swing * 100, 1) })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>{fill(t.note, { step: stepText })}</p>
    </>
  );
});
