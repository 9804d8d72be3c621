import { describe, expect, it } from 'vitest';
import { findRoute } from '../lib/routes.ts';
import { aiToolButtonLabel, aiToolCards, hubButtonLabel, marketingHubButtonLabel, marketingToolsHubCards, solutionHubCards } from './tools.ts';
import { externalResources, isExternal, solutionHubResources } from './resources.ts';

describe('tool card rules', () => {
  it('labels hub buttons by category', () => {
    expect(hubButtonLabel('AI Tool')).toBe('Try Tool');
    expect(hubButtonLabel('Free Tool')).toBe('Access Resource');
    expect(hubButtonLabel('Free Resource')).toBe('Access Resource');
  });
  it('shows Coming Soon for links to /contact on the AI tools hub', () => {
    expect(aiToolButtonLabel('/contact')).toBe('Coming Soon');
    expect(aiToolButtonLabel('/solutions/free-resources/roi-calculator')).toBe('Try Now');
    expect(marketingHubButtonLabel({ href: '/contact' })).toBe('Coming Soon');
  });
  it('links every card to a registered route (live, retired or redirect) or /contact', () => {
    for (const card of [...solutionHubCards, ...aiToolCards, ...marketingToolsHubCards]) {
      expect(findRoute(card.href.split('#')[0] ?? ''), card.href).toBeDefined();
    }
  });
  it('tells the truth on the Marketing Tools Hub: live tools first, no NEW or BETA on discontinued ones', () => {
    expect(marketingToolsHubCards.slice(0, 2).map((card) => card.href)).toEqual([
      '/solutions/free-resources/roi-calculator',
      '/solutions/ai-tools/marketing-budget-planner',
    ]);
    const discontinued = marketingToolsHubCards.filter((card) => card.status);
    expect(discontinued.map((card) => card.badge)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(discontinued.map((card) => card.href)).toEqual([
      '/services#content-creation-seo',
      '/services#content-creation-seo',
      '/services#content-creation-seo',
      '/solutions/free-resources/seo-optimization-checklist',
      '/services#ai-marketing-strategy',
    ]);
    expect(marketingToolsHubCards.filter((card) => card.badge?.variant === 'coming-soon').every((card) => card.href === '/contact')).toBe(true);
  });
});

describe('content data', () => {
  it('has six solution hub cards, eight grid resources (four ours) and eight external resources', () => {
    expect(solutionHubCards).toHaveLength(6);
    expect(solutionHubResources).toHaveLength(8);
    expect(solutionHubResources.filter((resource) => !isExternal(resource))).toHaveLength(4);
    expect(externalResources).toHaveLength(8);
    expect(externalResources.every((resource) => resource.href.startsWith('https://'))).toBe(true);
  });
});
