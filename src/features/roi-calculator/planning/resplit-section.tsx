import { useState } from 'react';
import type { Currency } from '../../../lib/money.ts';
import { fill } from '../../../i18n/fill.ts';
import { useFormat } from '../../calculator-kit/use-format.ts';
import { useRoiText } from '../roi-text.tsx';
import { SATURATION_PRESETS, type SaturationPreset } from '../../calculator-kit/model/saturation-presets.ts';
import { MARGINAL_OFF, presetOf as presetIn, type MarginalSettings } from '../model/advice-check.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { marginalCheck, resplit } from '../model/planning-checks.ts';
import type { RoiRow } from '../model/roi.ts';
import { OwnForm } from '../../../components/ui/field.tsx';

const PRESETS: SaturationPreset[] = ['none', 'low', 'medium', 'high'];

/** Beside the fixed-multiplier optimizer (unchanged): the same total re-split, and what the extra money would return. */
interface ResplitProps {
  rows: readonly RoiRow[];
  currency: Currency;
  /** Held by the calculator when given, so the optimizer tab's check reads the same saturation. */
  settings?: MarginalSettings;
  onSettings?: (settings: MarginalSettings) => void;
}

export function ResplitSection({ rows, currency, settings: held, onSettings }: ResplitProps) {
  const t = useRoiText();
  const p = t.planning;
  const fmt = useFormat(currency);
  const [own, setOwn] = useState<MarginalSettings>(MARGINAL_OFF);
  const settings = held && onSettings ? held : own;
  const update = held && onSettings ? onSettings : setOwn;
  const { on } = settings;
  const setOn = (value: boolean) => update({ ...settings, on: value });
  const presetOf = (id: string) => presetIn(settings, id);
  const setPreset = (id: string, preset: SaturationPreset) =>
    update({ ...settings, presets: { ...settings.presets, [id]: preset } });
  const phis = Object.fromEntries(rows.map((r) => [r.id, SATURATION_PRESETS[presetOf(r.id)]]));
  const money = (v: number) => fmt.money(v);
  const result = on ? resplit(rows, phis) : null;
  return (
    <PlanningBlock title={p.resplitTitle} chip="assumption" chipLabel={p.chips.assumption}>
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => setOn(e.target.checked)} />
        {p.resplitToggle}
      </label>
      <p>{p.resplitIntro}</p>
      {result && result.allocation.status !== 'infeasible-min' && (
        <>
          <ScrollTable label={p.resplitTable}>
            <thead>
              <tr>
                <th scope="col">{t.channel}</th>
                <th scope="col">{p.saturation}</th>
                <th scope="col">{p.spendNow}</th>
                <th scope="col">{p.resplit}</th>
                <th scope="col">{p.likelyReturn}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const check = marginalCheck(row, phis[row.id] ?? 0);
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.channel}</th>
                    <td>
                      <OwnForm>
                        <label className="sr-only" htmlFor={`resplit-${row.id}`}>
                          {fill(p.saturationFor, { name: row.channel })}
                        </label>
                        <select
                          id={`resplit-${row.id}`}
                          className="rounded-control border border-slate-300 bg-white px-2 py-1"
                          value={presetOf(row.id)}
                          onChange={(e) => setPreset(row.id, e.target.value as SaturationPreset)}
                        >
                          {PRESETS.map((preset) => (
                            <option key={preset} value={preset}>
                              {t.planning.saturationNames[preset]}
                            </option>
                          ))}
                        </select>
                      </OwnForm>
                    </td>
                    <td>{money(row.spend)}</td>
                    <td>
                      {money(result.allocation.status === 'infeasible-min' ? 0 : (result.allocation.spend[i] ?? 0))}
                    </td>
                    <td>
                      {check.incrementalRoi === null
                        ? p.noExtra
                        : fill(check.extraSpend >= 0 ? p.marginalMore : p.marginalLess, {
                            multiplier: `×${fmt.number(check.multiplier, 2).replace(/[.,]?0+$/, '')}`,
                            spend: fmt.moneyProse(check.newSpend),
                            revenue: fmt.moneyProse(check.revenue),
                            roi: fmt.roi(check.roi),
                            extra: fmt.moneyProse(Math.abs(check.extraSpend)),
                            extraRevenue: fmt.moneyProse(Math.abs(check.extraRevenue)),
                            incremental: fmt.roi(check.incrementalRoi),
                          })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <p>
            <SourceChip kind="assumption" label={p.chips.assumption} />{' '}
            {fill(p.resplitTotals, {
              now: fmt.moneyProse(rows.reduce((sum, r) => sum + r.revenue, 0)),
              after: fmt.moneyProse(result.allocation.objective),
              total: fmt.moneyProse(result.total),
            })}
          </p>
        </>
      )}
    </PlanningBlock>
  );
}
