import { describe, expect, it } from 'vitest';
import { checklistItemIds, duplicateItemIds } from '../../lib/checklist.ts';
import { liveRoute } from '../../lib/routes.ts';
import { guides } from './index.ts';

describe('guides', () => {
  it('has the four resource pages, each a live route', () => {
    expect(guides.map((guide) => guide.slug)).toEqual(['on-page-seo-checklist', 'seo-optimization-checklist', 'social-media-growth-tools', 'marketing-with-canva']);
    for (const guide of guides) expect(liveRoute(guide.path).path).toBe(guide.path);
  });
  it('never repeats a checklist item id, within or across guides', () => {
    const all = guides.flatMap((guide) => checklistItemIds(guide.checklist));
    expect(new Set(all).size).toBe(all.length);
    for (const guide of guides) expect(duplicateItemIds(guide.checklist)).toEqual([]);
  });
  it('gives every checklist a substantial number of checks', () => {
    for (const guide of guides) expect(checklistItemIds(guide.checklist).length).toBeGreaterThanOrEqual(15);
  });
  it('has steps for every HowTo page', () => {
    for (const guide of guides.filter((g) => g.schema === 'HowTo')) {
      expect(guide.steps?.items.length ?? guide.checklist.sections.length).toBeGreaterThan(2);
    }
  });
});
