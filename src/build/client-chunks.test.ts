import { describe, expect, it } from 'vitest';
import {
  entriesReaching,
  hoistedImportStatements,
  PRELOAD_HELPER,
  slimPreloadHelper,
  toolChunkOf,
  transitiveImports,
  type ModuleGraph,
} from './client-chunks.ts';

const PLANNER = '/src/features/budget-planner/budget-planner.tsx';
const ROI = '/src/features/roi-calculator/roi-calculator.tsx';
const CONTACT = '/src/features/contact/contact-form.tsx';

/** A module graph from "importer → imported" edges; `lazy` marks a dynamic import. */
function graph(entries: string[], edges: [string, string, 'lazy'?][]): ModuleGraph {
  const ids = new Set([...entries, ...edges.flatMap(([from, to]) => [from, to])]);
  return {
    getModuleInfo: (id) =>
      ids.has(id)
        ? {
            isEntry: entries.includes(id),
            importers: edges.filter(([, to, lazy]) => to === id && !lazy).map(([from]) => from),
            dynamicImporters: edges.filter(([, to, lazy]) => to === id && lazy).map(([from]) => from),
          }
        : null,
  };
}

const site = graph(
  [PLANNER, ROI, CONTACT],
  [
    [PLANNER, 'channel-card'],
    [PLANNER, 'number-field'],
    [ROI, 'number-field'],
    [ROI, 'tabs'],
    [PLANNER, 'button'],
    [CONTACT, 'button'],
    // The planner's first screen uses the optimiser; a lazy part of the ROI calculator does too.
    [PLANNER, 'water-filling'],
    [ROI, 'later-parts', 'lazy'],
    ['later-parts', 'water-filling'],
    // A module in a cycle with its importer still reaches its entry once.
    ['channel-card', 'cycle-a'],
    ['cycle-a', 'cycle-b'],
    ['cycle-b', 'cycle-a'],
  ],
);

describe('the tools’ first-screen files', () => {
  it('finds the entries that reach a module, statically or through lazy imports too', () => {
    expect([...entriesReaching(site, 'water-filling', true)]).toEqual([PLANNER]);
    expect([...entriesReaching(site, 'water-filling', false)].sort()).toEqual([PLANNER, ROI].sort());
    expect([...entriesReaching(site, 'cycle-b', true)]).toEqual([PLANNER]);
    expect([...entriesReaching(site, 'unknown', false)]).toEqual([]);
  });

  it('puts a module only one tool’s first screen uses in that tool’s file, and one both use in the shared file', () => {
    expect(toolChunkOf(site, 'channel-card')).toBe('planner');
    expect(toolChunkOf(site, 'cycle-b')).toBe('planner');
    expect(toolChunkOf(site, 'tabs')).toBe('roi');
    expect(toolChunkOf(site, 'number-field')).toBe('tools');
    // The island's own module too: its file is the island's entry, and keeps its export.
    expect(toolChunkOf(site, PLANNER)).toBe('planner');
  });

  it('leaves to the bundler what another island uses, and what a lazy part of the other tool uses', () => {
    // In a tool's file, the contact page would load the tool with its button.
    expect(toolChunkOf(site, 'button')).toBeNull();
    // In the planner's file, opening the ROI calculator's later tabs would load the planner.
    expect(toolChunkOf(site, 'water-filling')).toBeNull();
    expect(toolChunkOf(site, 'unknown')).toBeNull();
  });
});

