/**
 * Case-study figures: the published numbers stay exact and add up, in both languages from one file,
 * and a Vietnamese block that drifts from the English one fails with the field named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { budgetTotal, formatVnd } from '../features/portfolio/vnd.ts';
import { calendarDate, caseFigureSchema, caseFiguresIn, type CaseFigureEntry } from './case-figure-schema.ts';

const folder = new URL('./site/case-figures/', import.meta.url);
const caseStudies = new URL('./case-studies/', import.meta.url);
const read = (slug: string): CaseFigureEntry => caseFigureSchema.parse(parse(readFileSync(new URL(`${slug}.yaml`, folder), 'utf8')));
const slugs = readdirSync(folder)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.replace(/\.yaml$/, ''));
const issues = (value: unknown) => caseFigureSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('case-study figures', () => {
  it.each(slugs)('%s belongs to an English case study whose MDX shows them', (slug) => {
    const mdx = readFileSync(new URL(`${slug}.mdx`, caseStudies), 'utf8');
    expect(mdx).toContain('props.figures.');
  });

  it.each(slugs)('%s gives both languages the same numbers, each with its own words', (slug) => {
    const [en, vi] = [caseFiguresIn(read(slug), 'en'), caseFiguresIn(read(slug), 'vi')];
    expect(vi.budget?.map((line) => line.amount)).toEqual(en.budget?.map((line) => line.amount));
    expect(vi.tiers?.map((tier) => tier.name)).toEqual(en.tiers?.map((tier) => tier.name));
    expect(vi.calendar?.rows.map((row) => row[3])).toEqual(en.calendar?.rows.map((row) => row[3]));
    expect(vi.roadmap?.rows.length).toBe(en.roadmap?.rows.length);
    for (const line of [...(en.budget ?? []), ...(vi.budget ?? [])]) expect(Number.isInteger(line.amount)).toBe(true);
  });

  it('keep the Lửa Hồng budget at its published 70,000,000 VND over seven lines', () => {
    const { budget = [] } = caseFiguresIn(read('lua-hong-buffet'), 'en');
    expect(budget).toHaveLength(7);
    expect(formatVnd(budgetTotal(budget))).toBe('70,000,000 VND');
  });

  it('split the Koto Club budget 30/25/20/15/10 of 2,500,000,000 VND and price its tiers per language', () => {
    const entry = read('koto-club');
    expect(entry.en.budget?.lines.map((line) => line.percent)).toEqual([30, 25, 20, 15, 10]);
    expect(budgetTotal(caseFiguresIn(entry, 'vi').budget ?? [])).toBe(2_500_000_000);
    expect(caseFiguresIn(entry, 'en').tiers?.[0]?.price).toBe('30,000,000 VND a year');
    expect(caseFiguresIn(entry, 'vi').tiers?.[0]?.price).toBe('30.000.000 đồng/năm');
  });

  it('date the June calendar in order, the way each language writes a day', () => {
    const entry = read('lua-hong-buffet');
    const days = entry.en.calendar?.rows.map((row) => row.day) ?? [];
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(new Set(days).size).toBe(days.length);
    expect(caseFiguresIn(entry, 'en').calendar?.rows[0]?.[0]).toBe(`June ${days[0]}`);
    expect(caseFiguresIn(entry, 'vi').calendar?.rows.at(-1)?.[0]).toBe(`${days.at(-1)}/6`);
    expect([calendarDate(12, 25, 'en'), calendarDate(1, 3, 'vi')]).toEqual(['December 25', '3/1']);
  });

  it('label the Nhà Cá roadmap by months in each language', () => {
    const entry = read('nha-ca-cafe');
    expect(caseFiguresIn(entry, 'en').roadmap?.rows.map((row) => row[1])).toEqual(['Months 1-3', 'Months 4-6', 'Months 7-12']);
    expect(caseFiguresIn(entry, 'vi').roadmap?.rows[0]?.[1]).toBe('Tháng 1-3');
  });
});

describe('the case-figure schema', () => {
  const entry = {
    en: { budget: { total: 1000, lines: [{ percent: 60, item: 'Ads', details: 'D' }, { percent: 40, item: 'Events' }] } },
    vi: { budget: { lines: [{ item: 'Quảng cáo', details: 'C' }, { item: 'Sự kiện' }] } },
  };

  it('accepts figures written once, and computes shares of the total', () => {
    expect(issues(entry)).toEqual([]);
    expect(caseFiguresIn(caseFigureSchema.parse(entry), 'vi').budget).toEqual([
      { item: 'Quảng cáo', details: 'C', amount: 600 },
      { item: 'Sự kiện', amount: 400 },
    ]);
  });

  it('names what does not line up or add up', () => {
    expect(issues({ ...entry, vi: { budget: { lines: [{ item: 'Quảng cáo', details: 'C' }] } } })).toEqual(['vi.budget.lines: 1 items; the English list has 2']);
    expect(issues({ ...entry, vi: { budget: { lines: [{ item: 'Quảng cáo' }, { item: 'Sự kiện' }] } } })).toEqual(['vi.budget.lines.0.details: missing: the English line has it']);
    expect(issues({ ...entry, vi: {} })).toEqual(['vi.budget: missing: the English block has it']);
    const uneven = { ...entry.en.budget, lines: [{ percent: 60, item: 'Ads', details: 'D' }, { percent: 30, item: 'Events' }] };
    expect(issues({ ...entry, en: { budget: uneven } })).toEqual(['en.budget.lines: the percents add up to 90, not 100']);
  });

  it('refuses a number copied into the Vietnamese block', () => {
    expect(caseFigureSchema.safeParse({ ...entry, vi: { budget: { lines: [{ item: 'A', details: 'C', percent: 60 }, { item: 'B' }] } } }).success).toBe(false);
  });
});
