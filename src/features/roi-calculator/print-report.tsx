import { formatMoney, type Currency } from '../../lib/money.ts';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import type { RoiAnalysis } from './model/roi.ts';
import type { OptimizerResult } from './model/optimizer.ts';
import { PerformanceTable } from './dashboard-tab.tsx';
import { OptimizationSummary } from './optimizer-tab.tsx';
import { MetricsTable, SummaryCards } from './results-tab.tsx';

/** The printed report: Results and Dashboard figures as one document. */
export function PrintReport({ analysis, optimizer, currency }: { analysis: RoiAnalysis; optimizer: OptimizerResult; currency: Currency }) {
  return (
    <PrintFrame
      title="Marketing ROI report"
      facts={`${analysis.rows.length} channels · total spend ${formatMoney(analysis.totals.spend, currency)}`}
      tool="ROI Calculator"
    >
      <SummaryCards analysis={analysis} currency={currency} />
      <h2 className="text-xl font-bold">Detailed Channel Metrics</h2>
      <MetricsTable analysis={analysis} currency={currency} />
      <PerformanceTable analysis={analysis} currency={currency} />
      <OptimizationSummary result={optimizer} currency={currency} />
    </PrintFrame>
  );
}
