import { useState } from 'react';
import { formatMoney, formatNumber, type Currency } from '../../../lib/money.ts';
import { SATURATION_PRESETS, type SaturationPreset } from '../../calculator-kit/model/hill.ts';
import { PlanningBlock, ScrollTable, SourceChip } from '../../calculator-kit/planning/source-chip.tsx';
import { marginalCheck, resplit } from '../model/planning-checks.ts';
import type { RoiRow } from '../model/roi.ts';

const PRESETS: SaturationPreset[] = ['none', 'low', 'medium', 'high'];
const NAMES: Record<SaturationPreset, string> = { none: 'None', low: 'Low', medium: 'Medium', high: 'High' };

/** Beside the fixed-multiplier optimizer (unchanged): the same total re-split, and what the extra money would return. */
export function ResplitSection({ rows, currency }: { rows: readonly RoiRow[]; currency: Currency }) {
  const [on, setOn] = useState(false);
  const [presets, setPresets] = useState<Record<string, SaturationPreset>>({});
  const presetOf = (id: string) => presets[id] ?? 'medium';
  const phis = Object.fromEntries(rows.map((r) => [r.id, SATURATION_PRESETS[presetOf(r.id)]]));
  const money = (v: number) => formatMoney(v, currency);
  const result = on ? resplit(rows, phis) : null;
  return (
    <PlanningBlock title="Keep the same total and re-split it" chip="assumption">
      <label className="flex items-center gap-2 font-medium">
        <input type="checkbox" className="h-4 w-4" checked={on} onChange={(e) => setOn(e.target.checked)} />
        Re-split with diminishing returns
      </label>
      <p>
        The Budget Optimizer tab scales each channel by its average ROI. This check assumes returns shrink as spend grows (saturation per row, an assumption)
        and moves money where the next unit earns most, each channel within 0.7×–1.5× of today.
      </p>
      {result && result.allocation.status !== 'infeasible-min' && (
        <>
          <ScrollTable label="Re-split of the same total">
            <thead>
              <tr>
                <th scope="col">Channel</th>
                <th scope="col">Saturation</th>
                <th scope="col">Spend now</th>
                <th scope="col">Re-split</th>
                <th scope="col">Optimizer's suggestion: likely return</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const check = marginalCheck(row, phis[row.id] ?? 0);
                return (
                  <tr key={row.id}>
                    <th scope="row">{row.channel}</th>
                    <td>
                      <label className="sr-only" htmlFor={`resplit-${row.id}`}>
                        Saturation, {row.channel}
                      </label>
                      <select
                        id={`resplit-${row.id}`}
                        className="rounded-control border border-slate-300 bg-white px-2 py-1"
                        value={presetOf(row.id)}
                        onChange={(e) => setPresets((p) => ({ ...p, [row.id]: e.target.value as SaturationPreset }))}
                      >
                        {PRESETS.map((p) => (
                          <option key={p} value={p}>
                            {NAMES[p]}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>{money(row.spend)}</td>
                    <td>{money(result.allocation.status === 'infeasible-min' ? 0 : (result.allocation.spend[i] ?? 0))}</td>
                    <td>
                      {check.incrementalRoi === null
                        ? 'No extra money suggested.'
                        : `×${check.multiplier}: ${money(check.newSpend)} would likely return ${money(check.revenue)} (ROI ${formatNumber(check.roi * 100, 1)}%); the ${check.extraSpend >= 0 ? 'extra' : 'removed'} ${money(Math.abs(check.extraSpend))} ${check.extraSpend >= 0 ? 'returns' : 'was returning'} ${money(Math.abs(check.extraRevenue))}, ROI ${formatNumber(check.incrementalRoi * 100, 1)}% on the change.`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </ScrollTable>
          <p>
            <SourceChip kind="assumption" /> Revenue now {money(rows.reduce((s, r) => s + r.revenue, 0))}; with the re-split{' '}
            {money(result.allocation.objective)} for the same total {money(result.total)}.
          </p>
        </>
      )}
    </PlanningBlock>
  );
}
