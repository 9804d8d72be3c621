// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_CATEGORY_MESSAGE } from './categories.ts';
import { PORTFOLIO_CATEGORIES } from '../../data/portfolio-categories.ts';
import { PortfolioFilter } from './portfolio-filter.tsx';
import type { PortfolioCardData } from './portfolio-card.tsx';
import { en } from '../../i18n/ui/en.ts';
import { vi } from '../../i18n/ui/vi.ts';

const card = (slug: string, title: string, categories: string[]): PortfolioCardData => ({
  slug,
  title,
  description: `${title} description`,
  image: `/images/case-studies/${slug}.svg`,
  imageAlt: `${title} artwork`,
  categories,
  format: 'Case study',
  location: 'Vietnam',
});

const items = [
  card('koto-club', 'Koto Club', ['Nightlife', 'Event Marketing']),
  card('lua-hong-buffet', 'Lửa Hồng', ['Social Media', 'Event Marketing']),
  card('fmcg-dao-strategy', 'FMCG DAO', ['Academic Research']),
];

const shown = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('PortfolioFilter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/portfolio'));
  afterEach(cleanup);

  it('shows every case with All pressed when the URL has no category', () => {
    render(<PortfolioFilter items={items} categories={PORTFOLIO_CATEGORIES} text={en.portfolio} />);
    expect(shown()).toEqual(['Koto Club', 'Lửa Hồng', 'FMCG DAO']);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Showing all 3 case studies.');
  });

  it('filters on click, writes ?category= and announces the count', async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter items={items} categories={PORTFOLIO_CATEGORIES} text={en.portfolio} />);
    await user.click(screen.getByRole('button', { name: 'Event Marketing' }));
    expect(window.location.search).toBe('?category=event-marketing');
    expect(shown()).toEqual(['Koto Club', 'Lửa Hồng']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 case studies in Event Marketing.');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(window.location.search).toBe('');
    expect(shown()).toHaveLength(3);
  });

  it('reads the category from the URL and shows the empty message for one no case carries', async () => {
    window.history.replaceState(null, '', '/portfolio?category=influencer-marketing');
    const user = userEvent.setup();
    render(<PortfolioFilter items={items} categories={PORTFOLIO_CATEGORIES} text={en.portfolio} />);
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe(EMPTY_CATEGORY_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Show all case studies' }));
    expect(shown()).toHaveLength(3);
  });

  it('lists each card with its categories and a View Case Study link', () => {
    render(<PortfolioFilter items={items} categories={PORTFOLIO_CATEGORIES} text={en.portfolio} />);
    const koto = screen.getByRole('heading', { name: 'Koto Club' }).closest('article')!;
    expect(within(koto).getByRole('list', { name: 'Categories' }).textContent).toContain('Nightlife');
    expect(
      within(koto)
        .getByRole('link', { name: /View Case Study/ })
        .getAttribute('href'),
    ).toBe('/portfolio/koto-club');
  });
});

describe('PortfolioFilter in Vietnamese', () => {
  beforeEach(() => window.history.replaceState(null, '', '/vi/portfolio'));
  afterEach(cleanup);

  it('names the categories and announces counts in Vietnamese, keeping the English slug in the URL', async () => {
    const user = userEvent.setup();
    render(<PortfolioFilter items={items} categories={PORTFOLIO_CATEGORIES} text={vi.portfolio} />);
    expect(screen.getByRole('status').textContent).toBe('Đang hiển thị toàn bộ 3 dự án.');
    await user.click(screen.getByRole('button', { name: 'Giải trí về đêm' }));
    expect(window.location.search).toBe('?category=nightlife');
    expect(screen.getByRole('status').textContent).toBe('Đang hiển thị 1 dự án thuộc Giải trí về đêm.');
    expect(screen.getAllByRole('link', { name: /Xem dự án/ })).toHaveLength(1);
  });
});
