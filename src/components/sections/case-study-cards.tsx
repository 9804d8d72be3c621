import ArrowRight from 'lucide-react/icons/arrow-right';
import type { Dictionary } from '../../i18n/dictionary.ts';

export interface CaseStudyTeaser {
  slug: string;
  title: string;
  description: string;
  client: string;
  location: string;
  image: string;
  imageAlt: string;
  categories: readonly string[];
  highlights: readonly { value: string; label: string }[];
}

/** Featured case studies (home page). Renders nothing when the collection is still empty. */
export function CaseStudyCards({
  items,
  text,
  hrefBase,
}: {
  items: readonly CaseStudyTeaser[];
  text: Dictionary['sections'];
  /** e.g. "/portfolio/" */ hrefBase: string;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.slug}
          className="group flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:shadow-raised"
        >
          <div className="aspect-[16/10] overflow-hidden bg-brand-50">
            <img
              src={item.image}
              alt={item.imageAlt}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="text-sm font-medium text-brand-700">
              {item.client} · {item.location}
            </p>
            <h3 className="mt-2 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{item.description}</p>
            {item.highlights.length > 0 && (
              <dl className="mt-5 grid grid-cols-2 gap-3 rounded-control bg-slate-50 p-3">
                {item.highlights.slice(0, 2).map((highlight) => (
                  <div key={highlight.label} className="flex flex-col">
                    <dt className="order-2 text-xs text-slate-600">{highlight.label}</dt>
                    <dd className="font-display text-lg font-bold text-slate-900">{highlight.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <a
              href={`${hrefBase}${item.slug}`}
              className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:gap-2.5 hover:text-brand-800"
            >
              {text.viewCaseStudy}
              <span className="sr-only">: {item.title}</span>
              <ArrowRight aria-hidden="true" className="h-4 w-4 transition-all" />
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Maps a case-study entry (collection `caseStudies`) to what the card needs. */
export function toCaseStudyTeaser(data: CaseStudyTeaser & { date?: Date }): CaseStudyTeaser {
  const { slug, title, description, client, location, image, imageAlt, categories, highlights } = data;
  return { slug, title, description, client, location, image, imageAlt, categories, highlights };
}
