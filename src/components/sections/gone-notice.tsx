import ArrowRight from 'lucide-react/icons/arrow-right';
import Clock from 'lucide-react/icons/clock';
import { en } from '../../i18n/ui/en.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';

export const DEFAULT_GONE_TITLE = en.gone.title;
export const DEFAULT_GONE_TEXT = en.gone.text;
export const DEFAULT_REDIRECT_DELAY = 5;

type GoneText = Dictionary['gone'];

/** The helpful links under the notice, labelled in the page's language. */
export function goneLinks(
  text: GoneText,
  hrefs: Readonly<Record<'home' | 'services' | 'solutions' | 'portfolio' | 'blog', string>>,
) {
  return (['home', 'services', 'solutions', 'portfolio', 'blog'] as const).map((key) => ({
    label: text[key],
    href: hrefs[key],
  }));
}

interface GoneNoticeProps {
  title?: string | undefined;
  description?: string | undefined;
  redirectUrl?: string | undefined;
  redirectLabel?: string | undefined;
  delaySeconds?: number | undefined;
  text: GoneText;
  /** Home, services, solutions, portfolio and blog in the page's language. */
  links: readonly { label: string; href: string }[];
}

/** The 410 notice. The countdown is driven by gone-countdown.ts; a meta refresh covers no-JS. */
export function GoneNotice({
  title,
  description,
  redirectUrl,
  redirectLabel,
  delaySeconds = DEFAULT_REDIRECT_DELAY,
  text,
  links,
}: GoneNoticeProps) {
  // The target is a link label, so the sentence is split around it rather than filled.
  const [before = '', after = ''] = text.redirecting.split('{target}');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-display text-6xl font-extrabold text-brand-600 sm:text-7xl">410</p>
      <h1 className="mt-4 max-w-2xl text-3xl font-bold sm:text-4xl">{title ?? text.title}</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{description ?? text.text}</p>
      {redirectUrl && (
        <div
          className="mt-8 flex flex-col items-center gap-4 rounded-card border border-brand-100 bg-brand-50 px-6 py-5"
          data-gone-redirect={redirectUrl}
          data-gone-delay={delaySeconds}
          data-gone-unit-one={text.second}
          data-gone-unit-many={text.seconds}
          data-gone-cancelled={text.cancelled}
        >
          <p role="status" className="flex items-center gap-2 text-brand-900">
            <Clock aria-hidden="true" className="h-5 w-5" />
            <span>
              {before}
              {redirectLabel ?? redirectUrl}
              {after} <span data-gone-seconds>{delaySeconds}</span>{' '}
              <span data-gone-unit>{delaySeconds === 1 ? text.second : text.seconds}</span>.
            </span>
          </p>
          <a
            href={redirectUrl}
            className="inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {text.goNow} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
          <button
            type="button"
            data-gone-cancel
            className="invisible text-sm font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {text.stay}
          </button>
        </div>
      )}
      <nav aria-label={text.helpfulLinks} className="mt-10">
        <p className="text-sm font-medium text-slate-600">{text.continueTo}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-3">
          {links.map((link) => (
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
