import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { compareGoalPlans, GOAL_RULE_NOTE, unreachableGoalMessage } from '../model/goal-science.ts';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import type { SaturationLayer } from '../model/saturation.ts';

/** Beside the fixed goal-first result: the cheapest plan for the same leads and the budget of today's mix. */
export function GoalSection({ state, currency, layer }: { state: PlannerState; currency: Currency; layer: SaturationLayer }) {
  const c = compareGoalPlans(state, layer);
  const money = (v: number) => formatMoney(v, currency);
  return (
    <PlanningBlock title="Cheaper ways to reach the goal" chip={layer.enabled ? 'assumption' : undefined}>
      <p>{GOAL_RULE_NOTE}</p>
      {c.cheapest.status === 'unreachable' ? (
        <p className="font-medium text-danger-700">{unreachableGoalMessage(c.ceiling)}</p>
      ) : (
        <ScrollTable label="Goal plans compared">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Goal-first rule (headline)</th>
              <th scope="col">Cheapest plan</th>
            </tr>
          </thead>
          <tbody>
            {state.channels.map((ch, i) => (
              <tr key={ch.id}>
                <th scope="row">{channelLabel(ch.name, i)}</th>
                <td>{money(c.fixedBudgets[i] ?? 0)}</td>
                <td>{c.cheapest.status === 'ok' ? money(c.cheapest.spend[i] ?? 0) : '—'}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">Total</th>
              <td>{money(c.fixedTotal)}</td>
              <td>{c.cheapest.status === 'ok' ? money(c.cheapest.budget) : '—'}</td>
            </tr>
          </tbody>
        </ScrollTable>
      )}
      <p>
        Leads needed: {formatNumber(c.leadsNeeded, 2)}.{' '}
        {layer.enabled && (
          <>
            <SourceChip kind="assumption" /> Through the saturation curves the rule's budgets deliver {formatNumber(c.fixedDelivers, 2)} leads.{' '}
          </>
        )}
        {c.mixBudget === null
          ? 'Your current allocation mix cannot reach the goal at any budget.'
          : `The budget your current mix would need: ${money(c.mixBudget)}.`}
      </p>
    </PlanningBlock>
  );
}
