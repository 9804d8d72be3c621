import { memo } from 'react';
import { fill } from '../../../i18n/fill.ts';
import { useStableCallback } from '../../calculator-kit/use-stable-callback.ts';
import type { Currency } from '../../../lib/money.ts';
import { isExtrapolated, translatePhi } from '../../calculator-kit/model/hill-fit.ts';
import {
  PHI_MAX,
  PHI_MIN,
  SATURATION_PRESETS,
  type SaturationPreset,
} from '../../calculator-kit/model/saturation-presets.ts';
import type { Formatters } from '../../calculator-kit/use-format.ts';
import type { Channel, PlannerState } from '../model/planner.ts';
import {
  clickResponse,
  leadsAt,
  settingFor,
  type ChannelSaturation,
  type SaturationLayer,
} from '../model/saturation.ts';
import { evaluatePlan, snapshotLayer } from '../model/saturation-figures.ts';
import { SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { ResponseCurve } from '../../calculator-kit/charts/response-curve.tsx';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { useQuietValue } from '../../calculator-kit/quiet-value.ts';
import type { PlanningText } from './planning-text.tsx';
import { TwoPointFit } from './two-point-fit.tsx';
import { Block, Chip, usePlanning } from './words.tsx';
import { OwnForm } from '../../../components/ui/field.tsx';

/** A saturation setting in plain words: what +10 % and 2× spend do, and the ceiling. */
export function phiWords(phi: number, t: PlanningText['saturation'], fmt: Formatters): string {
  if (!(phi > 0)) return t.phiNone;
  const p = translatePhi(phi);
  return fill(t.phiWords, {
    plusTen: fmt.number(p.plusTenPercent * 100, 1),
    double: fmt.number(p.doubleFactor, 2),
    marginal: fmt.number(p.marginalCostFactor, 2),
    ceiling: fmt.number(p.ceilingFactor, 2),
  });
}

interface Props {
  state: PlannerState;
  currency: Currency;
  /** The live settings, which the fields show. */
  layer: SaturationLayer;
  /**
   * The settings the figures and curves are drawn with: the plan shown's, which follows the fields
   * a frame later, so a key press's own frame redraws its field and the page's figures, and the
   * next one this block's figures (decision 186).
   */
  drawn: SaturationLayer;
  /** The layer whole (the switch), or worked out from the layer in force when the change lands. */
  onLayerChange: (change: SaturationLayer | ((layer: SaturationLayer) => SaturationLayer)) => void;
  spends: number[];
}

export function SaturationSection(props: Props) {
  const { t } = usePlanning(props.currency);
  return (
    <Block title={t.saturation.title} chip="assumption" open>
      <SaturationBody {...props} />
    </Block>
  );
}

function SaturationBody({ state, currency, layer, drawn, onLayerChange, spends }: Props) {
  const { t: all, name: channelName } = usePlanning(currency);
  const t = all.saturation;
  // Switched on, the layer is given whole, so the planner sees that the curves are needed (their code
  // may still be on its way); its fields are hidden while it is off, so none has an edit on its way.
  const toggle = (on: boolean) => {
    if (!on) return onLayerChange((current) => ({ ...current, enabled: false }));
    const fresh = snapshotLayer(state);
    onLayerChange({ enabled: true, channels: { ...fresh.channels, ...layer.channels } });
  };
  const update = useStableCallback((id: string, patch: Partial<{ phi: number; sRef: number }>, index: number) =>
    onLayerChange((current) => {
      const setting = current.channels[id] ?? { phi: 0.5, sRef: spends[index] ?? 0 };
      // An edited setting is the visitor's own assumption, no longer the curve fitted from their file.
      return {
        ...current,
        channels: { ...current.channels, [id]: { phi: setting.phi, sRef: setting.sRef, ...patch } },
      };
    }),
  );
  return (
    <>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={layer.enabled} onChange={(e) => toggle(e.target.checked)} />
        {t.toggle}
      </label>
      <p className="text-slate-700">{t.explain}</p>
      {layer.enabled && state.planningMode === 'budget-first' && (
        <SaturatedSummary state={state} layer={drawn} currency={currency} />
      )}
      {layer.enabled &&
        state.channels.map((c, i) => (
          <SaturationRow
            key={c.id}
            channel={c}
            index={i}
            name={channelName(c.name, i)}
            setting={layer.channels[c.id] ?? { phi: 0, sRef: spends[i] ?? 0 }}
            curve={settingFor(drawn, c.id)}
            spend={spends[i] ?? 0}
            currency={currency}
            onUpdate={update}
          />
        ))}
    </>
  );
}

/**
 * One channel's saturation: its setting, words and curve. Memoised with a stable callback, so a
 * keystroke redraws only the channels whose spend or setting changed.
 */
const SaturationRow = memo(function SaturationRow({
  channel: c,
  index,
  name,
  setting,
  curve,
  spend,
  currency,
  onUpdate,
}: {
  channel: Channel;
  index: number;
  name: string;
  setting: ChannelSaturation;
  /** The setting the curve is drawn with (none: the straight line). */
  curve: ChannelSaturation | undefined;
  spend: number;
  currency: Currency;
  onUpdate: (id: string, patch: Partial<{ phi: number; sRef: number }>, index: number) => void;
}) {
  const { t: all, fmt } = usePlanning(currency);
  const t = all.saturation;
  const preset = (Object.keys(SATURATION_PRESETS) as SaturationPreset[]).find(
    (p) => SATURATION_PRESETS[p] === setting.phi,
  );
  // The warning is about the curve drawn below, so it follows that curve's setting. It waits for
  // typing to pause: a number being typed passes through values that would show and hide it, moving
  // everything below at each key press (decision 186).
  const warning = useQuietValue(
    curve !== undefined && isExtrapolated(spend, curve.sRef)
      ? fill(t.extrapolated, {
          spend: fmt.moneyProse(spend),
          low: fmt.moneyProse(curve.sRef * 0.5),
          high: fmt.moneyProse(curve.sRef * 2),
        })
      : null,
  );
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold">{name}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <OwnForm>
          <label htmlFor={`sat-${c.id}`} className="mb-1.5 block text-sm font-medium">
            {fill(t.howSaturated, { name })}
          </label>
          <select
            id={`sat-${c.id}`}
            className="w-full rounded-control border border-slate-300 bg-white px-3 py-2"
            value={preset ?? 'custom'}
            onChange={(e) =>
              e.target.value !== 'custom' &&
              onUpdate(c.id, { phi: SATURATION_PRESETS[e.target.value as SaturationPreset] }, index)
            }
          >
            {(Object.keys(SATURATION_PRESETS) as SaturationPreset[]).map((p) => (
              <option key={p} value={p}>
                {t.presets[p]}
              </option>
            ))}
            {!preset && <option value="custom">{fill(t.custom, { phi: fmt.number(setting.phi, 2) })}</option>}
          </select>
        </OwnForm>
        <NumberField
          label={fill(t.share, { name })}
          value={setting.phi}
          min={PHI_MIN}
          max={PHI_MAX}
          step={0.01}
          onValueChange={(v) => onUpdate(c.id, { phi: v === 0 ? 0 : Math.min(PHI_MAX, Math.max(PHI_MIN, v)) }, index)}
          transition
        />
        <NumberField
          label={fill(t.reference, { name })}
          value={setting.sRef}
          min={0}
          step={100}
          hint={t.referenceHint}
          onValueChange={(v) => onUpdate(c.id, { sRef: Math.max(0, v) }, index)}
          transition
        />
      </div>
      <p className="mt-2">
        {setting.phi > 0 && !(setting.sRef > 0) ? (
          t.noReference
        ) : setting.fromFile ? (
          <>
            <SourceChip kind="yours" label={t.fromFile} /> {phiWords(setting.phi, t, fmt)}{' '}
            <FittedWords channel={c} setting={setting} t={t} fmt={fmt} />
          </>
        ) : (
          <>
            <Chip kind="assumption" /> {phiWords(setting.phi, t, fmt)}
          </>
        )}
      </p>
      {warning !== null && <p className="mt-1 font-medium text-warning-700">{warning}</p>}
      <ChannelCurve
        name={name}
        spend={spend}
        // None (phi 0) is the straight line: a curve at phi 0 would have an infinite ceiling.
        leadsAt={(spend) => leadsAt(c, curve, spend)}
        t={t}
        fmt={fmt}
      />
      <TwoPointFit
        name={name}
        sRef={setting.sRef}
        currency={currency}
        onFit={(phi) => onUpdate(c.id, { phi }, index)}
      />
    </fieldset>
  );
});

