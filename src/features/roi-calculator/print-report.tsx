import type { ReactNode } from 'react';
import type { Currency } from '../../lib/money.ts';
import { fill } from '../../i18n/fill.ts';
import { useFormat } from '../calculator-kit/use-format.ts';
import { channelCount } from './report-words.ts';
import { useRoiText } from './roi-text.tsx';
import { PrintFrame } from '../calculator-kit/print-frame.tsx';
import type { RoiAnalysis } from './model/roi.ts';
import type { OptimizerResult } from './model/optimizer.ts';
import type { AdviceCheck } from './model/advice-check.ts';
import { PerformanceTable } from './dashboard-tab.tsx';
import { OptimizationSummary } from './optimizer-tab.tsx';
import { MetricsTable, SummaryCards } from './results-tab.tsx';
import { rowsTrueRoas } from './model/true-roas.ts';

/** The printed report: Results and Dashboard figures as one document. */
interface ReportProps {
  analysis: RoiAnalysis;
  optimizer: OptimizerResult;
  /** The marginal check's verdicts when it is on: the summary prints each disagreement. */
  advice?: ReadonlyMap<string, AdviceCheck> | null;
  margin?: number | null;
  currency: Currency;
  /** The tax on ad spend as its own line (AUD and VND), the same section the results tab shows. */
  taxLine?: ReactNode;
  /** The Budget Planner's targets: a channel with marketplace fees prints true ROAS, as on screen. */
  targets?: unknown;
}

export function PrintReport({
  analysis,
  optimizer,
  advice = null,
  margin = null,
  currency,
  taxLine = null,
  targets = null,
}: ReportProps) {
  const t = useRoiText();
  // Everything below is worked out only while printing (PrintFrame renders nothing otherwise), not on
  // every key press.
  return (
    <PrintFrame
      title={t.reportTitle}
      facts={<ReportFacts analysis={analysis} currency={currency} />}
      tool={t.reportTool}
    >
      <SummaryCards analysis={analysis} currency={currency} />
      {taxLine}
      <h2 className="text-xl font-bold">{t.detailedMetrics}</h2>
      <MetricsTable analysis={analysis} currency={currency} advice={advice} targets={targets} />
      <TrueRoasNote analysis={analysis} targets={targets} />
      <PerformanceTable analysis={analysis} currency={currency} margin={margin} />
      <OptimizationSummary result={optimizer} currency={currency} advice={advice} margin={margin} />
    </PrintFrame>
  );
}

function ReportFacts({ analysis, currency }: { analysis: RoiAnalysis; currency: Currency }) {
  const t = useRoiText();
  const fmt = useFormat(currency);
  return fill(t.reportFacts, {
    channels: channelCount(t, analysis.rows.length),
    spend: fmt.money(analysis.totals.spend),
  });
}

function TrueRoasNote({ analysis, targets }: { analysis: RoiAnalysis; targets: unknown }) {
  const t = useRoiText();
  return rowsTrueRoas(analysis.rows, targets) ? <p className="text-xs">{t.trueRoasNote}</p> : null;
}
