import type { ReactNode } from 'react';
import { Inbox, LogOut, Users } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

interface AdminFrameProps {
  title: string;
  current?: 'messages' | 'subscribers';
  csrf: string;
  unread?: number;
  children: ReactNode;
}

const tabs = [
  { key: 'messages', href: '/admin', label: 'Messages', Icon: Inbox },
  { key: 'subscribers', href: '/admin/subscribers', label: 'Subscribers', Icon: Users },
] as const;

/** The inbox chrome: heading, section tabs and a sign-out button (a POST, never a link). */
export function AdminFrame({ title, current, csrf, unread = 0, children }: AdminFrameProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{title}</h1>
        </div>
        <form method="post" action="/admin/sign-out">
          <input type="hidden" name="csrf" value={csrf} />
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </Button>
        </form>
      </div>
      <nav aria-label="Admin sections" className="mt-6">
        <ul className="flex gap-2">
          {tabs.map(({ key, href, label, Icon }) => (
            <li key={key}>
              <a
                href={href}
                aria-current={current === key ? 'page' : undefined}
                className="inline-flex items-center gap-2 rounded-control px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
                {key === 'messages' && unread > 0 && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </div>
  );
}

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Australia/Sydney' }).format(date);
}

interface PagerProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}

export function Pager({ page, pageCount, href }: PagerProps) {
  if (pageCount <= 1) return null;
  const link = 'rounded-control border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-400';
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <a href={href(page - 1)} className={link} rel="prev">
          Previous
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-600">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a href={href(page + 1)} className={link} rel="next">
          Next
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
