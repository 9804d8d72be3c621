import type { Dispatch } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Currency } from '../../lib/money.ts';
import { CurrencyPicker } from '../calculator-kit/currency-picker.tsx';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerState, PlanningMode } from './model/planner.ts';
import type { PlannerAction } from './model/state.ts';
import { usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

// The buttons' icons are made once: an element that is the same object every render is skipped by
// React, so a keystroke does not redraw them.
const SAVE_ICON = <Icon name="save" className="h-4 w-4" />;
const FOLDER_OPEN_ICON = <Icon name="folder-open" className="h-4 w-4" />;
const GIT_COMPARE_ARROWS_ICON = <Icon name="git-compare-arrows" className="h-4 w-4" />;

interface PlanningConfigProps {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
  onSave: () => void;
  onLoad: () => void;
  onCompare: () => void;
  /** A note under the buttons, e.g. unreadable saved plans. */
  notice?: React.ReactNode;
}

export function PlanningConfig({
  state,
  dispatch,
  currency,
  onCurrencyChange,
  onSave,
  onLoad,
  onCompare,
  notice,
}: PlanningConfigProps) {
  const t = usePlannerText();
  const modes: { value: PlanningMode; label: string; description: string }[] = [
    { value: 'budget-first', label: t.budgetFirst, description: t.budgetFirstHint },
    { value: 'goal-first', label: t.goalFirst, description: t.goalFirstHint },
  ];
  return (
    <Card className="p-5 sm:p-6 print:break-inside-avoid print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{t.configHeading}</h3>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button size="sm" variant="outline" onClick={onSave}>
            {SAVE_ICON}
            {t.savePlan}
          </Button>
          <Button size="sm" variant="outline" onClick={onLoad}>
            {FOLDER_OPEN_ICON}
            {t.loadPlan}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCompare}>
            {GIT_COMPARE_ARROWS_ICON}
            {t.comparePlans}
          </Button>
        </div>
      </div>
      {notice}

      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t.planningMode}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {modes.map((mode) => (
            <label
              key={mode.value}
              className="flex cursor-pointer gap-3 rounded-control border border-slate-300 p-3 hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="planning-mode"
                value={mode.value}
                checked={state.planningMode === mode.value}
                onChange={() => dispatch({ type: 'set-mode', mode: mode.value })}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold text-slate-900">{mode.label}</span>
                <span className="block text-sm text-slate-600">{mode.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {state.planningMode === 'budget-first' ? (
          <NumberField
            label={t.totalBudget}
            currency={currency}
            value={state.totalBudget}
            max={PLANNER_LIMITS.amount}
            step={100}
            onValueChange={(value) => dispatch({ type: 'set-total-budget', value })}
            transition
          />
        ) : (
          <NumberField
            label={t.campaignGoal}
            value={state.campaignGoal}
            max={PLANNER_LIMITS.goal}
            onValueChange={(value) => dispatch({ type: 'set-campaign-goal', value })}
            transition
          />
        )}
        <NumberField
          label={t.leadRate}
          unit="%"
          value={state.leadToCustomerRate}
          max={PLANNER_LIMITS.percent}
          step={0.1}
          hint={t.rateHint}
          onValueChange={(value) => dispatch({ type: 'set-rate', value })}
          transition
        />
        <CurrencyPicker id="planner-currency" value={currency} onChange={onCurrencyChange} className="print:hidden" />
      </div>
    </Card>
  );
}
