/**
 * Adds a channel of the plan's market in the unit its platform sells in: Vietnam (Zalo Ads per
 * message, view, thousand impressions or click; Cốc Cốc search; Shopee and TikTok Shop ads with their
 * marketplace cut) or Australia (Google Search, Meta, LinkedIn, TikTok, YouTube). The native price
 * becomes the planner's CPC with the same cost per lead; marketplace templates show true ROAS after
 * fees beside platform ROAS. Loaded on demand, for VND and AUD plans only (the prices are in their
 * currency).
 */
import { useId, useState, type Dispatch } from 'react';
import { fill } from '../../i18n/fill.ts';
import { formatDate } from '../../i18n/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import {
  fromPlannerCpc,
  templatesFor,
  platformRoas,
  toPlannerUnits,
  trueRoas,
  type ChannelTemplate,
  type MarketplaceFees,
  type NativeUnit,
  type TemplateCurrency,
} from '../calculator-kit/market/channel-templates.ts';
import { feeRateCap } from '../calculator-kit/market/fee-edit.ts';
import { useToolLanguage } from '../calculator-kit/text-context.tsx';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { PlannerState } from './model/planner.ts';
import { nextChannelId, type PlannerAction } from './model/state.ts';
import { usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

export default function ChannelTemplatePicker({
  state,
  dispatch,
  disabled,
  currency,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  disabled: boolean;
  currency: TemplateCurrency;
}) {
  const t = usePlannerText();
  const { locale } = useToolLanguage();
  const fmt = useFormat(currency);
  const id = useId();
  const templates = templatesFor(currency);
  // Dong are whole; Australian clicks cost dollars and cents.
  const decimals = currency === 'VND' ? 0 : 2;
  const first = templates[0] as ChannelTemplate;
  const [template, setTemplate] = useState<ChannelTemplate>(first);
  const [unit, setUnit] = useState<NativeUnit>(first.units[0] ?? 'cpc');
  const [price, setPrice] = useState(first.price);
  // The marketplace's cut is the template's assumption until the visitor types their shop's rates.
  const [fees, setFees] = useState<MarketplaceFees | undefined>(first.marketplace);
  const { cpc, cvr } = toPlannerUnits(unit, price, template);
  // Revenue per unit of spend in the planner's terms: leads per click × value per lead ÷ CPC.
  const revenuePerClick = (cvr / 100) * template.valuePerLead;
  const unitWords: Record<NativeUnit, string> = {
    cpc: t.unitCpc,
    cpm: t.unitCpm,
    cpv: t.unitCpv,
    'cpa-form': t.unitCpaForm,
    'cpa-message': t.unitCpaMessage,
  };

  const choose = (next: ChannelTemplate) => {
    setTemplate(next);
    setUnit(next.units[0] ?? 'cpc');
    setPrice(next.price);
    setFees(next.marketplace);
  };
  const chooseUnit = (next: NativeUnit) => {
    // The price follows the unit, keeping the cost per click it stood for (whole đồng, or cents).
    const cents = 10 ** decimals;
    setPrice(Math.round(fromPlannerCpc(next, cpc, template) * cents) / cents);
    setUnit(next);
  };
  const add = () => {
    const channelId = nextChannelId(state.channels, Date.now());
    dispatch({ type: 'add-channel', id: channelId, name: template.name });
    // The marketplace's cut stays on the channel, so the breakdown shows true ROAS after fees.
    dispatch({
      type: 'update-channel',
      id: channelId,
      patch: { cpc, cvr, valuePerLead: template.valuePerLead, ...(fees ? { fees } : {}) },
    });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-channel-templates
      className="mt-4 rounded-control border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      <h4 id={`${id}-heading`} className="font-bold">
        {currency === 'AUD' ? t.templatesHeadingAud : t.templatesHeading}
      </h4>
      <p className="mt-1 text-xs text-slate-600">{currency === 'AUD' ? t.templatesNoteAud : t.templatesNote}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-template`} className="block text-sm font-medium">
            {t.templateLabel}
          </label>
          <Select
            id={`${id}-template`}
            value={template.id}
            onValueChange={(value) => choose(templates.find((item) => item.id === value) ?? first)}
            options={templates.map((item) => ({ value: item.id, label: item.name }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-unit`} className="block text-sm font-medium">
            {t.unitLabel}
          </label>
          <Select
            id={`${id}-unit`}
            value={unit}
            onValueChange={(value) => chooseUnit(value as NativeUnit)}
            options={template.units.map((item) => ({ value: item, label: unitWords[item] }))}
          />
        </div>
        <NumberField
          label={fill(t.priceLabel, { unit: unitWords[unit] })}
          value={price}
          onValueChange={setPrice}
          min={0}
          currency={currency}
          className="w-52"
        />
      </div>
      <p className="mt-3 text-sm" data-template-equivalent>
        {fill(t.templateEquivalent, {
          cpc: fmt.money(cpc, decimals),
          cvr: fmt.percent(cvr, 1),
          cpl: fmt.money(cvr > 0 ? cpc / (cvr / 100) : 0, decimals),
        })}
      </p>
      {fees && (
        <div data-marketplace-fees>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <NumberField
              label={t.templateFee}
              value={fees.feePercent}
              onValueChange={(feePercent) => setFees({ ...fees, feePercent })}
              min={0}
              max={feeRateCap(fees, 'feePercent')}
              unit="%"
              className="w-44"
            />
            <NumberField
              label={t.templateCommission}
              value={fees.commissionPercent}
              onValueChange={(commissionPercent) => setFees({ ...fees, commissionPercent })}
              min={0}
              max={feeRateCap(fees, 'commissionPercent')}
              unit="%"
              className="w-44"
            />
          </div>
          <p className="mt-1 text-xs text-slate-600">{t.templateFeesAssumed}</p>
          <p className="mt-1 text-sm" data-true-roas>
            {fill(t.templateRoas, {
              platform: fmt.multiple(platformRoas(revenuePerClick, cpc)),
              real: fmt.multiple(trueRoas(revenuePerClick, cpc, fees)),
              fee: fmt.percent(fees.feePercent, fees.feePercent % 1 === 0 ? 0 : 1),
              commission: fmt.percent(fees.commissionPercent, fees.commissionPercent % 1 === 0 ? 0 : 1),
            })}
          </p>
        </div>
      )}
      <p className="mt-1 text-xs text-slate-600" data-template-source>
        {fill(t.templateSource, {
          source: template.source[locale],
          date: formatDate(template.source.date, locale),
        })}
        {template.source.url && (
          <>
            {' '}
            <a href={template.source.url} rel="noopener noreferrer external" className="break-all underline">
              {new URL(template.source.url).hostname}
            </a>
          </>
        )}
      </p>
      <Button size="sm" variant="secondary" className="mt-3" disabled={disabled} onClick={add}>
        <Icon name="plus" className="h-4 w-4" />
        {fill(t.templateAdd, { name: template.name })}
      </Button>
    </section>
  );
}
