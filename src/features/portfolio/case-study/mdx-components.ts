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

export const caseStudyComponents = { BudgetTable, Callout, DataTable, FeatureGrid, Gallery, MetricTiles, Swatches, TierCards };
