import { formatPercent } from '../../../lib/money.ts';
import { budgetTotal, formatVnd, type BudgetLine } from '../vnd.ts';
import { DataTable } from './data-table.tsx';

interface BudgetTableProps {
  caption: string;
  lines: readonly BudgetLine[];
  /** Show the "What it pays for" column. */
  showDetails?: boolean;
}

/** A VND budget with each line's share of the total and a total row. */
export function BudgetTable({ caption, lines, showDetails = true }: BudgetTableProps) {
  const total = budgetTotal(lines);
  const share = (amount: number) => formatPercent(total === 0 ? 0 : (amount / total) * 100, 0);
  const columns = showDetails ? ['Item', 'What it pays for', 'Budget (VND)', 'Share'] : ['Item', 'Budget (VND)', 'Share'];
  const rows = lines.map((line) =>
    showDetails ? [line.item, line.details ?? '', formatVnd(line.amount), share(line.amount)] : [line.item, formatVnd(line.amount), share(line.amount)],
  );
  const footer = showDetails ? ['Total', '', formatVnd(total), '100%'] : ['Total', formatVnd(total), '100%'];
  const numeric = showDetails ? [2, 3] : [1, 2];
  return <DataTable caption={caption} columns={columns} rows={rows} footer={footer} numeric={numeric} />;
}
