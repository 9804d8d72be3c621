/**
 * How the client build is cut into files, as one Vite plugin (client build only):
 * - React's runtime as one chunk (decision 117). Left to itself, rolldown split it by which entries
 *   and lazy chunks use each part, into four files each gzipped on its own. Every page with an island
 *   loads all of React's runtime, so one file costs nothing and saves about 1 KB gzipped.
 * - Each tool's first screen as one file (decision 159). Rolldown gives a module a file of its own
 *   for each set of entries and lazy chunks that use it, so a module the first screen and three
 *   dialogs share became a file apart: the tools' first loads were 20–24 files, each gzipped alone.
 *   The modules only the tools' first screens use, and no lazy chunk of anything else, go to one file
 *   per tool (the island's own entry file, `budget-planner` or `roi-calculator`) and one both share
 *   (`tools`); everything else is split as before.
 * - Each part loaded on demand names every file it needs (decision 188). The first load carries no
 *   list of a part's files (decision 165), so a part's imports were fetched level by level as each
 *   level arrived: three round trips for the planning panel. A part now also imports, at its end,
 *   every file its imports import in turn, so the browser asks for all of them when the part arrives.
 * - Vite's preload helper, which wraps every `import()`, only calls the import (decision 191). With
 *   no file lists (decision 165) and no stylesheet of a part's own, all it did was wait a microtask
 *   and announce a failed import as an event nothing listens to, in 0.9 KB gzipped on every page
 *   with a script.
 */
import { dirname, relative } from 'node:path/posix';
import type { Plugin } from 'vite';

/** React's runtime: react, react-dom and the scheduler, and nothing else. */
export const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/** The tool islands whose first screen becomes a file of its own, by the island's module. */
export const TOOL_ISLANDS: readonly { chunk: string; island: RegExp }[] = [
  { chunk: 'planner', island: /[\\/]features[\\/]budget-planner[\\/]budget-planner\.tsx$/ },
  { chunk: 'roi', island: /[\\/]features[\\/]roi-calculator[\\/]roi-calculator\.tsx$/ },
];
/** The file for the first-screen modules both tools use. */
export const SHARED_TOOL_CHUNK = 'tools';

/** What the chunking reads of the module graph (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
}

/** The build's entries (islands, page scripts, Astro's renderer) from which a module is reached. */
export function entriesReaching(graph: ModuleGraph, id: string, staticOnly: boolean): Set<string> {
  const entries = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = graph.getModuleInfo(next);
    if (!info) continue;
    if (info.isEntry) entries.add(next);
    for (const by of staticOnly ? info.importers : [...info.importers, ...info.dynamicImporters])
      if (!seen.has(by)) {
        seen.add(by);
        queue.push(by);
      }
  }
  return entries;
}

/**
 * The tool file a first-load module belongs in, or null to leave it to rolldown. A module goes to a
 * tool's file only when that tool's island is all that reaches it, and only statically: a module a
 * lazy chunk of the other tool also imports stays apart, so opening that chunk never loads this
 * tool's first screen. The files cannot import each other in a circle: whatever a module imports is
 * reached by at least the entries that reach the module, so `tools` never imports `planner` or `roi`,
 * and what rolldown keeps apart never imports either.
 */
export function toolChunkOf(graph: ModuleGraph, id: string): string | null {
  const all = entriesReaching(graph, id, false);
  if (all.size === 0 || all.size !== entriesReaching(graph, id, true).size) return null;
  const tools = new Set<string>();
  for (const entry of all) {
    const tool = TOOL_ISLANDS.find(({ island }) => island.test(entry));
    if (!tool) return null;
    tools.add(tool.chunk);
  }
  return tools.size === 1 ? [...tools][0]! : SHARED_TOOL_CHUNK;
}

