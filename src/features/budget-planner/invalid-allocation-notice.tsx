import { fill } from '../../i18n/fill.ts';
import { CircleAlert, Scale } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { percent } from './format.ts';
import { channelLabel, totalAllocation, type Channel } from './model/planner.ts';
import { allocationFix } from './model/rebalance.ts';
import { usePlannerText } from './planner-text.tsx';

interface InvalidAllocationNoticeProps {
  channels: readonly Channel[];
  onBalance: () => void;
  onSetAllocation: (id: string, value: number) => void;
}

/** Shown instead of budget-first results while allocations are not 100 %, with the one change that fixes it. */
export function InvalidAllocationNotice({ channels, onBalance, onSetAllocation }: InvalidAllocationNoticeProps) {
  const t = usePlannerText();
  const total = totalAllocation(channels);
  const fix = allocationFix(channels);
  const index = fix ? channels.findIndex((channel) => channel.id === fix.channelId) : -1;
  const label = index >= 0 ? channelLabel(channels[index]?.name ?? '', index) : '';
  return (
    <div className="rounded-card border border-warning-600/30 bg-warning-50 p-6">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-warning-700" />
        <div>
          <h4 className="text-lg font-bold text-slate-900">Invalid Budget Allocation</h4>
          <p className="mt-2 text-slate-800">
            Your total budget allocation is {percent(total)}. Please adjust your channel allocations to equal exactly 100% to see results.
          </p>
          <p className="mt-4 text-sm font-semibold text-slate-900">Quick fixes</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
            <li>Use the sliders (or the % boxes beside them) to adjust budget percentages.</li>
            <li>Each slider stops where the total would pass 100%, so raise one channel after lowering another.</li>
            <li>The total must equal 100% (within 0.1%).</li>
          </ul>
          <p className="mt-4 text-sm text-slate-800" data-allocation-fix>
            {fill(t.totalIs, { total: percent(total) })}{' '}
            {fix && (fix.change > 0 ? fill(t.giveRest, { change: percent(fix.change), label }) : fill(t.takeExcess, { change: percent(-fix.change), label }))}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {fix && (
              <Button variant="primary" size="sm" onClick={() => onSetAllocation(fix.channelId, fix.allocation)}>
                {fix.change > 0 ? fill(t.giveRestButton, { label }) : fill(t.takeExcessButton, { label })}
              </Button>
            )}
            <Button variant={fix ? 'outline' : 'primary'} size="sm" onClick={onBalance}>
              <Scale aria-hidden="true" className="h-4 w-4" />
              Scale allocations to 100%
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
