import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { compareGoalPlans } from '../model/goal-science.ts';
import type { PlannerState } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { Block, Chip, usePlanning } from './words.tsx';

/** Beside the fixed goal-first result: the cheapest plan for the same leads and the budget of today's mix. */
interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
}

export function GoalSection(props: Props) {
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.goal.title} chip={props.layer.enabled ? 'assumption' : undefined}>
      <GoalBody {...props} />
    </Block>
  );
}

function GoalBody({ state, currency, layer }: Props) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.goal;
  const c = compareGoalPlans(state, layer);
  const money = (v: number) => fmt.money(v);
  return (
    <>
      <p>{t.rule}</p>
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
