import Download from 'lucide-react/icons/download';
import UserX from 'lucide-react/icons/user-x';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import type { ErasureRecord, Page, Subscriber, SubscriberStatus } from '../leads/model/leads.ts';
import { Pager } from './admin-frame.tsx';
import { AdminNotice, plural, type NoticeParams } from './admin-notice.tsx';
import { formatWhen, type Office } from './model/office-time.ts';
import { SUBSCRIBER_STATUS_LABELS } from './model/statuses.ts';
import { ADMIN_FORM } from './action-paths.ts';

const STATUS_TONES = { pending: 'warning', active: 'success', unsubscribed: 'neutral' } as const satisfies Record<
  SubscriberStatus,
  string
>;

interface SubscriberListProps {
  result: Page<Subscriber & { unsubscribeUrl: string }>;
  office: Office;
  csrf: string;
  notice: NoticeParams;
  erasures: readonly ErasureRecord[];
}

/**
 * Newsletter sign-ups, newest first, each marked pending (not confirmed yet: gets no newsletter),
 * active or unsubscribed; the CSV holds active ones unless asked.
 */
export function SubscriberList({ result, office, csrf, notice, erasures }: SubscriberListProps) {
  return (
    <section aria-labelledby="subscribers-heading">
      <AdminNotice params={notice} csrf={csrf} back="/admin/subscribers" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="subscribers-heading" className="text-xl font-bold">
          {result.total} {result.total === 1 ? 'sign-up' : 'sign-ups'}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ButtonLink href="/admin/subscribers.csv" variant="outline" size="sm" download>
            <Download aria-hidden="true" className="h-4 w-4" />
            Export CSV (active only)
          </ButtonLink>
          <ButtonLink href="/admin/subscribers.csv?all=1" variant="outline" size="sm" download>
            Export all, with pending and unsubscribed
          </ButtonLink>
        </div>
      </div>
      {result.items.length === 0 ? (
        <p className="mt-4 text-slate-600">No subscribers yet. Sign-ups from the newsletter boxes appear here.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {result.items.map((subscriber) => (
            <li key={subscriber.id} className="rounded-card border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-all text-slate-900">{subscriber.email}</span>
                <Badge tone={STATUS_TONES[subscriber.status]}>{SUBSCRIBER_STATUS_LABELS[subscriber.status]}</Badge>
                <span className="text-xs font-semibold text-slate-600 uppercase">{subscriber.lang}</span>
              </div>
              <p className="mt-1 text-slate-700">
                {'Signed up '}
                <time dateTime={subscriber.createdAt}>{formatWhen(subscriber.createdAt, office)}</time>
                {subscriber.source ? ` from ${subscriber.source}` : ''}
                {subscriber.status === 'pending' ? '; waiting for the confirmation link to be used' : ''}
                {subscriber.status !== 'pending' && subscriber.confirmedAt
                  ? `; confirmed ${formatWhen(subscriber.confirmedAt, office)}`
                  : ''}
                {subscriber.unsubscribedAt ? `; unsubscribed ${formatWhen(subscriber.unsubscribedAt, office)}` : ''}
              </p>
              {subscriber.status === 'active' && (
                <p className="mt-1 break-all text-slate-600">
                  {'Unsubscribe link for mailings: '}
                  <code>{subscriber.unsubscribeUrl}</code>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={result.page}
        pageCount={result.pageCount}
        href={(page) => (page > 1 ? `/admin/subscribers?page=${page}` : '/admin/subscribers')}
      />
      <section aria-labelledby="erase-heading" className="mt-10 rounded-card border border-danger-600/30 p-5">
        <h2 id="erase-heading" className="flex items-center gap-2 text-lg font-bold">
          <UserX aria-hidden="true" className="h-5 w-5 text-danger-700" />
          Erase a person's data
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          For an erasure request: deletes every message and newsletter sign-up from the address, for good. You will see
          how many before anything goes; the erase log keeps only the time and the counts.
        </p>
        <form method="post" action={ADMIN_FORM.erase} className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="erase" />
          <input type="hidden" name="back" value="/admin/subscribers" />
          <div>
            <label htmlFor="erase-email" className="mb-1.5 block text-sm font-medium text-slate-800">
              E-mail address to erase
            </label>
            <input
              id="erase-email"
              name="value"
              type="email"
              required
              maxLength={254}
              className={inputClasses('w-72 max-w-full')}
            />
          </div>
          <Button type="submit" variant="danger" size="sm" className="h-11">
            Erase
          </Button>
        </form>
        {erasures.length > 0 && (
          <div className="mt-4">
            <h3 className="text-sm font-semibold text-slate-800">Erase log</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-600">
              {erasures.map((erasure, index) => (
                <li key={index}>
                  <time dateTime={erasure.at}>{formatWhen(erasure.at, office)}</time>
                  {erasure.messages === null
                    ? ''
                    : `: ${plural(erasure.messages, 'message')} and ${plural(erasure.subscribers ?? 0, 'newsletter sign-up')}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </section>
  );
}
