/**
 * What /healthz says about the store: which one is configured and whether it can take a write. The
 * probe runs every few seconds in the background, so the health check itself never waits on the
 * database (a load balancer polls it often) and the site keeps answering while the store is down.
 * A write refused by the store marks it unhealthy at once (not at the next probe), and each change
 * of state is logged in one line.
 */
import type { Dialect } from './sql.ts';

export interface HealthReport {
  /** 200 while the store takes writes, 503 otherwise (a load balancer stops sending visitors). */
  status: 200 | 503;
  body: Buffer;
}

export interface StoreHealth {
  report(): HealthReport;
  /** A write the store refused: unhealthy until a probe succeeds again. */
  fault(error: Error): void;
  stop(): void;
}

export function watchStoreHealth(
  kind: Dialect,
  ping: () => Promise<void>,
  intervalMs = 5_000,
  log: (line: string) => void = console.error,
): StoreHealth {
  let reachable = true;
  let checkedAt = new Date().toISOString();
  let current: HealthReport = { status: 200, body: Buffer.alloc(0) };
  const render = () => {
    const status = reachable ? 'ok' : 'unhealthy';
    current = {
      status: reachable ? 200 : 503,
      body: Buffer.from(JSON.stringify({ status, store: { kind, reachable, checkedAt } })),
    };
  };
  const set = (next: boolean, reason: string) => {
    checkedAt = new Date().toISOString();
    if (next !== reachable)
      log(next ? `Store healthy again (${kind}): writes are accepted.` : `Store unhealthy (${kind}): ${reason}`);
    reachable = next;
    render();
  };
  const probe = async () => {
    try {
      await ping();
      set(true, '');
    } catch (error) {
      set(false, error instanceof Error ? error.message : String(error));
    }
  };
  render();
  const timer = setInterval(() => void probe(), intervalMs);
  timer.unref();
  return {
    report: () => current,
    fault: (error) => set(false, error.message),
    stop: () => clearInterval(timer),
  };
}
