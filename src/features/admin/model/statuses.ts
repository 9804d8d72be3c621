/** How the inbox names each status of the workflow, in one place for the list, the detail page and the CSV. */
import type { MessageStatus } from '../../contact/server/messages.ts';

export const STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  new: 'New',
  replied: 'Replied',
  done: 'Done',
  held: 'Held for review',
  spam: 'Spam',
};

/** The order the workflow moves in, then the two statuses for doubtful messages. */
export const STATUS_ORDER: readonly MessageStatus[] = ['new', 'replied', 'done', 'held', 'spam'];
