/**
 * Figures that cannot all be true at once (more customers than leads, more leads than clicks).
 * They are flagged beside the card, never refused: a channel's reports can come from different
 * tools or periods, and the visitor decides which figure is wrong.
 */
import type { RoiRow } from './roi.ts';

export function contradictions(row: Pick<RoiRow, 'clicks' | 'conversions' | 'customers'>): string[] {
  const found: string[] = [];
  if (row.customers > row.conversions) {
    found.push(
      `More customers (${row.customers.toLocaleString('en-US')}) than leads (${row.conversions.toLocaleString('en-US')}): customers normally come from leads.`,
    );
  }
  if (row.conversions > row.clicks) {
    found.push(`More leads (${row.conversions.toLocaleString('en-US')}) than clicks (${row.clicks.toLocaleString('en-US')}): leads normally come from clicks.`);
  }
  return found;
}
