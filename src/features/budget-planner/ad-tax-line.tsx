/**
 * Tax on top of ad spend (GST for AUD plans, VAT for VND plans), as its own line under the summary.
 * It never changes the plan's figures: SPEC's formulas stay as they are and the line shows what the
 * tax adds and what ROI is left after it. Loaded on demand, only for a currency with a tax.
 */
import { useId, useState } from 'react';
import { fill } from '../../i18n/fill.ts';
import type { Currency } from '../../lib/money.ts';
import { adTaxDefault, adTaxLine } from '../calculator-kit/market/ad-tax.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { PlanSummary } from './model/planner.ts';
import { usePlannerText } from './planner-text.tsx';

export default function AdTaxLine({ summary, currency }: { summary: PlanSummary; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const preset = adTaxDefault(currency);
  const [on, setOn] = useState(true);
  const [rate, setRate] = useState(preset?.rate ?? 0);
  const toggleId = useId();
  if (!preset) return null;
  const tax = preset.kind === 'gst' ? t.adTaxGst : t.adTaxVat;
  const line = adTaxLine(summary.totalBudget, summary.totalEstimatedRevenue, on ? rate : 0);
  const rows = [
    { label: fill(t.adTaxAmount, { tax }), value: fmt.money(line.tax) },
    { label: fill(t.adTaxCost, { tax }), value: fmt.money(line.costWithTax) },
    { label: fill(t.adTaxRoi, { tax }), value: fmt.percent(line.roiAfterTax * 100) },
  ];
  return (
    <section aria-labelledby={`${toggleId}-heading`} data-ad-tax className="rounded-control border border-slate-200 bg-slate-50 p-4 print:break-inside-avoid">
      <h4 id={`${toggleId}-heading`} className="font-bold">
        {t.adTaxHeading}
      </h4>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <label htmlFor={toggleId} className="flex items-center gap-2 text-sm">
          <input id={toggleId} type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} className="h-4 w-4 accent-brand-600" />
          {fill(t.adTaxOn, { tax })}
        </label>
        <NumberField
          label={fill(t.adTaxRate, { tax })}
          value={rate}
          onValueChange={setRate}
          min={0}
          max={100}
          step={0.1}
          unit="%"
          disabled={!on}
          {...(preset.checkCurrentRate ? { hint: t.adTaxCheck } : {})}
          className="w-48"
        />
      </div>
      {on && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
          {rows.map(({ label, value }) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-slate-600">{t.adTaxNote}</p>
    </section>
  );
}
