import { fill } from '../../i18n/fill.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { Currency } from '../../lib/money.ts';
import { totalAllocation, type Channel } from './model/planner.ts';
import { allocationFix } from './model/rebalance.ts';
import { channelLabelIn, usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

interface InvalidAllocationNoticeProps {
  channels: readonly Channel[];
  currency: Currency;
  onBalance: () => void;
  onSetAllocation: (id: string, value: number) => void;
}

/** Shown instead of budget-first results while allocations are not 100 %, with the one change that fixes it. */
export function InvalidAllocationNotice({
  channels,
  currency,
  onBalance,
  onSetAllocation,
}: InvalidAllocationNoticeProps) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const percent = (value: number) => fmt.percent(value);
  const total = totalAllocation(channels);
  const fix = allocationFix(channels);
  const index = fix ? channels.findIndex((channel) => channel.id === fix.channelId) : -1;
  const label = index >= 0 ? channelLabelIn(t, channels[index]?.name ?? '', index) : '';
  return (
    <div className="rounded-card border border-warning-600/30 bg-warning-50 p-6">
      <div className="flex items-start gap-3">
        <Icon name="circle-exclamation-point" className="mt-0.5 h-6 w-6 shrink-0 text-warning-700" />
        <div>
          <h4 className="text-lg font-bold text-slate-900">{t.invalidHeading}</h4>
          <p className="mt-2 text-slate-800">{fill(t.invalidBody, { total: percent(total) })}</p>
          <p className="mt-4 text-sm font-semibold text-slate-900">{t.quickFixes}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>{t.fixSliders}</li>
            <li>{t.fixStops}</li>
            <li>{t.fixWithin}</li>
          </ul>
          <p className="mt-4 text-sm text-slate-800" data-allocation-fix>
            {fill(t.totalIs, { total: percent(total) })}{' '}
            {fix &&
              (fix.change > 0
                ? fill(t.giveRest, { change: percent(fix.change), label })
                : fill(t.takeExcess, { change: percent(-fix.change), label }))}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {fix && (
              <Button variant="primary" size="sm" onClick={() => onSetAllocation(fix.channelId, fix.allocation)}>
                {fix.change > 0 ? fill(t.giveRestButton, { label }) : fill(t.takeExcessButton, { label })}
              </Button>
            )}
            <Button variant={fix ? 'outline' : 'primary'} size="sm" onClick={onBalance}>
              <Icon name="scale" className="h-4 w-4" />
              {t.scaleTo100}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
