/** Vietnamese dong for English-language pages: "70,000,000 VND" (whole dong, no symbol). */
import { formatNumber } from '../../lib/money.ts';

export interface BudgetLine {
  item: string;
  amount: number;
  details?: string;
}

export function formatVnd(amount: number): string {
  return `${formatNumber(amount, 0)} VND`;
}

export function budgetTotal(lines: readonly BudgetLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}
