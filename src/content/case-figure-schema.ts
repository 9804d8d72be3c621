/**
 * A case study's exact figures (`src/content/site/case-figures/<english-slug>.yaml`): its budget,
 * membership tiers, objectives, content calendar or roadmap, as its MDX shows them in both languages
 * (`props.figures`). The `en` block holds every number once (amounts, shares, prices, days, months)
 * and the English words; the `vi` block holds the same lists with the Vietnamese words only, item for
 * item. A list of a different length, a missing word or a number copied into `vi` fails the build
 * naming the field. The prose around the figures stays one MDX file per language.
 */
import { z } from 'astro/zod';
import { formatNumber } from '../i18n/format.ts';
import type { Locale } from '../lib/locales.ts';

const text = z.string().trim().min(1);
const money = z.number().int().min(0);
/** A words template with the placeholders it must keep, e.g. "{amount} VND a year". */
const template = (...names: string[]) => text.refine((value) => names.every((name) => value.includes(`{${name}}`)), `must contain ${names.map((name) => `{${name}}`).join(' and ')}`);

const englishFigures = z
  .object({
    budget: z
      .object({
        /** Lines given as a share (`percent`) are that share of the total; others give their `amount`. */
        total: money.optional(),
        lines: z.array(z.object({ amount: money.optional(), percent: z.number().positive().max(100).optional(), item: text, details: text.optional() }).strict()).min(1),
      })
      .strict()
      .optional(),
    tiers: z
      .object({
        price: template('amount'),
        items: z.array(z.object({ name: text, price: money, summary: text, adds: z.array(text).min(1) }).strict()).min(1),
      })
      .strict()
      .optional(),
    objectives: z.array(z.object({ value: text, label: text, detail: text }).strict()).min(1).optional(),
    calendar: z
      .object({
        month: z.number().int().min(1).max(12),
        columns: z.tuple([text, text, text, text]),
        rows: z.array(z.object({ day: z.number().int().min(1).max(31), platform: text, contentType: text, contentIdea: text }).strict()).min(1),
      })
      .strict()
      .optional(),
    roadmap: z
      .object({
        timeline: template('from', 'to'),
        columns: z.tuple([text, text, text]),
        phases: z.array(z.object({ from: z.number().int().min(1), to: z.number().int().min(1), phase: text, activities: z.array(text).min(1) }).strict()).min(1),
      })
      .strict()
      .optional(),
  })
  .strict();

const vietnameseFigures = z
  .object({
    budget: z
      .object({ lines: z.array(z.object({ item: text, details: text.optional() }).strict()).min(1) })
      .strict()
      .optional(),
    tiers: z
      .object({ price: template('amount'), items: z.array(z.object({ summary: text, adds: z.array(text).min(1) }).strict()).min(1) })
      .strict()
      .optional(),
    objectives: z.array(z.object({ value: text, label: text, detail: text }).strict()).min(1).optional(),
    calendar: z
      .object({ columns: z.tuple([text, text, text, text]), rows: z.array(z.object({ contentType: text, contentIdea: text }).strict()).min(1) })
      .strict()
      .optional(),
    roadmap: z
      .object({ timeline: template('from', 'to'), columns: z.tuple([text, text, text]), phases: z.array(z.object({ phase: text, activities: z.array(text).min(1) }).strict()).min(1) })
      .strict()
      .optional(),
  })
  .strict();

type English = z.infer<typeof englishFigures>;
type Vietnamese = z.infer<typeof vietnameseFigures>;
type Issue = { path: (string | number)[]; message: string };

