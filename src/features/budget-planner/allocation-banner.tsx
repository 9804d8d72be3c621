import { allocationStatus, type Channel } from './model/planner.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { Currency } from '../../lib/money.ts';
import { usePlannerText } from './planner-text.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** The allocation banner: green within 0.1 of 100 %, red '(Over 100%)' above, yellow '(X% remaining)' below. */
export function AllocationBanner({ channels, currency }: { channels: readonly Channel[]; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const status = allocationStatus(channels);
  const tone = {
    complete: { box: 'border-success-600/30 bg-success-50 text-success-700', icon: 'circle-check' as const },
    over: { box: 'border-danger-600/30 bg-danger-50 text-danger-700', icon: 'circle-exclamation-point' as const },
    under: { box: 'border-warning-600/30 bg-warning-50 text-warning-700', icon: 'triangle-exclamation-point' as const },
  }[status.kind];
  const detail =
    status.kind === 'over'
      ? ` ${t.over}`
      : status.kind === 'under'
        ? ` ${fill(t.remaining, { remaining: fmt.percent(status.remaining) })}`
        : '';
  return (
    <p
      data-allocation-status={status.kind}
      className={`flex items-center gap-2 rounded-control border px-4 py-3 text-sm font-semibold ${tone.box}`}
    >
      <Icon name={tone.icon} className="h-5 w-5 shrink-0" />
      <span>
        {fill(t.totalAllocation, { total: fmt.percent(status.total) })}
        {detail}
      </span>
    </p>
  );
}
