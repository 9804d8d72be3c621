import type { ReactNode } from 'react';
import type { Metric } from './metric-tiles.tsx';
import type { Dictionary } from '../../../i18n/dictionary.ts';

interface CaseStudyBodyProps {
  /** The article's own section headings (h2), for the "On this page" list. */
  sections: readonly { slug: string; text: string }[];
  highlights: readonly Metric[];
  children: ReactNode;
  text: Dictionary['caseStudy'];
}

/** The article column (rendered MDX) with a sticky side panel: key figures and section links. */
export function CaseStudyBody({ sections, highlights, children, text }: CaseStudyBodyProps) {
  return (
    <div className="container-page grid gap-12 pt-10 pb-4 lg:grid-cols-[minmax(0,1fr)_17rem] lg:pt-16">
      {/* Before the article in the document as on a phone's screen: a page drawn while it is still
          arriving never shows the article first and then pushes it down under the summary. */}
      <aside aria-label={text.summary} className="lg:col-start-2 lg:row-start-1">
        <div className="space-y-8 lg:sticky lg:top-28">
          {highlights.length > 0 && (
            <div className="rounded-card bg-brand-900 p-6 text-white shadow-raised">
              <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{text.atAGlance}</p>
              <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-1">
                {highlights.map((item) => (
                  <div key={item.label} className="flex flex-col">
                    <dt className="order-2 text-sm text-brand-100">{item.label}</dt>
                    <dd className="order-1 font-display text-xl font-extrabold sm:text-2xl">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
          {sections.length > 0 && (
            <nav aria-label={text.onThisPage} className="hidden lg:block">
              <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{text.onThisPage}</p>
              <ol className="mt-3 space-y-1 border-l border-slate-200">
                {sections.map((section) => (
                  <li key={section.slug}>
                    <a
                      href={`#${section.slug}`}
                      className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-sm text-slate-600 hover:border-brand-500 hover:text-brand-800"
                    >
                      {section.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </div>
      </aside>
      <article
        className={
          'lg:col-start-1 lg:row-start-1 prose prose-slate max-w-none min-w-0 lg:prose-lg prose-headings:scroll-mt-28 prose-headings:font-display prose-headings:tracking-tight ' +
          'prose-h2:mt-14 prose-h2:border-t prose-h2:border-slate-200 prose-h2:pt-10 [&_h2:first-of-type]:mt-0 [&_h2:first-of-type]:border-t-0 [&_h2:first-of-type]:pt-0 prose-a:text-brand-700 prose-strong:text-slate-900'
        }
      >
        {children}
      </article>
    </div>
  );
}
