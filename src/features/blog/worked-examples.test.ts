/**
 * An article that invites readers to rebuild its example in the Budget Planner must print the
 * planner's own figures: the channel table of the Tết budget article (English and Vietnamese) is
 * run through the planner model, and its phase table must add up to the plan's total.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFirstChannels, summarise } from '../budget-planner/model/planner.ts';

const TOTAL = 200_000_000;
const LEAD_TO_CUSTOMER = 20;

/** The rows of the Markdown table whose header starts with `first`, as cell texts. */
function tableRows(body: string, first: string): string[][] {
  const lines = body.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** "4,000 ₫", "4.000 ₫", "3 %" → 4000, 4000, 3; "3,0" or "3.0" (a ratio) → 3. */
const amount = (cell: string) => Number(cell.replace(/[^\d]/g, ''));
const ratio = (cell: string) => Number(cell.replace(',', '.'));

const articles = [
  {
    file: 'src/content/blog/tet-2027-campaign-budget.md',
    channel: 'Channel',
    phase: 'Phase',
    summary: /1,725 leads, 345 customers, 650,000,000 ₫ of revenue, a ROAS of 3.25/,
  },
  {
    file: 'src/content/blog-vi/lap-ngan-sach-chien-dich-tet-2027.md',
    channel: 'Kênh',
    phase: 'Giai đoạn',
    summary: /1\.725 khách hàng tiềm năng, 345 khách hàng, 650\.000\.000 ₫ doanh thu, .*ROAS\) 3,25/,
  },
];

describe.each(articles)('$file', ({ file, channel, phase, summary }) => {
  const body = readFileSync(join(process.cwd(), file), 'utf8');
  const rows = tableRows(body, channel);
  const channels = rows.map(([name = '', allocation = '', cpc = '', cvr = '', value = ''], index) => ({
    id: String(index),
    name,
    budgetAllocation: amount(allocation),
    cpc: amount(cpc),
    cvr: amount(cvr),
    valuePerLead: amount(value),
  }));
  const results = budgetFirstChannels({ totalBudget: TOTAL, channels });

  it('has a channel table whose allocations add up to 100 %', () => {
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(channels.reduce((sum, item) => sum + item.budgetAllocation, 0)).toBe(100);
  });

  it("prints the planner's leads, revenue and ROAS for every channel", () => {
    rows.forEach(([, , , , , leads = '', revenue = '', roas = ''], index) => {
      const result = results[index]!;
      expect(amount(leads)).toBe(Math.round(result.estimatedLeads));
      expect(amount(revenue)).toBe(Math.round(result.estimatedRevenue));
      expect(ratio(roas)).toBeCloseTo(result.roas, 2);
    });
  });

  it("states the planner's totals in the text", () => {
    const plan = summarise(results, LEAD_TO_CUSTOMER);
    expect([plan.totalEstimatedLeads, plan.totalEstimatedCustomers, plan.totalEstimatedRevenue]).toEqual([
      1725, 345, 650_000_000,
    ]);
    expect(plan.totalEstimatedRevenue / TOTAL).toBe(3.25);
    expect(Math.round(plan.averageCAC)).toBe(579_710);
    expect(body).toMatch(summary);
    expect(body).toMatch(/579[.,]710 ₫/);
  });

  it('paces the whole budget across the phases', () => {
    const phases = tableRows(body, phase);
    expect(phases.reduce((sum, [, , share = '']) => sum + amount(share), 0)).toBe(100);
    expect(phases.reduce((sum, [, , , budget = '']) => sum + amount(budget), 0)).toBe(TOTAL);
    for (const [, , share = '', budget = ''] of phases) expect(amount(budget)).toBe((TOTAL * amount(share)) / 100);
  });
});
