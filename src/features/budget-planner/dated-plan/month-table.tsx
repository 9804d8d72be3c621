/**
 * The plan month by month (channels and weeks on request). A month's budget and index are edited
 * in place: a changed budget fixes that month and the others re-spread what is left of the total.
 */
import { Fragment, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { STACK_CELL, STACK_HEAD, STACK_ROW, STACK_ROW_HEADER } from '../../calculator-kit/stacked-table.ts';
import { NumberField } from '../../calculator-kit/number-field.tsx';
import { PLANNER_LIMITS } from '../model/limits.ts';
import { useDated } from './dated-words.tsx';
import type { DatedResults } from './model/compute.ts';
import { fixMonth, releaseMonth, roiOf, type DatedPlan, type Figures } from './model/plan.ts';

const cell = `px-3 py-2 text-right tabular-nums whitespace-nowrap ${STACK_CELL}`;
const head = 'px-3 py-2 text-right font-semibold';
/** The field's label stays for screen readers; the column header says it on screen. */
const quietLabel = '[&_label]:sr-only min-w-28 print:hidden';

export function MonthTable({
  plan,
  onChange,
  computed,
  currency,
}: {
  plan: DatedPlan;
  onChange: (plan: DatedPlan) => void;
  computed: DatedResults;
  currency: Currency;
}) {
  const { t, fmt, month, day } = useDated();
  const [channels, setChannels] = useState(false);
  const [weeks, setWeeks] = useState(false);
  const c = t.columns;
  const figures = (f: Figures, label = (name: string) => name) => (
    <>
      <td data-label={label(c.leads)} className={cell}>
        {fmt.number(f.leads, 1)}
      </td>
      <td data-label={label(c.customers)} className={cell}>
        {fmt.number(f.customers, 1)}
      </td>
      <td data-label={label(c.revenue)} className={cell}>
        {fmt.money(f.revenue)}
      </td>
      <td data-label={label(c.roi)} className={cell}>
        {fmt.percent(roiOf(f) * 100)}
      </td>
    </>
  );
  return (
    <div className="space-y-3">
      <h4 id="dated-months-caption" className="text-base font-semibold">
        {t.monthsCaption}
      </h4>
      <p className="text-sm text-slate-700 print:hidden">{t.respreadHint}</p>
      <p className="text-sm text-slate-700">{t.differs}</p>
      <div
        role="region"
        aria-labelledby="dated-months-caption"
        tabIndex={0}
        className="overflow-x-auto rounded-control border border-slate-200"
      >
        <table className="w-full text-sm max-sm:block sm:min-w-[44rem]">
          <thead className={`bg-slate-50 text-slate-700 ${STACK_HEAD}`}>
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {c.month}
              </th>
              <th scope="col" className={head}>
                {c.index}
              </th>
              <th scope="col" className={head}>
                {c.budget}
              </th>
              <th scope="col" className={head}>
                {c.leads}
              </th>
              <th scope="col" className={head}>
                {c.customers}
              </th>
              <th scope="col" className={head}>
                {c.revenue}
              </th>
              <th scope="col" className={head}>
                {c.roi}
              </th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {computed.months.map((m) => (
              <Fragment key={m.month}>
                <tr className={`border-t border-slate-200 ${STACK_ROW}`}>
                  <th scope="row" className={`px-3 py-2 text-left font-semibold ${STACK_ROW_HEADER}`}>
                    {month(m.month)}
                    {m.fixed && (
                      <span className="block text-xs font-normal text-slate-600">
                        {t.setByYou}{' '}
                        <button
                          type="button"
                          className="underline print:hidden"
                          onClick={() => onChange(releaseMonth(plan, m.month))}
                        >
                          {fill(t.release, { month: month(m.month) })}
                        </button>
                      </span>
                    )}
                  </th>
                  <td data-label={c.index} className={cell}>
                    <NumberField
                      label={fill(t.indexFor, { month: month(m.month) })}
                      value={m.index}
                      max={10}
                      step={0.05}
                      onValueChange={(value) => onChange({ ...plan, index: { ...plan.index, [m.month]: value } })}
                      className={quietLabel}
                    />
                    <span className="hidden print:inline">{fmt.number(m.index, 2)}</span>
                  </td>
                  <td data-label={c.budget} className={cell}>
                    <NumberField
                      label={fill(t.budgetFor, { month: month(m.month) })}
                      value={Math.round(m.budget * 100) / 100}
                      max={PLANNER_LIMITS.amount}
                      currency={currency}
                      onValueChange={(value) => onChange(fixMonth(plan, m.month, value))}
                      className={quietLabel}
                    />
                    <span className="hidden print:inline">{fmt.money(m.budget)}</span>
                  </td>
                  {figures(m.total)}
                </tr>
                {channels &&
                  m.channels.map((ch) => (
                    <tr key={ch.name} className={`bg-slate-50/60 text-slate-700 ${STACK_ROW}`}>
                      <th scope="row" className={`px-3 py-1.5 pl-6 text-left font-normal ${STACK_ROW_HEADER}`}>
                        {ch.name}
                      </th>
                      <td data-label={c.index} className={cell} />
                      <td data-label={c.budget} className={cell}>
                        {fmt.money(ch.budget)}
                      </td>
                      {figures(ch)}
                    </tr>
                  ))}
              </Fragment>
            ))}
            <tr className={`border-t-2 border-slate-300 font-semibold ${STACK_ROW}`}>
              <th scope="row" className={`px-3 py-2 text-left ${STACK_ROW_HEADER}`}>
                {t.total}
              </th>
              <td data-label={c.index} className={cell} />
              <td data-label={c.budget} className={cell}>
                {fmt.money(computed.total.budget)}
              </td>
              {figures(computed.total)}
            </tr>
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="sm" aria-pressed={channels} onClick={() => setChannels((v) => !v)}>
          {channels ? t.hideChannels : t.showChannels}
        </Button>
        <Button variant="outline" size="sm" aria-pressed={weeks} onClick={() => setWeeks((v) => !v)}>
          {weeks ? t.hideWeeks : t.showWeeks}
        </Button>
      </div>
      {weeks && (
        <div
          role="region"
          aria-labelledby="dated-weeks-caption"
          tabIndex={0}
          className="overflow-x-auto rounded-control border border-slate-200"
        >
          <table className="w-full text-sm">
            <caption id="dated-weeks-caption" className="px-3 py-2 text-left font-semibold">
              {t.weeksCaption}
            </caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {t.weekOf}
                </th>
                <th scope="col" className={head}>
                  {c.budget}
                </th>
                <th scope="col" className={head}>
                  {c.leads}
                </th>
                <th scope="col" className={head}>
                  {c.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {computed.weeks.map((w) => (
                <tr key={w.start} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                    {day(w.start)}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{fmt.money(w.total.budget)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{fmt.number(w.total.leads, 1)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{fmt.money(w.total.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
