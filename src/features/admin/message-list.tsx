import AlarmClock from 'lucide-react/icons/alarm-clock';
import Download from 'lucide-react/icons/download';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import type { MessageStatus, Page, StoredMessage } from '../leads/model/leads.ts';
import { Pager } from './admin-frame.tsx';
import { AdminNotice, type NoticeParams } from './admin-notice.tsx';
import { OFFICES, formatWhen, type Office } from './model/office-time.ts';
import { STATUS_LABELS, STATUS_ORDER } from './model/statuses.ts';
import { ADMIN_FORM } from './action-paths.ts';

export type InboxView = MessageStatus | 'all' | 'trash';

export interface InboxFilters {
  view: InboxView;
  search: string;
  source: string;
  unreadOnly: boolean;
}

interface MessageListProps {
  result: Page<StoredMessage>;
  filters: InboxFilters;
  sources: readonly string[];
  counts: { held: number; overdue: number };
  /** Ids of New messages past one business day. */
  overdue: ReadonlySet<number>;
  office: Office;
  csrf: string;
  notice: NoticeParams;
  /** This page's own address, to come back to after an action. */
  self: string;
}

export const STATUS_TONES: Readonly<Record<MessageStatus, BadgeTone>> = {
  new: 'brand',
  replied: 'accent',
  done: 'success',
  held: 'warning',
  spam: 'danger',
};

const VIEW_LABELS: Readonly<Record<InboxView, string>> = { ...STATUS_LABELS, all: 'All statuses', trash: 'Trash' };
const VIEWS: readonly InboxView[] = [...STATUS_ORDER, 'all', 'trash'];

export function inboxHref(filters: InboxFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.view !== 'new') params.set('view', filters.view);
  if (filters.search) params.set('q', filters.search);
  if (filters.source) params.set('source', filters.source);
  if (filters.unreadOnly) params.set('unread', '1');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

const viewLink =
  'rounded-control border border-slate-300 px-3 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

