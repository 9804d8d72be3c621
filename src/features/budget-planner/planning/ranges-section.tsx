import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney, formatNumber, formatPercent, type Currency } from '../../../lib/money.ts';
import { DEFAULT_SEED, uncertaintyFromCounts } from '../../calculator-kit/model/random.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { channelLabel, type PlannerState } from '../model/planner.ts';
import { DEFAULT_RANGES, RANGE_METRICS, type InputRanges, type RangeMetric, type RangeResult } from '../model/ranges.ts';
import type { SaturationLayer } from '../model/saturation.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { runRanges } from './run-ranges.ts';

const METRIC_LABELS: Record<RangeMetric, string> = { leads: 'Leads', revenue: 'Revenue', roas: 'ROAS', cpl: 'CPL', cac: 'CAC', roi: 'ROI' };
const MONEY: ReadonlySet<RangeMetric> = new Set(['revenue', 'cpl', 'cac']);

interface Props {
  state: PlannerState;
  currency: Currency;
  layer: SaturationLayer;
  spends: number[];
}

export function RangesSection({ state, currency, layer, spends }: Props) {
  const [on, setOn] = useState(false);
  const [seed, setSeed] = useState(DEFAULT_SEED);
  const [ranges, setRanges] = useState<Record<string, InputRanges>>({});
  const [result, setResult] = useState<RangeResult>();
  const rangesFor = (id: string) => ranges[id] ?? DEFAULT_RANGES;
  const all = Object.fromEntries(state.channels.map((c) => [c.id, rangesFor(c.id)]));
  const key = JSON.stringify([state, layer, spends, all, seed]);
  useEffect(() => {
    if (!on) return;
    let live = true;
    void runRanges(state, layer, { spends, ranges: all, seed }).then((r) => live && setResult(r));
    return () => {
      live = false;
    };
    // The key captures every input; the objects themselves are rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, key]);
  const set = (id: string, patch: Partial<InputRanges>) => setRanges((r) => ({ ...r, [id]: { ...rangesFor(id), ...patch } }));
  const show = (m: RangeMetric, v: number) => (MONEY.has(m) ? formatMoney(v, currency) : m === 'leads' ? formatNumber(v, 1) : formatNumber(v, 2));
  return (
    <PlanningBlock title="80% ranges (assumption-based)" chip="assumption">
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => setOn(e.target.checked)} />
        Show ranges
      </label>
      {on && (
        <>
          <p>
            Each input gets a range that holds the true value 80% of the time (CPC ±20% and CVR ±30% by default: month-to-month and year-to-year swings in
            published ad data). 5,000 plans are drawn from those ranges.
          </p>
          {state.channels.map((c, i) => (
            <fieldset key={c.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 font-semibold">{channelLabel(c.name, i)}</legend>
              <NumberField
                label={`CPC range ±%, ${channelLabel(c.name, i)}`}
                value={rangesFor(c.id).cpc * 100}
                min={0}
                step={5}
                onValueChange={(v) => set(c.id, { cpc: Math.max(0, v) / 100 })}
              />
              <NumberField
                label={`CVR range ±%, ${channelLabel(c.name, i)}`}
                value={rangesFor(c.id).cvr * 100}
                min={0}
                step={5}
                onValueChange={(v) => set(c.id, { cvr: Math.max(0, v) / 100 })}
              />
              <NumberField
                label={`Value per lead range ±%, ${channelLabel(c.name, i)}`}
                value={rangesFor(c.id).valuePerLead * 100}
                min={0}
                step={5}
                onValueChange={(v) => set(c.id, { valuePerLead: Math.max(0, v) / 100 })}
              />
              <CountsHelper name={channelLabel(c.name, i)} onUse={(u) => set(c.id, { cvr: u })} />
            </fieldset>
          ))}
          <NumberField
            label="Random seed"
            value={seed}
            min={0}
            step={1}
            hint="The same seed always gives the same ranges."
            onValueChange={(v) => setSeed(Math.max(0, Math.floor(v)) >>> 0)}
            className="max-w-xs"
          />
          {result && (
            <ScrollTable label="80% ranges of the plan">
              <thead>
                <tr>
                  <th scope="col">Figure</th>
                  <th scope="col">Low (P10)</th>
                  <th scope="col">Middle (P50)</th>
                  <th scope="col">High (P90)</th>
                </tr>
              </thead>
              <tbody>
                {RANGE_METRICS.map((m) => (
                  <tr key={m}>
                    <th scope="row">{METRIC_LABELS[m]}</th>
                    <td>{show(m, result[m].p10)}</td>
                    <td>{show(m, result[m].p50)}</td>
                    <td>{show(m, result[m].p90)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )}
          {result && (
            <p className="font-medium">
              <SourceChip kind="assumption" /> Chance of losing money (revenue below spend): {formatPercent(result.lossChance * 100, 1)}.
            </p>
          )}
          <p className="text-slate-700">
            Inputs are drawn independently of each other and across channels; that independence is itself an assumption. This is not a confidence interval from
            data.
          </p>
        </>
      )}
    </PlanningBlock>
  );
}

function CountsHelper({ name, onUse }: { name: string; onUse: (u: number) => void }) {
  const [conversions, setConversions] = useState(0);
  const [clicks, setClicks] = useState(0);
  const u = uncertaintyFromCounts(conversions, clicks);
  return (
    <details className="sm:col-span-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">I know my counts ({name})</summary>
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <NumberField label={`Conversions, ${name}`} value={conversions} min={0} onValueChange={(v) => setConversions(Math.max(0, Math.floor(v)))} />
        <NumberField label={`Clicks, ${name}`} value={clicks} min={0} onValueChange={(v) => setClicks(Math.max(0, Math.floor(v)))} />
        <Button size="sm" variant="outline" className="self-end" disabled={u === null} onClick={() => u !== null && onUse(u)}>
          Use this CVR range
        </Button>
      </div>
      <p className="mt-1 text-sm" role="status">
        {u === null
          ? 'Enter conversions (more than 0) out of a larger number of clicks.'
          : `CVR ${formatNumber((conversions / clicks) * 100, 2)}%, range ±${formatNumber(u * 100, 1)}%: ${formatNumber(((conversions / clicks) * 100) / (1 + u), 2)}% .. ${formatNumber((conversions / clicks) * 100 * (1 + u), 2)}%.`}
      </p>
    </details>
  );
}
