/**
 * What the leads keep doing for as long as the process runs, started once by the process (serve.ts,
 * or the first request under `astro dev`): expired messages purged at start-up and hourly (and after
 * each admin action, never while a page is only being viewed), and the webhooks owed sent.
 */
import type { Env } from '../../../server/env.ts';
import type { Sql } from '../../../server/sql.ts';
import { startWebhooks, webhookConfigFromEnv } from './webhooks.ts';
import { purgeExpired } from './workflow.ts';

export function startUpkeep(sql: Sql, env: Env, everyMs = 60 * 60_000): void {
  const purge = () =>
    void purgeExpired(sql, new Date()).catch((error: unknown) =>
      console.error(`Could not purge expired messages: ${error instanceof Error ? error.message : error}`),
    );
  setTimeout(purge, 1_000).unref();
  setInterval(purge, everyMs).unref();
  startWebhooks(sql, webhookConfigFromEnv(env));
}
