import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4599);
const baseURL = `http://127.0.0.1:${port}`;
// Workers read this file again: they keep the runner's folder, so a spec can read the database as an
// operator would (the newsletter journeys read the confirmation link a mailbox would receive).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'brightlane-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
export const e2eDatabase = join(dataDir, 'e2e.db');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A stray test.only left in a commit would silently skip the rest of the suite on CI.
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // Recorded only when a test is retried (CI retries once): a green run records nothing. Recording
    // every test and discarding the trace on success cost about 40 % more CPU per test (decision 151).
    // Locally, `npx playwright test --trace on` records one.
    trace: 'on-first-retry',
    acceptDownloads: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node src/server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: e2eDatabase,
      ADMIN_PASSWORD: 'e2e-admin-password',
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      RATE_LIMIT_PER_MINUTE: '1000',
    },
  },
});
