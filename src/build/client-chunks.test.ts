import { describe, expect, it } from 'vitest';
import { entriesReaching, toolChunkOf, type ModuleGraph } from './client-chunks.ts';

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
