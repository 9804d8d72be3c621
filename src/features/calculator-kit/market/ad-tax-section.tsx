/**
 * Tax on top of ad spend (GST for AUD plans, VAT for VND plans), as its own line under a tool's
 * summary. It never changes the tool's figures: SPEC's formulas stay as they are and the line shows
 * what the tax adds and what ROI is left after it. The setting belongs to the plan (the tool keeps
 * it in its draft, saved plans, links and files). Loaded on demand, only for a currency with a tax.
 */
import { useId } from 'react';
import { fill } from '../../../i18n/fill.ts';
import type { Currency } from '../../../lib/money.ts';
import { NumberField } from '../number-field.tsx';
import { useToolLanguage } from '../text-context.tsx';
import { useFormat } from '../use-format.ts';
import { adTaxDefault, type AdTaxSetting } from './ad-tax.ts';
import { AD_TAX_SOURCES, adTaxInForce, adTaxLine, adTaxToKeep } from './ad-tax-line.ts';
import { adTaxEn } from './i18n/en.ts';
import { adTaxVi } from './i18n/vi.ts';

interface AdTaxSectionProps {
  currency: Currency;
  /** Ad spend and the revenue it brings, before tax. */
  spend: number;
  revenue: number;
  setting: AdTaxSetting | undefined;
  onChange: (setting: AdTaxSetting | undefined) => void;
}

export default function AdTaxSection({ currency, spend, revenue, setting, onChange }: AdTaxSectionProps) {
  const { locale } = useToolLanguage();
  const t = locale === 'vi' ? adTaxVi : adTaxEn;
  const fmt = useFormat(currency);
  const id = useId();
  const preset = adTaxDefault(currency);
  const inForce = adTaxInForce(currency, setting);
  if (!preset || !inForce) return null;
  const { on, rate } = inForce;
  const tax = preset.kind === 'gst' ? t.gst : t.vat;
  const line = adTaxLine(spend, revenue, on ? rate : 0);
  const rows = [
    { label: fill(t.amount, { tax }), value: fmt.money(line.tax) },
    { label: fill(t.cost, { tax }), value: fmt.money(line.costWithTax) },
    { label: fill(t.roi, { tax }), value: fmt.percent(line.roiAfterTax * 100) },
    { label: fill(t.roas, { tax }), value: fmt.multiple(line.roasAfterTax, 2) },
  ];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-ad-tax
      className="rounded-control border border-slate-200 bg-slate-50 p-4 print:break-inside-avoid"
    >
      <h4 id={`${id}-heading`} className="font-bold">
        {t.heading}
      </h4>
      <div className="mt-2 flex flex-wrap items-end gap-4">
        <label htmlFor={id} className="flex items-center gap-2 text-sm">
          <input
            id={id}
            type="checkbox"
            checked={on}
            onChange={(event) => onChange(adTaxToKeep(currency, event.target.checked, rate))}
            className="h-4 w-4 accent-brand-600"
          />
          {fill(t.on, { tax })}
        </label>
        <NumberField
          label={fill(t.rate, { tax })}
          value={rate}
          onValueChange={(value) => onChange(adTaxToKeep(currency, on, value))}
          min={0}
          max={100}
          step={0.1}
          unit="%"
          disabled={!on}
          {...(preset.checkCurrentRate ? { hint: t.check } : {})}
          className="w-48"
        />
      </div>
      {on && (
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {rows.map(({ label, value }) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-xs text-slate-600">
        {t.note} {t.kept}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {fill(t.source, { source: (currency === 'AUD' ? AD_TAX_SOURCES.AUD : AD_TAX_SOURCES.VND)[locale] })}
      </p>
    </section>
  );
}
