/**
 * Actual figures typed week by week, one fieldset per channel, or imported from platform exports
 * (actuals-import.tsx) into the same `Actual` shape: channel, Monday, spend, clicks, leads, revenue.
 * Saving a week replaces what was kept for that week; the plan itself never changes here.
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { PLANNER_LIMITS } from '../model/limits.ts';
import { ActualsImport } from './actuals-import.tsx';
import { useDated } from './dated-words.tsx';
import { flightWeeks } from './model/calendar.ts';
import { DATED_LIMITS } from './model/document.ts';
import { sameChannel } from './model/pacing.ts';
import type { Actual, DatedPlan } from './model/plan.ts';

interface Row {
  spend: number;
  clicks: number;
  results: number;
  revenue: number;
}

const EMPTY: Row = { spend: 0, clicks: 0, results: 0, revenue: 0 };

function rowsFor(plan: DatedPlan, week: string, channels: readonly string[]): Row[] {
  return channels.map((name) => {
    const found = plan.actuals.find((a) => a.weekStart === week && sameChannel(a.channel, name));
    return found
      ? { spend: found.spend, clicks: found.clicks ?? 0, results: found.results, revenue: found.revenue }
      : EMPTY;
  });
}

export function ActualsSection({
  plan,
  onChange,
  channels,
  currency,
}: {
  plan: DatedPlan;
  onChange: (plan: DatedPlan) => void;
  channels: readonly string[];
  currency: Currency;
}) {
  const { t: all, day } = useDated();
  const t = all.actuals;
  const weeks = flightWeeks(plan.flight);
  const [week, setWeek] = useState(weeks[0]?.start ?? '');
  const current = weeks.some((w) => w.start === week) ? week : (weeks[0]?.start ?? '');
  const [rows, setRows] = useState<Row[]>(() => rowsFor(plan, current, channels));
  const [status, setStatus] = useState('');
  const chooseWeek = (next: string) => {
    setWeek(next);
    setRows(rowsFor(plan, next, channels));
    setStatus('');
  };
  const setRow = (i: number, patch: Partial<Row>) =>
    setRows((list) => channels.map((_, j) => ({ ...(list[j] ?? EMPTY), ...(j === i ? patch : {}) })));
  const save = () => {
    const kept = plan.actuals.filter(
      (a) => !(a.weekStart === current && channels.some((name) => sameChannel(name, a.channel))),
    );
    const added: Actual[] = channels.map((channel, i) => {
      const row = rows[i] ?? EMPTY;
      return {
        channel,
        weekStart: current,
        spend: row.spend,
        results: row.results,
        revenue: row.revenue,
        ...(row.clicks > 0 ? { clicks: row.clicks } : {}),
      };
    });
    onChange({ ...plan, actuals: [...kept, ...added].slice(-DATED_LIMITS.actuals) });
    setStatus(fill(t.saved, { week: day(current) }));
  };
  const entered = [...new Set(plan.actuals.map((a) => a.weekStart))].sort();
  const remove = (start: string) => {
    onChange({ ...plan, actuals: plan.actuals.filter((a) => a.weekStart !== start) });
    if (start === current) setRows(channels.map(() => EMPTY));
    setStatus(fill(t.removed, { week: day(start) }));
  };
  return (
    <section aria-labelledby="dated-actuals-heading" className="space-y-3 print:hidden">
      <h4 id="dated-actuals-heading" className="text-base font-semibold">
        {t.title}
      </h4>
      <p className="text-sm text-slate-700">{t.intro}</p>
      <ActualsImport
        plan={plan}
        channels={channels}
        currency={currency}
        onChange={(next) => {
          onChange(next);
          setRows(rowsFor(next, current, channels));
          setStatus('');
        }}
      />
      <div>
        <label htmlFor="dated-week" className="mb-1.5 block text-sm font-medium">
          {t.week}
        </label>
        <Select
          id="dated-week"
          value={current}
          onValueChange={chooseWeek}
          options={weeks.map((w) => ({ value: w.start, label: day(w.start) }))}
        />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        {channels.map((name, i) => {
          const row = rows[i] ?? EMPTY;
          return (
            <fieldset key={`${name}-${i}`} className="rounded-xl border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold">{name}</legend>
              <div className="grid grid-cols-2 gap-3">
                <NumberField
                  label={t.spend}
                  value={row.spend}
                  currency={currency}
                  max={PLANNER_LIMITS.amount}
                  onValueChange={(spend) => setRow(i, { spend })}
                />
                <NumberField
                  label={t.clicks}
                  value={row.clicks}
                  integer
                  max={PLANNER_LIMITS.amount}
                  onValueChange={(clicks) => setRow(i, { clicks })}
                />
                <NumberField
                  label={t.results}
                  value={row.results}
                  max={PLANNER_LIMITS.amount}
                  onValueChange={(results) => setRow(i, { results })}
                />
                <NumberField
                  label={t.revenue}
                  value={row.revenue}
                  currency={currency}
                  max={PLANNER_LIMITS.amount}
                  onValueChange={(revenue) => setRow(i, { revenue })}
                />
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={save} disabled={current === ''}>
          {t.save}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
      <div>
        <h5 className="text-sm font-semibold">{t.entered}</h5>
        {entered.length === 0 ? (
          <p className="text-sm text-slate-700">{t.none}</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-2">
            {entered.map((start) => (
              <li
                key={start}
                className="flex items-center gap-1 rounded-full border border-slate-200 py-0.5 pr-1 pl-3 text-sm"
              >
                <button type="button" className="underline" onClick={() => chooseWeek(start)}>
                  {day(start)}
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={fill(t.remove, { week: day(start) })}
                  onClick={() => remove(start)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
