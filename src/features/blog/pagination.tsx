import type { MouseEvent } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  text: { pagination: string; previous: string; next: string; page: string };
}

const linkClasses =
  'inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-control border px-3 text-sm font-semibold transition-colors';

/** Real links, so paging works without JavaScript; the island intercepts clicks when it can. */
export function Pagination({ page, pageCount, hrefFor, onNavigate, text }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const handle = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => onNavigate?.(target, event);
  return (
    <nav aria-label={text.pagination} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a
          href={hrefFor(page - 1)}
          onClick={handle(page - 1)}
          rel="prev"
          className={`${linkClasses} border-slate-300 text-slate-700 hover:border-brand-400 hover:text-brand-800`}
        >
          <Icon name="chevron-left" className="h-4 w-4" /> {text.previous}
        </a>
      )}
      <ul className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            <a
              href={hrefFor(number)}
              onClick={handle(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={text.page.replace('{number}', String(number))}
              className={`${linkClasses} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:border-brand-400 hover:text-brand-800'}`}
            >
              {number}
            </a>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <a
          href={hrefFor(page + 1)}
          onClick={handle(page + 1)}
          rel="next"
          className={`${linkClasses} border-slate-300 text-slate-700 hover:border-brand-400 hover:text-brand-800`}
        >
          {text.next} <Icon name="chevron-right" className="h-4 w-4" />
        </a>
      )}
    </nav>
  );
}
