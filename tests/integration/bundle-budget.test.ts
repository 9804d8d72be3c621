/**
 * The JavaScript budgets held against the production build: every page
 * within its kind's budget, and on the tool pages the first load, the tool's own share of it
 * (everything but React's runtime) and each on-demand chunk within the tool budgets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageBudget, TOOL_BUDGETS } from '../../bench/bundle-budget.mjs';
import { clientDir, htmlFiles, requireBuild } from './support/built-site.ts';

interface Chunk {
  entry: string;
  bytes: number;
}
interface Budget {
  page: string;
  kind: string;
  jsBytes: number;
  budget: number;
  initialJsBytes: number;
  runtimeBytes: number;
  ownInitialBytes: number;
  onDemand: Chunk[];
  /** The files the page loads first, and every file it can load (on demand too). */
  files: { initial: string[]; reachable: string[] };
  /** The tool's own budgets on a tool page (null elsewhere). */
  tool: { page: number; own: number } | null;
  pass: boolean;
}

/** A built file's name without its hash: /_astro/tools.Ab1.js → tools. */
const chunkName = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.[\w-]+\.js$/, '');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let pages: Budget[] = [];

beforeAll(() => {
  requireBuild();
  pages = htmlFiles().map((file) => {
    const path = `/${relative(clientDir, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')}`;
    return pageBudget(clientDir, file, path) as Budget;
  });
});

describe('JavaScript budgets', () => {
  it('keeps every page within the budget of its kind', () => {
    const over = pages.filter((p) => p.jsBytes > p.budget).map((p) => `${p.page}: ${kb(p.jsBytes)} > ${kb(p.budget)}`);
    expect(over).toEqual([]);
  });

  it('finds the four tool pages, each with React’s runtime counted apart from its own code', () => {
    const tools = pages.filter((p) => p.kind === 'calculator');
    expect(tools.map((p) => p.page).sort()).toEqual([
      '/solutions/ai-tools/marketing-budget-planner',
      '/solutions/free-resources/roi-calculator',
      '/vi/solutions/ai-tools/marketing-budget-planner',
      '/vi/solutions/free-resources/roi-calculator',
    ]);
    for (const tool of tools) {
      expect(tool.tool, `${tool.page} has budgets of its own`).not.toBeNull();
      // react-dom's client alone is over 50 KB gzipped; what remains is the tool's own.
      expect(tool.runtimeBytes).toBeGreaterThan(50 * 1024);
      expect(tool.ownInitialBytes).toBe(tool.initialJsBytes - tool.runtimeBytes);
    }
  });

  it('holds each tool page’s first load and its own code to the tool budgets', () => {
    const over = pages
      .filter((p) => p.kind === 'calculator')
      .flatMap((p) => [
        ...(p.initialJsBytes > p.tool!.page ? [`${p.page} first load ${kb(p.initialJsBytes)}`] : []),
        ...(p.ownInitialBytes > p.tool!.own ? [`${p.page} own code ${kb(p.ownInitialBytes)}`] : []),
      ]);
    expect(over).toEqual([]);
  });

  it('loads the charts on demand as small chunks of our own, and every other on-demand chunk within its budget', () => {
    const budgets: Record<string, number> = TOOL_BUDGETS.onDemand;
    for (const tool of pages.filter((p) => p.kind === 'calculator')) {
      const charts = tool.onDemand.find((c) => c.entry === 'planner-charts' || c.entry === 'dashboard-charts');
      expect(charts, `${tool.page} has an on-demand chart chunk`).toBeDefined();
      const over = tool.onDemand
        .filter((c) => c.bytes > (budgets[c.entry] ?? budgets.other!))
        .map((c) => `${tool.page} ${c.entry} ${kb(c.bytes)}`);
      expect(over).toEqual([]);
    }
  });

  it('loads each tool’s first screen from its own files, which no other page loads, even on demand', () => {
    const tools = pages.filter((p) => p.kind === 'calculator');
    const firstScreen = (page: Budget) =>
      page.files.initial.filter((file) => /\/_astro\/(budget-planner|roi-calculator|tools)\.[\w-]+\.js$/.test(file));
    const planner = tools.find((p) => p.page.endsWith('marketing-budget-planner'))!;
    const roi = tools.find((p) => p.page.endsWith('roi-calculator'))!;
    // The island's file holds its first screen; the first screen both tools share is a third file.
    expect(firstScreen(planner).map(chunkName).sort()).toEqual(['budget-planner', 'tools']);
    expect(firstScreen(roi).map(chunkName).sort()).toEqual(['roi-calculator', 'tools']);
    const plannerOnly = firstScreen(planner).filter((file) => !roi.files.initial.includes(file));
    const roiOnly = firstScreen(roi).filter((file) => !planner.files.initial.includes(file));
    const shared = firstScreen(planner).filter((file) => roi.files.initial.includes(file));
    for (const page of pages) {
      const forbidden = [
        ...(page.page.endsWith('marketing-budget-planner') ? [] : plannerOnly),
        ...(page.page.endsWith('roi-calculator') ? [] : roiOnly),
        ...(page.kind === 'calculator' ? [] : shared),
      ];
      expect(
        page.files.reachable.filter((file) => forbidden.includes(file)),
        page.page,
      ).toEqual([]);
    }
  });

  it('ships no icon code: islands draw lucide’s icons from the sprite (decision 164)', () => {
    const scripts = readdirSync(join(clientDir, '_astro')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => readFileSync(join(clientDir, '_astro', file), 'utf8').includes('lucide'))).toEqual(
      [],
    );
  });

  it('keeps the planner’s curves and its planning settings’ codec out of its first load, on demand instead', () => {
    for (const planner of pages.filter((p) => p.page.endsWith('marketing-budget-planner'))) {
      const names = planner.files.initial.map(chunkName);
      expect(names, planner.page).not.toContain('planning-codec');
      expect(names, planner.page).not.toContain('curves');
      expect(planner.onDemand.map((chunk) => chunk.entry)).toEqual(
        expect.arrayContaining(['planning-codec', 'curves']),
      );
    }
  });

  it('asks for every file the planning panel needs as soon as the panel arrives: no second level (decision 188)', () => {
    const planner = pages.find((p) => p.page === '/solutions/ai-tools/marketing-budget-planner')!;
    const panel = planner.files.reachable.find((file) => chunkName(file) === 'planning-panel')!;
    const importsOf = (file: string) =>
      [...readFileSync(join(clientDir, file), 'utf8').matchAll(/import[^"'`()]*["']\.\/([^"']+\.js)["']/g)].map(
        (match) => `/_astro/${match[1]}`,
      );
    const loaded = new Set(planner.files.initial);
    const named = new Set(importsOf(panel));
    const deeper = [...named].flatMap(importsOf).filter((file) => !loaded.has(file) && file !== panel);
    expect(deeper.length, 'the panel’s imports import files of their own').toBeGreaterThan(0);
    expect(deeper.filter((file) => !named.has(file))).toEqual([]);
  });
});
