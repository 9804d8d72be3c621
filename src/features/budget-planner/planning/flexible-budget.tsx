import { useState } from 'react';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { flexibleBelowTargetMessage, flexiblePlan } from '../model/goal-science.ts';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';

const STATUS_WORDS = {
  'at-target': 'next unit returns the target',
  'at-min': 'already below the target at its minimum',
  capped: 'capped: still above the target at its maximum',
  unbounded: 'no diminishing returns, so no natural stopping point; turn on saturation',
} as const;

/** "How much should I spend at all?": each channel until its next unit returns less than T. */
export function FlexibleBudget({ state, currency, layer }: { state: PlannerState; currency: Currency; layer: SaturationLayer }) {
  const [target, setTarget] = useState(1);
  const result = flexiblePlan(state, layer, target);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <h5 className="font-semibold">Flexible budget: how much to spend at all</h5>
      <NumberField
        label="Stop when the next 1 returns less than"
        value={target}
        min={0.01}
        step={0.1}
        hint="1 = the next unit of spend returns one unit of revenue. With a margin in mind, enter 1 ÷ gross margin."
        onValueChange={(v) => setTarget(v > 0 ? v : 1)}
        className="max-w-xs"
      />
      {result.allBelowTarget ? (
        <p>{flexibleBelowTargetMessage(target)}</p>
      ) : (
        <ScrollTable label="Flexible budget per channel">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Spend</th>
              <th scope="col">Why it stops</th>
            </tr>
          </thead>
          <tbody>
            {state.channels.map((c, i) => (
              <tr key={c.id}>
                <th scope="row">{channelLabel(c.name, i)}</th>
                <td>{result.status[i] === 'unbounded' ? '—' : formatMoney(result.spend[i] ?? 0, currency)}</td>
                <td>{STATUS_WORDS[result.status[i] ?? 'at-min']}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td>{formatMoney(result.total, currency)}</td>
              <td />
            </tr>
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
