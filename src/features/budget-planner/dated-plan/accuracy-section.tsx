/**
 * Accuracy in the open: each finished week's error and the mean over the flight, the revenue gap
 * split, and at most one suggestion, applied to the planner's figures only when the visitor says so.
 */
import { useState, type Dispatch } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { PlannerState } from '../model/planner.ts';
import type { PlannerAction } from '../model/state.ts';
import { useDated } from './dated-words.tsx';
import { ACCURACY_FIELDS, type Errors, type Suggestion } from './model/accuracy.ts';
import type { DatedResults } from './model/compute.ts';
import { sameChannel } from './model/pacing.ts';
import type { PlanInputs } from './model/plan.ts';

const th = 'px-3 py-2 text-right font-semibold';
const td = 'px-3 py-1.5 text-right tabular-nums whitespace-nowrap';
const suggestionKey = (s: Suggestion) => `${s.channel}:${s.metric}:${s.weeks}:${s.value.toFixed(4)}`;

export function AccuracySection({
  computed,
  inputs,
  state,
  dispatch,
}: {
  computed: DatedResults;
  inputs: PlanInputs;
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t: all, fmt, day } = useDated();
  const t = all.accuracy;
  const [dismissed, setDismissed] = useState<string>();
  const [applied, setApplied] = useState('');
  const pct = (value: number | null) => (value === null ? '—' : fmt.percent(value * 100));
  const cells = (errors: Errors) =>
    ACCURACY_FIELDS.map((f) => (
      <td key={f} className={td}>
        {pct(errors[f])}
      </td>
    ));
  const { accuracy, split, suggestion } = computed;
  const s = suggestion && suggestionKey(suggestion) !== dismissed ? suggestion : null;
  const apply = (found: Suggestion) => {
    const index = inputs.channels.findIndex((c) => sameChannel(c.name, found.channel));
    const channel = state.channels[index];
    if (!channel) return;
    const value = Math.round(found.value * 100) / 100;
    dispatch({
      type: 'update-channel',
      id: channel.id,
      patch: found.metric === 'cpc' ? { cpc: value } : { cvr: Math.min(100, value) },
    });
    setDismissed(suggestionKey(found));
    setApplied(
      fill(all.suggestion.applied, {
        channel: found.channel,
        value: found.metric === 'cpc' ? fmt.money(value, 2) : fmt.percent(value, 2),
      }),
    );
  };
  return (
    <section aria-labelledby="dated-accuracy-heading" className="space-y-3">
      <h4 id="dated-accuracy-heading" className="text-base font-semibold">
        {t.title}
      </h4>
      <p className="text-sm text-slate-700">{t.intro}</p>
      {accuracy.weeks.length === 0 ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="dated-accuracy-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-control border border-slate-200"
        >
          <table className="w-full text-sm">
            <caption id="dated-accuracy-caption" className="px-3 py-2 text-left font-semibold">
              {t.overall}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {all.weekOf}
                </th>
                <th scope="col" className={th}>
                  {all.actuals.spend}
                </th>
                <th scope="col" className={th}>
                  {all.actuals.results}
                </th>
                <th scope="col" className={th}>
                  {all.actuals.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {accuracy.weeks.map((w) => (
                <tr key={w.start} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {day(w.start)}
                  </th>
                  {cells(w.total)}
                </tr>
              ))}
              <tr className="border-t-2 border-slate-300 font-semibold">
                <th scope="row" className="px-3 py-1.5 text-left">
                  {t.mean}
                </th>
                {cells(accuracy.overall)}
              </tr>
              {accuracy.channels.map((c) => (
                <tr key={c.name} className="border-t border-slate-200 text-slate-700">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {t.mean}: {c.name}
                  </th>
                  {cells(c.mape)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {split.length > 0 && (
        <div
          role="region"
          aria-labelledby="dated-split-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-control border border-slate-200"
        >
          <table className="w-full text-sm sm:min-w-[40rem]">
            <caption id="dated-split-caption" className="px-3 py-2 text-left">
              <span className="font-semibold">{t.splitTitle}</span>
              <span className="block text-xs text-slate-600">{t.splitIntro}</span>
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {all.columns.channel}
                </th>
                <th scope="col" className={th}>
                  {t.gap}
                </th>
                {(['spend', 'cpc', 'cvr', 'valuePerLead'] as const).map((k) => (
                  <th key={k} scope="col" className={th}>
                    {t.drivers[k]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {split.map((row) => (
                <tr key={row.name} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {row.name}
                  </th>
                  <td className={td}>{fmt.money(row.gap)}</td>
                  {row.drivers ? (
                    (['spend', 'cpc', 'cvr', 'valuePerLead'] as const).map((k) => (
                      <td key={k} className={td}>
                        {fmt.money(row.drivers?.[k] ?? 0)}
                      </td>
                    ))
                  ) : (
                    <td colSpan={4} className="px-3 py-1.5 text-slate-600">
                      {t.needsClicks}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {s && (
        <div className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm print:hidden">
          <p>
            {fill(all.suggestion[s.metric], {
              channel: s.channel,
              pct: fmt.percent(Math.abs(s.off) * 100, 0),
              direction: s.off > 0 ? all.suggestion.above : all.suggestion.below,
              weeks: s.weeks,
              value: s.metric === 'cpc' ? fmt.money(s.value, 2) : fmt.percent(s.value, 2),
            })}
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" onClick={() => apply(s)}>
              {all.suggestion.apply}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDismissed(suggestionKey(s))}>
              {all.suggestion.dismiss}
            </Button>
          </div>
        </div>
      )}
      <p role="status" className="text-sm text-slate-700">
        {applied}
      </p>
    </section>
  );
}
