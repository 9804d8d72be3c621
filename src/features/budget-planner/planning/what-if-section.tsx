/**
 * What-if: a few changes to the plan, and every fixed output before and
 * after through the page's own model. The changes live with the plan (draft, saved plans, links).
 */
import { fill } from '../../../i18n/fill.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Currency } from '../../../lib/money.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { ScrollTable } from '../../calculator-kit/planning/source-chip.tsx';
import type { PlannerState, PlanResults } from '../model/planner.ts';
import {
  DELTA_FIELDS,
  MAX_DELTAS,
  OPS_FOR,
  whatIf,
  type Delta,
  type DeltaField,
  type DeltaOp,
  type WhatIfOutput,
} from '../model/what-if.ts';
import { Block, usePlanning } from './words.tsx';

interface Props {
  state: PlannerState;
  currency: Currency;
  evaluate: (s: PlannerState) => PlanResults;
  deltas: readonly Delta[];
  onDeltas: (deltas: Delta[]) => void;
  assumed: boolean;
}

const MONEY = new Set<WhatIfOutput>(['spend', 'revenue', 'cpl', 'cac']);
const PLAN_WIDE = new Set<DeltaField>(['budget', 'l2c']);

export function WhatIfSection({ state, currency, evaluate, deltas, onDeltas, assumed }: Props) {
  const { t: all, fmt, name } = usePlanning(currency);
  const t = all.whatIf;
  const lines = whatIf(state, deltas, evaluate);
  const show = (o: WhatIfOutput, v: number) =>
    MONEY.has(o)
      ? fmt.money(v)
      : o === 'roi'
        ? fmt.roi(v)
        : o === 'roas'
          ? fmt.multiple(v)
          : o === 'leads'
            ? fmt.leads(v)
            : fmt.number(v, 1);
  const signed = (o: WhatIfOutput, v: number) =>
    Math.abs(v) < 1e-9 ? show(o, 0) : `${v > 0 ? '+' : '−'}${show(o, Math.abs(v))}`;
  const update = (index: number, patch: Partial<Delta>) =>
    onDeltas(
      deltas.map((d, i) => {
        if (i !== index) return d;
        const next = { ...d, ...patch };
        // An operation the new field does not take falls back to a relative change.
        return OPS_FOR[next.field].includes(next.op) ? next : { ...next, op: '%' };
      }),
    );
  return (
    <Block title={t.title} chip={assumed ? 'assumption' : undefined} open={deltas.length > 0}>
      <div data-what-if className="space-y-3">
        <p>{t.explain}</p>
        {deltas.map((d, i) => {
          const n = String(i + 1);
          return (
            <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-4">
              <legend className="px-1 font-semibold">{fill(t.change, { n })}</legend>
              <label className="text-sm font-medium">
                {fill(t.what, { n })}
                <select
                  className="mt-1 block w-full rounded-control border border-slate-300 bg-white px-2 py-2"
                  value={d.field}
                  onChange={(e) => update(i, { field: e.target.value as DeltaField })}
                >
                  {DELTA_FIELDS.map((f) => (
                    <option key={f} value={f}>
                      {t.fields[f]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium">
                {fill(t.where, { n })}
                <select
                  className="mt-1 block w-full rounded-control border border-slate-300 bg-white px-2 py-2"
                  value={d.target}
                  disabled={PLAN_WIDE.has(d.field)}
                  onChange={(e) => update(i, { target: e.target.value })}
                >
                  <option value="all">{t.allChannels}</option>
                  {state.channels.map((c, j) => (
                    <option key={c.id} value={c.id}>
                      {name(c.name, j)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium">
                {fill(t.how, { n })}
                <select
                  className="mt-1 block w-full rounded-control border border-slate-300 bg-white px-2 py-2"
                  value={d.op}
                  onChange={(e) => update(i, { op: e.target.value as DeltaOp })}
                >
                  {OPS_FOR[d.field].map((op) => (
                    <option key={op} value={op}>
                      {t.ops[op]}
                    </option>
                  ))}
                </select>
              </label>
              <NumberField
                label={fill(t.amount, { n })}
                value={d.value}
                // Down by at most everything (−100 %); amounts and points may go either way.
                min={d.op === '%' ? -100 : -1e9}
                step={d.op === '%' ? 5 : 1}
                onValueChange={(v) => update(i, { value: v })}
              />
              <div className="sm:col-span-4">
                <Button size="sm" variant="outline" onClick={() => onDeltas(deltas.filter((_, j) => j !== i))}>
                  {fill(t.remove, { n })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {deltas.length < MAX_DELTAS && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onDeltas([...deltas, { target: 'all', field: 'cpc', op: '%', value: 20 }])}
          >
            {t.add}
          </Button>
        )}
        {deltas.length > 0 && (
          <ScrollTable label={t.table}>
            <thead>
              <tr>
                <th scope="col">{t.output}</th>
                <th scope="col">{t.base}</th>
                <th scope="col">{t.scenario}</th>
                <th scope="col">{t.delta}</th>
                <th scope="col">{t.deltaPercent}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.output}>
                  <th scope="row">{t.outputs[l.output]}</th>
                  <td>{show(l.output, l.base)}</td>
                  <td>{show(l.output, l.scenario)}</td>
                  <td>{signed(l.output, l.delta)}</td>
                  <td>{l.ratio === null ? (l.base !== 0 ? t.signChanged : '—') : fmt.percent(l.ratio * 100, 1)}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </div>
    </Block>
  );
}
