import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { channelCount } from './display.ts';
import { useRoiText } from './roi-text.tsx';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import type { RoiAnalysis } from './model/roi.ts';
import type { OptimizerResult } from './model/optimizer.ts';
import { PerformanceTable } from './dashboard-tab.tsx';
import { OptimizationSummary } from './optimizer-tab.tsx';
import { MetricsTable, SummaryCards } from './results-tab.tsx';

/** The printed report: Results and Dashboard figures as one document. */
export function PrintReport({ analysis, optimizer, currency }: { analysis: RoiAnalysis; optimizer: OptimizerResult; currency: Currency }) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return (
    <PrintFrame
      title={t.reportTitle}
      facts={fill(t.reportFacts, { channels: channelCount(t, analysis.rows.length), spend: fmt.money(analysis.totals.spend) })}
      tool={t.reportTool}
    >
      <SummaryCards analysis={analysis} currency={currency} />
      <h2 className="text-xl font-bold">{t.detailedMetrics}</h2>
      <MetricsTable analysis={analysis} currency={currency} />
      <PerformanceTable analysis={analysis} currency={currency} />
      <OptimizationSummary result={optimizer} currency={currency} />
    </PrintFrame>
  );
}
