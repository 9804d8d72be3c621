/**
 * The asynchronous face of the messages store: what the endpoints, the admin pages and the
 * notifier call, over either store (SQLite by default, PostgreSQL shared by several instances when
 * configured); see server/sql.ts for how each store keeps the event loop free.
 */
import type { Sql } from '../../../server/sql.ts';
import type { ContactInput } from '../contact-schema.ts';
import * as queries from './messages.ts';
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

/** Larger than any id either store hands out: "older than this" means every row. */
const cursor = (id: number) => (Number.isFinite(id) ? id : Number.MAX_SAFE_INTEGER);

export function createMessageStore(sql: Sql): MessageStore {
  return {
    addMessage: (input, ipHash, status = 'new') => queries.insertMessage(sql, input, ipHash, new Date(), status),
    listMessages: (query) => queries.listMessages(sql, query),
    getMessage: (id) => queries.getMessage(sql, id),
    countUnread: () => queries.countUnread(sql),
    countHeld: () => queries.countHeld(sql),
    setRead: (id, read) => queries.setRead(sql, id, read),
    deleteMessage: (id) => queries.deleteMessage(sql, id),
    messagesBefore: (beforeId, limit) => queries.messagesBefore(sql, cursor(beforeId), limit),
    addSubscriber: (email, ipHash) => queries.addSubscriber(sql, email, ipHash),
    listSubscribers: (query) => queries.listSubscribers(sql, query),
    subscribersBefore: (beforeId, limit) => queries.subscribersBefore(sql, cursor(beforeId), limit),
    dueNotifications: (now) => queries.dueNotifications(sql, now),
    markNotified: (id, now) => queries.markNotified(sql, id, now),
    markNotifyFailed: (id, error, now) => queries.markNotifyFailed(sql, id, error, now),
  };
}
