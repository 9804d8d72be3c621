import { memo, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useStableCallback } from '../../calculator-kit/use-stable-callback.ts';
import type { PlanningText } from './planning-text.tsx';
import {
  anyMargin,
  changedPlanning,
  DEFAULT_PLANNING,
  type PlanningChange,
  type PlanningSettings,
} from '../model/planning-settings.ts';
import { atMargin } from '../model/margin-figures.ts';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState } from '../model/planner.ts';
import {
  defaultBounds,
  suggestSplit,
  toAllocationPercents,
  type ChannelBounds,
  type Objective,
} from '../model/plan-optimiser.ts';
import { channelSpends, settingFor, type SaturationLayer } from '../model/saturation.ts';
import type { PlannerAction } from '../model/state.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { FlexibleBudget } from './flexible-budget.tsx';
import { splitNoteText } from './split-notes.ts';
import { ActOnCurrent, Block, usePlanning } from './words.tsx';
import { OwnForm } from '../../../components/ui/field.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  amount: number;
  dispatch: Dispatch<PlannerAction>;
  /** The settings kept with the plan; without them (a section on its own) they live here. */
  planning?: SplitSettings;
  onPlanning?: (change: PlanningChange) => void;
}

/** The settings the block reads: a change to any other redraws nothing here. */
type SplitSettings = Pick<PlanningSettings, 'split' | 'flexTarget'>;

export function SplitSection(props: Props) {
  // The settings of a section on its own and the last "applied" line outlive closing the block.
  const [own, setOwn] = useState<PlanningSettings>(DEFAULT_PLANNING);
  const [applied, setApplied] = useState<string>();
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.split.title} chip={props.layer.enabled ? 'assumption' : undefined}>
      <SplitBody
        {...props}
        settings={props.planning ?? own}
        update={props.onPlanning ?? ((change) => setOwn((s) => changedPlanning(s, change)))}
        applied={applied}
        setApplied={setApplied}
      />
    </Block>
  );
}

