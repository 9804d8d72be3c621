import { Home } from 'lucide-react';
import type { Dictionary } from '../../i18n/dictionary.ts';

/** The 404 notice, in the language of the path that was asked for. */
export function NotFound({ path, text, homeHref }: { path: string; text: Dictionary['notFound']; homeHref: string }) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <p className="font-display text-7xl font-extrabold text-brand-600 sm:text-8xl">404</p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{text.title}</h1>
      <p className="mt-4 max-w-xl text-lg break-words text-slate-600">
        {text.text} <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{path}</code>
      </p>
      <a href={homeHref} className="mt-8 inline-flex items-center gap-2 rounded-control bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        <Home aria-hidden="true" className="h-4 w-4" /> {text.home}
      </a>
    </section>
  );
}
