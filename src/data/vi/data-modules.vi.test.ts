/**
 * Each Vietnamese data module against its English original: same exports, same shape, same ids,
 * links, icons and numbers, and no sentence left in English.
 */
import { describe, expect, it } from 'vitest';
import { parityProblems } from '../../lib/i18n/translation-parity.test-helper.ts';
import { findRoute } from '../../lib/routes.ts';
import * as enNavigation from '../navigation.ts';
import * as enResources from '../resources.ts';
import * as enTools from '../tools.ts';
import * as navigation from './navigation.ts';
import * as resources from './resources.ts';
import * as tools from './tools.ts';

const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['navigation', enNavigation, navigation],
  ['resources', enResources, resources],
  ['tools', enTools, tools],
];

/** Exported data of a module: functions (rules, helpers) stay in the English module and are shared. */
const dataExports = (module: Record<string, unknown>) => Object.keys(module).filter((name) => typeof module[name] !== 'function');

/**
 * The Marketing Tools Hub rule: live tools first (the Budget Planner beside the ROI calculator),
 * then coming-soon tools, then discontinued ones, which carry no NEW or BETA badge and link straight
 * to the live page that replaced them rather than to a retired notice.
 */
function hubRuleProblems(cards: readonly enTools.ToolCard[]): string[] {
  const problems: string[] = [];
  const rank = (card: enTools.ToolCard) => (card.status ? 2 : card.href.includes('/contact') ? 1 : 0);
  cards.forEach((card, index) => {
    if (index > 0 && rank(card) < rank(cards[index - 1]!)) problems.push(`${card.title} comes after a card of a later group`);
    if (!card.status) return;
    if (card.badge?.variant === 'new' || card.badge?.variant === 'beta') problems.push(`${card.title} is discontinued but badged ${card.badge.text}`);
    if (findRoute(card.href.split('#')[0]!)?.kind !== 'live') problems.push(`${card.title} links to ${card.href}, not to a live page`);
  });
  const at = (href: string) => cards.findIndex((card) => card.href === href);
  const roi = at('/solutions/free-resources/roi-calculator');
  const planner = at('/solutions/ai-tools/marketing-budget-planner');
  if (roi === -1 || planner === -1 || Math.abs(roi - planner) !== 1) problems.push('the Budget Planner is not listed beside the ROI calculator');
  return problems;
}

// The English hub gets the same rule on a parallel branch; until it has it, the two hubs are
// compared by the rule instead of card by card (the full comparison returns by itself after that).
const englishHubFollowsRule = hubRuleProblems(enTools.marketingToolsHubCards).length === 0;
const comparedCardByCard = (en: Record<string, unknown>, name: string) => englishHubFollowsRule || en !== enTools || name !== 'marketingToolsHubCards';

describe.each(pairs)('src/data/vi/%s.ts', (_name, en, vi) => {
  it('exports every data value of the English module, and no copy of its logic', () => {
    expect(dataExports(vi)).toEqual(expect.arrayContaining(dataExports(en)));
    // A function may only be the English module's own, re-exported: never a second copy.
    expect(Object.keys(vi).filter((name) => typeof vi[name] === 'function' && vi[name] !== en[name])).toEqual([]);
  });

  it('matches the English data in shape, ids, links, icons and numbers, with every sentence translated', () => {
    const problems = dataExports(en)
      .filter((name) => comparedCardByCard(en, name))
      .flatMap((name) => parityProblems(en[name], vi[name], name));
    expect(problems).toEqual([]);
  });
});

describe('the Vietnamese Marketing Tools Hub', () => {
  it('lists live tools first, discontinued ones last without NEW or BETA, each linking to what replaced it', () => {
    expect(hubRuleProblems(tools.marketingToolsHubCards)).toEqual([]);
  });

  it('translates every card of the English hub (the same tools, matched by icon)', () => {
    const text = ({ title, description, category, icon, status }: enTools.ToolCard) => ({ title, description, category, icon, status: status ?? '' });
    for (const english of enTools.marketingToolsHubCards) {
      const vietnamese = tools.marketingToolsHubCards.find((card) => card.icon === english.icon);
      expect(vietnamese, english.title).toBeDefined();
      expect(parityProblems(text(english), text(vietnamese!), english.title)).toEqual([]);
    }
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
});
