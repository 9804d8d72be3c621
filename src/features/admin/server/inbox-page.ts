/**
 * What the inbox page shows, read from its address and the store: the filters, one page of
 * messages, the counts at the top and the overdue marker. A GET only reads: the overdue line is
 * worked out once and compared in SQL, and expired messages are purged in the background
 * (purge.ts), never on a view.
 */
import type { AstroCookies } from 'astro';
import type { ServerContext } from '../../../server/context.ts';
import { MESSAGE_STATUSES, type MessageStatus } from '../../leads/model/leads.ts';
import { countHeld, countUnread, listMessages } from '../../leads/server/messages.ts';
import { countNewSince, messageSources } from '../../leads/server/workflow.ts';
import type { InboxFilters, InboxView } from '../message-list.tsx';
import type { NoticeParams } from '../admin-notice.tsx';
import { overdueSince } from '../model/office-time.ts';
import { officeOf } from './admin.ts';

const isView = (value: unknown): value is InboxView =>
  value === 'all' || value === 'trash' || (MESSAGE_STATUSES as readonly unknown[]).includes(value);
const count = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

export function noticeParams(params: URLSearchParams): NoticeParams {
  const prev = params.get('prev');
  return {
    notice: params.get('notice') ?? undefined,
    id: count(params.get('id')),
    prev: (MESSAGE_STATUSES as readonly (string | null)[]).includes(prev) ? (prev as MessageStatus) : undefined,
    n: count(params.get('n')),
    m: count(params.get('m')),
    s: count(params.get('s')),
  };
}

export async function loadInbox({ sql }: ServerContext, url: URL, cookies: AstroCookies) {
  const params = url.searchParams;
  const view = params.get('view');
  const filters: InboxFilters = {
    view: isView(view) ? view : 'new',
    search: (params.get('q') ?? '').trim().slice(0, 200),
    source: (params.get('source') ?? '').slice(0, 300),
    unreadOnly: params.get('unread') === '1',
  };
  const office = officeOf(cookies);
  const since = overdueSince(new Date(), office);
  const [result, unread, held, sources, overdueCount] = await Promise.all([
    listMessages(sql, {
      search: filters.search,
      unreadOnly: filters.unreadOnly,
      status: filters.view,
      source: filters.source || undefined,
      page: Number(params.get('page') ?? '1'),
    }),
    countUnread(sql),
    countHeld(sql),
    messageSources(sql),
    countNewSince(sql, since),
  ]);
  const overdue = new Set(
    result.items
      .filter(
        (message) => message.status === 'new' && !message.deletedAt && Date.parse(message.createdAt) <= since.getTime(),
      )
      .map((message) => message.id),
  );
  return {
    filters,
    result,
    unread,
    counts: { held, overdue: overdueCount },
    sources,
    overdue,
    office,
    notice: noticeParams(params),
  };
}
