/**
 * A channel's marketplace fee and commission, edited on its card after it was added (a Shopee or
 * TikTok Shop template's rates, or fees added to any channel): a closed disclosure on the card whose
 * summary names the rates. It loads with the planner's later parts (later-parts.tsx), so the first
 * load does not grow, and its fields exist only while it is open, so typing elsewhere stays quick.
 * Fees of 0 and 0 are no marketplace cut: the channel is back to plain ROAS.
 */
import { useState } from 'react';
import type { MarketplaceFees } from '../calculator-kit/market/marketplace-fees.ts';
import { feeRateCap, withFeeRate } from '../calculator-kit/market/fee-edit.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { useFormat } from '../calculator-kit/use-format.ts';
import { Button } from '../../components/ui/button.tsx';
import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { usePlannerText } from './planner-text.tsx';

interface ChannelFeesProps {
  fees: MarketplaceFees | undefined;
  onFees: (fees: MarketplaceFees | undefined) => void;
  currency: Currency;
}

export function ChannelFees({ fees, onFees, currency }: ChannelFeesProps) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const [open, setOpen] = useState(false);
  const pct = (value: number) => fmt.percent(value, value % 1 === 0 ? 0 : 1);
  return (
    <details className="mt-3 text-sm" data-channel-fees-editor onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-slate-800">
        {fees
          ? fill(t.feesLine, { fee: pct(fees.feePercent), commission: pct(fees.commissionPercent) })
          : t.feesDisclosure}
      </summary>
      {open && (
        <div className="mt-3 space-y-2">
          <div className="grid items-end gap-3 sm:grid-cols-2">
            <NumberField
              label={t.templateFee}
              unit="%"
              value={fees?.feePercent ?? 0}
              max={feeRateCap(fees, 'feePercent')}
              step={0.1}
              onValueChange={(value) => onFees(withFeeRate(fees, 'feePercent', value))}
            />
            <NumberField
              label={t.templateCommission}
              unit="%"
              value={fees?.commissionPercent ?? 0}
              max={feeRateCap(fees, 'commissionPercent')}
              step={0.1}
              onValueChange={(value) => onFees(withFeeRate(fees, 'commissionPercent', value))}
            />
          </div>
          <p className="text-xs text-slate-600">{fees ? t.feesSet : t.feesNone}</p>
          {fees && (
            <Button size="sm" variant="outline" onClick={() => onFees(undefined)}>
              {t.feesRemove}
            </Button>
          )}
        </div>
      )}
    </details>
  );
}
