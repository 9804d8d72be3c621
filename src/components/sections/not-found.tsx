import Home from 'lucide-react/icons/house';
import Search from 'lucide-react/icons/search';
import type { Dictionary } from '../../i18n/dictionary.ts';

interface NotFoundProps {
  path: string;
  text: Dictionary['notFound'];
  homeHref: string;
  /** The blog search of the page's language (it works without JavaScript). */
  searchAction: string;
  /** The main sections a lost visitor is most likely looking for, in the page's language. */
  sections: readonly { label: string; href: string }[];
}

/** The 404 notice, in the language of the path that was asked for. */
export function NotFound({ path, text, homeHref, searchAction, sections }: NotFoundProps) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-display text-7xl font-extrabold text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{text.title}</h1>
      <p className="mt-4 max-w-xl text-lg break-words text-slate-600">
        {text.text} <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{path}</code>
      </p>
      <a
        href={homeHref}
        className="mt-8 inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <Home aria-hidden="true" className="h-4 w-4" /> {text.home}
      </a>
      <form role="search" action={searchAction} method="get" className="mt-10 flex w-full max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {text.searchLabel}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          maxLength={100}
          placeholder={text.searchLabel}
          className="min-w-0 flex-1 rounded-control border border-slate-300 px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-control border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Search aria-hidden="true" className="h-4 w-4" /> {text.searchButton}
        </button>
      </form>
      <nav aria-label={text.sectionsLabel} className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {sections.map((section) => (
            <li key={section.href}>
              <a
                href={section.href}
                className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-400 hover:text-brand-700"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
