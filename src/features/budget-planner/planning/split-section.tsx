import { useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { PlanningBlock, ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import { defaultBounds, suggestSplit, toAllocationPercents, type ChannelBounds, type Objective } from '../model/plan-optimiser.ts';
import { channelSpends, settingFor, type SaturationLayer } from '../model/saturation.ts';
import type { PlannerAction } from '../model/state.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { FlexibleBudget } from './flexible-budget.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  amount: number;
  dispatch: Dispatch<PlannerAction>;
}

export function SplitSection({ state, currency, layer, amount, dispatch }: Props) {
  const [goal, setGoal] = useState<Objective>('revenue');
  const [bounds, setBounds] = useState<Record<string, ChannelBounds>>({});
  const [widen, setWiden] = useState(false);
  const [applied, setApplied] = useState<string>();
  const spends = channelSpends(state);
  const suggestion = suggestSplit(state, layer, { goal, bounds, widen, nextAmount: amount, currency });
  const { allocation } = suggestion;
  const show = (v: number) => (goal === 'revenue' ? formatMoney(v, currency, 2) : `${formatNumber(v, 2)} leads`);
  const patch = (id: string, p: ChannelBounds) => setBounds((b) => ({ ...b, [id]: { ...b[id], ...p } }));
  const apply = () => {
    if (allocation.status !== 'ok') return;
    const percents = toAllocationPercents(allocation.spend, state.totalBudget);
    dispatch({ type: 'replace', state: { ...state, channels: state.channels.map((c, i) => ({ ...c, budgetAllocation: percents[i] ?? 0 })) } });
    setApplied(`Applied: allocations are now ${percents.map((p) => `${p}%`).join(' / ')}.`);
  };
  return (
    <PlanningBlock title="Best split of this budget" chip={layer.enabled ? 'assumption' : undefined}>
      <p>
        A suggestion beside your plan: the split where the next unit earns the same in every channel that can still move. Your plan changes only if you apply
        it.
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="split-goal" className="mb-1.5 block text-sm font-medium">
            Optimise for
          </label>
          <select
            id="split-goal"
            className="rounded-control border border-slate-300 bg-white px-3 py-2"
            value={goal}
            onChange={(e) => setGoal(e.target.value as Objective)}
          >
            <option value="revenue">Revenue</option>
            <option value="leads">Leads (and customers)</option>
          </select>
        </div>
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" checked={widen} onChange={(e) => setWiden(e.target.checked)} />
          Widen every range three times (second answer)
        </label>
      </div>
      {state.channels.map((c, i) => {
        const name = channelLabel(c.name, i);
        const reference = settingFor(layer, c.id)?.sRef ?? spends[i] ?? 0;
        const b = bounds[c.id] ?? {};
        const d = defaultBounds(reference);
        return (
          <fieldset key={c.id} className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]">
            <legend className="px-1 font-semibold">{name}</legend>
            <NumberField label={`Minimum, ${name}`} value={b.min ?? d.lo} min={0} step={100} onValueChange={(v) => patch(c.id, { min: Math.max(0, v) })} />
            <NumberField label={`Maximum, ${name}`} value={b.max ?? d.hi} min={0} step={100} onValueChange={(v) => patch(c.id, { max: Math.max(0, v) })} />
            <label className="flex items-center gap-2 pb-2">
              <input type="checkbox" className="h-4 w-4" checked={b.locked ?? false} onChange={(e) => patch(c.id, { locked: e.target.checked })} />
              Lock {name}
            </label>
          </fieldset>
        );
      })}
      <ul className="space-y-1" aria-live="polite" data-testid="split-messages">
        {suggestion.messages.map((m) => (
          <li key={m} className="rounded-md bg-slate-50 px-3 py-2">
            {m}
          </li>
        ))}
      </ul>
      {allocation.status !== 'infeasible-min' && (
        <>
          <ScrollTable label="Suggested split">
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Now</th>
                <th scope="col">Suggested</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {state.channels.map((c, i) => (
                <tr key={c.id}>
                  <th scope="row">{channelLabel(c.name, i)}</th>
                  <td>{formatMoney(spends[i] ?? 0, currency)}</td>
                  <td>{formatMoney(allocation.spend[i] ?? 0, currency)}</td>
                  <td>{formatMoney((allocation.spend[i] ?? 0) - (spends[i] ?? 0), currency)}</td>
                </tr>
              ))}
              {allocation.unallocated > 0 && (
                <tr>
                  <th scope="row">Unallocated</th>
                  <td />
                  <td>{formatMoney(allocation.unallocated, currency)}</td>
                  <td />
                </tr>
              )}
            </tbody>
          </ScrollTable>
          <p>
            {goal === 'revenue' ? 'Revenue' : 'Leads'}: {show(suggestion.currentObjective)} now, {show(allocation.objective)} with the suggested split.
          </p>
          <Button size="sm" onClick={apply} disabled={allocation.status !== 'ok'}>
            Apply suggested split
          </Button>
          {applied && <p role="status">{applied}</p>}
        </>
      )}
      <FlexibleBudget state={state} currency={currency} layer={layer} />
    </PlanningBlock>
  );
}
