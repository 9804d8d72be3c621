import ArrowRight from 'lucide-react/icons/arrow-right';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import type { Guide } from '../../content/guide-schema.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '../../lib/locales.ts';
import { formatPostDate } from './post-cards.tsx';

export type GuideText = Dictionary['guide'];

const fillIn = (template: string, name: string, value: string | number) => template.replace(`{${name}}`, String(value));

export interface DownloadLinks {
  markdown: string;
  csv: string;
}

/** Real files generated at build (see src/pages/downloads). Plain links: they work without JavaScript. */
export function DownloadButtons({ guide, links, text }: { guide: Guide; links: DownloadLinks; text: GuideText }) {
  const base =
    'inline-flex h-12 items-center justify-center gap-2 rounded-control px-5 font-semibold transition-colors';
  return (
    <div className="flex flex-wrap gap-3">
      <a
        href={links.markdown}
        download={`${guide.slug}.md`}
        className={`${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`}
      >
        <Download aria-hidden="true" className="h-5 w-5" />
        {text.downloadChecklist}
        <span className="sr-only"> {text.asMarkdown}</span>
        <span aria-hidden="true" className="text-sm font-normal text-brand-100">
          (.md)
        </span>
      </a>
      <a
        href={links.csv}
        download={`${guide.slug}.csv`}
        className={`${base} border border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:text-brand-800`}
      >
        <FileSpreadsheet aria-hidden="true" className="h-5 w-5" />
        {text.downloadCsv}
        <span className="sr-only"> {text.forSpreadsheets}</span>
      </a>
    </div>
  );
}

export function GuideMeta({
  guide,
  checks,
  text,
  locale,
}: {
  guide: Guide;
  checks: number;
  text: GuideText;
  locale: Locale;
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <FileText aria-hidden="true" className="h-4 w-4" /> {fillIn(text.checks, 'count', checks)}
      </span>
      <span>
        {text.reviewed} <time dateTime={guide.updated}>{formatPostDate(guide.updated, locale)}</time>
      </span>
    </p>
  );
}

export function GuideIntro({ blocks }: { blocks: Guide['intro'] }) {
  return (
    <div className="space-y-10">
      {blocks.map((block, index) => (
        <section key={block.title} id={`intro-${index + 1}`} className="scroll-mt-28">
          <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg leading-8 text-slate-600">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

export function GuideTools({ tools, text }: { tools: NonNullable<Guide['tools']>; text: GuideText }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{tools.title}</h2>
      <p className="mt-4 text-lg leading-8 text-slate-600">{tools.intro}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {tools.items.map((tool) => (
          <li key={tool.name} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-card">
            <h3 className="text-lg font-semibold">{tool.name}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{tool.use}</p>
            <p className="mt-3 rounded-control bg-slate-50 px-3 py-2 text-sm text-slate-700">
              <span className="font-semibold">{text.freePlan}</span> {tool.freePlan}
            </p>
            <a
              href={tool.href}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              {fillIn(text.visit, 'name', tool.name)}
              <span className="sr-only"> {text.newTab}</span>
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GuideSteps({ steps, text }: { steps: NonNullable<Guide['steps']>; text: GuideText }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight">{steps.title}</h2>
      <p className="mt-4 text-lg leading-8 text-slate-600">{steps.intro}</p>
      <ol className="mt-8 space-y-6">
        {steps.items.map((step, index) => (
          <li key={step.name} className="flex gap-5">
            <span
              aria-hidden="true"
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-display font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">{fillIn(text.step, 'number', index + 1)} </span>
                {step.name}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Aside: contents, downloads and related links; sticky on wide screens. */
export function GuideAside({
  guide,
  contents,
  text,
}: {
  guide: Guide;
  contents: readonly { id: string; label: string }[];
  text: GuideText;
}) {
  return (
    <aside aria-label={text.onThisPage} className="space-y-6 lg:sticky lg:top-28">
      <nav aria-label={text.contents} className="rounded-card border border-slate-200 bg-white p-5 shadow-card">
        <p className="text-sm font-semibold tracking-wide text-slate-900 uppercase">{text.contents}</p>
        <ul className="mt-3 space-y-2 text-sm">
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`} className="text-slate-700 hover:text-brand-700 hover:underline">
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="rounded-card border border-slate-200 bg-white p-5 print:hidden">
        <p className="font-semibold text-slate-900">{text.related}</p>
        <ul className="mt-3 space-y-2 text-sm">
          {guide.related.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
                {link.label} <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
