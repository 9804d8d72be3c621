import { Badge } from '../../components/ui/badge.tsx';
import { InfoTip } from '../../components/ui/tooltip.tsx';
import { STACK_BODY, STACK_CELL, STACK_HEAD, STACK_ROW, STACK_ROW_HEADER, STACK_TABLE } from '../calculator-kit/stacked-table.ts';
import { formatMoney, formatMultiple, formatPercent, type Currency } from '../../lib/money.ts';
import type { RoiAnalysis } from './model/roi.ts';
import { roasTone, TONE_TEXT } from '../calculator-kit/tones.ts';
import { displayName, recommendationTone } from './display.ts';

const SUMMARY_TIPS = {
  spend: 'Everything you spent across all channels in the period: ad spend, fees and tools you assigned to each channel.',
  revenue: 'Revenue you can trace back to these channels, for example from your analytics or CRM attribution.',
  roi: 'Return on investment: (Total Revenue − Total Spend) ÷ Total Spend. 100% means every dollar spent came back twice.',
  roas: 'Return on ad spend: Total Revenue ÷ Total Spend. 2.00x means two dollars of revenue for every dollar spent.',
};

export function SummaryCards({ analysis, currency }: { analysis: RoiAnalysis; currency: Currency }) {
  const { totals } = analysis;
  const cards = [
    { label: 'Total Spend', value: formatMoney(totals.spend, currency), tip: SUMMARY_TIPS.spend },
    { label: 'Total Revenue', value: formatMoney(totals.revenue, currency), tip: SUMMARY_TIPS.revenue },
    { label: 'Overall ROI', value: formatPercent(totals.roi * 100, 1, currency), tip: SUMMARY_TIPS.roi },
    { label: 'Overall ROAS', value: formatMultiple(totals.roas, 2, currency), tip: SUMMARY_TIPS.roas, tone: roasTone(totals.roas) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <dt className="flex items-center gap-1 text-sm font-medium text-slate-600">
            {card.label}
            <InfoTip label={`About ${card.label}`}>{card.tip}</InfoTip>
          </dt>
          <dd className="mt-2 text-2xl font-extrabold text-slate-900 tabular-nums">
            {card.tone ? <span className={TONE_TEXT[card.tone]}>{card.value}</span> : card.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function MetricsTable({ analysis, currency }: { analysis: RoiAnalysis; currency: Currency }) {
  const { rows, totals } = analysis;
  const money = (value: number) => formatMoney(value, currency);
  const cents = (value: number) => formatMoney(value, currency, 2);
  return (
    <div
      role="region"
      aria-labelledby="roi-detailed-metrics"
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-slate-200 bg-white shadow-card print:overflow-visible print:shadow-none"
    >
      <table className={`w-full text-left text-sm tabular-nums sm:min-w-[64rem] print:min-w-0 print:text-xs ${STACK_TABLE}`}>
        <caption id="roi-detailed-metrics" className="sr-only">
          Detailed Channel Metrics
        </caption>
        <thead className={`bg-slate-50 text-xs tracking-wide text-slate-700 uppercase ${STACK_HEAD}`}>
          <tr>
            {['Channel', 'Campaign', 'ROI', 'ROAS', 'CPL', 'ARPC', 'Lead Conv %', 'Customer Conv %', 'CPC', 'CAC', 'Recommendation'].map((name) => (
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
                {displayName(row.channel)}
              </th>
              <td data-label="Campaign" className={`px-3 py-2.5 text-slate-700 ${STACK_CELL}`}>
                {row.campaignName}
              </td>
              <td data-label="ROI" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {formatPercent(row.roi * 100, 1, currency)}
              </td>
              <td data-label="ROAS" className={`px-3 py-2.5 ${STACK_CELL}`}>
                <Badge tone={roasTone(row.roas)}>{formatMultiple(row.roas, 2, currency)}</Badge>
              </td>
              <td data-label="CPL" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.cpl)}
              </td>
              <td data-label="ARPC" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.arpc)}
              </td>
              <td data-label="Lead Conv %" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {formatPercent(row.leadConversionRate * 100, 2, currency)}
              </td>
              <td data-label="Customer Conv %" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {formatPercent(row.customerConversionRate * 100, 2, currency)}
              </td>
              <td data-label="CPC" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {cents(row.cpc)}
              </td>
              <td data-label="CAC" className={`px-3 py-2.5 ${STACK_CELL}`}>
                {money(row.cac)}
              </td>
              <td data-label="Recommendation" className={`px-3 py-2.5 ${STACK_CELL}`}>
                <Badge tone={recommendationTone(row.budgetRecommendation)} className="whitespace-nowrap">
                  {row.budgetRecommendation}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className={`border-t-2 border-slate-300 bg-slate-50 font-bold text-slate-900 ${STACK_BODY}`}>
          <tr className={STACK_ROW}>
            <th scope="row" className={`px-3 py-3 ${STACK_ROW_HEADER}`}>
              TOTALS
            </th>
            <td data-label="Campaign" className={`px-3 py-3 font-medium text-slate-700 ${STACK_CELL}`}>
              {rows.length} channels
            </td>
            <td data-label="ROI" className={`px-3 py-3 ${STACK_CELL}`}>
              {formatPercent(totals.roi * 100, 1, currency)}
            </td>
            <td data-label="ROAS" className={`px-3 py-3 ${STACK_CELL}`}>
              <Badge tone={roasTone(totals.roas)}>{formatMultiple(totals.roas, 2, currency)}</Badge>
            </td>
            <td data-label="CPL" className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.cpl)}
            </td>
            <td data-label="ARPC" className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.arpc)}
            </td>
            <td data-label="Lead Conv %" className={`px-3 py-3 ${STACK_CELL}`}>
              {formatPercent(totals.leadConversionRate * 100, 2, currency)}
            </td>
            <td data-label="Customer Conv %" className={`px-3 py-3 ${STACK_CELL}`}>
              {formatPercent(totals.customerConversionRate * 100, 2, currency)}
            </td>
            <td data-label="CPC" className={`px-3 py-3 ${STACK_CELL}`}>
              {cents(totals.cpc)}
            </td>
            <td data-label="CAC" className={`px-3 py-3 ${STACK_CELL}`}>
              {money(totals.cac)}
            </td>
            <td data-label="Recommendation" className={`px-3 py-3 ${STACK_CELL}`}>
              <Badge tone={recommendationTone(totals.budgetRecommendation)} className="whitespace-nowrap">
                {totals.budgetRecommendation}
              </Badge>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ResultsTab({ analysis, currency }: { analysis: RoiAnalysis; currency: Currency }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="roi-results-summary">
        <h2 id="roi-results-summary" className="sr-only">
          Summary
        </h2>
        <SummaryCards analysis={analysis} currency={currency} />
      </section>
      <section aria-labelledby="roi-detailed-heading" className="space-y-3">
        <h2 id="roi-detailed-heading" className="text-xl font-bold">
          Detailed Channel Metrics
        </h2>
        <p className="text-sm text-slate-600">
          ROI and conversion rates are percentages; CPC is shown to the cent because most clicks cost less than a few dollars.
        </p>
        <MetricsTable analysis={analysis} currency={currency} />
      </section>
    </div>
  );
}
