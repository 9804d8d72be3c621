/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests live beside the code they test (src/**/*.test.ts[x]). Component tests opt into a
// DOM with `// @vitest-environment happy-dom`. Integration tests (tests/integration) run against
// the production build and are selected with --project integration. The unit setup file fails a
// test that logs an unexpected console.error or console.warn.
export default getViteConfig({
  test: {
    // Vitest's default outside watch mode is one worker fewer than the machine's cores, which on
    // CI's two cores is a single worker beside an idle core; the unit files are independent.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit/console-guard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two files at a time on CI's two cores: a file mostly waits on its own server (decision 193).
          // As the e2e suite does on CI: one more try for a test that met a busy machine (the suites
          // start real servers and measure that a visitor is still served during an attack).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
