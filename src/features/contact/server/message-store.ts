/**
 * The asynchronous face of the messages store: what the endpoints, the admin pages and the
 * notifier call. Every method returns a Promise so that a networked database (PostgreSQL, shared
 * by several instances) can implement the same interface; the SQLite version below runs each
 * short statement through `withRetry`, which never waits on a lock with the event loop held.
 */
import { withRetry, type Database } from '../../../server/db.ts';
import type { ContactInput } from '../contact-schema.ts';
import * as sql from './messages.ts';
import type { MessageQuery, MessageStatus, Page, StoredMessage, Subscriber } from './messages.ts';

export interface MessageStore {
  addMessage(input: ContactInput, ipHash: string, status?: MessageStatus): Promise<number>;
  listMessages(query: MessageQuery): Promise<Page<StoredMessage>>;
  getMessage(id: number): Promise<StoredMessage | undefined>;
  countUnread(): Promise<number>;
  countHeld(): Promise<number>;
  setRead(id: number, read: boolean): Promise<boolean>;
  deleteMessage(id: number): Promise<boolean>;
  /** Newest first, `limit` at a time, strictly older than the cursor id (Infinity to start). */
  messagesBefore(beforeId: number, limit: number): Promise<StoredMessage[]>;
  /** True when the address is new; a repeat stores nothing. */
  addSubscriber(email: string, ipHash: string): Promise<boolean>;
  listSubscribers(query: { page?: number | undefined; pageSize?: number | undefined }): Promise<Page<Subscriber>>;
  subscribersBefore(beforeId: number, limit: number): Promise<Subscriber[]>;
  dueNotifications(now: Date): Promise<StoredMessage[]>;
  markNotified(id: number, now: Date): Promise<void>;
  markNotifyFailed(id: number, error: string, now: Date): Promise<void>;
}

/** SQLite's largest rowid: "older than this" means every row. */
const cursor = (id: number) => (Number.isFinite(id) ? id : Number.MAX_SAFE_INTEGER);

export function sqliteMessageStore(db: Database): MessageStore {
  return {
    addMessage: (input, ipHash, status = 'new') => withRetry(() => sql.insertMessage(db, input, ipHash, new Date(), status)),
    listMessages: (query) => withRetry(() => sql.listMessages(db, query)),
    getMessage: (id) => withRetry(() => sql.getMessage(db, id)),
    countUnread: () => withRetry(() => sql.countUnread(db)),
    countHeld: () => withRetry(() => sql.countHeld(db)),
    setRead: (id, read) => withRetry(() => sql.setRead(db, id, read)),
    deleteMessage: (id) => withRetry(() => sql.deleteMessage(db, id)),
    messagesBefore: (beforeId, limit) => withRetry(() => sql.messagesBefore(db, cursor(beforeId), limit)),
    addSubscriber: (email, ipHash) => withRetry(() => sql.addSubscriber(db, email, ipHash)),
    listSubscribers: (query) => withRetry(() => sql.listSubscribers(db, query)),
    subscribersBefore: (beforeId, limit) => withRetry(() => sql.subscribersBefore(db, cursor(beforeId), limit)),
    dueNotifications: (now) => withRetry(() => sql.dueNotifications(db, now)),
    markNotified: (id, now) => withRetry(() => sql.markNotified(db, id, now)),
    markNotifyFailed: (id, error, now) => withRetry(() => sql.markNotifyFailed(db, id, error, now)),
  };
}