/** The fitted curve's ceiling and half-way spend, in leads: what the review showed before applying. */
function FittedWords(props: {
  channel: Channel;
  setting: ChannelSaturation;
  t: PlanningText['saturation'];
  fmt: Formatters;
}) {
  const { channel, setting, t, fmt } = props;
  const response = clickResponse(channel, setting);
  if (response.kind !== 'hill') return null;
  return (
    <span data-testid="fitted-from-file">
      {fill(t.fromFileWords, {
        cmax: fmt.number((response.curve.cmax * channel.cvr) / 100, 0),
        h: fmt.moneyProse(response.curve.h),
      })}
    </span>
  );
}

/** Leads from 0 to twice the planned spend through the channel's curve, the plan's spend marked. */
function ChannelCurve(props: {
  name: string;
  spend: number;
  leadsAt: (spend: number) => number;
  t: PlanningText['saturation'];
  fmt: Formatters;
}) {
  const { name, spend, leadsAt: at, t, fmt } = props;
  if (!(spend > 0)) return null;
  const points = Array.from({ length: 25 }, (_, k) => ({ x: (spend * 2 * k) / 24, y: at((spend * 2 * k) / 24) }));
  return (
    <div className="mt-3">
      <ResponseCurve
        label={fill(t.curve, {
          name,
          leads: fmt.number(at(spend), 1),
          spend: fmt.money(spend),
          double: fmt.number(at(spend * 2), 1),
        })}
        points={points}
        marker={{ x: spend, y: at(spend) }}
        colour="var(--color-brand-600)"
        xName={t.curveSpend}
        yName={t.curveLeads}
        formatX={(v) => fmt.moneyAxis(v)}
        formatY={(v) => fmt.number(v, 1)}
        height={180}
      />
    </div>
  );
}

/** The plan's totals through the curves, beside (never instead of) the fixed figures above. */
function SaturatedSummary({
  state,
  layer,
  currency,
}: {
  state: PlannerState;
  layer: SaturationLayer;
  currency: Currency;
}) {
  const { summary } = evaluatePlan(state, layer);
  const { t, fmt } = usePlanning(currency);
  return (
    <p className="font-medium" data-testid="saturated-summary">
      <Chip kind="assumption" />{' '}
      {fill(t.saturation.summary, {
        leads: fmt.leads(summary.totalEstimatedLeads),
        revenue: fmt.moneyProse(summary.totalEstimatedRevenue),
        roi: fmt.roi(summary.overallROI),
      })}
    </p>
  );
}
