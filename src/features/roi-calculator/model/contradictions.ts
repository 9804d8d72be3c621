/**
 * Figures that cannot all be true at once (more customers than leads, more leads than clicks).
 * They are flagged beside the card, never refused: a channel's reports can come from different
 * tools or periods, and the visitor decides which figure is wrong. The UI words each finding.
 */
import type { RoiRow } from './roi.ts';

export type Contradiction =
  | { kind: 'customers-over-leads'; customers: number; leads: number }
  | { kind: 'leads-over-clicks'; leads: number; clicks: number };

export function contradictions(row: Pick<RoiRow, 'clicks' | 'conversions' | 'customers'>): Contradiction[] {
  const found: Contradiction[] = [];
  if (row.customers > row.conversions)
    found.push({ kind: 'customers-over-leads', customers: row.customers, leads: row.conversions });
  if (row.conversions > row.clicks)
    found.push({ kind: 'leads-over-clicks', leads: row.conversions, clicks: row.clicks });
  return found;
}
