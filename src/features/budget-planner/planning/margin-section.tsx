/**
 * Profit, not revenue: an optional gross margin. Given, the chance of losing money, break-even and
 * the flexible budget's stopping rule use contribution (revenue × margin − spend); left at 0, the
 * page says that revenue is counted as profit. SPEC's ROI and its figures above stay as they are.
 */
import { useState } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { contribution, marginOf, modelPlan } from '../model/planning-settings.ts';
import type { PlannerState } from '../model/planner.ts';
import { Block, usePlanning } from './words.tsx';

export function MarginSection({ state, currency, onMargin }: { state: PlannerState; currency: Currency; onMargin: (percent: number | null) => void }) {
  const { t: all, fmt } = usePlanning(currency);
  const t = all.margin;
  const margin = marginOf(state);
  // Open from the start when the plan arrived with a margin; never closed under the visitor's typing.
  const [openAtFirst] = useState(margin !== undefined);
  const { summary } = modelPlan(state);
  const value = contribution(summary.totalEstimatedRevenue, summary.totalBudget, margin);
  const words = {
    margin: fmt.percent((margin ?? 0) * 100, 0),
    value: fmt.moneyProse(Math.abs(value)),
    revenue: fmt.moneyProse(summary.totalEstimatedRevenue),
    spend: fmt.moneyProse(summary.totalBudget),
  };
  return (
    <Block title={t.title} chip="yours" open={openAtFirst}>
      <NumberField
        label={t.label}
        unit="%"
        value={margin === undefined ? 0 : margin * 100}
        min={0}
        max={100}
        step={1}
        hint={t.hint}
        onValueChange={(v) => onMargin(v > 0 ? Math.min(100, v) : null)}
        className="max-w-xs"
      />
      <p className="font-medium" data-testid="contribution-line">
        {margin === undefined ? t.none : fill(value < 0 ? t.loses : t.contributes, words)}
      </p>
    </Block>
  );
}
