import type { ReactNode } from 'react';

interface LegalDocumentProps {
  title: string;
  /** The whole line, e.g. "Last updated: April 9, 2025". */
  lastUpdated: string;
  children: ReactNode;
}

/** Legal text in a readable measure; the body comes from a Markdown file. */
export function LegalDocument({ title, lastUpdated, children }: LegalDocumentProps) {
  return (
    <article className="container-page py-14 sm:py-20">
      <header className="mx-auto max-w-3xl border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">{lastUpdated}</p>
      </header>
      <div className="prose prose-slate mx-auto mt-10 max-w-3xl prose-headings:font-display prose-a:text-brand-700">
        {children}
      </div>
    </article>
  );
}