describe('each part loaded on demand names every file it needs (decision 188)', () => {
  const chunk = (fileName: string, imports: string[], dynamicImports: string[] = [], entry = false) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    dynamicImports,
    isEntry: entry,
    isDynamicEntry: !entry,
  });
  // The island loads react and money first; the panel imports plan, which imports hill and money.
  const island = chunk('_astro/planner.js', ['_astro/react.js', '_astro/money.js'], ['_astro/panel.js'], true);
  const built = [
    island,
    chunk('_astro/react.js', []),
    chunk('_astro/money.js', []),
    chunk('_astro/panel.js', ['_astro/plan.js', '_astro/react.js'], ['_astro/dialog.js']),
    chunk('_astro/plan.js', ['_astro/hill.js', '_astro/money.js']),
    chunk('_astro/hill.js', ['_astro/curve.js']),
    chunk('_astro/curve.js', []),
    // Asked for by the panel only: what the panel and the island import is loaded by then.
    chunk('_astro/dialog.js', ['_astro/hill.js', '_astro/codec.js']),
    chunk('_astro/codec.js', ['_astro/curve.js', '_astro/words.js']),
    chunk('_astro/words.js', []),
  ];
  // The builds' chunks are marked dynamic entries only when something imports them lazily.
  for (const c of built)
    if (!['_astro/planner.js', '_astro/panel.js', '_astro/dialog.js'].includes(c.fileName)) c.isDynamicEntry = false;

  it('lists the files deeper than a part imports, leaving out what its askers have already loaded', () => {
    const hoisted = transitiveImports(built);
    expect(hoisted.get('_astro/panel.js')).toEqual(['_astro/hill.js', '_astro/curve.js']);
    // hill and curve come with the panel that asks for the dialog, react and money with the island.
    expect(hoisted.get('_astro/dialog.js')).toEqual(['_astro/words.js']);
    // Neither the first load nor a file without deeper imports gets a list.
    expect(hoisted.has('_astro/planner.js')).toBe(false);
    expect(hoisted.has('_astro/plan.js')).toBe(false);
  });

  it('a part two chunks ask for leaves out only what both have loaded', () => {
    const other = chunk('_astro/roi.js', ['_astro/react.js'], ['_astro/panel.js'], true);
    expect(transitiveImports([...built, other]).get('_astro/panel.js')).toEqual([
      '_astro/hill.js',
      '_astro/curve.js',
      '_astro/money.js',
    ]);
  });

  it('writes the list as imports by relative name, which run nothing new since the files are imported already', () => {
    expect(hoistedImportStatements('_astro/panel.js', ['_astro/hill.js', '_astro/curve.js'])).toBe(
      'import"./hill.js";import"./curve.js";',
    );
  });
});

describe('the preload helper only calls the import (decision 191)', () => {
  const helper = { fileName: '_astro/preload-helper.js', moduleIds: [PRELOAD_HELPER], exports: ['t'] };
  const part = { fileName: '_astro/panel.js', moduleIds: ['/src/panel.tsx'], exports: ['PlanningPanel'] };

  it('rewrites the helper’s file into a call of the import it is handed, under the same export', async () => {
    const slim = slimPreloadHelper([part, helper]);
    expect(slim?.fileName).toBe('_astro/preload-helper.js');
    const { t } = (await import(`data:text/javascript,${encodeURIComponent(slim!.code)}`)) as {
      t: (importer: () => Promise<unknown>, files?: string[]) => Promise<unknown>;
    };
    await expect(t(() => Promise.resolve({ answer: 42 }), [])).resolves.toEqual({ answer: 42 });
    // A part that cannot load still fails for whoever asked for it.
    await expect(t(() => Promise.reject(new Error('offline')), [])).rejects.toThrow('offline');
  });

  it('leaves the build alone when the helper is not a file of its own', () => {
    expect(slimPreloadHelper([part, { ...helper, moduleIds: [PRELOAD_HELPER, '/src/other.ts'] }])).toBeNull();
    expect(slimPreloadHelper([part])).toBeNull();
  });

  it('stops the build when a part carries a stylesheet, which only the full helper loads', () => {
    const styled = { ...part, viteMetadata: { importedCss: new Set(['_astro/panel.css']) } };
    expect(() => slimPreloadHelper([styled, helper])).toThrow(/_astro\/panel\.js carry a stylesheet/);
  });
});