/** What the hoisting reads of a built chunk (rolldown's OutputChunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

/**
 * For each part loaded on demand (a dynamic entry that no page loads first), the files its static
 * imports reach that it does not import itself and that are not already loaded when it is asked
 * for (the files every chunk that asks for it imports, however deeply), in the order a depth-first
 * walk meets them.
 */
export function transitiveImports(chunks: readonly BuiltChunk[]): Map<string, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (name: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(name)) return seen;
    seen.add(name);
    for (const next of byName.get(name)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const hoisted = new Map<string, string[]>();
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || chunk.isEntry) continue;
    const loaded = chunks
      .filter((by) => by.dynamicImports.includes(chunk.fileName))
      .map((by) => closure(by.fileName))
      .reduce<Set<string> | null>((all, next) => (all ? new Set([...all].filter((f) => next.has(f))) : next), null);
    // The part's own closure, in the order a depth-first walk meets its files, less what is loaded.
    const named = new Set([chunk.fileName, ...chunk.imports, ...(loaded ?? [])]);
    const found = [...closure(chunk.fileName)].filter((file) => !named.has(file));
    if (found.length > 0) hoisted.set(chunk.fileName, found);
  }
  return hoisted;
}

/**
 * The import statements that name a part's deeper files. They go at the end of the part: a module's
 * imports run in the order they are written and these files are already imported further down, so
 * the order in which modules run does not change; only the fetching starts sooner.
 */
export function hoistedImportStatements(fileName: string, files: readonly string[]): string {
  return files.map((file) => `import"./${relative(dirname(fileName), file)}";`).join('');
}

/** Vite's preload helper, the module that wraps every `import()` of the client build. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';

/** What the helper's slimming reads of a built chunk (rolldown's OutputChunk with Vite's metadata). */
export interface HelperChunk {
  fileName: string;
  moduleIds: readonly string[];
  exports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> } | undefined;
}

/**
 * The preload helper's file, rewritten to call the import it is handed and return its promise, or
 * null when the helper is not a file of its own. Vite keeps the helper, even with
 * `modulePreload: false`, to load a part's own stylesheet with the part (vitejs/vite#13952,
 * #18551); this build has none, and fails here if one appears rather than drop it.
 */
export function slimPreloadHelper(chunks: readonly HelperChunk[]): { fileName: string; code: string } | null {
  const withCss = chunks.filter((chunk) => (chunk.viteMetadata?.importedCss.size ?? 0) > 0);
  if (withCss.length > 0)
    throw new Error(
      `client-chunks: ${withCss.map((chunk) => chunk.fileName).join(', ')} carry a stylesheet of their own, which only Vite's full preload helper loads (decision 191)`,
    );
  const helper = chunks.find((chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === PRELOAD_HELPER);
  if (!helper || helper.exports.length !== 1) return null;
  return { fileName: helper.fileName, code: `var load=(importer)=>importer();export{load as ${helper.exports[0]}};\n` };
}

export function clientChunks(): Plugin {
  return {
    name: 'brightlane-client-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // No preload helper and no list of each on-demand part's files in the first load (decision 165):
    // a part's own imports are fetched when the part has arrived.
    configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
    // A group that leaves a module's imports to rolldown needs entries free to export more than
    // they declare (rolldown refuses the option otherwise); an island's entry keeps its exports.
    options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const [fileName, files] of transitiveImports(chunks)) {
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') chunk.code += `\n${hoistedImportStatements(fileName, files)}\n`;
      }
      const slim = slimPreloadHelper(chunks);
      const helper = slim ? bundle[slim.fileName] : undefined;
      if (slim && helper?.type === 'chunk') helper.code = slim.code;
    },
    outputOptions: (options) => {
      const memo = new Map<string, string | null>();
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_RUNTIME, priority: 1 },
            {
              name: (id, graph) => {
                if (!memo.has(id)) memo.set(id, toolChunkOf(graph, id));
                return memo.get(id);
              },
              // Only what some entry loads statically, and never a module's imports by extension.
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
          ],
        },
      };
    },
  };
}
