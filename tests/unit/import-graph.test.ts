/**
 * The source's import graph (type-only imports included, test files left out) has no circle, and the
 * layers only point down: the dictionaries in src/i18n never import src/features, src/lib and
 * src/data import neither src/i18n nor src/features, src/lib and src/build never import src/server;
 * no feature reaches into another feature's server/ folder. Import lines are read with a regular expression, relative specifiers resolved to
 * files; packages and virtual modules are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const SOURCE = /\.(ts|tsx|mjs|astro)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const IMPORT = [
  /(?:^|[\n;])\s*(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The specifiers a file imports, in any of the three forms. */
export function specifiers(text: string): string[] {
  return IMPORT.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!));
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [base, ...['.ts', '.tsx', '.mjs', '.astro', '/index.ts'].map((end) => base + end)];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && SOURCE.test(path));
}

type Graph = ReadonlyMap<string, readonly string[]>;

function buildGraph(files: readonly string[]): Graph {
  return new Map(
    files.map((file) => {
      const targets = specifiers(readFileSync(file, 'utf8')).flatMap((spec) => resolveImport(file, spec) ?? []);
      return [relative(ROOT, file), [...new Set(targets.map((target) => relative(ROOT, target)))]];
    }),
  );
}

/** Every circle as a path that starts and ends at the same module (depth-first, one per back edge). */
export function cycles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return found;
}

/** Imports that run from one folder of src into a folder above it. */
export function arrowsUp(graph: Graph, rules: Readonly<Record<string, readonly string[]>>): string[] {
  return [...graph].flatMap(([from, targets]) =>
    Object.entries(rules)
      .filter(([folder]) => from.startsWith(`src/${folder}/`))
      .flatMap(([, above]) =>
        targets.filter((to) => above.some((folder) => to.startsWith(`src/${folder}/`))).map((to) => `${from} -> ${to}`),
      ),
  );
}

const LAYERS = {
  i18n: ['features'],
  lib: ['i18n', 'features', 'server', 'build'],
  data: ['i18n', 'features'],
  // The build's steps and the reading of its output: the server imports them, never the other way.
  build: ['server', 'features'],
} as const;

/** Features that exist to be shared: contact and admin both use the leads model and its queries. */
const SHARED_FEATURES = new Set(['leads']);

/** Imports from one feature into another feature's server folder (what two features share lives in a shared one). */
export function crossFeatureServer(graph: Graph): string[] {
  const featureOf = (path: string) => /^src\/features\/([^/]+)\//.exec(path)?.[1];
  return [...graph].flatMap(([from, targets]) => {
    const own = featureOf(from);
    if (!own) return [];
    return targets
      .filter(
        (to) =>
          /^src\/features\/[^/]+\/server\//.test(to) &&
          featureOf(to) !== own &&
          !SHARED_FEATURES.has(featureOf(to) ?? ''),
      )
      .map((to) => `${from} -> ${to}`);
  });
}

describe('import graph', () => {
  const graph = buildGraph(sourceFiles(SRC));

  it('reads the source (the graph is not empty)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('src/i18n/dictionary.ts')).toContain('src/i18n/ui/en.ts');
  });

  it('has no circle, type-only imports included', () => {
    expect(cycles(graph).map((path) => path.join(' -> '))).toEqual([]);
  });

  it("has no feature importing another feature's server folder", () => {
    expect(crossFeatureServer(graph)).toEqual([]);
  });

  it('has no arrow back up: i18n imports no feature; lib and data no i18n or feature; lib and build no server', () => {
    expect(arrowsUp(graph, LAYERS)).toEqual([]);
  });

  it("would catch a circle, a type import, an arrow up and a reach into another feature's server", () => {
    const text =
      "import type { A } from './a.ts';\nexport { b } from '../b.ts';\nimport {\n  c,\n} from './c';\nconst d = await import('./d.ts');";
    expect(specifiers(text)).toEqual(['./a.ts', '../b.ts', './c', './d.ts']);
    const fake: Graph = new Map([
      ['src/i18n/ui/vi.ts', ['src/i18n/ui/pages-vi.ts']],
      ['src/i18n/ui/pages-vi.ts', ['src/i18n/dictionary.ts']],
      ['src/i18n/dictionary.ts', ['src/i18n/ui/vi.ts', 'src/features/blog/blog-query.ts']],
      ['src/features/blog/blog-query.ts', []],
    ]);
    expect(cycles(fake)).toEqual([
      ['src/i18n/dictionary.ts', 'src/i18n/ui/vi.ts', 'src/i18n/ui/pages-vi.ts', 'src/i18n/dictionary.ts'],
    ]);
    expect(arrowsUp(fake, LAYERS)).toEqual(['src/i18n/dictionary.ts -> src/features/blog/blog-query.ts']);
    const reaching: Graph = new Map([
      [
        'src/features/admin/message-list.tsx',
        [
          'src/features/contact/server/messages.ts',
          'src/features/admin/server/admin.ts',
          'src/features/leads/model/messages.ts',
        ],
      ],
      ['src/features/contact/server/form-actions.ts', ['src/features/leads/server/messages.ts']],
    ]);
    expect(crossFeatureServer(reaching)).toEqual([
      'src/features/admin/message-list.tsx -> src/features/contact/server/messages.ts',
    ]);
  });
});
