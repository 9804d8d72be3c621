import { ArrowRight, Clock } from 'lucide-react';

const DEFAULT_GONE_TITLE = 'Page No Longer Available';
const DEFAULT_GONE_TEXT = 'This page has been removed and is no longer available.';
const DEFAULT_REDIRECT_DELAY = 5;

const goneLinks = [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Portfolio', href: '/portfolio' },
  { label: 'Blog', href: '/blog' },
] as const;

interface GoneNoticeProps {
  title?: string | undefined;
  description?: string | undefined;
  redirectUrl?: string | undefined;
  redirectLabel?: string | undefined;
  delaySeconds?: number | undefined;
}

/** The 410 notice. The countdown is driven by gone-countdown.ts; a meta refresh covers no-JS. */
export function GoneNotice({
  title = DEFAULT_GONE_TITLE,
  description = DEFAULT_GONE_TEXT,
  redirectUrl,
  redirectLabel,
  delaySeconds = DEFAULT_REDIRECT_DELAY,
}: GoneNoticeProps) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-display text-6xl font-extrabold text-brand-600 sm:text-7xl">410</p>
      <h1 className="mt-4 max-w-2xl text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{description}</p>
      {redirectUrl && (
        <div
          className="mt-8 flex flex-col items-center gap-4 rounded-card border border-brand-100 bg-brand-50 px-6 py-5"
          data-gone-redirect={redirectUrl}
          data-gone-delay={delaySeconds}
        >
          <p role="status" className="flex items-center gap-2 text-brand-900">
            <Clock aria-hidden="true" className="h-5 w-5" />
            <span>
              Redirecting you to {redirectLabel ?? redirectUrl} in <span data-gone-seconds>{delaySeconds}</span>{' '}
              <span data-gone-unit>{delaySeconds === 1 ? 'second' : 'seconds'}</span>.
            </span>
          </p>
          <a href={redirectUrl} className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Go Now <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
          <button type="button" data-gone-cancel className="invisible text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950">
            Stay on this page
          </button>
        </div>
      )}
      <nav aria-label="Helpful links" className="mt-10">
        <p className="text-sm font-medium text-slate-600">Or continue to:</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {goneLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
