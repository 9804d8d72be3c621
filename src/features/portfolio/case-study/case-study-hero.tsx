import ArrowLeft from 'lucide-react/icons/arrow-left';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { Badge } from '../../../components/ui/badge.tsx';
import { CASE_IMAGE_HEIGHT, CASE_IMAGE_WIDTH, categoryLabel } from '../portfolio-card.tsx';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { formatDate } from '../../../i18n/format.ts';
import type { Locale } from '../../../lib/locales.ts';

interface CaseStudyHeroProps {
  title: string;
  description: string;
  format: string;
  client: string;
  location: string;
  categories: readonly string[];
  image: string;
  imageAlt: string;
  /** ISO date */
  date: string;
  locale: Locale;
  text: Dictionary['caseStudy'];
  /** Category names in the page's language. */
  categoryText: Dictionary['portfolio'];
  /** The portfolio list in the page's language. */
  backHref: string;
}

export function CaseStudyHero(props: CaseStudyHeroProps) {
  const {
    title,
    description,
    format,
    client,
    location,
    categories,
    image,
    imageAlt,
    date,
    locale,
    text,
    categoryText,
    backHref,
  } = props;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="container-page relative py-10 sm:py-14">
        <a
          href={backHref}
          className="inline-flex items-center gap-2 rounded-control text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline hover:underline-offset-4"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {text.back}
        </a>
        <div className="mt-8 grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone="brand">{text.badge}</Badge>
              <span className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{format}</span>
            </div>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
            <p className="mt-5 text-lg leading-8 text-slate-600">{description}</p>
            <dl className="mt-8 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-semibold text-slate-900">{text.client}</dt>
                <dd className="mt-1 text-slate-700">{client}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{text.location}</dt>
                <dd className="mt-1 flex items-center gap-1.5 text-slate-700">
                  <MapPin aria-hidden="true" className="h-4 w-4 text-brand-600" /> {location}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{text.published}</dt>
                <dd className="mt-1 flex items-center gap-1.5 text-slate-700">
                  <CalendarDays aria-hidden="true" className="h-4 w-4 text-brand-600" />
                  <time dateTime={date}>{formatDate(date, locale, { month: 'long', year: 'numeric' })}</time>
                </dd>
              </div>
            </dl>
            <ul aria-label={categoryText.categories} className="mt-6 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category}>
                  <Badge tone="neutral">{categoryLabel(category, categoryText)}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <img
            src={image}
            alt={imageAlt}
            width={CASE_IMAGE_WIDTH}
            height={CASE_IMAGE_HEIGHT}
            fetchPriority="high"
            decoding="async"
            className="w-full rounded-[1.25rem] border border-slate-200 bg-slate-100 shadow-raised"
          />
        </div>
      </div>
    </section>
  );
}
