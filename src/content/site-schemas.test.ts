/**
 * The rules every site content file keeps: it passes its collection's schema (the same one the build
 * applies), and its Vietnamese block carries words only — no id, link or number written twice.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findRoute } from '../lib/routes.ts';
import { navigationSchema, resourceSchema, siteFolders, siteSchemas, serviceSchema, toolCardSchema } from './site-schemas.ts';

const root = new URL('./site/', import.meta.url);
const files = Object.entries(siteFolders).flatMap(([collection, folder]) =>
  readdirSync(new URL(`${folder}/`, root))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ collection: collection as keyof typeof siteSchemas, path: `${folder}/${name}` })),
);

/** Values that are facts, not words: numbers, booleans, links and anchors. */
function factsIn(value: unknown, path: string): string[] {
  if (typeof value === 'number' || typeof value === 'boolean') return [`${path} = ${value}`];
  if (typeof value === 'string') return /^(\/|#|https?:|mailto:|tel:)/.test(value.trim()) ? [`${path} = ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => factsIn(item, `${path}.${key}`));
  return [];
}

const read = (path: string): unknown => parse(readFileSync(new URL(path, root), 'utf8'));

describe('site content files', () => {
  it('finds content in every collection folder', () => {
    for (const collection of Object.keys(siteFolders)) expect(files.some((file) => file.collection === collection), collection).toBe(true);
  });

  it.each(files)('$path passes the build schema', ({ collection, path }) => {
    const result = siteSchemas[collection].safeParse(read(path));
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

  it.each(files)('$path writes its facts once: the Vietnamese block holds words only', ({ path }) => {
    const { vi } = read(path) as { vi?: unknown };
    expect(factsIn(vi, 'vi')).toEqual([]);
  });
});

describe('the bilingual schema', () => {
  const service = {
    en: { order: 7, icon: 'Search', title: 'Email Marketing', summary: 'S', description: 'D', features: ['F'], price: 'P' },
    vi: { title: 'Email marketing', summary: 'T', description: 'M', features: ['Đ'], price: 'G' },
  };

  it('accepts a new entry written once with the words of both languages', () => {
    expect(serviceSchema.safeParse(service).success).toBe(true);
  });

  it('names the field of a missing or empty translation', () => {
    const { description: _dropped, ...untranslated } = service.vi;
    const missing = serviceSchema.safeParse({ ...service, vi: untranslated });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi.description']);
    const empty = serviceSchema.safeParse({ ...service, vi: { ...service.vi, title: '  ' } });
    expect(empty.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi.title']);
  });

  it('refuses a fact copied into the Vietnamese block', () => {
    const copied = serviceSchema.safeParse({ ...service, vi: { ...service.vi, icon: 'Search' } });
    expect(copied.success).toBe(false);
    expect(factsIn({ order: 7, href: '/services#seo' }, 'vi')).toEqual(['vi.order = 7', 'vi.href = /services#seo']);
  });
});

describe('tool cards', () => {
  type Card = ReturnType<typeof toolCardSchema.parse>['en'];
  const cards = files.filter((file) => file.collection === 'toolCards').map((file) => ({ path: file.path, ...toolCardSchema.parse(read(file.path)).en }));
  const hub = (name: Card['hub']) => cards.filter((card) => card.hub === name).sort((a, b) => a.order - b.order);

  it('link to a registered page (live, retired or redirect); a discontinued tool to a live one', () => {
    for (const card of cards) {
      const route = findRoute(card.href.split('#')[0] ?? '');
      expect(route, `${card.path}: ${card.href}`).toBeDefined();
      if (card.status) expect(route?.kind, `${card.path}: ${card.href}`).toBe('live');
    }
  });

  it('list live tools first on the Marketing Tools Hub, then coming-soon, then discontinued ones without NEW or BETA', () => {
    const rank = (card: Card) => (card.status ? 2 : card.href.includes('/contact') ? 1 : 0);
    const ranks = hub('marketing-tools').map(rank);
    expect(ranks).toEqual([...ranks].sort());
    const discontinued = cards.filter((card) => card.status);
    expect(discontinued.filter((card) => card.badge === 'new' || card.badge === 'beta').map((card) => card.path)).toEqual([]);
    expect(cards.filter((card) => card.badge === 'coming-soon' && !card.href.includes('/contact')).map((card) => card.path)).toEqual([]);
  });

  it('show the Budget Planner beside the ROI calculator on the Marketing Tools Hub', () => {
    const hrefs = hub('marketing-tools').map((card) => card.href);
    const distance = hrefs.indexOf('/solutions/free-resources/roi-calculator') - hrefs.indexOf('/solutions/ai-tools/marketing-budget-planner');
    expect(Math.abs(distance)).toBe(1);
  });

  const card = {
    en: { hub: 'ai-tools', order: 1, icon: 'Bot', href: '/contact', category: 'ai-tool', title: 'Chatbot', description: 'D' },
    vi: { title: 'Chatbot', description: 'M' },
  };
  const issues = (value: unknown) => toolCardSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('names the missing words of a badge or a discontinued notice', () => {
    expect(issues(card)).toEqual([]);
    expect(issues({ ...card, en: { ...card.en, badge: 'coming-soon', badgeText: 'Coming Soon' } })).toEqual(['vi.badgeText']);
    expect(issues({ ...card, en: { ...card.en, badge: 'coming-soon' }, vi: { ...card.vi, badgeText: 'Sắp ra mắt' } })).toEqual(['en.badgeText']);
    expect(issues({ ...card, en: { ...card.en, status: 'Discontinued' } })).toEqual(['vi.status']);
    expect(issues({ ...card, vi: { ...card.vi, status: 'Đã ngừng' } })).toEqual(['vi.status']);
  });
});

describe('free resources', () => {
  const resources = files.filter((file) => file.collection === 'resources').map((file) => ({ path: file.path, ...resourceSchema.parse(read(file.path)) }));

  it('link our own guides to a live page', () => {
    for (const { path, en } of resources.filter(({ en }) => en.href.startsWith('/'))) expect(findRoute(en.href)?.kind, path).toBe('live');
  });

  it('translate each label one way, so the Vietnamese filter groups the same resources as the English one', () => {
    const pairs = new Set(resources.flatMap(({ en, vi }) => en.labels.map((label, index) => `${label} → ${vi.labels[index]}`)));
    const english = new Set([...pairs].map((pair) => pair.split(' → ')[0]));
    const vietnamese = new Set([...pairs].map((pair) => pair.split(' → ')[1]));
    expect(pairs.size).toBe(english.size);
    expect(pairs.size).toBe(vietnamese.size);
  });

  it('names a missing Vietnamese label', () => {
    const entry = {
      en: { order: 1, href: 'https://example.org/', type: 'course', publisher: 'Example', title: 'T', description: 'D', labels: ['SEO', 'Course'] },
      vi: { title: 'T', description: 'M', labels: ['SEO'] },
    };
    expect(resourceSchema.safeParse(entry).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['vi.labels']);
  });
});

describe('menus', () => {
  const links = files
    .filter((file) => file.collection === 'navigation')
    .map((file) => ({ path: file.path, ...navigationSchema.parse(read(file.path)).en }));

  it('link to live pages of the route registry', () => {
    for (const link of links.filter((entry) => entry.href !== undefined)) expect(findRoute(link.href ?? '')?.kind, link.path).toBe('live');
  });
});
