/**
 * Each Vietnamese data module against its English original: same exports, same shape, same ids,
 * links, icons and numbers, and no sentence left in English.
 */
import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../lib/i18n/translation-parity.test-helper.ts';
import * as enAbout from '../about.ts';
import * as enFaq from '../faq.ts';
import * as enHighlights from '../highlights.ts';
import * as enNavigation from '../navigation.ts';
import * as enResources from '../resources.ts';
import * as enServices from '../services.ts';
import * as enSolutions from '../solutions.ts';
import * as enTestimonials from '../testimonials.ts';
import * as enTools from '../tools.ts';
import * as about from './about.ts';
import * as faq from './faq.ts';
import * as highlights from './highlights.ts';
import * as navigation from './navigation.ts';
import * as resources from './resources.ts';
import * as services from './services.ts';
import * as solutions from './solutions.ts';
import * as testimonials from './testimonials.ts';
import * as tools from './tools.ts';

const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['about', enAbout, about],
  ['faq', enFaq, faq],
  ['highlights', enHighlights, highlights],
  ['navigation', enNavigation, navigation],
  ['resources', enResources, resources],
  ['services', enServices, services],
  ['solutions', enSolutions, solutions],
  ['testimonials', enTestimonials, testimonials],
  ['tools', enTools, tools],
];

/** Exported data of a module: functions (rules, helpers) stay in the English module and are shared. */
const dataExports = (module: Record<string, unknown>) => Object.keys(module).filter((name) => typeof module[name] !== 'function');

describe.each(pairs)('src/data/vi/%s.ts', (_name, en, vi) => {
  it('exports every data value of the English module, and no copy of its logic', () => {
    expect(dataExports(vi)).toEqual(expect.arrayContaining(dataExports(en)));
    // A function may only be the English module's own, re-exported: never a second copy.
    expect(Object.keys(vi).filter((name) => typeof vi[name] === 'function' && vi[name] !== en[name])).toEqual([]);
  });

  it('matches the English data in shape, ids, links, icons and numbers, with every sentence translated', () => {
    const problems = dataExports(en).flatMap((name) => parityProblems(en[name], vi[name], name));
    expect(problems).toEqual([]);
  });
});

describe('labels the English rules key on', () => {
  it('translates every button label the tool-card rules can return', () => {
    const cards = [...enTools.solutionHubCards, ...enTools.aiToolCards, ...enTools.marketingToolsHubCards];
    const returned = new Set(
      cards.flatMap((card) => [enTools.hubButtonLabel(card.category), enTools.aiToolButtonLabel(card.href), enTools.marketingHubButtonLabel(card)]),
    );
    expect(Object.keys(tools.toolButtonLabels).sort()).toEqual([...returned].sort());
    expect(Object.keys(tools.toolCategoryLabels).sort()).toEqual([...new Set(cards.map((card) => card.category))].sort());
  });

  it('translates every resource type, and keeps the label filter as rich as in English', () => {
    const types = new Set([...enResources.ownResources, ...enResources.externalResources].map((resource) => resource.type));
    for (const type of types) expect(resources.resourceTypeLabels[type], type).toMatch(/\p{L}/u);
    const labels = (list: readonly { labels: readonly string[] }[]) => new Set(list.flatMap((item) => item.labels)).size;
    expect(labels(resources.solutionHubResources)).toBe(labels(enResources.solutionHubResources));
  });

  it('gives the same FAQ answers in the same order, and the same price on every service', () => {
    expect(faq.faqItems.map((item) => item.id)).toEqual(enFaq.faqItems.map((item) => item.id));
    expect(new Set(services.services.map((service) => service.price))).toEqual(new Set([services.SERVICE_PRICE]));
  });
});
