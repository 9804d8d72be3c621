import { exampleScale } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { lazy, Suspense, useDeferredValue, type Dispatch } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Currency } from '../../lib/money.ts';
import type { PlannerState } from './model/planner.ts';
import { PLANNER_LIMITS as LIMITS } from './model/limits.ts';
import { allocationCap, nextChannelId, type PlannerAction } from './model/state.ts';
import { rebalanceCap } from './model/rebalance.ts';
import { AllocationBanner } from './allocation-banner.tsx';
import { ChannelCard, TotalBudgetContext } from './channel-card.tsx';
import { useStableCallback } from '../calculator-kit/use-stable-callback.ts';
import { usePlannerText } from './planner-text.tsx';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { Icon } from '../../components/ui/icon.tsx';

// The templates' prices are in dong or Australian dollars, so only a VND or AUD plan loads them.
const ChannelTemplatePicker = lazy(() => import('./channel-template-picker.tsx'));

interface ChannelListProps {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  currency: Currency;
  onRemove: (id: string) => void;
  keepTotal: boolean;
  onKeepTotalChange: (on: boolean) => void;
  locked: readonly string[];
  onToggleLock: (id: string) => void;
}

export function ChannelList({
  state,
  dispatch,
  currency,
  onRemove,
  keepTotal,
  onKeepTotalChange,
  locked,
  onToggleLock,
}: ChannelListProps) {
  const t = usePlannerText();
  const full = state.channels.length >= LIMITS.channels;
  // The cards are memoised: they get stable callbacks and their own cap, and the total budget
  // reaches only the line under each allocation (TotalBudgetContext).
  const remove = useStableCallback(onRemove);
  const toggleLock = useStableCallback(onToggleLock);
  const lockedSet = new Set(locked);
  // The line under each allocation follows the total with the other figures, a moment behind: a
  // key press in Total Budget redraws its field alone, and the 20 cards' lines in the deferred render.
  const deferredTotal = useDeferredValue(state.totalBudget);
  return (
    <Card className="p-5 sm:p-6 print:shadow-none">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-bold">{t.channelsHeading}</h3>
        <Button
          size="sm"
          variant="secondary"
          disabled={full}
          onClick={() =>
            dispatch({
              type: 'add-channel',
              id: nextChannelId(state.channels, Date.now()),
              name: t.newChannel,
              scale: exampleScale(currency),
            })
          }
          className="print:hidden"
        >
          <Icon name="plus" className="h-4 w-4" />
          {t.addChannel}
        </Button>
      </div>
      {full && <p className="mt-2 text-sm text-slate-600">{fill(t.channelsFull, { count: LIMITS.channels })}</p>}
      {(currency === 'VND' || currency === 'AUD') && (
        // After hydration only: a server-rendered Suspense boundary streams an inline script the CSP refuses.
        <AfterHydration>
          <Suspense fallback={null}>
            <ChannelTemplatePicker
              key={currency}
              state={state}
              dispatch={dispatch}
              disabled={full}
              currency={currency}
            />
          </Suspense>
        </AfterHydration>
      )}
      {state.planningMode === 'budget-first' ? (
        <div className="mt-4 space-y-3">
          <AllocationBanner channels={state.channels} currency={currency} />
          <label className="flex items-start gap-3 text-sm text-slate-800 print:hidden">
            <input
              type="checkbox"
              role="switch"
              checked={keepTotal}
              onChange={(event) => onKeepTotalChange(event.target.checked)}
              aria-describedby="keep-total-hint"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            />
            <span>
              <span className="block font-medium">{t.keepTotal}</span>
              <span id="keep-total-hint" className="block text-xs text-slate-600">
                {t.keepTotalHint}
              </span>
            </span>
          </label>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.goalFirstChannels}</p>
      )}
      <ul className="mt-4 space-y-4">
        <TotalBudgetContext value={deferredTotal}>
          {state.channels.map((channel, index) => (
            <ChannelCard
              key={channel.id}
              channel={channel}
              index={index}
              mode={state.planningMode}
              cap={
                keepTotal
                  ? rebalanceCap(state.channels, channel.id, lockedSet)
                  : allocationCap(state.channels, channel.id)
              }
              currency={currency}
              removable={state.channels.length > 1}
              dispatch={dispatch}
              onRemove={remove}
              keepTotal={keepTotal}
              locked={locked}
              onToggleLock={toggleLock}
            />
          ))}
        </TotalBudgetContext>
      </ul>
    </Card>
  );
}
