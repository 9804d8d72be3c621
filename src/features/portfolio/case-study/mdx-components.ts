/**
 * The components every case study can use in its MDX without importing them (the page passes
 * them to <Content components={…} />). All render to static HTML.
 */
import { BudgetTable } from './budget-table.tsx';
import { Callout } from './callout.tsx';
import { DataTable } from './data-table.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { Gallery } from './gallery.tsx';
import { MetricTiles } from './metric-tiles.tsx';
import { Swatches } from './swatches.tsx';
import { TierCards } from './tier-cards.tsx';

import { createElement, type ComponentProps } from 'react';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { formatNumber } from '../../../i18n/format.ts';
import type { Locale } from '../../../lib/locales.ts';

export const caseStudyComponents = {
  BudgetTable,
  Callout,
  DataTable,
  FeatureGrid,
  Gallery,
  MetricTiles,
  Swatches,
  TierCards,
};

/**
 * The same components with their fixed labels and number formats in the page's language. MDX
 * authors write <BudgetTable …/> either way; only the page decides the language.
 */
export function caseStudyComponentsFor(locale: Locale, text: Dictionary['caseStudy']) {
  if (locale === 'en') return caseStudyComponents;
  const labels = { item: text.tableItem, budget: text.tableBudget, share: text.tableShare, total: text.tableTotal };
  const formatAmount = (amount: number) => `${formatNumber(amount, locale, { maximumFractionDigits: 0 })} VND`;
  const formatShare = (percent: number) =>
    `${formatNumber(percent, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
  return {
    ...caseStudyComponents,
    BudgetTable: (props: ComponentProps<typeof BudgetTable>) =>
      createElement(BudgetTable, { labels, formatAmount, formatShare, ...props }),
    TierCards: (props: ComponentProps<typeof TierCards>) =>
      createElement(TierCards, { labels: { tier: text.tier, first: text.tierFirst, next: text.tierNext }, ...props }),
  };
}
