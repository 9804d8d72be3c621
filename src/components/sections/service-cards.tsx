import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import type { Service } from '../../i18n/site-content.ts';
import { contentIcons } from '../ui/content-icons.ts';
import { IconChip } from './icon-chip.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';

interface ServiceCardsProps {
  services: readonly Service[];
  text: Dictionary['sections'];
  /** The services page and the contact page in the page's language. */
  servicesHref: string;
  contactHref: string;
}

/** Home page: six short cards, each linking to its section of /services. */
export function ServiceSummaryCards({ services, text, servicesHref }: Omit<ServiceCardsProps, 'contactHref'>) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          className="group relative flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-raised sm:p-8"
        >
          <IconChip icon={contentIcons[service.icon]} />
          <h3 className="mt-5 text-lg font-semibold">
            <a
              href={`${servicesHref}#${service.id}`}
              className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500"
            >
              {service.title}
            </a>
          </h3>
          <p className="mt-2 flex-1 leading-7 text-slate-600">{service.summary}</p>
          <p
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:gap-2"
          >
            {text.learnMore} <ArrowRight className="h-4 w-4 transition-all" />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Services page: the full cards with features and price; each is the target of /services#id. */
export function ServiceDetailCards({ services, text, contactHref }: Omit<ServiceCardsProps, 'servicesHref'>) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li
          key={service.id}
          id={service.id}
          className="flex scroll-mt-28 flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card target:border-brand-400 target:ring-2 target:ring-brand-200 sm:p-8"
        >
          <IconChip icon={contentIcons[service.icon]} size="lg" />
          <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
          <p className="mt-3 leading-7 text-slate-600">{service.description}</p>
          <h4 className="mt-6 text-sm font-semibold tracking-wide text-slate-900 uppercase">{text.whatYouGet}</h4>
          <ul className="mt-3 flex-1 space-y-2.5">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-slate-700">
                <Check aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-success-600" strokeWidth={2.5} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex items-center justify-between gap-4 border-t border-slate-100 pt-5">
            <p className="text-sm text-slate-600">
              {text.pricing} <span className="font-semibold text-slate-900">{service.price}</span>
            </p>
            <a href={contactHref} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
              {text.getQuote}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
