/** How the inbox names each status of the workflow, in one place for the list, the detail page and the CSV. */
import type { MessageStatus, SubscriberStatus } from '../../leads/model/leads.ts';

export const STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  new: 'New',
  replied: 'Replied',
  done: 'Done',
  held: 'Held for review',
  spam: 'Spam',
};

/** The order the workflow moves in, then the two statuses for doubtful messages. */
export const STATUS_ORDER: readonly MessageStatus[] = ['new', 'replied', 'done', 'held', 'spam'];

/** A newsletter address: pending until its confirmation link is used (decision 083). */
export const SUBSCRIBER_STATUS_LABELS: Readonly<Record<SubscriberStatus, string>> = {
  pending: 'Pending confirmation',
  active: 'Active',
  unsubscribed: 'Unsubscribed',
};
