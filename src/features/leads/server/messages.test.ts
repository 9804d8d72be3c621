/**
 * The storage suite: every query of the messages store, run against SQLite and (when it can be
 * started here) a throw-away PostgreSQL cluster, so both stores answer exactly alike.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { persistentSecret, type Sql } from '../../../server/sql.ts';
import {
  postgresTestStore,
  sqliteTestStore,
  type TestStore,
} from '../../../../tests/integration/support/test-stores.ts';
import {
  countHeld,
  countUnread,
  deleteMessage,
  dueNotifications,
  getMessage,
  insertMessage,
  listMessages,
  listSubscribers,
  markNotified,
  markNotifyFailed,
  messagesBefore,
  setRead,
} from './messages.ts';
import { requestSubscription } from './subscriptions.ts';
import { deliverPending, notificationMail, type MailSender } from '../../contact/server/notify.ts';
import { createSession, endSession, sessionIsValid } from '../../admin/server/admin-auth.ts';

const message = (n: number) => ({
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  subject: `Subject ${n}`,
  message: `Body ${n}`,
});
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

const postgres = await postgresTestStore();
const stores: TestStore[] = [sqliteTestStore(), ...(postgres ? [postgres] : [])];

describe.each(stores)('$name store', (store) => {
  let sql: Sql;
  beforeEach(async () => {
    sql = await store.open();
  });
  afterEach(() => store.close());
  afterAll(() => store.shutdown());

  it('keeps a persistent secret per key', async () => {
    const first = await persistentSecret(sql, 'ip_salt');
    expect(first).toMatch(/^[\w-]{40,}$/);
    expect(await persistentSecret(sql, 'ip_salt')).toBe(first);
  });

  it('stores a hash of the IP, never an IP', async () => {
    const id = await insertMessage(sql, message(1), 'a1b2c3');
    const row = await sql.get<Record<string, unknown>>('SELECT * FROM messages WHERE id = ?', [id]);
    expect(row?.['ip_hash']).toBe('a1b2c3');
    expect(Object.keys(row ?? {})).not.toContain('ip');
  });

  it('keeps an attached plan with its message, and no plan as null', async () => {
    const plan = {
      link: 'https://example.com/solutions/free-resources/roi-calculator?plan=v1.abc',
      summary: 'Digital Marketing ROI Calculator, in USD\nTotal spend: $5,800',
    };
    const withPlan = await insertMessage(sql, { ...message(1), plan }, 'h');
    const without = await insertMessage(sql, message(2), 'h');
    expect((await getMessage(sql, withPlan))?.plan).toEqual(plan);
    expect((await getMessage(sql, without))?.plan).toBeNull();
  });

  it('lists newest first with paging', async () => {
    for (let i = 1; i <= 25; i += 1) await insertMessage(sql, message(i), 'h', at(i));
    const first = await listMessages(sql, { pageSize: 10 });
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.items.map((m) => m.subject).slice(0, 2)).toEqual(['Subject 25', 'Subject 24']);
    const last = await listMessages(sql, { pageSize: 10, page: 99 });
    expect(last.page).toBe(3);
    expect(last.items).toHaveLength(5);
  });

  it('searches name, e-mail and subject literally', async () => {
    await insertMessage(sql, { ...message(1), subject: 'Budget 100% review' }, 'h');
    await insertMessage(sql, { ...message(2), name: 'Mai Nguyen' }, 'h');
    await insertMessage(sql, message(3), 'h');
    expect((await listMessages(sql, { search: '100%' })).total).toBe(1);
    expect((await listMessages(sql, { search: 'p3@example' })).total).toBe(1);
    expect((await listMessages(sql, { search: '_' })).total).toBe(0);
  });

  it('tracks read state, filters unread and deletes', async () => {
    const a = await insertMessage(sql, message(1), 'h');
    const b = await insertMessage(sql, message(2), 'h');
    expect(await countUnread(sql)).toBe(2);
    expect(await setRead(sql, a, true)).toBe(true);
    expect((await getMessage(sql, a))?.readAt).not.toBeNull();
    expect((await listMessages(sql, { unreadOnly: true })).items.map((m) => m.id)).toEqual([b]);
    await setRead(sql, a, false);
    expect(await countUnread(sql)).toBe(2);
    expect(await deleteMessage(sql, a)).toBe(true);
    expect(await deleteMessage(sql, a)).toBe(false);
    expect(await getMessage(sql, a)).toBeUndefined();
  });

  it('keeps doubted messages out of the inbox view and in their own', async () => {
    await insertMessage(sql, message(1), 'h', at(1));
    const held = await insertMessage(sql, message(2), 'h', at(2), 'held');
    expect((await listMessages(sql)).items.map((m) => m.subject)).toEqual(['Subject 1']);
    expect((await listMessages(sql, { status: 'held' })).items.map((m) => m.id)).toEqual([held]);
    expect(await countHeld(sql)).toBe(1);
    expect(await countUnread(sql)).toBe(1);
  });

  it('pages every message newest first for exports', async () => {
    for (let i = 1; i <= 5; i += 1) await insertMessage(sql, message(i), 'h', new Date());
    const first = await messagesBefore(sql, Infinity, 2);
    expect(first.map((m) => m.subject)).toEqual(['Subject 5', 'Subject 4']);
    expect((await messagesBefore(sql, first.at(-1)!.id, 10)).map((m) => m.subject)).toEqual([
      'Subject 3',
      'Subject 2',
      'Subject 1',
    ]);
  });

  it('stores an address once, whatever its case', async () => {
    await requestSubscription(sql, 'Ana@Example.com', 'h', new Date());
    await requestSubscription(sql, 'ana@example.com', 'h', new Date());
    const page = await listSubscribers(sql);
    expect(page.total).toBe(1);
    expect(page.items[0]?.email).toBe('Ana@Example.com');
  });

  it('keeps admin sessions until they end', async () => {
    const { token } = await createSession(sql);
    expect(await sessionIsValid(sql, token)).toBe(true);
    expect(await sessionIsValid(sql, `${token}x`)).toBe(false);
    await endSession(sql, token);
    expect(await sessionIsValid(sql, token)).toBe(false);
  });

  it('backs off after a failed notification and stops once sent', async () => {
    const id = await insertMessage(sql, message(1), 'h', at(0));
    expect((await dueNotifications(sql, at(1))).map((m) => m.id)).toEqual([id]);
    await markNotifyFailed(sql, id, 'SMTP down', at(1));
    expect(await dueNotifications(sql, at(1))).toEqual([]);
    expect((await dueNotifications(sql, at(3))).map((m) => m.id)).toEqual([id]);
    await markNotified(sql, id, at(3));
    expect(await dueNotifications(sql, at(60))).toEqual([]);
  });

  it('a failed send keeps the message and is retried later', async () => {
    await insertMessage(sql, message(1), 'h', at(0));
    let calls = 0;
    const sender: MailSender = {
      sendMail: async () => {
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
      },
    };
    const config = { from: 'site@brightlane.digital', to: 'team@brightlane.digital', sender };
    expect(await deliverPending(sql, config, () => at(1))).toBe(0);
    expect((await listMessages(sql)).total).toBe(1);
    expect(await deliverPending(sql, config, () => at(1))).toBe(0);
    expect(await deliverPending(sql, config, () => at(5))).toBe(1);
    expect(await deliverPending(sql, config, () => at(10))).toBe(0);
    expect(calls).toBe(2);
  });

  it('sends a message stored during a pass right after it, not a minute later', async () => {
    await insertMessage(sql, message(1), 'h', new Date());
    const sent: string[] = [];
    // The first send waits for the test, so the pass is certainly still running when message 2
    // arrives, however fast or slow the store is.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sender: MailSender = {
      sendMail: async (mail) => {
        await gate;
        sent.push(mail.subject);
      },
    };
    const config = { from: 'site@brightlane.digital', to: 'team@brightlane.digital', sender };
    const first = deliverPending(sql, config);
    await insertMessage(sql, message(2), 'h', new Date());
    expect(deliverPending(sql, config)).toBe(first);
    release();
    expect(await first).toBe(2);
    expect(sent).toEqual(['New website message: Subject 1', 'New website message: Subject 2']);
  });

  it('does nothing without SMTP settings, and never e-mails a held message', async () => {
    await insertMessage(sql, message(1), 'h', at(0), 'held');
    expect(await deliverPending(sql, undefined)).toBe(0);
    expect(await dueNotifications(sql, at(1))).toEqual([]);
  });
});

const unstored = {
  lang: 'en',
  source: '/contact',
  consentAt: null,
  consentNotice: null,
  consentNewsletter: false,
  note: '',
  deletedAt: null,
  phone: '',
  replyBy: 'email' as const,
  plan: null,
};

describe('notification mail', () => {
  it('keeps header fields on one line', () => {
    const stored = {
      ...message(1),
      subject: 'Hi\r\nBcc: x@y.z',
      id: 1,
      createdAt: '',
      readAt: null,
      notifiedAt: null,
      status: 'new' as const,
      ...unstored,
    };
    const mail = notificationMail(stored, { from: 'a@b.c', to: 'd@e.f' });
    expect(mail.subject).toBe('New website message: Hi Bcc: x@y.z');
    expect(mail.replyTo).toEqual({ name: 'Person 1', address: 'p1@example.com' });
  });

  it('never lets a name add a Reply-To address', () => {
    const stored = {
      ...message(1),
      name: 'Bob, attacker@evil.example,',
      id: 1,
      createdAt: '',
      readAt: null,
      notifiedAt: null,
      status: 'new' as const,
      ...unstored,
    };
    expect(notificationMail(stored, { from: 'a@b.c', to: 'd@e.f' }).replyTo).toEqual({
      name: 'Bob, attacker@evil.example,',
      address: 'p1@example.com',
    });
  });
});
