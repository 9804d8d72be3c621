/**
 * The consent evidence, the inbox workflow and unsubscribes, against both stores (SQLite, and a
 * throw-away PostgreSQL cluster when one can be started here).
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sql } from '../../../server/sql.ts';
import {
  postgresTestStore,
  sqliteTestStore,
  type TestStore,
} from '../../../../tests/integration/support/test-stores.ts';
import {
  getMessage,
  getSubscriber,
  insertMessage,
  listMessages,
  listSubscribers,
  subscribersBefore,
  unsubscribe,
} from './messages.ts';
import { confirmSubscription, requestSubscription, subscriptionHistory, supersededRequest } from './subscriptions.ts';
import {
  emptyTrash,
  eraseByEmail,
  erasureCounts,
  erasureLog,
  messageHistory,
  messageSources,
  countNewSince,
  purgeExpiredMessages,
  purgeExpiredTrash,
  restoreMessage,
  setNote,
  setStatus,
  trashMessage,
} from './workflow.ts';

const message = (n: number, email = `p${n}@example.com`) => ({
  name: `Person ${n}`,
  email,
  subject: `Subject ${n}`,
  message: `Body ${n} about pricing`,
});
const evidence = { lang: 'vi', source: '/vi/contact', notice: 'abc123', newsletter: true };
const day = (d: number) => new Date(Date.UTC(2026, 10, d, 3));

const postgres = await postgresTestStore();
const stores: TestStore[] = [sqliteTestStore(), ...(postgres ? [postgres] : [])];

describe.each(stores)('$name store: consent, workflow, unsubscribe', (store) => {
  let sql: Sql;
  beforeEach(async () => {
    sql = await store.open();
  });
  afterEach(() => store.close());
  afterAll(() => store.shutdown());

  it('keeps the consent evidence of a message exactly', async () => {
    const id = await insertMessage(sql, message(1), 'h', day(2), 'new', evidence);
    expect(await getMessage(sql, id)).toMatchObject({
      lang: 'vi',
      source: '/vi/contact',
      consentAt: day(2).toISOString(),
      consentNotice: 'abc123',
      consentNewsletter: true,
      status: 'new',
      note: '',
      deletedAt: null,
    });
  });

  it('keeps a sign-up pending until confirmed, and keeps every consent event', async () => {
    const asked = await requestSubscription(sql, 'Ana@Example.com', 'h', day(1), {
      lang: 'en',
      source: '/solutions',
      notice: 'n1',
    });
    const id = asked.subscriberId;
    expect(await getSubscriber(sql, id)).toMatchObject({
      email: 'Ana@Example.com',
      status: 'pending',
      consentAt: null,
      confirmedAt: null,
    });
    expect((await listSubscribers(sql, { activeOnly: true })).total).toBe(0);
    expect(await confirmSubscription(sql, asked, day(2))).toBe(true);
    expect(await getSubscriber(sql, id)).toMatchObject({
      status: 'active',
      lang: 'en',
      source: '/solutions',
      consentAt: day(1).toISOString(),
      consentNotice: 'n1',
    });
    expect(await confirmSubscription(sql, asked, day(2))).toBe(false);
    // A stranger's request for an active address changes nothing but the history.
    await requestSubscription(sql, 'ana@example.com', 'x', day(3), { lang: 'vi', source: '/vi/contact', notice: 'n2' });
    expect(await getSubscriber(sql, id)).toMatchObject({ status: 'active', consentNotice: 'n1', lang: 'en' });
    expect(await unsubscribe(sql, id, 'ana@example.com', day(4))).toBe(true);
    expect(await unsubscribe(sql, id, 'ana@example.com', day(5))).toBe(false);
    expect(await subscribersBefore(sql, Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
    expect(await subscribersBefore(sql, Number.MAX_SAFE_INTEGER, 10, false)).toHaveLength(1);
    // A link sent before the unsubscribe cannot undo it; a new request's link can, once confirmed.
    expect(await supersededRequest(sql, asked)).toBe(true);
    expect(await confirmSubscription(sql, asked, day(6))).toBe(false);
    const again = await requestSubscription(sql, 'ana@example.com', 'h', day(7), {
      lang: 'vi',
      source: '/vi/contact',
      notice: 'n3',
    });
    expect((await getSubscriber(sql, id))?.status).toBe('unsubscribed');
    expect(await confirmSubscription(sql, again, day(8))).toBe(true);
    expect(await getSubscriber(sql, id)).toMatchObject({
      status: 'active',
      unsubscribedAt: null,
      consentNotice: 'n3',
      consentAt: day(7).toISOString(),
    });
    const history = await subscriptionHistory(sql, id);
    expect(history.map((event) => [event.kind, event.at, event.notice])).toEqual([
      ['requested', day(1).toISOString(), 'n1'],
      ['confirmed', day(2).toISOString(), null],
      ['requested', day(3).toISOString(), 'n2'],
      ['unsubscribed', day(4).toISOString(), null],
      ['requested', day(7).toISOString(), 'n3'],
      ['confirmed', day(8).toISOString(), null],
    ]);
    expect(history.filter((event) => event.kind === 'confirmed').map((event) => event.requestId)).toEqual([
      asked.id,
      again.id,
    ]);
    await expect(sql.run("UPDATE subscriber_events SET kind = 'confirmed'")).rejects.toThrow(/append-only/);
  });

  it('only unsubscribes the address the link was made for', async () => {
    const a = await requestSubscription(sql, 'a@example.com', 'h', day(1));
    const b = await requestSubscription(sql, 'b@example.com', 'h', day(1));
    expect(await unsubscribe(sql, b.subscriberId, 'a@example.com')).toBe(false);
    expect(await unsubscribe(sql, a.subscriberId, 'a@example.com')).toBe(true);
    expect((await getSubscriber(sql, b.subscriberId))?.unsubscribedAt).toBeNull();
  });

  it('moves through the statuses with a history of who did what', async () => {
    const id = await insertMessage(sql, message(1), 'h');
    expect(await setStatus(sql, id, 'replied', 'admin', day(1))).toBe('new');
    expect(await setStatus(sql, id, 'done', 'admin', day(2))).toBe('replied');
    expect(await setStatus(sql, 999_999, 'done', 'admin')).toBeUndefined();
    expect(await setNote(sql, id, '  Called back,\r\nsend quote  ', 'admin', day(3))).toBe(true);
    expect((await getMessage(sql, id))?.note).toBe('Called back,\nsend quote');
    expect(await messageHistory(sql, id)).toEqual([
      { at: day(3).toISOString(), actor: 'admin', action: 'Note updated' },
      { at: day(2).toISOString(), actor: 'admin', action: 'Status replied → done' },
      { at: day(1).toISOString(), actor: 'admin', action: 'Status new → replied' },
    ]);
  });

  it('searches the body too, filters by status and source, and keeps the trash apart', async () => {
    const one = await insertMessage(sql, message(1), 'h', day(1), 'new', { ...evidence, source: '/' });
    const two = await insertMessage(sql, { ...message(2), message: 'Need SEO help' }, 'h', day(2), 'new', evidence);
    expect((await listMessages(sql, { search: 'PRICING', status: 'all' })).items.map((m) => m.id)).toEqual([one]);
    expect((await listMessages(sql, { source: '/vi/contact', status: 'all' })).items.map((m) => m.id)).toEqual([two]);
    expect(await messageSources(sql)).toEqual(['/', '/vi/contact']);
    await setStatus(sql, two, 'spam', 'admin');
    expect((await listMessages(sql, { status: 'spam' })).items.map((m) => m.id)).toEqual([two]);
    expect(await trashMessage(sql, one, 'admin')).toBe(true);
    expect((await listMessages(sql, { status: 'new' })).total).toBe(0);
    expect((await listMessages(sql, { status: 'trash' })).items.map((m) => m.id)).toEqual([one]);
    expect(await restoreMessage(sql, one, 'admin')).toBe(true);
    expect((await listMessages(sql, { status: 'new' })).items.map((m) => m.id)).toEqual([one]);
    await trashMessage(sql, one, 'admin');
    expect(await emptyTrash(sql)).toBe(1);
    expect(await getMessage(sql, one)).toBeUndefined();
  });

  it('empties the trash of what has been there more than 30 days, and only that', async () => {
    const old = await insertMessage(sql, message(1), 'h');
    const recent = await insertMessage(sql, message(2), 'h');
    await trashMessage(sql, old, 'admin', day(1));
    await trashMessage(sql, recent, 'admin', day(10));
    expect(await purgeExpiredTrash(sql, new Date(day(1).getTime() + 30 * 86_400_000 - 1))).toBe(0);
    expect(await purgeExpiredTrash(sql, new Date(day(1).getTime() + 30 * 86_400_000 + 1))).toBe(1);
    expect(await getMessage(sql, old)).toBeUndefined();
    expect(await getMessage(sql, recent)).toBeDefined();
    expect(await messageHistory(sql, old)).toEqual([]);
  });

  it('deletes messages once they are 24 months old, in the trash or not', async () => {
    const old = await insertMessage(sql, message(1), 'h', new Date(Date.UTC(2024, 10, 21, 23)));
    const kept = await insertMessage(sql, message(2), 'h', new Date(Date.UTC(2024, 10, 22, 1)));
    expect(await purgeExpiredMessages(sql, new Date(Date.UTC(2026, 10, 22, 0)))).toBe(1);
    expect(await getMessage(sql, old)).toBeUndefined();
    expect(await getMessage(sql, kept)).toBeDefined();
  });

  it('erases every message and sign-up of an address and keeps only when it happened and how many went', async () => {
    const kept = await insertMessage(sql, message(1), 'h');
    const gone = [
      await insertMessage(sql, message(2, 'Linh@Example.com'), 'h'),
      await insertMessage(sql, message(3, 'linh@example.com'), 'h', day(1), 'held'),
    ];
    await trashMessage(sql, gone[1]!, 'admin');
    await setNote(sql, gone[0]!, 'private', 'admin');
    await requestSubscription(sql, 'LINH@example.com', 'h', day(1));
    await requestSubscription(sql, 'other@example.com', 'h', day(1));
    expect(await erasureCounts(sql, 'LINH@example.com')).toEqual({ messages: 2, subscribers: 1 });
    expect(await eraseByEmail(sql, ' linh@EXAMPLE.com ', day(20))).toEqual({ messages: 2, subscribers: 1 });
    expect(await erasureCounts(sql, 'linh@example.com')).toEqual({ messages: 0, subscribers: 0 });
    for (const id of gone) expect(await getMessage(sql, id)).toBeUndefined();
    expect(await getMessage(sql, kept)).toBeDefined();
    expect((await listSubscribers(sql)).items.map((s) => s.email)).toEqual(['other@example.com']);
    const leftovers = await sql.all<{ n: number }>(
      'SELECT COUNT(*) AS n FROM message_events WHERE message_id IN (?, ?)',
      gone,
    );
    expect(Number(leftovers[0]!.n)).toBe(0);
    const history = await sql.all<{ n: number }>('SELECT COUNT(*) AS n FROM subscriber_events');
    expect(Number(history[0]!.n)).toBe(1);
    expect(await erasureLog(sql)).toEqual([{ at: day(20).toISOString(), messages: 2, subscribers: 1 }]);
    // The log holds the time and the counts, never the address.
    const row = (await sql.get<Record<string, unknown>>('SELECT * FROM erasures'))!;
    expect(Object.keys(row).sort()).toEqual(['erased_at', 'id', 'messages', 'subscribers']);
    expect(JSON.stringify(row)).not.toMatch(/linh/i);
  });

  it('counts New messages outside the trash that arrived by a given time', async () => {
    const a = await insertMessage(sql, message(1), 'h', day(1));
    const b = await insertMessage(sql, message(2), 'h', day(2));
    await setStatus(sql, b, 'replied', 'admin');
    const c = await insertMessage(sql, message(3), 'h', day(3));
    await trashMessage(sql, c, 'admin');
    await insertMessage(sql, message(4), 'h', day(4));
    expect(a).toBeGreaterThan(0);
    expect(await countNewSince(sql, day(3))).toBe(1);
    expect(await countNewSince(sql, day(4))).toBe(2);
  });
});
