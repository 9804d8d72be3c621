/**
 * Checklists as plain data: progress counting and the two download formats (Markdown for reading
 * and printing, CSV for a spreadsheet or project tool). No React, no I/O.
 */
import { toCsv } from './csv.ts';

export interface ChecklistItem {
  /** Stable id: progress saved in the browser refers to it, so never reuse one for other text. */
  id: string;
  text: string;
  detail?: string;
}

export interface ChecklistSection {
  id: string;
  title: string;
  items: readonly ChecklistItem[];
}

export interface Checklist {
  slug: string;
  title: string;
  summary: string;
  sections: readonly ChecklistSection[];
}

export interface Progress {
  done: number;
  total: number;
  /** Whole percent, 0 when the list is empty. */
  percent: number;
}

export function checklistItemIds(checklist: Checklist): string[] {
  return checklist.sections.flatMap((section) => section.items.map((item) => item.id));
}

/** Counts only ids that belong to the checklist, so stale saved ids never push past 100%. */
export function checklistProgress(checklist: Checklist, doneIds: Iterable<string>): Progress {
  const ids = new Set(checklistItemIds(checklist));
  let done = 0;
  for (const id of new Set(doneIds)) if (ids.has(id)) done += 1;
  const total = ids.size;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export function duplicateItemIds(checklist: Checklist): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of checklistItemIds(checklist)) {
    if (seen.has(id)) duplicates.add(id);
    seen.add(id);
  }
  return [...duplicates];
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The words the downloaded files carry around the checklist's own text, per language. */
export interface ChecklistFileText {
  /** "Source: {url}" */
  source: string;
  /** "Total: {count} checks." */
  total: string;
  header: readonly [string, string, string, string];
  /** The Done column's value for an unticked check. */
  no: string;
}

const fillIn = (template: string, name: string, value: string | number) => template.replace(`{${name}}`, String(value));

/** A GitHub-flavoured task list: opens in any editor, prints cleanly, imports into Notion or Obsidian. */
export function checklistToMarkdown(checklist: Checklist, sourceUrl: string, text: ChecklistFileText): string {
  const lines: string[] = [
    `# ${oneLine(checklist.title)}`,
    '',
    oneLine(checklist.summary),
    '',
    fillIn(text.source, 'url', sourceUrl),
    '',
  ];
  for (const section of checklist.sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const item of section.items) {
      lines.push(`- [ ] **${oneLine(item.text)}**${item.detail ? ` — ${oneLine(item.detail)}` : ''}`);
    }
    lines.push('');
  }
  lines.push(fillIn(text.total, 'count', checklistItemIds(checklist).length), '');
  return lines.join('\n');
}

export function checklistToCsv(checklist: Checklist, text: ChecklistFileText): string {
  const rows = checklist.sections.flatMap((section) =>
    section.items.map((item) => [oneLine(section.title), oneLine(item.text), oneLine(item.detail ?? ''), text.no]),
  );
  return toCsv(text.header, rows);
}
