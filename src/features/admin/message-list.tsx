import { Download, Search } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import type { MessageStatus, Page, StoredMessage } from '../contact/server/messages.ts';
import { Pager, formatWhen } from './admin-frame.tsx';

interface MessageListProps {
  result: Page<StoredMessage>;
  search: string;
  unreadOnly: boolean;
  /** `held`: messages the bot check doubted, kept for a person to review. */
  view: MessageStatus;
  heldCount: number;
  notice?: string | undefined;
}

const notices: Record<string, string> = { deleted: 'The message was deleted.', unread: 'The message is marked as unread.' };

function pageHref(page: number, search: string, unreadOnly: boolean, view: MessageStatus): string {
  const params = new URLSearchParams();
  if (view === 'held') params.set('view', 'held');
  if (search) params.set('q', search);
  if (unreadOnly) params.set('unread', '1');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin?${query}` : '/admin';
}

const viewLink =
  'rounded-control border border-slate-300 px-3 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** Newest first, searchable by name, e-mail or subject, with read state and paging. */
export function MessageList({ result, search, unreadOnly, view, heldCount, notice }: MessageListProps) {
  const noticeText = notice ? notices[notice] : undefined;
  return (
    <section aria-labelledby="messages-heading">
      {noticeText && (
        <p role="status" className="mb-6 rounded-card border border-success-600/30 bg-success-50 p-4 font-medium text-success-700">
          {noticeText}
        </p>
      )}
      <nav aria-label="Message views" className="mb-6 flex flex-wrap gap-2 text-sm font-semibold">
        <a href="/admin" aria-current={view === 'new' ? 'page' : undefined} className={viewLink}>
          Inbox
        </a>
        <a href="/admin?view=held" aria-current={view === 'held' ? 'page' : undefined} className={viewLink}>
          {`Held for review (${heldCount})`}
        </a>
      </nav>
      {view === 'held' && (
        <p className="mb-6 text-slate-700">
          These messages were sent faster than a person usually types, or without the form's timing. They are kept here, not e-mailed, until you read them.
        </p>
      )}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" action="/admin" role="search" className="flex flex-wrap items-end gap-3">
          {view === 'held' && <input type="hidden" name="view" value="held" />}
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
              placeholder="Name, email or subject"
              className={inputClasses('w-72 max-w-full')}
            />
          </div>
          <label className="flex h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="unread" value="1" defaultChecked={unreadOnly} className="h-4 w-4 accent-brand-600" />
            Unread only
          </label>
          <Button type="submit" variant="secondary">
            <Search aria-hidden="true" className="h-4 w-4" />
            Search
          </Button>
        </form>
        <ButtonLink href="/admin/messages.csv" variant="outline" download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </ButtonLink>
      </div>
      <h2 id="messages-heading" className="mt-8 text-xl font-bold">
        {result.total} {result.total === 1 ? 'message' : 'messages'}
        {search ? ` matching “${search}”` : ''}
      </h2>
      {result.items.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {search || unreadOnly
            ? 'No messages match this search.'
            : view === 'held'
              ? 'No messages are held for review.'
              : 'No messages yet. New messages from the contact forms appear here.'}
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  From
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subject
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {result.items.map((message) => (
                <tr key={message.id} className={message.readAt ? '' : 'bg-brand-50/40 font-medium'}>
                  <td className="px-4 py-3">{message.readAt ? <Badge tone="neutral">Read</Badge> : <Badge tone="brand">Unread</Badge>}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                    <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block text-slate-900">{message.name}</span>
                    <span className="block text-slate-600">{message.email}</span>
                  </td>
                  <td className="px-4 py-3">
                    <a href={`/admin/messages/${message.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                      {message.subject}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={result.page} pageCount={result.pageCount} href={(page) => pageHref(page, search, unreadOnly, view)} />
    </section>
  );
}