function SplitBody({
  state,
  currency,
  layer,
  amount,
  dispatch,
  settings,
  update,
  applied,
  setApplied,
}: Props & {
  settings: SplitSettings;
  update: (change: PlanningChange) => void;
  applied: string | undefined;
  setApplied: (line: string) => void;
}) {
  const { goal, bounds, widen } = settings.split;
  // The settings from before a change this block's own controls asked for, until the render that
  // shows the change. A change is worked out from the settings in force when it lands: a bound's
  // field passes its number on in a transition (decisions 175 and 179).
  type Split = PlanningSettings['split'];
  const asked = useRef<Split>(undefined);
  const setSplit = (change: (split: Split) => Partial<Split>) => {
    asked.current = settings.split;
    update((p) => ({ split: { ...p.split, ...change(p.split) } }));
  };
  const { t: all, fmt, name: channelName } = usePlanning(currency);
  const t = all.split;
  const spends = useMemo(() => channelSpends(state), [state]);
  // With a margin the money objective is contribution (revenue × each channel's margin), not revenue.
  const profit = goal === 'revenue' && anyMargin(state);
  const suggestion = useMemo(
    () => suggestSplit(profit ? atMargin(state) : state, layer, { goal, bounds, widen, nextAmount: amount }),
    [profit, state, layer, goal, bounds, widen, amount],
  );
  const { allocation } = suggestion;
  const names = state.channels.map((c, i) => channelName(c.name, i));
  const messages = suggestion.notes.map((n) => splitNoteText(n, all, fmt, names));
  // The notes are read out after a change made here (goal, bounds, widening), not after every key
  // press elsewhere on the page: their figures follow the plan, and a screen reader would hear them
  // again with each key typed in Total Budget.
  const notes = messages.join(' ');
  const [heard, setHeard] = useState('');
  useEffect(() => {
    if (asked.current === undefined || asked.current === settings.split) return;
    asked.current = undefined;
    setHeard(notes);
  }, [settings.split, notes]);
  const show = (v: number) => (goal === 'revenue' ? fmt.money(v, 2) : fill(t.leadsValue, { leads: fmt.number(v, 2) }));
  const patch = useStableCallback((id: string, p: ChannelBounds) =>
    setSplit((split) => ({ bounds: { ...split.bounds, [id]: { ...split.bounds[id], ...p } } })),
  );
  // Called by the Apply button only while the figures are the current plan's (see ActOnCurrent).
  const apply = () => {
    if (allocation.status !== 'ok') return;
    const percents = toAllocationPercents(allocation.spend, state.totalBudget);
    // The shares alone, set on the plan in force: the block's copy can be behind the live settings it
    // is handed (decision 182), and replacing the plan with it would undo them.
    const shares = new Map(state.channels.map((c, i) => [c.id, percents[i] ?? 0]));
    dispatch({
      type: 'replace',
      state: (plan) => ({
        ...plan,
        channels: plan.channels.map((c) => ({ ...c, budgetAllocation: shares.get(c.id) ?? c.budgetAllocation })),
      }),
    });
    // The gain reported is the optimiser's own (suggested − now), not the page's figures before and after.
    const gain = allocation.objective - suggestion.currentObjective;
    const figure = (v: number) => (goal === 'revenue' ? fmt.moneyProse(v) : fmt.leads(v));
    setApplied(
      `${fill(t.applied, { percents: percents.map((p) => `${fmt.number(p, Number.isInteger(p) ? 0 : 1)}%`).join(' / ') })} ${fill(
        goal === 'revenue' ? (profit ? t.appliedGainProfit : t.appliedGainRevenue) : t.appliedGainLeads,
        { gain: figure(gain), before: figure(suggestion.currentObjective), after: figure(allocation.objective) },
      )}`,
    );
  };
  return (
    <>
      <p>{t.explain}</p>
      <div className="flex flex-wrap items-end gap-4">
        <OwnForm>
          <label htmlFor="split-goal" className="mb-1.5 block text-sm font-medium">
            {t.goal}
          </label>
          <select
            id="split-goal"
            className="rounded-control border border-slate-300 bg-white px-3 py-2"
            value={goal}
            onChange={(e) => setSplit(() => ({ goal: e.target.value as Objective }))}
          >
            <option value="revenue">{anyMargin(state) ? t.goalProfit : t.goalRevenue}</option>
            <option value="leads">{t.goalLeads}</option>
          </select>
        </OwnForm>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="h-4 w-4"
            checked={widen}
            onChange={(e) => setSplit(() => ({ widen: e.target.checked }))}
          />
          {t.widen}
        </label>
      </div>
      {state.channels.map((c, i) => {
        const b = bounds[c.id] ?? {};
        const d = defaultBounds(settingFor(layer, c.id)?.sRef ?? spends[i] ?? 0);
        return (
          <BoundsRow
            key={c.id}
            id={c.id}
            name={names[i] ?? ''}
            min={b.min ?? d.lo}
            max={b.max ?? d.hi}
            locked={b.locked ?? false}
            t={t}
            onPatch={patch}
          />
        );
      })}
      {/* By place, not by wording: a note's figures change with every key press, and its line is
          rewritten in place instead of removed and made again. */}
      <ul className="space-y-1" data-testid="split-messages">
        {messages.map((m, i) => (
          <li key={i} className="rounded-md bg-slate-50 px-3 py-2">
            {m}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only" data-testid="split-heard">
        {heard}
      </p>
      {allocation.status !== 'infeasible-min' && (
        <>
          <ScrollTable label={t.table}>
            <thead>
              <tr>
                <th scope="col">{all.channel}</th>
                <th scope="col">{t.now}</th>
                <th scope="col">{t.suggested}</th>
                <th scope="col">{t.change}</th>
              </tr>
            </thead>
            <tbody>
              {state.channels.map((c, i) => (
                <tr key={c.id}>
                  <th scope="row">{names[i]}</th>
                  <td>{fmt.money(spends[i] ?? 0)}</td>
                  <td>{fmt.money(allocation.spend[i] ?? 0)}</td>
                  <td>{fmt.money((allocation.spend[i] ?? 0) - (spends[i] ?? 0))}</td>
                </tr>
              ))}
              {allocation.unallocated > 0 && (
                <tr>
                  <th scope="row">{t.unallocated}</th>
                  <td />
                  <td>{fmt.money(allocation.unallocated)}</td>
                  <td />
                </tr>
              )}
            </tbody>
          </ScrollTable>
          <p>
            {fill(goal === 'revenue' ? (profit ? t.compareProfit : t.compareRevenue) : t.compareLeads, {
              now: show(suggestion.currentObjective),
              suggested: show(allocation.objective),
            })}
          </p>
          <ActOnCurrent onAct={apply} ready={allocation.status === 'ok'}>
            {t.apply}
          </ActOnCurrent>
          {applied && <p role="status">{applied}</p>}
        </>
      )}
      <FlexibleBudget
        state={state}
        currency={currency}
        layer={layer}
        target={settings.flexTarget}
        onTarget={(flexTarget) => update({ flexTarget })}
      />
    </>
  );
}

/**
 * One channel's bounds. Memoised with a stable callback: typing elsewhere redraws only the rows
 * whose own values changed (an input React updates has its name and type written anew).
 */
const BoundsRow = memo(function BoundsRow({
  id,
  name,
  min,
  max,
  locked,
  t,
  onPatch,
}: {
  id: string;
  name: string;
  min: number;
  max: number;
  locked: boolean;
  t: PlanningText['split'];
  onPatch: (id: string, patch: ChannelBounds) => void;
}) {
  return (
    <fieldset className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]">
      <legend className="px-1 font-semibold">{name}</legend>
      <NumberField
        label={fill(t.min, { name })}
        value={min}
        min={0}
        step={100}
        onValueChange={(v) => onPatch(id, { min: Math.max(0, v) })}
        transition
      />
      <NumberField
        label={fill(t.max, { name })}
        value={max}
        min={0}
        step={100}
        onValueChange={(v) => onPatch(id, { max: Math.max(0, v) })}
        transition
      />
      <label className="flex items-center gap-2 pb-2">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={locked}
          onChange={(e) => onPatch(id, { locked: e.target.checked })}
        />
        {fill(t.lock, { name })}
      </label>
    </fieldset>
  );
});
