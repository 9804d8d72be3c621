import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { flexiblePlan } from '../model/goal-science.ts';
import { atMargin } from '../model/margin-figures.ts';
import type { PlannerState } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { usePlanning } from './words.tsx';

/** "How much should I spend at all?": each channel until its next unit returns less than T. */
export function FlexibleBudget({
  state,
  currency,
  layer,
  target,
  onTarget,
}: {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  target: number;
  onTarget: (target: number) => void;
}) {
  const setTarget = onTarget;
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.flexible;
  // With a margin, "returns 1" means contribution: each value per lead times the margin.
  const result = flexiblePlan(atMargin(state), layer, target);
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3">
      <h5 className="font-semibold">{t.title}</h5>
      <NumberField
        label={t.target}
        value={target}
        min={0.01}
        step={0.1}
        hint={t.targetHint}
        onValueChange={(v) => setTarget(v > 0 ? v : 1)}
        transition
        className="max-w-xs"
      />
      {result.allBelowTarget ? (
        <p>{fill(t.belowTarget, { target: fmt.number(target, 2) })}</p>
      ) : (
        <ScrollTable label={t.table}>
          <thead>
            <tr>
              <th scope="col">{all.channel}</th>
              <th scope="col">{t.spend}</th>
              <th scope="col">{t.why}</th>
            </tr>
          </thead>
          <tbody>
            {state.channels.map((c, i) => (
              <tr key={c.id}>
                <th scope="row">{name(c.name, i)}</th>
                <td>{result.status[i] === 'unbounded' ? all.none : fmt.money(result.spend[i] ?? 0)}</td>
                <td>{t.status[result.status[i] ?? 'at-min']}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{all.total}</th>
              <td>{fmt.money(result.total)}</td>
              <td />
            </tr>
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
