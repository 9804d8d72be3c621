/**
 * Profit, not revenue: an optional gross margin for the plan and, optionally, per channel (a
 * channel without its own takes the plan's). Given anywhere, the chance of losing money,
 * break-even, the flexible budget's stopping rule and the best split use contribution
 * (revenue × margin − spend); given nowhere, the page says that revenue is counted as profit.
 * SPEC's ROI and its figures above stay as they are.
 */
import { useMemo, useState } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { modelPlan } from '../model/curves-plan.ts';
import { anyMargin, DEFAULT_PLANNING, marginOf, marginsOf, type PlanningSettings } from '../model/planning-settings.ts';
import { planContribution } from '../model/margin-figures.ts';
import type { PlannerState } from '../model/planner.ts';
import { Block, usePlanning } from './words.tsx';

interface Props {
  /** The plan its figures come from (the panel's deferred copy). */
  state: PlannerState;
  /** The live settings, which the fields show as typed (these two alone: a change to any other redraws nothing here). */
  planning: Pick<PlanningSettings, 'marginPercent' | 'channelMargins'>;
  currency: Currency;
  onMargin: (percent: number | null) => void;
  /** Works each channel's margins out from the ones in force when the change lands. */
  onChannelMargins?: (change: (margins: Record<string, number>) => Record<string, number>) => void;
}

export function MarginSection(props: Props) {
  const { t } = usePlanning(props.currency);
  // Open from the start when the plan arrived with a margin; never closed under the visitor's typing.
  const [openAtFirst] = useState(() => anyMargin(props.state));
  const [perChannelAtFirst] = useState(Object.keys(props.planning.channelMargins).length > 0);
  return (
    <Block title={t.margin.title} chip="yours" open={openAtFirst}>
      <MarginBody {...props} perChannelAtFirst={perChannelAtFirst} />
    </Block>
  );
}

function MarginBody({
  state,
  planning,
  currency,
  onMargin,
  onChannelMargins,
  perChannelAtFirst,
}: Props & { perChannelAtFirst: boolean }) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.margin;
  const margin = marginOf(state);
  const typed = marginOf({ planning: { ...DEFAULT_PLANNING, ...planning } });
  const own = planning.channelMargins;
  const given = anyMargin(state);
  const results = useMemo(() => modelPlan(state), [state]);
  const { summary } = results;
  const value = planContribution(state, results);
  const margins = marginsOf(state);
  const uniform = margins.every((m) => m === margin);
  const words = {
    margin: fmt.percent((margin ?? 0) * 100, 0),
    value: fmt.moneyProse(Math.abs(value)),
    revenue: fmt.moneyProse(summary.totalEstimatedRevenue),
    spend: fmt.moneyProse(summary.totalBudget),
  };
  const onRevenue = state.channels.flatMap((c, i) => (margins[i] === undefined ? [name(c.name, i)] : []));
  const line = !given
    ? t.none
    : uniform
      ? fill(value < 0 ? t.loses : t.contributes, words)
      : fill(value < 0 ? t.mixedLoses : t.mixed, words);
  const setChannel = (id: string, v: number) =>
    onChannelMargins?.((margins) => {
      const next = { ...margins };
      if (v > 0) next[id] = Math.min(100, v);
      else delete next[id];
      return next;
    });
  return (
    <>
      <NumberField
        label={t.label}
        unit="%"
        value={typed === undefined ? 0 : typed * 100}
        min={0}
        max={100}
        step={1}
        hint={t.hint}
        onValueChange={(v) => onMargin(v > 0 ? Math.min(100, v) : null)}
        transition
        className="max-w-xs"
      />
      {onChannelMargins && (
        <details open={perChannelAtFirst} className="rounded-lg border border-slate-200 p-3" data-channel-margins>
          <summary className="cursor-pointer font-medium text-brand-700">{t.perChannel}</summary>
          <p className="mt-2 text-slate-700">{t.perChannelHint}</p>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {state.channels.map((c, i) => (
              <NumberField
                key={c.id}
                label={fill(t.channelLabel, { name: name(c.name, i) })}
                unit="%"
                value={own[c.id] ?? 0}
                min={0}
                max={100}
                step={1}
                onValueChange={(v) => setChannel(c.id, v)}
                transition
              />
            ))}
          </div>
        </details>
      )}
      <p className="font-medium" data-testid="contribution-line">
        {line}
      </p>
      {given && onRevenue.length > 0 && <p>{fill(t.revenueAsProfit, { names: onRevenue.join(', ') })}</p>}
    </>
  );
}
