import { formatPercent } from '../../../lib/money.ts';
import { budgetTotal, formatVnd, type BudgetLine } from '../vnd.ts';
import { DataTable, type TableCell } from './data-table.tsx';

interface BudgetTableProps {
  caption: string;
  lines: readonly BudgetLine[];
}

/** A VND budget with each line's share of the total and a total row. */
export function BudgetTable({ caption, lines }: BudgetTableProps) {
  const total = budgetTotal(lines);
  const share = (amount: number) => formatPercent(total === 0 ? 0 : (amount / total) * 100, 1);
  const rows = lines.map((line): TableCell[] => [
    line.details ? { text: line.item, note: line.details } : line.item,
    formatVnd(line.amount),
    share(line.amount),
  ]);
  return (
    <DataTable
      caption={caption}
      columns={['Item', 'Budget (VND)', 'Share']}
      rows={rows}
      footer={['Total', formatVnd(total), '100.0%']}
      numeric={[1, 2]}
      compact
    />
  );
}
