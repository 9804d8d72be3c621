import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import ExternalLink from 'lucide-react/icons/external-link';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import ListChecks from 'lucide-react/icons/list-checks';
import Wrench from 'lucide-react/icons/wrench';
import type { resourceTypes } from '../../content/site-schemas.ts';
import type { FreeResource } from '../../i18n/site-content.ts';
import { ALL_LABEL, filterLabels, isExternal } from '../../lib/resource-labels.ts';
import { IconChip } from './icon-chip.tsx';

type ResourceType = (typeof resourceTypes)[number];

const typeIcons: Record<ResourceType, LucideIcon> = {
  course: GraduationCap,
  certificate: GraduationCap,
  checklist: ListChecks,
  guide: BookOpen,
  toolkit: Wrench,
  tools: Wrench,
};

/** The grid's fixed words; {count}, {label}, {publisher} and {type} are filled in. */
export interface ResourceGridText {
  filterGroup: string;
  all: string;
  showingAll: string;
  showingOne: string;
  showingMany: string;
  labels: string;
  visit: string;
  newTab: string;
  open: string;
  /** The visible name of each resource type. */
  types: Readonly<Record<ResourceType, string>>;
}

interface ResourceGridProps {
  resources: readonly FreeResource[];
  text: ResourceGridText;
  /** Locale for sorting the filter labels. */
  sortLocale?: string;
  /** Adds the label filter (enhanced by resource-filter.ts; without JavaScript every card shows). */
  filterable?: boolean;
  headingLevel?: 'h3' | 'h4';
}

export function ResourceGrid({
  resources,
  text,
  sortLocale = 'en',
  filterable = false,
  headingLevel: Heading = 'h3',
}: ResourceGridProps) {
  const fillIn = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  return (
    <div data-resource-filter-root>
      {filterable && (
        <div
          data-resource-filter
          data-status-all={text.showingAll}
          data-status-one={text.showingOne}
          data-status-many={text.showingMany}
          hidden
          className="mt-10"
        >
          <div role="group" aria-label={text.filterGroup} className="flex flex-wrap gap-2">
            {filterLabels(resources, sortLocale).map((label, index) => (
              <button
                key={label}
                type="button"
                data-label={label}
                aria-pressed={index === 0 ? 'true' : 'false'}
                className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 transition hover:border-brand-400 hover:text-brand-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white"
              >
                {label === ALL_LABEL ? text.all : label}
              </button>
            ))}
          </div>
          <p role="status" data-filter-status className="mt-4 text-sm text-slate-600">
            {fillIn(text.showingAll, { count: resources.length })}
          </p>
        </div>
      )}
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {resources.map((resource) => {
          const external = isExternal(resource);
          return (
            <li
              key={resource.href}
              data-resource-item
              data-labels={JSON.stringify(resource.labels)}
              className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card transition hover:border-brand-300 hover:shadow-raised"
            >
              <div className="flex items-center justify-between gap-3">
                <IconChip icon={typeIcons[resource.type]} tone={external ? 'accent' : 'brand'} />
                <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {text.types[resource.type]}
                </span>
              </div>
              <Heading className="mt-5 font-semibold">{resource.title}</Heading>
              <p className="mt-1 text-sm text-slate-600">{resource.publisher}</p>
              <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{resource.description}</p>
              <ul aria-label={text.labels} className="mt-4 flex flex-wrap gap-2">
                {resource.labels.slice(0, 2).map((label) => (
                  <li
                    key={label}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                  >
                    {label}
                  </li>
                ))}
              </ul>
              {external ? (
                <a
                  href={resource.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {fillIn(text.visit, { publisher: resource.publisher })}
                  <span className="sr-only">
                    : {resource.title} {text.newTab}
                  </span>
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                </a>
              ) : (
                <a
                  href={resource.href}
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {fillIn(text.open, { type: text.types[resource.type].toLocaleLowerCase(sortLocale) })}
                  <span className="sr-only">: {resource.title}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
