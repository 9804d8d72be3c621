import { Download } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { Page, Subscriber } from '../contact/server/messages.ts';
import { Pager, formatWhen } from './admin-frame.tsx';

/** Newsletter sign-ups, newest first, with the CSV export. */
export function SubscriberList({ result }: { result: Page<Subscriber> }) {
  return (
    <section aria-labelledby="subscribers-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="subscribers-heading" className="text-xl font-bold">
          {result.total} {result.total === 1 ? 'subscriber' : 'subscribers'}
        </h2>
        <ButtonLink href="/admin/subscribers.csv" variant="outline" download>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </ButtonLink>
      </div>
      {result.items.length === 0 ? (
        <p className="mt-4 text-slate-600">No subscribers yet. Sign-ups from the newsletter boxes appear here.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-card border border-slate-200">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {result.items.map((subscriber) => (
                <tr key={subscriber.id}>
                  <td className="px-4 py-3 text-slate-900">{subscriber.email}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <time dateTime={subscriber.createdAt}>{formatWhen(subscriber.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={result.page} pageCount={result.pageCount} href={(page) => (page > 1 ? `/admin/subscribers?page=${page}` : '/admin/subscribers')} />
    </section>
  );
}
