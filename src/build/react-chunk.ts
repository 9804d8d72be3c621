/**
 * React's runtime as one chunk of the client build (decision 117). Left to itself, rolldown split it
 * by which entries and lazy chunks use each part: react-dom's client with the scheduler, React, the
 * JSX runtime with lucide's icon factory, react-dom: four files, each gzipped on its own, and the
 * budgets (bench/bundle-budget.mjs) counted lucide's code as React's. Every page with an island
 * loads all of React's runtime, so one file costs nothing and saves about 1 KB gzipped.
 */
import type { Plugin } from 'vite';

/** React's runtime: react, react-dom and the scheduler, and nothing else. */
export const REACT_RUNTIME = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

export function reactChunk(): Plugin {
  return {
    name: 'brightlane-react-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions: (options) => ({
      ...options,
      codeSplitting: { groups: [{ name: 'react', test: REACT_RUNTIME }] },
    }),
  };
}
