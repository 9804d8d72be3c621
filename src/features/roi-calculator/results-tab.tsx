import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { InfoTip } from '../../components/ui/tooltip.tsx';
import {
  STACK_BODY,
  STACK_CELL,
  STACK_HEAD,
  STACK_ROW,
  STACK_ROW_HEADER,
  STACK_TABLE,
} from '../calculator-kit/stacked-table.ts';
import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat, type Formatters } from '../calculator-kit/use-format.ts';
import { useRoiText } from './roi-text.tsx';
import type { RoiAnalysis } from './model/roi.ts';
import { roasTone, TONE_TEXT } from '../calculator-kit/tones.ts';
import type { AdviceCheck } from './model/advice-check.ts';
import { rowsTrueRoas } from './model/true-roas.ts';
import {
  allMessages,
  costPerMessage,
  resultsIn,
  resultWord,
  withResults,
} from '../calculator-kit/model/result-type.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { displayName, recommendationTone, recommendationWord } from './display.ts';
import { channelCount } from './report-words.ts';

export function SummaryCards({ analysis, currency }: { analysis: RoiAnalysis; currency: Currency }) {
  const { totals } = analysis;
  const t = useRoiText();
  const { kit } = useToolLanguage();
  const fmt = useFormat(currency);
  const cards: { label: string; value: string; tip: string; tone?: ReturnType<typeof roasTone> }[] = [
    { label: t.totalSpend, value: fmt.money(totals.spend), tip: t.tipSpend },
    { label: t.totalRevenue, value: fmt.money(totals.revenue), tip: t.tipRevenue },
    { label: t.overallRoi, value: fmt.percent(totals.roi * 100, 1), tip: t.tipRoi },
    { label: t.overallRoas, value: fmt.multiple(totals.roas, 2), tip: t.tipRoas, tone: roasTone(totals.roas) },
  ];
  // Where channels count started conversations, their cost per message is a headline figure of its own.
  const perMessage = costPerMessage(
    analysis.rows.map((row) => ({ result: row.result, spend: row.spend, results: row.conversions })),
  );
  if (perMessage)
    cards.push({
      label: kit.results.costPerMessage,
      value: fmt.money(perMessage.cost),
      tip: kit.results.costPerMessageTip,
    });
  return (
    <dl className={`grid gap-4 sm:grid-cols-2 ${cards.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
      {cards.map((card) => (
        <div key={card.label} className="min-w-0 rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <dt className="flex items-center gap-1 text-sm font-medium text-slate-600">
            {card.label}
            <InfoTip label={fill(t.aboutMetric, { label: card.label })}>{card.tip}</InfoTip>
          </dt>
          <dd className="mt-2 text-2xl font-extrabold whitespace-nowrap text-slate-900 tabular-nums">
            {card.tone ? <span className={TONE_TEXT[card.tone]}>{card.value}</span> : card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface TableProps {
  analysis: RoiAnalysis;
  currency: Currency;
  /** The marginal check's verdicts when on: a recommendation it contradicts says so in its cell. */
  advice?: ReadonlyMap<string, AdviceCheck> | null;
  /** The Budget Planner's targets, when handed over: a channel with marketplace fees shows true ROAS. */
  targets?: unknown;
}

interface ResultsTabProps extends TableProps {
  /** The tax on ad spend, as its own line under the summary (AUD and VND only). */
  taxLine?: ReactNode;
}

export function MetricsTable({ analysis, currency, advice = null, targets = null }: TableProps) {
  const { rows, totals } = analysis;
  const t = useRoiText();
  const fmt = useFormat(currency);
  const money = (value: number) => fmt.money(value);
  const cents = (value: number) => fmt.money(value, 2);
  const percent = (ratio: number, decimals: number) => fmt.percent(ratio * 100, decimals);
  const { kit } = useToolLanguage();
  // Headings name what the channels count as leads ("CPL (messages started)"); SPEC's words when plain leads.
  const results = resultsIn(rows);
  const colCpl = allMessages(results) ? kit.results.costPerMessage : withResults(t.colCpl, results, kit.results);
  const colLeadConv = withResults(t.colLeadConv, results, kit.results);
  const mixed = results.length > 1;
  const real = rowsTrueRoas(rows, targets);
  const heads = [
    t.channel,
    t.campaign,
    t.colRoi,
    t.colRoas,
    ...(real ? [t.colTrueRoas] : []),
    colCpl,
    t.colArpc,
    colLeadConv,
    t.colCustomerConv,
    t.colCpc,
    t.colCac,
    t.recommendation,
  ];
  return (
    <div
      role="region"
      aria-labelledby="roi-detailed-metrics"
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card print:overflow-visible print:shadow-none"
    >
      <table
        className={`w-full text-left text-sm tabular-nums sm:min-w-[64rem] print:min-w-0 print:text-xs ${STACK_TABLE}`}
      >
        <caption id="roi-detailed-metrics" className="sr-only">
          {t.detailedMetrics}
        </caption>
        <thead className={`bg-slate-50 text-xs tracking-wide text-slate-700 uppercase ${STACK_HEAD}`}>
          <tr>
            {heads.map((name) => (
              <th key={name} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${STACK_BODY}`}>
          {rows.map((row) => (
            <tr key={row.id} className={STACK_ROW}>
              <th scope="row" className={`px-3 py-2.5 font-semibold text-slate-900 ${STACK_ROW_HEADER}`}>
                {displayName(row.channel, t.untitled)}
                {mixed && (
                  <span className="block text-xs font-normal text-slate-600">
                    {resultWord(kit.results, row.result)}
                  </span>
                )}
              </th>
              <td data-label={t.campaign} className={`px-3 py-2.5 text-slate-700 ${STACK_CELL}`}>
                {row.campaignName}
              </td>
              <td data-label={t.colRoi} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {percent(row.roi, 1)}
              </td>
              <td data-label={t.colRoas} className={`px-3 py-2.5 ${STACK_CELL}`}>
                <Badge tone={roasTone(row.roas)}>{fmt.multiple(row.roas, 2)}</Badge>
              </td>
              {real && <TrueRoasCell label={t.colTrueRoas} value={real.byRow.get(row.id)} fmt={fmt} />}
              <td data-label={colCpl} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.cpl)}
              </td>
              <td data-label={t.colArpc} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.arpc)}
              </td>
              <td data-label={colLeadConv} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {percent(row.leadConversionRate, 2)}
              </td>
              <td data-label={t.colCustomerConv} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {percent(row.customerConversionRate, 2)}
              </td>
              <td data-label={t.colCpc} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {cents(row.cpc)}
              </td>
              <td data-label={t.colCac} className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.cac)}
              </td>
              <td data-label={t.recommendation} className={`px-3 py-2.5 ${STACK_CELL}`}>
                <Badge tone={recommendationTone(row.budgetRecommendation)} className="whitespace-nowrap">
                  {recommendationWord(t, row.budgetRecommendation)}
                </Badge>
                {advice?.get(row.id)?.kind === 'disagrees' && (
                  <span className="mt-1 block text-xs text-warning-700">{t.advice.resultsFlag}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className={`border-t-2 border-slate-300 bg-slate-50 font-bold text-slate-900 ${STACK_BODY}`}>
          <tr className={STACK_ROW}>
            <th scope="row" className={`px-3 py-3 ${STACK_ROW_HEADER}`}>
              {t.totalsRow}
            </th>
            <td data-label={t.campaign} className={`px-3 py-3 font-medium text-slate-700 ${STACK_CELL}`}>
              {channelCount(t, rows.length)}
            </td>
            <td data-label={t.colRoi} className={`px-3 py-3 ${STACK_CELL}`}>
              {percent(totals.roi, 1)}
            </td>
            <td data-label={t.colRoas} className={`px-3 py-3 ${STACK_CELL}`}>
              <Badge tone={roasTone(totals.roas)}>{fmt.multiple(totals.roas, 2)}</Badge>
            </td>
            {real && <TrueRoasCell label={t.colTrueRoas} value={real.total} fmt={fmt} />}
            <td data-label={colCpl} className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.cpl)}
            </td>
            <td data-label={t.colArpc} className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.arpc)}
            </td>
            <td data-label={colLeadConv} className={`px-3 py-3 ${STACK_CELL}`}>
              {percent(totals.leadConversionRate, 2)}
            </td>
            <td data-label={t.colCustomerConv} className={`px-3 py-3 ${STACK_CELL}`}>
              {percent(totals.customerConversionRate, 2)}
            </td>
            <td data-label={t.colCpc} className={`px-3 py-3 ${STACK_CELL}`}>
              {cents(totals.cpc)}
            </td>
            <td data-label={t.colCac} className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.cac)}
            </td>
            <td data-label={t.recommendation} className={`px-3 py-3 ${STACK_CELL}`}>
              <Badge tone={recommendationTone(totals.budgetRecommendation)} className="whitespace-nowrap">
                {recommendationWord(t, totals.budgetRecommendation)}
              </Badge>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** A true-ROAS figure, badged like ROAS; "—" for a channel without marketplace fees. */