function alignmentIssues(en: English, vi: Vietnamese): Issue[] {
  const issues: Issue[] = [];
  const pairs: [keyof Vietnamese, readonly unknown[] | undefined, readonly unknown[] | undefined, string][] = [
    ['budget', en.budget?.lines, vi.budget?.lines, 'lines'],
    ['tiers', en.tiers?.items, vi.tiers?.items, 'items'],
    ['objectives', en.objectives, vi.objectives, ''],
    ['calendar', en.calendar?.rows, vi.calendar?.rows, 'rows'],
    ['roadmap', en.roadmap?.phases, vi.roadmap?.phases, 'phases'],
  ];
  for (const [block, english, vietnamese, list] of pairs) {
    if ((english === undefined) !== (vietnamese === undefined)) {
      issues.push({ path: ['vi', block], message: english ? 'missing: the English block has it' : 'not expected: the English block has none' });
    } else if (english && vietnamese && english.length !== vietnamese.length) {
      issues.push({ path: ['vi', block, ...(list ? [list] : [])], message: `${vietnamese.length} items; the English list has ${english.length}` });
    }
  }
  en.budget?.lines.forEach((line, i) => {
    const words = vi.budget?.lines[i];
    if (words && (line.details === undefined) !== (words.details === undefined)) {
      issues.push({ path: ['vi', 'budget', 'lines', i, 'details'], message: line.details ? 'missing: the English line has it' : 'not expected: the English line has none' });
    }
    if ((line.amount === undefined) === (line.percent === undefined)) {
      issues.push({ path: ['en', 'budget', 'lines', i], message: 'give either amount or percent' });
    }
    if (line.percent !== undefined && en.budget?.total === undefined) issues.push({ path: ['en', 'budget', 'total'], message: 'needed: a line gives a percent' });
  });
  const shares = en.budget?.lines.filter((line) => line.percent !== undefined) ?? [];
  const sum = shares.reduce((total, line) => total + (line.percent ?? 0), 0);
  if (shares.length > 0 && Math.abs(sum - 100) > 1e-9) issues.push({ path: ['en', 'budget', 'lines'], message: `the percents add up to ${sum}, not 100` });
  return issues;
}

export const caseFigureSchema = z
  .object({ en: englishFigures, vi: vietnameseFigures })
  .strict()
  .superRefine(({ en, vi }, context) => {
    for (const issue of alignmentIssues(en, vi)) context.addIssue({ code: 'custom', ...issue });
  });

export type CaseFigureEntry = z.infer<typeof caseFigureSchema>;

/** The figures as a case study's MDX uses them, in one language. */
export interface CaseFigures {
  budget?: { item: string; amount: number; details?: string }[];
  tiers?: { name: string; price: string; summary: string; adds: string[] }[];
  objectives?: { value: string; label: string; detail: string }[];
  calendar?: { columns: readonly string[]; rows: string[][] };
  roadmap?: { columns: readonly string[]; rows: [string, string, string[]][] };
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_match, name: string) => String(values[name]));

/** A calendar day as each language writes it: "June 1", "1/6". */
export function calendarDate(month: number, day: number, locale: Locale): string {
  if (locale === 'vi') return `${day}/${month}`;
  return `${new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1))} ${day}`;
}

/** An entry's figures in `locale`: the numbers from `en`, the words from the language's block. */
export function caseFiguresIn({ en, vi }: CaseFigureEntry, locale: Locale): CaseFigures {
  const words = locale === 'en' ? en : vi;
  const figures: CaseFigures = {};
  if (en.budget && words.budget) {
    const { total = 0 } = en.budget;
    figures.budget = en.budget.lines.map((line, i) => {
      const { item, details } = words.budget!.lines[i]!;
      return { item, ...(details !== undefined && { details }), amount: line.amount ?? (total * line.percent!) / 100 };
    });
  }
  if (en.tiers && words.tiers) {
    const price = words.tiers.price;
    figures.tiers = en.tiers.items.map((tier, i) => {
      const { summary, adds } = words.tiers!.items[i]!;
      return { name: tier.name, price: fill(price, { amount: formatNumber(tier.price, locale) }), summary, adds };
    });
  }
  if (words.objectives) figures.objectives = words.objectives;
  if (en.calendar && words.calendar) {
    const { month } = en.calendar;
    const columns = words.calendar.columns;
    const rows = en.calendar.rows.map((row, i) => {
      const { contentType, contentIdea } = words.calendar!.rows[i]!;
      return [calendarDate(month, row.day, locale), contentType, contentIdea, row.platform];
    });
    figures.calendar = { columns, rows };
  }
  if (en.roadmap && words.roadmap) {
    const { timeline, columns } = words.roadmap;
    const rows = en.roadmap.phases.map((phase, i): [string, string, string[]] => {
      const { phase: name, activities } = words.roadmap!.phases[i]!;
      return [name, fill(timeline, { from: phase.from, to: phase.to }), activities];
    });
    figures.roadmap = { columns, rows };
  }
  return figures;
}