function QuickActions({ message, csrf, back }: { message: StoredMessage; csrf: string; back: string }) {
  const hidden = (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="id" value={message.id} />
      <input type="hidden" name="back" value={back} />
    </>
  );
  if (message.deletedAt)
    return (
      <form method="post" action={ADMIN_FORM.inbox} className="relative z-10">
        {hidden}
        <input type="hidden" name="action" value="restore" />
        <Button type="submit" variant="outline" size="sm">
          Restore
        </Button>
      </form>
    );
  return (
    <div className="relative z-10 flex flex-wrap items-end gap-2">
      <form method="post" action={ADMIN_FORM.inbox} className="flex items-end gap-2">
        {hidden}
        <input type="hidden" name="action" value="status" />
        <label className="sr-only" htmlFor={`status-${message.id}`}>
          {`Status of “${message.subject}”`}
        </label>
        <select
          id={`status-${message.id}`}
          name="value"
          defaultValue={message.status}
          className={inputClasses('h-11 w-auto py-1')}
        >
          {STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" size="sm" className="h-11">
          Set
        </Button>
      </form>
      <form method="post" action={ADMIN_FORM.inbox}>
        {hidden}
        <input type="hidden" name="action" value="trash" />
        <Button type="submit" variant="outline" size="sm" className="h-11" aria-label={`Delete “${message.subject}”`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </form>
    </div>
  );
}

/** The inbox as cards (one column on a phone): tap a card to open it; status and delete on each card. */
export function MessageList({
  result,
  filters,
  sources,
  counts,
  overdue,
  office,
  csrf,
  notice,
  self,
}: MessageListProps) {
  const { view, search, source, unreadOnly } = filters;
  return (
    <section aria-labelledby="messages-heading">
      <AdminNotice params={notice} csrf={csrf} back={self} />
      {counts.overdue > 0 && (
        <p className="mb-6 flex items-center gap-2 rounded-card border border-warning-600/30 bg-warning-50 p-4 font-semibold text-warning-700">
          <AlarmClock aria-hidden="true" className="h-5 w-5 shrink-0" />
          <a
            href="/admin"
            className="underline underline-offset-4"
          >{`${counts.overdue} New ${counts.overdue === 1 ? 'message is' : 'messages are'} overdue`}</a>
          <span className="font-normal">{`(no answer within one business day, ${OFFICES[office].label} office hours)`}</span>
        </p>
      )}
      <nav aria-label="Message views" className="mb-6 flex flex-wrap gap-2 text-sm font-semibold">
        {(['new', 'replied', 'done', 'held', 'trash'] as const).map((key) => (
          <a
            key={key}
            href={inboxHref({ view: key, search: '', source: '', unreadOnly: false })}
            aria-current={view === key ? 'page' : undefined}
            className={viewLink}
          >
            {key === 'held' ? `Held for review (${counts.held})` : key === 'new' ? 'Inbox' : VIEW_LABELS[key]}
          </a>
        ))}
      </nav>
      {view === 'held' && (
        <p className="mb-6 text-slate-700">
          These messages were sent faster than a person usually types, or without the form's timing. They are kept here,
          not e-mailed, until you read them.
        </p>
      )}
      {view === 'trash' && (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-700">Deleted messages stay here for 30 days, then they are deleted for good.</p>
          {result.total > 0 && !filters.search && !filters.source && (
            <form method="post" action={ADMIN_FORM.inbox} className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="csrf" value={csrf} />
              <input type="hidden" name="action" value="empty-trash" />
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  name="confirm"
                  value={String(result.total)}
                  required
                  className="h-4 w-4 accent-danger-600"
                />
                {`Yes, delete ${result.total === 1 ? 'the 1 message' : `all ${result.total} messages`} in the trash for good`}
              </label>
              <Button type="submit" variant="danger" size="sm">
                Empty trash now
              </Button>
            </form>
          )}
        </div>
      )}
      <form method="get" action="/admin" role="search" className="grid gap-3 sm:flex sm:flex-wrap sm:items-end">
        <div>
          <label htmlFor="admin-search" className="mb-1.5 block text-sm font-medium text-slate-800">
            Search messages
          </label>
          <input
            id="admin-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder="Name, email, subject or text"
            className={inputClasses('w-full sm:w-72')}
          />
        </div>
        <div>
          <label htmlFor="admin-view" className="mb-1.5 block text-sm font-medium text-slate-800">
            Status
          </label>
          <select id="admin-view" name="view" defaultValue={view} className={inputClasses('w-full sm:w-44')}>
            {VIEWS.map((key) => (
              <option key={key} value={key}>
                {VIEW_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="admin-source" className="mb-1.5 block text-sm font-medium text-slate-800">
            Source
          </label>
          <select id="admin-source" name="source" defaultValue={source} className={inputClasses('w-full sm:w-52')}>
            <option value="">Every page and tool</option>
            {sources.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="unread"
            value="1"
            defaultChecked={unreadOnly}
            className="h-4 w-4 accent-brand-600"
          />
          Unread only
        </label>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="h-4 w-4" />
          Search
        </Button>
      </form>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-heading" className="text-xl font-bold">
          {result.total} {result.total === 1 ? 'message' : 'messages'}
          {search ? ` matching “${search}”` : ''}
        </h2>
        <ButtonLink href="/admin/messages.csv" variant="outline" size="sm" download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </ButtonLink>
      </div>
      {result.items.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {search || unreadOnly || source
            ? 'No messages match this search.'
            : view === 'held'
              ? 'No messages are held for review.'
              : view === 'trash'
                ? 'The trash is empty.'
                : 'No messages here. New messages from the contact forms appear in the Inbox.'}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {result.items.map((message) => {
            const late = overdue.has(message.id);
            return (
              <li
                key={message.id}
                className={`relative rounded-card border p-4 hover:border-brand-400 ${late ? 'border-warning-600/50 bg-warning-50' : message.readAt ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50/40'}`}
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={STATUS_TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
                  {!message.readAt && <Badge tone="brand">Unread</Badge>}
                  {late && <Badge tone="warning">Overdue</Badge>}
                  <span className="text-xs font-semibold text-slate-600 uppercase">{message.lang}</span>
                  <time dateTime={message.createdAt} className="text-sm text-slate-700">
                    {formatWhen(message.createdAt, office)}
                  </time>
                </div>
                <h3 className="mt-2 text-base font-semibold break-words">
                  {/* The link covers the whole card, so tapping anywhere on it opens the message. */}
                  <a
                    href={`/admin/messages/${message.id}`}
                    className="text-brand-700 underline-offset-4 after:absolute after:inset-0 hover:underline"
                  >
                    {message.subject}
                  </a>
                </h3>
                <p className="mt-1 text-sm break-words text-slate-700">
                  {message.name} · {message.email}
                </p>
                <p className="mt-1 line-clamp-2 text-sm break-words text-slate-600">{message.message}</p>
                <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
                  <span className="text-xs text-slate-600">{`From ${message.source || 'an unknown page'}`}</span>
                  <QuickActions message={message} csrf={csrf} back={self} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={result.page} pageCount={result.pageCount} href={(page) => inboxHref(filters, page)} />
    </section>
  );
}