function TrueRoasCell({ label, value, fmt }: { label: string; value: number | undefined; fmt: Formatters }) {
  return (
    <td data-label={label} className={`px-3 py-2.5 ${STACK_CELL}`}>
      {value === undefined ? '—' : <Badge tone={roasTone(value)}>{fmt.multiple(value, 2)}</Badge>}
    </td>
  );
}

export function ResultsTab({ analysis, currency, advice = null, taxLine = null, targets = null }: ResultsTabProps) {
  const t = useRoiText();
  const real = rowsTrueRoas(analysis.rows, targets);
  return (
    <div className="space-y-8">
      <section aria-labelledby="roi-results-summary">
        <h2 id="roi-results-summary" className="sr-only">
          {t.summary}
        </h2>
        <SummaryCards analysis={analysis} currency={currency} />
      </section>
      {taxLine}
      <section aria-labelledby="roi-detailed-heading" className="space-y-3">
        <h2 id="roi-detailed-heading" className="text-xl font-bold">
          {t.detailedMetrics}
        </h2>
        <p className="text-sm text-slate-600">{t.detailedNote}</p>
        <MetricsTable analysis={analysis} currency={currency} advice={advice} targets={targets} />
        {real && (
          <p className="text-xs text-slate-600" data-true-roas-note>
            {t.trueRoasNote}
          </p>
        )}
      </section>
    </div>
  );
}
