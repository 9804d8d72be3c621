import { formatPercent } from '../../../lib/money.ts';
import { budgetTotal, formatVnd, type BudgetLine } from '../vnd.ts';
import { DataTable, type TableCell } from './data-table.tsx';

/** Column and total labels; English unless the page passes its own (see mdx-components.ts). */
export interface BudgetTableLabels {
  item: string;
  budget: string;
  share: string;
  total: string;
}

const ENGLISH_LABELS: BudgetTableLabels = { item: 'Item', budget: 'Budget (VND)', share: 'Share', total: 'Total' };

interface BudgetTableProps {
  caption: string;
  lines: readonly BudgetLine[];
  labels?: BudgetTableLabels;
  /** Formats amounts and shares for the page's language; defaults to the English style. */
  formatAmount?: (amount: number) => string;
  formatShare?: (percent: number) => string;
}

/** A VND budget with each line's share of the total and a total row. */
export function BudgetTable({
  caption,
  lines,
  labels = ENGLISH_LABELS,
  formatAmount = formatVnd,
  formatShare = (percent) => formatPercent(percent, 1),
}: BudgetTableProps) {
  const total = budgetTotal(lines);
  const share = (amount: number) => formatShare(total === 0 ? 0 : (amount / total) * 100);
  const rows = lines.map((line): TableCell[] => [
    line.details ? { text: line.item, note: line.details } : line.item,
    formatAmount(line.amount),
    share(line.amount),
  ]);
  return (
    <DataTable
      caption={caption}
      columns={[labels.item, labels.budget, labels.share]}
      rows={rows}
      footer={[labels.total, formatAmount(total), formatShare(100)]}
      numeric={[1, 2]}
      compact
    />
  );
}
