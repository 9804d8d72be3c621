import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import {
  EXTRAPOLATION_NOTE,
  isExtrapolated,
  PHI_MAX,
  PHI_MIN,
  SATURATION_PRESETS,
  translatePhi,
  type SaturationPreset,
} from '../../calculator-kit/model/hill.ts';
import { PlanningBlock, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import { evaluatePlan, snapshotLayer, type SaturationLayer } from '../model/saturation.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { TwoPointFit } from './two-point-fit.tsx';

const PRESET_LABELS: Record<SaturationPreset, string> = { none: 'None (straight line)', low: 'Low', medium: 'Medium', high: 'High' };

export function phiWords(phi: number): string {
  if (!(phi > 0)) return 'No diminishing returns: +10% spend gives +10% clicks.';
  const t = translatePhi(phi);
  return `+10% spend gives +${formatNumber(t.plusTenPercent * 100, 1)}% clicks; 2× spend gives ×${formatNumber(t.doubleFactor, 2)}; the next click costs ${formatNumber(t.marginalCostFactor, 2)}× the average; ceiling ${formatNumber(t.ceilingFactor, 2)}× today's clicks.`;
}

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  onLayerChange: (layer: SaturationLayer) => void;
  spends: number[];
}

export function SaturationSection({ state, currency, layer, onLayerChange, spends }: Props) {
  const toggle = (on: boolean) => {
    if (!on) return onLayerChange({ ...layer, enabled: false });
    const fresh = snapshotLayer(state);
    onLayerChange({ enabled: true, channels: { ...fresh.channels, ...layer.channels } });
  };
  const update = (id: string, patch: Partial<{ phi: number; sRef: number }>, index: number) => {
    const current = layer.channels[id] ?? { phi: 0.5, sRef: spends[index] ?? 0 };
    onLayerChange({ ...layer, channels: { ...layer.channels, [id]: { ...current, ...patch } } });
  };
  return (
    <PlanningBlock title="Diminishing returns (saturation)" chip="assumption" open>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={layer.enabled} onChange={(e) => toggle(e.target.checked)} />
        Model diminishing returns
      </label>
      <p className="text-slate-700">
        Each extra click costs more as you spend more. The curve is set so your own CPC and CVR are reproduced exactly at the reference spend; one setting per
        channel says how much of its ceiling you already buy. These settings are assumptions (mix-model tools start from about Medium), not measurements of your
        channel.
      </p>
      {layer.enabled && state.planningMode === 'budget-first' && <SaturatedSummary state={state} layer={layer} currency={currency} />}
      {layer.enabled &&
        state.channels.map((c, i) => {
          const setting = layer.channels[c.id] ?? { phi: 0, sRef: spends[i] ?? 0 };
          const preset = (Object.keys(SATURATION_PRESETS) as SaturationPreset[]).find((p) => SATURATION_PRESETS[p] === setting.phi);
          const name = channelLabel(c.name, i);
          const flagged = setting.phi > 0 && isExtrapolated(spends[i] ?? 0, setting.sRef);
          return (
            <fieldset key={c.id} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">{name}</legend>
              <div className="grid gap-3 sm:grid-cols-3">
                <div>
                  <label htmlFor={`sat-${c.id}`} className="mb-1.5 block text-sm font-medium">
                    How saturated is {name} today?
                  </label>
                  <select
                    id={`sat-${c.id}`}
                    className="w-full rounded-control border border-slate-300 bg-white px-3 py-2"
                    value={preset ?? 'custom'}
                    onChange={(e) => e.target.value !== 'custom' && update(c.id, { phi: SATURATION_PRESETS[e.target.value as SaturationPreset] }, i)}
                  >
                    {(Object.keys(SATURATION_PRESETS) as SaturationPreset[]).map((p) => (
                      <option key={p} value={p}>
                        {PRESET_LABELS[p]}
                      </option>
                    ))}
                    {!preset && <option value="custom">Custom ({formatNumber(setting.phi, 2)})</option>}
                  </select>
                </div>
                <NumberField
                  label={`Share of ceiling used, ${name} (advanced)`}
                  value={setting.phi}
                  min={PHI_MIN}
                  max={PHI_MAX}
                  step={0.01}
                  onValueChange={(v) => update(c.id, { phi: v === 0 ? 0 : Math.min(PHI_MAX, Math.max(PHI_MIN, v)) }, i)}
                />
                <NumberField
                  label={`Reference spend, ${name}`}
                  value={setting.sRef}
                  min={0}
                  step={100}
                  hint="Your CPC and CVR were measured at about this monthly spend."
                  onValueChange={(v) => update(c.id, { sRef: Math.max(0, v) }, i)}
                />
              </div>
              <p className="mt-2">
                {setting.phi > 0 && !(setting.sRef > 0) ? (
                  'No reference spend yet: this channel stays a straight line until you enter the spend its CPC and CVR come from.'
                ) : (
                  <>
                    <SourceChip kind="assumption" /> {phiWords(setting.phi)}
                  </>
                )}
              </p>
              {flagged && (
                <p className="mt-1 font-medium text-warning-700">
                  Planned spend {formatMoney(spends[i] ?? 0, currency)} is {EXTRAPOLATION_NOTE} ({formatMoney(setting.sRef * 0.5, currency)}–
                  {formatMoney(setting.sRef * 2, currency)}).
                </p>
              )}
              <TwoPointFit name={name} sRef={setting.sRef} onFit={(phi) => update(c.id, { phi }, i)} />
            </fieldset>
          );
        })}
    </PlanningBlock>
  );
}

/** The plan's totals through the curves, beside (never instead of) the fixed figures above. */
function SaturatedSummary({ state, layer, currency }: { state: PlannerState; layer: SaturationLayer; currency: Currency }) {
  const { summary } = evaluatePlan(state, layer);
  return (
    <p className="font-medium" data-testid="saturated-summary">
      <SourceChip kind="assumption" /> With diminishing returns this plan gives {formatNumber(summary.totalEstimatedLeads, 1)} leads, revenue{' '}
      {formatMoney(summary.totalEstimatedRevenue, currency)} and ROI {formatNumber(summary.overallROI * 100, 1)}%. At the reference spends this equals the
      figures above by construction.
    </p>
  );
}
