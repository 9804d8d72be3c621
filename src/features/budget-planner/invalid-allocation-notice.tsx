import { CircleAlert, Scale } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { percent } from './format.ts';

/** Shown instead of budget-first results while allocations are not 100 %. */
export function InvalidAllocationNotice({ total, onBalance }: { total: number; onBalance: () => void }) {
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
          <Button className="mt-5" variant="primary" size="sm" onClick={onBalance}>
            <Scale aria-hidden="true" className="h-4 w-4" />
            Scale allocations to 100%
          </Button>
        </div>
      </div>
    </div>
  );
}
