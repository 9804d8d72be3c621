import { useState } from 'react';
import { formatNumber } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import { tornado, TORNADO_NOTE } from '../model/sensitivity.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';

/** Which single input moves ROI most, each bar an input held off by ±step. */
export function TornadoSection({ state, evaluate, assumed }: { state: PlannerState; evaluate: (s: PlannerState) => PlanResults; assumed: boolean }) {
  const [step, setStep] = useState(20);
  const { base, bars } = tornado(state, evaluate, step / 100);
  const widest = Math.max(...bars.map((b) => b.swing), 1e-12);
  return (
    <PlanningBlock title="Which number matters most" chip={assumed ? 'assumption' : undefined}>
      <NumberField
        label="How far off (±%)"
        value={step}
        min={1}
        max={90}
        step={5}
        onValueChange={(v) => setStep(Math.min(90, Math.max(1, v)))}
        className="max-w-xs"
      />
      <p>Plan ROI today: {formatNumber(base * 100, 2)}%.</p>
      <ScrollTable label="ROI when one input is off">
        <thead>
          <tr>
            <th scope="col">Input</th>
            <th scope="col">ROI at −{step}%</th>
            <th scope="col">ROI at +{step}%</th>
            <th scope="col">Swing</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={`${b.channelId}-${b.field}`}>
              <th scope="row">{b.label}</th>
              <td>{formatNumber(b.atLow * 100, 2)}%</td>
              <td>{formatNumber(b.atHigh * 100, 2)}%</td>
              <td>
                <span className="flex items-center gap-2">
                  <span aria-hidden="true" className="inline-block h-2 rounded bg-brand-600" style={{ width: `${(b.swing / widest) * 6}rem` }} />
                  {formatNumber(b.swing * 100, 2)} pts
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>{TORNADO_NOTE.replace('20%', `${step}%`)}</p>
    </PlanningBlock>
  );
}
