import { Badge } from '../../components/ui/badge.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { PORTFOLIO_CATEGORIES } from '../../data/portfolio-categories.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** What a card needs: a plain, serialisable subset of the case study's front matter. */
export interface PortfolioCardData {
  slug: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
  categories: readonly string[];
  format: string;
  location: string;
  /** The case study's page; defaults to the English one. */
  href?: string;
  /** Set when the card is shown on a page in another language than the case study's own. */
  lang?: string;
}

export const CASE_IMAGE_WIDTH = 1200;
export const CASE_IMAGE_HEIGHT = 750;

interface PortfolioCardProps {
  item: PortfolioCardData;
  /** Cards in the first row load eagerly; the rest wait until they are near the viewport. */
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  text: Dictionary['portfolio'];
}

/** A category's name in the page's language (the twelve names share one fixed order). */
export function categoryLabel(category: string, text: Dictionary['portfolio']): string {
  const index = (PORTFOLIO_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? category : (text.categoryNames[index] ?? category);
}

export function PortfolioCard({ item, eager = false, headingLevel: Heading = 'h3', text }: PortfolioCardProps) {
  const titleId = `case-${item.slug}-title`;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-raised">
      <img
        src={item.image}
        alt={item.imageAlt}
        width={CASE_IMAGE_WIDTH}
        height={CASE_IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[16/10] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {item.format} <span aria-hidden="true">·</span> {item.location}
        </p>
        <Heading id={titleId} lang={item.lang} className="mt-2 text-xl leading-snug font-bold">
          {item.title}
        </Heading>
        {item.lang && (
          <p className="mt-2">
            <Badge tone="accent">{text.englishOnly}</Badge>
          </p>
        )}
        <p lang={item.lang} className="mt-3 line-clamp-3 text-slate-600">
          {item.description}
        </p>
        <ul aria-label={text.categories} className="mt-4 flex flex-wrap gap-2">
          {item.categories.map((category) => (
            <li key={category}>
              <Badge tone="neutral">{categoryLabel(category, text)}</Badge>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          <ButtonLink href={item.href ?? `/portfolio/${item.slug}`} aria-describedby={titleId} variant="primary">
            {text.viewCaseStudy}{' '}
            <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
