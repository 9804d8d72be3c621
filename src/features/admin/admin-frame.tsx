import type { ReactNode } from 'react';
import Inbox from 'lucide-react/icons/inbox';
import LogOut from 'lucide-react/icons/log-out';
import Users from 'lucide-react/icons/users';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { OFFICES, type Office } from './model/office-time.ts';
import { ADMIN_FORM } from './action-paths.ts';

interface AdminFrameProps {
  title: string;
  current?: 'messages' | 'subscribers';
  csrf: string;
  unread?: number;
  /** Whose clock every time is shown in, and the page to come back to after changing it. */
  office: Office;
  back: string;
  children: ReactNode;
}

const tabs = [
  { key: 'messages', href: '/admin', label: 'Messages', Icon: Inbox },
  { key: 'subscribers', href: '/admin/subscribers', label: 'Subscribers', Icon: Users },
] as const;

/**
 * The admin area's own header (the public site's navigation stays out): heading, office clock,
 * section tabs and a sign-out button (a POST, never a link).
 */
export function AdminFrame({ title, current, csrf, unread = 0, office, back, children }: AdminFrameProps) {
  return (
    <div className="container-page py-6 sm:py-10">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-6">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Brightlane Digital admin</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{title}</h1>
        </div>
        <form method="post" action={ADMIN_FORM.inbox} className="flex items-end gap-2">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="action" value="office" />
          <input type="hidden" name="back" value={back} />
          <div>
            <label htmlFor="admin-office" className="mb-1 block text-xs font-medium text-slate-700">
              Show times in
            </label>
            <select id="admin-office" name="value" defaultValue={office} className={inputClasses('h-11 w-auto py-1')}>
              {Object.entries(OFFICES).map(([key, { label }]) => (
                <option key={key} value={key}>
                  {`${label} time`}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline" size="sm" className="h-11">
            Apply
          </Button>
        </form>
        <form method="post" action={ADMIN_FORM.signOut}>
          <input type="hidden" name="csrf" value={csrf} />
          <Button type="submit" variant="outline" size="sm">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </Button>
        </form>
      </header>
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

interface PagerProps {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}

export function Pager({ page, pageCount, href }: PagerProps) {
  if (pageCount <= 1) return null;
  const link =
    'rounded-control border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:border-brand-400';
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
