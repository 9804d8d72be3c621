/**
 * Said once, at the top of the results, whenever the figures come from the diminishing-returns
 * model rather than SPEC's straight lines; with one click back to the fixed figures. In Goal First
 * it also says, in one sentence, what budget reaches the goal through the curves beside the rule's.
 */
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { goalUnderCurves } from './model/curves-plan.ts';
import { saturationOn } from './model/planning-settings.ts';
import type { PlannerState } from './model/planner.ts';
import { channelLabelIn, usePlannerText } from './planner-text.tsx';

export function ModelBanner({
  state,
  currency,
  onTurnOff,
}: {
  state: PlannerState;
  currency: Currency;
  onTurnOff: () => void;
}) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  if (!saturationOn(state)) return null;
  const goal = state.planningMode === 'goal-first' ? goalUnderCurves(state) : undefined;
  const leads = (value: number) => fmt.number(value, 1);
  return (
    <div
      data-model-banner
      role="note"
      className="rounded-control border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      <p className="font-medium">
        {t.modelBanner} ·{' '}
        <button
          type="button"
          aria-label={t.modelBannerOffLabel}
          onClick={onTurnOff}
          className="underline underline-offset-2 print:hidden"
        >
          {t.modelBannerOff}
        </button>
      </p>
      {goal && (
        <p className="mt-1" data-model-goal>
          {goal.budget !== null && goal.spend !== null
            ? fill(t.modelGoal, {
                leads: leads(goal.leadsNeeded),
                budget: fmt.money(goal.budget),
                split: state.channels
                  .map((c, i) => `${channelLabelIn(t, c.name, i)} ${fmt.money(goal.spend?.[i] ?? 0)}`)
                  .join(', '),
                rule: fmt.money(goal.ruleBudget),
                delivers: leads(goal.ruleDelivers),
              })
            : fill(t.modelGoalOutOfReach, {
                leads: leads(goal.leadsNeeded),
                ceiling: leads(goal.ceiling),
                rule: fmt.money(goal.ruleBudget),
                delivers: leads(goal.ruleDelivers),
              })}
        </p>
      )}
    </div>
  );
}
