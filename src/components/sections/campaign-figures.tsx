import ArrowRight from 'lucide-react/icons/arrow-right';
import { fill, type Dictionary } from '../../i18n/dictionary.ts';

interface CampaignFiguresProps {
  figures: readonly { value: string; label: string }[];
  /** The case study the figures come from: its title and page. */
  source: { title: string; href: string; client?: string };
  text: Dictionary['sections'];
}

/** Headline numbers, always shown with the case study that backs them. */
export function CampaignFigures({ figures, source, text }: CampaignFiguresProps) {
  return (
    <figure className="relative overflow-hidden rounded-[1.5rem] bg-brand-950 px-6 py-10 text-white shadow-raised sm:px-10 sm:py-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-20 h-64 w-64 rounded-full bg-brand-500/30 blur-3xl"
      />
      <dl className="relative grid grid-cols-2 gap-8 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col">
            <dt className="order-2 mt-1 text-sm text-brand-100">{figure.label}</dt>
            <dd className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <figcaption className="relative mt-8 flex flex-col gap-3 border-t border-white/15 pt-6 text-sm text-brand-100 sm:flex-row sm:items-center sm:justify-between">
        <span>
          {text.figuresSource} <cite className="font-semibold text-white not-italic">{source.title}</cite>
          {source.client ? (
            <span className="block text-brand-200">{fill(text.figuresClient, { client: source.client })}</span>
          ) : null}
        </span>
        <a
          href={source.href}
          className="inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
        >
          {text.figuresLink} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </a>
      </figcaption>
    </figure>
  );
}
