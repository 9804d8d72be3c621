import { fill } from '../../i18n/fill.ts';
import { createContext, memo, use, type Dispatch } from 'react';
import { Slider } from '../../components/ui/slider.tsx';
import { inputClasses, OwnForm } from '../../components/ui/field.tsx';
import type { Currency } from '../../lib/money.ts';
import { ALLOCATION_STEP, type Channel, type PlanningMode } from './model/planner.ts';
import { PLANNER_LIMITS } from './model/limits.ts';
import type { PlannerAction } from './model/state.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { channelLabelIn, usePlannerText } from './planner-text.tsx';
import { ResultChoice } from '../calculator-kit/result-choice.tsx';
import { plannerLater } from './later.ts';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * The plan's total budget, for the line under each allocation ("= $1,200 of the budget"). A context
 * rather than a prop, so that typing the total redraws those lines and no card.
 */
export const TotalBudgetContext = createContext(0);

interface ChannelCardProps {
  channel: Channel;
  index: number;
  mode: PlanningMode;
  /** The most this channel's allocation may take (what the others leave, or the rebalancing cap). */
  cap: number;
  currency: Currency;
  removable: boolean;
  dispatch: Dispatch<PlannerAction>;
  onRemove: (id: string) => void;
  /** Keep the total at 100 %: a change is taken from the other unlocked channels. */
  keepTotal: boolean;
  locked: readonly string[];
  onToggleLock: (id: string) => void;
}

/**
 * One channel's inputs. Memoised: the list hands it stable callbacks and plain figures, so a
 * keystroke in another card or in the plan's own fields does not redraw it.
 */
export const ChannelCard = memo(function ChannelCard(props: ChannelCardProps) {
  const t = usePlannerText();
  const fmt = useFormat(props.currency);
  const { channel, index, mode, cap, currency, removable, dispatch, onRemove, keepTotal, locked, onToggleLock } = props;
  const label = channelLabelIn(t, channel.name, index);
  const update = (patch: Partial<Omit<Channel, 'id'>>) => dispatch({ type: 'update-channel', id: channel.id, patch });
  const isLocked = locked.includes(channel.id);
  const setAllocation = (value: number) =>
    keepTotal
      ? dispatch({ type: 'rebalance-allocation', id: channel.id, value, locked })
      : update({ budgetAllocation: value });
  const nameId = `channel-${channel.id}-name`;
  // The marketplace's cut, in a closed disclosure that loads with the later parts (channel-fees.tsx);
  // until then an empty line of its height keeps the cards below from moving.
  const later = plannerLater.useLoaded();
  // A card off the screen is not laid out or painted (content-visibility), so a keystroke that
  // changes every card's figures (the total budget, with 20 channels) lays out only the cards in view.
  // Its room until first drawn is a usual card's content as measured at each width (its border and
  // padding come on top), so a card a visitor jumps to moves what is on the screen by 16 px or so
  // (decision 185); `auto` then keeps the size it was drawn at.
  return (
    <li className="rounded-card border border-slate-200 bg-slate-50/60 p-4 [contain-intrinsic-size:auto_33.5rem] [content-visibility:auto] print:break-inside-avoid sm:[contain-intrinsic-size:auto_23.5rem] lg:[contain-intrinsic-size:auto_24.5rem]">
      <div role="group" aria-label={fill(t.channelGroup, { label })}>
        <div className="flex items-end gap-3">
          <OwnForm className="min-w-0 flex-1">
            <label htmlFor={nameId} className="mb-1.5 block text-sm font-medium text-slate-800">
              {t.channelName}
            </label>
            <input
              id={nameId}
              type="text"
              value={channel.name}
              maxLength={PLANNER_LIMITS.channelName}
              autoComplete="off"
              onChange={(event) => update({ name: event.target.value })}
              className={inputClasses('font-semibold')}
            />
          </OwnForm>
          {removable && (
            <button
              type="button"
              aria-label={fill(t.removeChannel, { label })}
              onClick={() => onRemove(channel.id)}
              className="mb-0.5 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-control text-slate-600 hover:bg-danger-50 hover:text-danger-700 print:hidden"
            >
              <Icon name="trash" className="h-5 w-5" />
            </button>
          )}
        </div>

        {mode === 'budget-first' && (
          <NumberField
            className="mt-4"
            label={t.allocationLabel}
            unit="%"
            value={channel.budgetAllocation}
            max={cap}
            step={ALLOCATION_STEP}
            onValueChange={setAllocation}
            transition
            hint={<AllocationHint allocation={channel.budgetAllocation} cap={cap} currency={currency} />}
            leading={
              <div className="flex-1 print:hidden">
                <Slider
                  label={fill(t.allocationSlider, { label })}
                  value={Math.min(channel.budgetAllocation, 100)}
                  min={0}
                  max={100}
                  step={ALLOCATION_STEP}
                  valueText={fmt.percent(channel.budgetAllocation)}
                  onValueChange={setAllocation}
                />
              </div>
            }
            trailing={
              keepTotal ? (
                <button
                  type="button"
                  aria-pressed={isLocked}
                  aria-label={fill(t.lock, { label })}
                  title={fill(t.lock, { label })}
                  onClick={() => onToggleLock(channel.id)}
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-control border border-slate-300 text-slate-700 hover:bg-slate-100 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 print:hidden"
                >
                  {isLocked ? <Icon name="lock" className="h-4 w-4" /> : <Icon name="lock-open" className="h-4 w-4" />}
                </button>
              ) : undefined
            }
          />
        )}

        <div className="mt-4 grid items-end gap-3 sm:grid-cols-3">
          <NumberField
            label={t.cpc}
            currency={currency}
            value={channel.cpc}
            max={PLANNER_LIMITS.cpc}
            step={0.01}
            onValueChange={(cpc) => update({ cpc })}
            transition
          />
          <NumberField
            label={t.cvr}
            unit="%"
            value={channel.cvr}
            max={PLANNER_LIMITS.percent}
            step={0.1}
            onValueChange={(cvr) => update({ cvr })}
            transition
          />
          <NumberField
            label={t.valuePerLead}
            currency={currency}
            value={channel.valuePerLead}
            max={PLANNER_LIMITS.amount}
            onValueChange={(valuePerLead) => update({ valuePerLead })}
            transition
          />
        </div>
        <ResultChoice className="mt-3 sm:w-1/2" value={channel.result} onChange={(result) => update({ result })} />
        {later ? (
          <later.ChannelFees fees={channel.fees} currency={currency} onFees={(fees) => update({ fees })} />
        ) : (
          <div className="mt-3 h-5" />
        )}
      </div>
    </li>
  );
});

/** "= $1,200 of the budget; up to 40%": the only part of a card that follows the total budget. */
function AllocationHint({ allocation, cap, currency }: { allocation: number; cap: number; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const totalBudget = use(TotalBudgetContext);
  return fill(t.allocationHint, { amount: fmt.money((totalBudget * allocation) / 100), cap: fmt.percent(cap) });
}
