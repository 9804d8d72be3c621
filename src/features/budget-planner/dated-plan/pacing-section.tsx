/** Pacing per channel and in total, for the month of the latest actuals and for the whole flight. */
import { fill } from '../../../i18n/fill.ts';
import { STACK_CELL, STACK_HEAD, STACK_ROW, STACK_ROW_HEADER } from '../../calculator-kit/stacked-table.ts';
import { useDated, type DatedWords } from './dated-words.tsx';
import type { DatedResults } from './model/compute.ts';
import type { Pace, Verdict } from './model/pacing.ts';

const cell = `px-3 py-2 text-right tabular-nums whitespace-nowrap ${STACK_CELL}`;
const TONE: Record<Verdict['kind'], string> = {
  'on-pace': 'text-emerald-800',
  under: 'text-amber-900',
  over: 'text-red-800',
  spent: 'text-red-800',
  'no-plan': 'text-slate-700',
};

export function verdictText(verdict: Verdict, words: DatedWords): string {
  const v = words.t.pacing.verdicts;
  if (verdict.kind === 'under') return fill(v.under, { amount: words.fmt.money(verdict.extraPerDay) });
  if (verdict.kind === 'over') return fill(v.over, { amount: words.fmt.money(verdict.cutPerDay) });
  return v[verdict.kind];
}

export function PacingSection({ computed }: { computed: DatedResults }) {
  const words = useDated();
  const { t: all, day, month } = words;
  const t = all.pacing;
  return (
    <section aria-labelledby="dated-pacing-heading" className="space-y-3">
      <h4 id="dated-pacing-heading" className="text-base font-semibold">
        {t.title}
      </h4>
      {computed.asOf === null ? (
        <p className="text-sm text-slate-700">{t.none}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{fill(t.asOf, { date: day(computed.asOf) })}</p>
          {computed.pacing.map((report) => {
            const id = `dated-pacing-${report.scope}`;
            const title = report.scope === 'month' ? month(report.start.slice(0, 7)) : t.flight;
            const row = (name: string, p: Pace, strong = false) => (
              <tr key={name} className={`border-t border-slate-200 ${strong ? 'font-semibold' : ''} ${STACK_ROW}`}>
                <th scope="row" className={`px-3 py-2 text-left ${STACK_ROW_HEADER}`}>
                  {name}
                </th>
                <td data-label={t.columns.spent} className={cell}>
                  {words.fmt.money(p.actualToDate)}
                </td>
                <td data-label={t.columns.planned} className={cell}>
                  {words.fmt.money(p.plannedToDate)}
                </td>
                <td data-label={t.columns.projected} className={cell}>
                  {words.fmt.money(p.projected)}
                </td>
                <td data-label={t.columns.daily} className={cell}>
                  {words.fmt.money(p.requiredDaily)}
                </td>
                <td data-label={t.columns.leads} className={cell}>
                  {words.fmt.number(p.leadsToDate, 1)} / {words.fmt.number(p.leadsPlannedToDate, 1)}
                </td>
                <td
                  data-label={t.columns.verdict}
                  className={`px-3 py-2 text-left ${STACK_CELL} ${TONE[p.verdict.kind]}`}
                >
                  {verdictText(p.verdict, words)}
                </td>
              </tr>
            );
            return (
              <div
                key={report.scope}
                role="region"
                aria-labelledby={id}
                tabIndex={0}
                className="overflow-x-auto rounded-control border border-slate-200"
              >
                <table className="w-full text-sm max-sm:block sm:min-w-[48rem]">
                  <caption id={id} className="px-3 py-2 text-left font-semibold max-sm:block">
                    {title}
                  </caption>
                  <thead className={`bg-slate-50 text-slate-700 ${STACK_HEAD}`}>
                    <tr>
                      <th scope="col" className="px-3 py-2 text-left font-semibold">
                        {all.columns.channel}
                      </th>
                      {[t.columns.spent, t.columns.planned, t.columns.projected, t.columns.daily, t.columns.leads].map(
                        (label) => (
                          <th key={label} scope="col" className="px-3 py-2 text-right font-semibold">
                            {label}
                          </th>
                        ),
                      )}
                      <th scope="col" className="px-3 py-2 text-left font-semibold">
                        {t.columns.verdict}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="max-sm:block">
                    {report.channels.map((p) => row(p.name, p))}
                    {row(all.total, report.total, true)}
                  </tbody>
                </table>
              </div>
            );
          })}
        </>
      )}
    </section>
  );
}
