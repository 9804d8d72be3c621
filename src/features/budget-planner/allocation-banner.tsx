import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { allocationStatus, type Channel } from './model/planner.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import type { Currency } from '../../lib/money.ts';
import { usePlannerText } from './planner-text.tsx';

/** The allocation banner: green within 0.1 of 100 %, red '(Over 100%)' above, yellow '(X% remaining)' below. */
export function AllocationBanner({ channels, currency }: { channels: readonly Channel[]; currency: Currency }) {
  const t = usePlannerText();
  const fmt = useFormat(currency);
  const status = allocationStatus(channels);
  const tone = {
    complete: { box: 'border-success-600/30 bg-success-50 text-success-700', Icon: CircleCheck },
    over: { box: 'border-danger-600/30 bg-danger-50 text-danger-700', Icon: CircleAlert },
    under: { box: 'border-warning-600/30 bg-warning-50 text-warning-700', Icon: TriangleAlert },
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
      <tone.Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
      <span>
        {fill(t.totalAllocation, { total: fmt.percent(status.total) })}
        {detail}
      </span>
    </p>
  );
}
