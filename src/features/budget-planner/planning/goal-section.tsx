import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { compareGoalPlans, type GoalComparison } from '../model/goal-science.ts';
import type { PlannerState } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { runGoal } from './run-ranges.ts';
import { Block, Chip, usePlanning } from './words.tsx';

/** Beside the fixed goal-first result: the cheapest plan for the same leads and the budget of today's mix. */
interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
}

/** The comparison with the inputs it was worked out for: a newer plan marks it as being worked out again. */
type Answer = { key: string; result: GoalComparison };

export function GoalSection(props: Props) {
  const { t } = usePlanning(props.currency);
  // Under diminishing returns the cheapest plan is a search over curves (a long task with 20
  // channels), worked out in the planning worker; straight lines are cheap and stay here.
  const [answer, setAnswer] = useState<Answer>();
  const key = props.layer.enabled ? JSON.stringify([props.state, props.layer]) : '';
  return (
    <Block
      title={t.goal.title}
      chip={props.layer.enabled ? 'assumption' : undefined}
      busy={props.layer.enabled && answer?.key !== key}
    >
      <GoalBody {...props} inputsKey={key} answer={answer} setAnswer={setAnswer} />
    </Block>
  );
}

function GoalBody({
  state,
  currency,
  layer,
  inputsKey: key,
  answer,
  setAnswer,
}: Props & { inputsKey: string; answer: Answer | undefined; setAnswer: (answer: Answer) => void }) {
  const { t: all } = usePlanning(currency);
  const here = useMemo(() => (layer.enabled ? undefined : compareGoalPlans(state, layer)), [state, layer]);
  useEffect(() => {
    if (!layer.enabled) return;
    let live = true;
    // Drawn in slices (a transition), never as one long task between keystrokes.
    void runGoal(state, layer).then((result) => live && startTransition(() => setAnswer({ key, result })));
    return () => {
      live = false;
    };
    // The key captures every input (the plan and the layer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const c = here ?? answer?.result;
  return (
    <>
      <p>{all.goal.rule}</p>
      {c && <GoalFigures state={state} currency={currency} layer={layer} c={c} />}
    </>
  );
}

function GoalFigures({ state, currency, layer, c }: Props & { c: GoalComparison }) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.goal;
  const money = (v: number) => fmt.money(v);
  return (
    <>
      {c.cheapest.status === 'unreachable' ? (
        <p className="font-medium text-danger-700">{fill(t.unreachable, { ceiling: fmt.leads(c.ceiling) })}</p>
      ) : (
        <ScrollTable label={t.table}>
          <thead>
            <tr>
              <th scope="col">{all.channel}</th>
              <th scope="col">{t.fixed}</th>
              <th scope="col">{t.cheapest}</th>
            </tr>
          </thead>
          <tbody>
            {state.channels.map((ch, i) => (
              <tr key={ch.id}>
                <th scope="row">{name(ch.name, i)}</th>
                <td>{money(c.fixedBudgets[i] ?? 0)}</td>
                <td>{c.cheapest.status === 'ok' ? money(c.cheapest.spend[i] ?? 0) : all.none}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{all.total}</th>
              <td>{money(c.fixedTotal)}</td>
              <td>{c.cheapest.status === 'ok' ? money(c.cheapest.budget) : all.none}</td>
            </tr>
          </tbody>
        </ScrollTable>
      )}
      <p>
        {fill(t.leadsNeeded, { leads: fmt.leads(c.leadsNeeded) })}{' '}
        {layer.enabled && (
          <>
            <Chip kind="assumption" /> {fill(t.delivers, { leads: fmt.leads(c.fixedDelivers) })}{' '}
          </>
        )}
        {c.mixBudget === null ? t.mixNever : fill(t.mixBudget, { budget: fmt.moneyProse(c.mixBudget) })}
      </p>
    </>
  );
}
