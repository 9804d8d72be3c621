/**
 * The asynchronous face of the messages store: what the endpoints, the admin pages and the
 * notifier call, over either store (SQLite by default, PostgreSQL shared by several instances when
 * configured); see server/sql.ts for how each store keeps the event loop free.
 */
import type { Sql } from '../../../server/sql.ts';
import * as queries from './messages.ts';
import * as workflow from './workflow.ts';
import * as subscriptions from './subscriptions.ts';
import * as webhooks from './webhooks.ts';
import type { WebhookConfig, WebhookDelivery } from './webhooks.ts';
import type { ConsentEvidence, MessageInput, MessageQuery, MessageStatus, Page, StoredMessage, Subscriber, SubscriberQuery } from './messages.ts';
import type { Erasure, ErasureRecord, MessageEvent } from './workflow.ts';
import type { SubscriptionEvent, SubscriptionRequest } from './subscriptions.ts';

export interface MessageStore {
  addMessage(input: MessageInput, ipHash: string, status?: MessageStatus, evidence?: ConsentEvidence): Promise<number>;
  listMessages(query: MessageQuery): Promise<Page<StoredMessage>>;
  getMessage(id: number): Promise<StoredMessage | undefined>;
  countUnread(): Promise<number>;
  countHeld(): Promise<number>;
  setRead(id: number, read: boolean): Promise<boolean>;
  deleteMessage(id: number): Promise<boolean>;
  /** Newest first, `limit` at a time, strictly older than the cursor id (Infinity to start). */
  messagesBefore(beforeId: number, limit: number): Promise<StoredMessage[]>;
  /** Appends a sign-up request (a new address is stored as pending); never activates anything. */
  requestSubscription(email: string, ipHash: string, evidence?: ConsentEvidence): Promise<SubscriptionRequest>;
  getSubscriptionRequest(id: number): Promise<SubscriptionRequest | undefined>;
  /** True when the address unsubscribed after this request. */
  isSupersededRequest(request: SubscriptionRequest): Promise<boolean>;
  /** Activates the address under the request's consent; false when nothing changed. */
  confirmSubscription(request: SubscriptionRequest): Promise<boolean>;
  subscriptionHistory(subscriberId: number): Promise<SubscriptionEvent[]>;
  listSubscribers(query: SubscriberQuery): Promise<Page<Subscriber>>;
  /** Active sign-ups only unless `activeOnly` is false. */
  subscribersBefore(beforeId: number, limit: number, activeOnly?: boolean): Promise<Subscriber[]>;
  getSubscriber(id: number): Promise<(Subscriber & { emailKey: string }) | undefined>;
  unsubscribe(id: number, emailKey: string): Promise<boolean>;
  /** Answers the previous status (for Undo); undefined when there is no such message. */
  setStatus(id: number, status: MessageStatus, actor: string): Promise<MessageStatus | undefined>;
  trashMessage(id: number, actor: string): Promise<boolean>;
  restoreMessage(id: number, actor: string): Promise<boolean>;
  countTrash(): Promise<number>;
  emptyTrash(): Promise<number>;
  /** Empties the trash of what is past TRASH_DAYS and deletes messages past the retention period. */
  purgeExpired(now: Date): Promise<number>;
  setNote(id: number, note: string, actor: string): Promise<boolean>;
  messageHistory(id: number): Promise<MessageEvent[]>;
  eraseByEmail(email: string): Promise<Erasure>;
  /** What eraseByEmail would delete now. */
  erasureCounts(email: string): Promise<Erasure>;
  /** The erase log, newest first: time and counts, never the address. */
  erasureLog(): Promise<ErasureRecord[]>;
  /** New messages (outside the trash) that arrived at or before `since`. */
  countNewSince(since: Date): Promise<number>;
  messageSources(): Promise<string[]>;
  dueNotifications(now: Date): Promise<StoredMessage[]>;
  markNotified(id: number, now: Date): Promise<void>;
  markNotifyFailed(id: number, error: string, now: Date): Promise<void>;
  /** The message's webhook deliveries and their attempts (decision 131). */
  webhookDeliveries(messageId: number): Promise<WebhookDelivery[]>;
  /** Sends what webhooks are owed now, in the background of the caller. */
  kickWebhooks(config: WebhookConfig | undefined): Promise<number>;
}

/** Larger than any id either store hands out: "older than this" means every row. */
const cursor = (id: number) => (Number.isFinite(id) ? id : Number.MAX_SAFE_INTEGER);

export function createMessageStore(sql: Sql): MessageStore {
  return {
    addMessage: (input, ipHash, status = 'new', evidence) => queries.insertMessage(sql, input, ipHash, new Date(), status, evidence),
    listMessages: (query) => queries.listMessages(sql, query),
    getMessage: (id) => queries.getMessage(sql, id),
    countUnread: () => queries.countUnread(sql),
    countHeld: () => queries.countHeld(sql),
    setRead: (id, read) => queries.setRead(sql, id, read),
    deleteMessage: (id) => queries.deleteMessage(sql, id),
    messagesBefore: (beforeId, limit) => queries.messagesBefore(sql, cursor(beforeId), limit),
    requestSubscription: (email, ipHash, evidence) => subscriptions.requestSubscription(sql, email, ipHash, new Date(), evidence),
    getSubscriptionRequest: (id) => subscriptions.getRequest(sql, id),
    isSupersededRequest: (request) => subscriptions.supersededRequest(sql, request),
    confirmSubscription: (request) => subscriptions.confirmSubscription(sql, request, new Date()),
    subscriptionHistory: (subscriberId) => subscriptions.subscriptionHistory(sql, subscriberId),
    listSubscribers: (query) => queries.listSubscribers(sql, query),
    subscribersBefore: (beforeId, limit, activeOnly = true) => queries.subscribersBefore(sql, cursor(beforeId), limit, activeOnly),
    getSubscriber: (id) => queries.getSubscriber(sql, id),
    unsubscribe: (id, emailKey) => queries.unsubscribe(sql, id, emailKey),
    setStatus: (id, status, actor) => workflow.setStatus(sql, id, status, actor),
    trashMessage: (id, actor) => workflow.trashMessage(sql, id, actor),
    restoreMessage: (id, actor) => workflow.restoreMessage(sql, id, actor),
    countTrash: () => workflow.countTrash(sql),
    emptyTrash: () => workflow.emptyTrash(sql),
    purgeExpired: async (now) => (await workflow.purgeExpiredTrash(sql, now)) + (await workflow.purgeExpiredMessages(sql, now)),
    setNote: (id, note, actor) => workflow.setNote(sql, id, note, actor),
    messageHistory: (id) => workflow.messageHistory(sql, id),
    eraseByEmail: (email) => workflow.eraseByEmail(sql, email),
    erasureCounts: (email) => workflow.erasureCounts(sql, email),
    erasureLog: () => workflow.erasureLog(sql),
    countNewSince: (since) => workflow.countNewSince(sql, since),
    messageSources: () => workflow.messageSources(sql),
    dueNotifications: (now) => queries.dueNotifications(sql, now),
    markNotified: (id, now) => queries.markNotified(sql, id, now),
    markNotifyFailed: (id, error, now) => queries.markNotifyFailed(sql, id, error, now),
    webhookDeliveries: (messageId) => webhooks.webhookDeliveries(sql, messageId),
    kickWebhooks: (config) => webhooks.kickWebhooks(sql, config),
  };
}
