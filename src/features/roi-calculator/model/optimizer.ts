/**
 * The budget optimizer: a suggested spend per channel from its recommendation, an efficiency
 * score from its ROI, and a summary. The UI words each suggestion's reason (display.ts, reasonWords).
 */
import { finite, safeDivide } from '../../../lib/money.ts';
import { BUDGET_MULTIPLIERS, withMetrics, type Recommendation, type RoiRow } from './roi.ts';

/** ROI (ratio) to a 20–100 score: ≥100 % → 100, ≥50 % → 80, ≥25 % → 60, ≥0 → 40, else 20. */
export function efficiencyScore(roi: number): number {
  if (roi >= 1) return 100;
  if (roi >= 0.5) return 80;
  if (roi >= 0.25) return 60;
  if (roi >= 0) return 40;
  return 20;
}

export interface OptimizerSuggestion {
  id: string;
  channel: string;
  campaignName: string;
  roi: number;
  currentSpend: number;
  suggestedSpend: number;
  change: number;
  /** Change as a ratio of the current spend (0.5 = +50 %). */
  changeRatio: number;
  efficiencyScore: number;
  recommendation: Recommendation;
}

export interface OptimizerSummary {
  scaleUp: number;
  maintain: number;
  optimize: number;
  currentBudget: number;
  suggestedBudget: number;
  change: number;
  changeRatio: number;
}

export interface OptimizerResult {
  suggestions: OptimizerSuggestion[];
  summary: OptimizerSummary;
}

export function optimise(rows: readonly RoiRow[]): OptimizerResult {
  const suggestions = rows
    .map((row, index) => ({ row: withMetrics(row), index }))
    // Highest ROI first; equal ROI keeps the order the visitor entered.
    .sort((a, b) => b.row.roi - a.row.roi || a.index - b.index)
    .map(({ row }): OptimizerSuggestion => {
      const recommendation = row.budgetRecommendation;
      const currentSpend = finite(row.spend);
      const suggestedSpend = currentSpend * BUDGET_MULTIPLIERS[recommendation];
      return {
        id: row.id,
        channel: row.channel,
        campaignName: row.campaignName,
        roi: row.roi,
        currentSpend,
        suggestedSpend,
        change: suggestedSpend - currentSpend,
        changeRatio: safeDivide(suggestedSpend - currentSpend, currentSpend),
        efficiencyScore: efficiencyScore(row.roi),
        recommendation,
      };
    });
  const currentBudget = suggestions.reduce((sum, s) => sum + s.currentSpend, 0);
  const suggestedBudget = suggestions.reduce((sum, s) => sum + s.suggestedSpend, 0);
  return {
    suggestions,
    summary: {
      scaleUp: suggestions.filter((s) => s.recommendation.includes('Increase')).length,
      maintain: suggestions.filter((s) => s.recommendation === 'Maintain').length,
      optimize: suggestions.filter((s) => s.recommendation.includes('Decrease')).length,
      currentBudget,
      suggestedBudget,
      change: suggestedBudget - currentBudget,
      changeRatio: safeDivide(suggestedBudget - currentBudget, currentBudget),
    },
  };
}
