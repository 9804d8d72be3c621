import { NewsletterForm } from './newsletter-form.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '../../lib/locales.ts';

interface NewsletterBoxProps {
  /** Unique on the page: the footer's box and an article's box sit on the same page. */
  idPrefix: string;
  placement: 'footer' | 'article';
  lang: Locale;
  /** The page the box sits on, kept with the sign-up as its consent record says. */
  source: string;
  text: Dictionary['newsletter'];
}

/**
 * The newsletter sign-up as a plain HTML form, rendered without hydration: it posts to
 * /api/newsletter and the server redirects back to the page with the outcome in the fragment, so
 * a page that had no JavaScript still has none.
 */
export function NewsletterBox({ idPrefix, placement, lang, source, text }: NewsletterBoxProps) {
  const footer = placement === 'footer';
  const titleId = `${idPrefix}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={
        footer ? 'grid gap-6 lg:grid-cols-2 lg:gap-12' : 'rounded-card border border-brand-100 bg-brand-50 p-6 sm:p-8'
      }
    >
      <div>
        <h2
          id={titleId}
          className={
            footer ? 'font-display text-xl font-bold text-white' : 'font-display text-2xl font-bold text-slate-900'
          }
        >
          {footer ? text.footerTitle : text.articleTitle}
        </h2>
        <p className={`mt-2 text-sm leading-6 ${footer ? 'text-slate-300' : 'text-slate-700'}`}>
          {footer ? text.footerText : text.articleText}
        </p>
      </div>
      <div className={footer ? '' : 'mt-5'}>
        <NewsletterForm
          idPrefix={idPrefix}
          tone={footer ? 'dark' : 'light'}
          lang={lang}
          source={source}
          text={text}
          emailLabel={footer ? text.footerEmail : text.articleEmail}
        />
      </div>
    </section>
  );
}
