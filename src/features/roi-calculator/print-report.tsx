import { formatMoney, type Currency } from '../../lib/money.ts';
import type { RoiAnalysis } from './model/roi.ts';
import type { OptimizerResult } from './model/optimizer.ts';
import { PerformanceTable } from './dashboard-tab.tsx';
import { OptimizationSummary } from './optimizer-tab.tsx';
import { MetricsTable, SummaryCards } from './results-tab.tsx';

/** Rendered only while the browser prints: Results and Dashboard figures as one report. */
export function PrintReport({ analysis, optimizer, currency }: { analysis: RoiAnalysis; optimizer: OptimizerResult; currency: Currency }) {
  const date = new Date().toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="hidden space-y-6 print:block">
      <div>
        <h2 className="text-2xl font-bold">Marketing ROI report</h2>
        <p className="text-sm text-slate-700">
          {analysis.rows.length} channels · total spend {formatMoney(analysis.totals.spend, currency)} · prepared {date} with the Brightlane Digital ROI
          Calculator
        </p>
      </div>
      <SummaryCards analysis={analysis} currency={currency} />
      <h2 className="text-xl font-bold">Detailed Channel Metrics</h2>
      <MetricsTable analysis={analysis} currency={currency} />
      <PerformanceTable analysis={analysis} currency={currency} />
      <OptimizationSummary result={optimizer} currency={currency} />
    </div>
  );
}
