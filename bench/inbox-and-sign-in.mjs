// Two figures from the second red-team round: how long the admin inbox takes to render with
// 20,000 New messages (goal: under 100 ms), and how long a visitor's request waits while 150
// sign-in attempts with a scrypt ADMIN_PASSWORD_HASH arrive at once (the event-loop delay as a
// visitor sees it: the slowest /healthz answer during the burst). Figures only; loopback only.
// `node bench/inbox-and-sign-in.mjs` runs it alone.
import { pathToFileURL } from 'node:url';
import { hashPassword } from '../src/features/admin/server/password-hash.ts';
import { postForm, startServer } from '../tests/integration/server.ts';
import { seedMessages } from '../tests/integration/support/seed.ts';

const PASSWORD = 'bench-admin-password';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function inboxView(messages) {
  const server = await startServer({ ADMIN_PASSWORD: PASSWORD });
  try {
    seedMessages(server.dbPath, messages, new Date(Date.now() - 10 * 86_400_000).toISOString());
    const signIn = await postForm(`${server.url}/admin/sign-in`, { password: PASSWORD });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    const times = [];
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/admin`, { headers: { cookie } });
      await response.text();
      if (response.status !== 200) throw new Error(`The inbox answered ${response.status}.`);
      if (i > 0) times.push(performance.now() - started);
    }
    return { messages, medianMs: Math.round(median(times)), maxMs: Math.round(Math.max(...times)) };
  } finally {
    await server.stop();
  }
}

async function signInBurst(attempts) {
  const server = await startServer({ ADMIN_PASSWORD_HASH: hashPassword(PASSWORD), TRUST_PROXY: '127.0.0.1' });
  try {
    const waits = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        await (await fetch(`${server.url}/healthz`)).arrayBuffer();
        waits.push(performance.now() - started);
        await new Promise((wait) => setTimeout(wait, 10));
      }
    })();
    const started = performance.now();
    // Spread over addresses, as a distributed guessing run would be; each address stays under its own limit.
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        postForm(
          `${server.url}/admin/sign-in`,
          { password: `wrong-${i}` },
          { 'x-forwarded-for': `198.51.100.${(i % 200) + 1}` },
        ).then((r) => r.status),
      ),
    );
    const burstMs = performance.now() - started;
    running = false;
    await probe;
    return {
      attempts,
      checked: statuses.filter((status) => status === 403).length,
      refused: statuses.filter((status) => status === 429).length,
      burstMs: Math.round(burstMs),
      slowestProbeMs: Math.round(Math.max(...waits)),
      medianProbeMs: Math.round(median(waits)),
    };
  } finally {
    await server.stop();
  }
}

export async function runInboxAndSignIn() {
  const inbox = await inboxView(20_000);
  console.log(`  inbox with ${inbox.messages} messages: median ${inbox.medianMs} ms, slowest ${inbox.maxMs} ms`);
  const signIn = await signInBurst(150);
  console.log(
    `  ${signIn.attempts} sign-in attempts at once: ${signIn.checked} checked, ${signIn.refused} refused; slowest /healthz meanwhile ${signIn.slowestProbeMs} ms (median ${signIn.medianProbeMs} ms)`,
  );
  return { inbox, signIn };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runInboxAndSignIn();
