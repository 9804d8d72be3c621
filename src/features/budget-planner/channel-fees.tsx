/**
 * A channel's marketplace fee and commission, edited on its card after it was added (a Shopee or
 * TikTok Shop template's rates, or fees added to any channel). The card holds only the closed
 * disclosure; these fields load with the planner's later parts (later-parts.tsx), so the first load
 * does not grow. Fees of 0 and 0 are no marketplace cut: the channel is back to plain ROAS.
 */
import type { MarketplaceFees } from '../calculator-kit/market/marketplace-fees.ts';
import { feeRateCap, withFeeRate } from '../calculator-kit/market/fee-edit.ts';
import { NumberField } from '../calculator-kit/number-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePlannerText } from './planner-text.tsx';

interface ChannelFeesProps {
  fees: MarketplaceFees | undefined;
  onFees: (fees: MarketplaceFees | undefined) => void;
}

export function ChannelFees({ fees, onFees }: ChannelFeesProps) {
  const t = usePlannerText();
  return (
    <div className="mt-3 space-y-2" data-channel-fee-fields>
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
  );
}
