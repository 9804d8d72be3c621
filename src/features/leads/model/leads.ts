/**
 * The leads model: what contact stores and admin works on (messages, newsletter sign-ups, their
 * statuses, history and webhook deliveries), as plain types and constants. No I/O: the inbox's React
 * components read their types here, the queries live in ../server/.
 */
import type { ReplyChannel } from '../../contact/phone.ts';
import type { PlanAttachment } from '../../../lib/plan-handoff.ts';

/**
 * What a visitor agreed to and under which notice: kept with each message and sign-up so consent
 * can be shown, not just claimed. The time of consent is the time the record was stored.
 */
export interface ConsentEvidence {
  /** The page language the visitor read the notice in. */
  lang: string;
  /** The page or tool the form sat on. */
  source: string;
  /** A hash of the notice text the visitor saw (changes whenever the wording changes). */
  notice: string;
  /** The separate, optional newsletter box on the contact form. */
  newsletter?: boolean;
}

export interface StoredMessage {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  notifiedAt: string | null;
  status: MessageStatus;
  lang: string;
  source: string;
  consentAt: string | null;
  consentNotice: string | null;
  consentNewsletter: boolean;
  note: string;
  /** When it was moved to the trash (emptied for good after TRASH_DAYS); null when not in the trash. */
  deletedAt: string | null;
  /** E.164, or '' when none was given. */
  phone: string;
  /** How the visitor asked to be answered. */
  replyBy: ReplyChannel;
  /** A plan attached from a tool (its share link and summary, checked when it arrived); null when none. */
  plan: PlanAttachment | null;
}

/**
 * The workflow: new → replied → done. `held`: the bot check doubted it (sent too fast, no fill
 * time) and a person decides; `spam`: a person decided it is junk.
 */
export type MessageStatus = 'new' | 'replied' | 'done' | 'held' | 'spam';
export const MESSAGE_STATUSES: readonly MessageStatus[] = ['new', 'replied', 'done', 'held', 'spam'];

/** Days a deleted message stays restorable in the trash. */
export const TRASH_DAYS = 30;

/** pending: asked for, not yet confirmed from the mailbox; only active addresses get the newsletter. */
export type SubscriberStatus = 'pending' | 'active' | 'unsubscribed';

export interface Subscriber {
  id: number;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  /** When the address was last confirmed (null for single opt-in sign-ups from before decision 083). */
  confirmedAt: string | null;
  lang: string;
  source: string;
  consentAt: string | null;
  consentNotice: string | null;
  unsubscribedAt: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface MessageEvent {
  at: string;
  actor: string;
  action: string;
}

/** The longest internal note the inbox keeps. */
export const NOTE_MAX = 2000;

export interface Erasure {
  messages: number;
  subscribers: number;
}

/** One line of the erase log: when, and how many rows went (null for erasures logged before the counts were kept). */
export interface ErasureRecord {
  at: string;
  messages: number | null;
  subscribers: number | null;
}

export interface WebhookAttempt {
  at: string;
  /** The HTTP status, or null when no answer came (refused, timed out). */
  status: number | null;
  error: string | null;
}

export interface WebhookDelivery {
  id: number;
  url: string;
  attempts: number;
  deliveredAt: string | null;
  nextAt: string | null;
  lastError: string | null;
  log: WebhookAttempt[];
}
