/**
 * Adds a Vietnamese channel in the unit its platform sells in (Zalo Ads per message, view, thousand
 * impressions or click; Cốc Cốc search; Shopee and TikTok Shop ads with their marketplace cut). The
 * native price becomes the planner's CPC with the same cost per lead; marketplace templates show true
 * ROAS after fees beside platform ROAS. Loaded on demand, for VND plans only (the prices are in ₫).
 */
import { Plus } from 'lucide-react';
import { useId, useState, type Dispatch } from 'react';
import { fill } from '../../i18n/fill.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import {
  CHANNEL_TEMPLATES,
  fromPlannerCpc,
  platformRoas,
  toPlannerUnits,
  trueRoas,
  type ChannelTemplate,
  type NativeUnit,
} from '../calculator-kit/market/channel-templates.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { PlannerState } from './model/planner.ts';
import { nextChannelId, type PlannerAction } from './model/state.ts';
import { usePlannerText } from './planner-text.tsx';

const first = CHANNEL_TEMPLATES[0] as ChannelTemplate;

export default function ChannelTemplatePicker({
  state,
  dispatch,
  disabled,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  disabled: boolean;
}) {
  const t = usePlannerText();
  const fmt = useFormat('VND');
  const id = useId();
  const [template, setTemplate] = useState<ChannelTemplate>(first);
  const [unit, setUnit] = useState<NativeUnit>(first.units[0] ?? 'cpc');
  const [price, setPrice] = useState(first.price);
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
  };
  const chooseUnit = (next: NativeUnit) => {
    // The price follows the unit, keeping the cost per click it stood for.
    setPrice(Math.round(fromPlannerCpc(next, cpc, template)));
    setUnit(next);
  };
  const add = () => {
    const channelId = nextChannelId(state.channels, Date.now());
    dispatch({ type: 'add-channel', id: channelId, name: template.name });
    dispatch({ type: 'update-channel', id: channelId, patch: { cpc, cvr, valuePerLead: template.valuePerLead } });
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-channel-templates
      className="mt-4 rounded-control border border-slate-200 bg-slate-50 p-4 print:hidden"
    >
      <h4 id={`${id}-heading`} className="font-bold">
        {t.templatesHeading}
      </h4>
      <p className="mt-1 text-xs text-slate-600">{t.templatesNote}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-template`} className="block text-sm font-medium">
            {t.templateLabel}
          </label>
          <Select
            id={`${id}-template`}
            value={template.id}
            onValueChange={(value) => choose(CHANNEL_TEMPLATES.find((item) => item.id === value) ?? first)}
            options={CHANNEL_TEMPLATES.map((item) => ({ value: item.id, label: item.name }))}
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
          currency="VND"
          className="w-52"
        />
      </div>
      <p className="mt-3 text-sm" data-template-equivalent>
        {fill(t.templateEquivalent, {
          cpc: fmt.money(cpc),
          cvr: fmt.percent(cvr, 1),
          cpl: fmt.money(cvr > 0 ? cpc / (cvr / 100) : 0),
        })}
      </p>
      {template.marketplace && (
        <p className="mt-1 text-sm" data-true-roas>
          {fill(t.templateRoas, {
            platform: fmt.multiple(platformRoas(revenuePerClick, cpc)),
            real: fmt.multiple(trueRoas(revenuePerClick, cpc, template.marketplace)),
            fee: fmt.percent(template.marketplace.feePercent, 0),
            commission: fmt.percent(template.marketplace.commissionPercent, 0),
          })}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">{template.source}</p>
      <Button size="sm" variant="secondary" className="mt-3" disabled={disabled} onClick={add}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {fill(t.templateAdd, { name: template.name })}
      </Button>
    </section>
  );
}
