/**
 * What /healthz says about the store: which one is configured and whether it answered its last probe.
 * The probe runs every few seconds in the background, so the health check itself never waits on the
 * database (a load balancer polls it often) and the site keeps answering while the store is down.
 */
import type { Dialect } from './sql.ts';

export interface StoreHealth {
  report(): Buffer;
  stop(): void;
}

export function watchStoreHealth(kind: Dialect, ping: () => Promise<void>, intervalMs = 5_000): StoreHealth {
  let reachable = true;
  let checkedAt = new Date().toISOString();
  let body = Buffer.alloc(0);
  const render = () => {
    body = Buffer.from(JSON.stringify({ status: 'ok', store: { kind, reachable, checkedAt } }));
  };
  const probe = async () => {
    try {
      await ping();
      reachable = true;
    } catch {
      reachable = false;
    }
    checkedAt = new Date().toISOString();
    render();
  };
  render();
  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();
  return { report: () => body, stop: () => clearInterval(timer) };
}
