import ArrowRight from 'lucide-react/icons/arrow-right';
import type { toolBadges } from '../../content/site-schemas.ts';
import type { ToolCard } from '../../i18n/site-content.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { contentIcons } from '../ui/content-icons.ts';
import { IconChip } from './icon-chip.tsx';

const badgeTones: Record<(typeof toolBadges)[number], BadgeTone> = {
  new: 'brand',
  beta: 'warning',
  'coming-soon': 'neutral',
  free: 'success',
};

interface ToolCardsProps {
  cards: readonly ToolCard[];
  /** The button text of each card (rules differ per hub). */
  labelFor: (card: ToolCard) => string;
  /** The visible name of each category, in the page's language. */
  categoryLabels: Readonly<Record<ToolCard['category'], string>>;
  /** Screen-reader ending of a coming-soon button, with {title}. */
  askAbout: string;
  showCategory?: boolean;
  columns?: 2 | 3;
}

export function ToolCards({
  cards,
  labelFor,
  categoryLabels,
  askAbout,
  showCategory = true,
  columns = 3,
}: ToolCardsProps) {
  return (
    <ul className={`mt-12 grid gap-6 md:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {cards.map((card) => {
        const label = labelFor(card);
        const comingSoon = card.href.includes('/contact');
        return (
          <li
            key={card.id}
            className={`flex flex-col rounded-card border bg-white p-6 shadow-card sm:p-8 ${card.highlighted ? 'border-brand-300 ring-1 ring-brand-200' : 'border-slate-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <IconChip icon={contentIcons[card.icon]} tone={card.highlighted ? 'brand' : 'brand'} />
              <div className="flex flex-wrap justify-end gap-2">
                {card.badge && <Badge tone={badgeTones[card.badge]}>{card.badgeText}</Badge>}
              </div>
            </div>
            {showCategory && <p className="mt-5 text-sm font-medium text-brand-700">{categoryLabels[card.category]}</p>}
            <h3 className={`${showCategory ? 'mt-1' : 'mt-5'} text-lg font-semibold`}>{card.title}</h3>
            <p className="mt-2 flex-1 leading-7 text-slate-600">{card.description}</p>
            {card.status && (
              <p className="mt-4 rounded-control bg-slate-50 px-3 py-2 text-sm text-slate-700">{card.status}</p>
            )}
            <a
              href={card.href}
              className={buttonClasses(
                comingSoon || card.status ? 'outline' : 'primary',
                'md',
                'mt-6 w-full sm:w-auto sm:self-start',
              )}
            >
              {label}
              <span className="sr-only">
                {comingSoon ? askAbout.replace('{title}', card.title) : `: ${card.title}`}
              </span>
              {!comingSoon && <ArrowRight aria-hidden="true" className="h-4 w-4" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
