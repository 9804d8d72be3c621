/**
 * The guides' rules, over the files in `site/guides/` (whatever they are) and over made-up entries:
 * each is a live page with a substantial checklist whose ids are never reused, and the Vietnamese
 * block lines up with the English one item for item, or the build names the field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checklistItemIds, duplicateItemIds } from '../lib/checklist.ts';
import { liveRoute } from '../lib/routes.ts';
import { guideIn, guidePath, guideSchema, type GuideEntry } from './guide-schema.ts';

const folder = new URL('./site/guides/', import.meta.url);
const entries = readdirSync(folder)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => ({ slug: name.replace(/\.yaml$/, ''), data: guideSchema.parse(parse(readFileSync(new URL(name, folder), 'utf8'))) }));
const both = entries.flatMap(({ slug, data }) => [guideIn(slug, data, 'en'), guideIn(slug, data, 'vi')]);

const issuePaths = (value: unknown) => guideSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('guides', () => {
  it('are each a live page in both languages', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const { slug } of entries) {
      expect(liveRoute(guidePath(slug)).path).toBe(guidePath(slug));
      expect(liveRoute(`/vi${guidePath(slug)}`).locale).toBe('vi');
    }
  });

  it('never repeat a checklist item id, within or across guides', () => {
    const all = entries.flatMap(({ slug, data }) => checklistItemIds(guideIn(slug, data, 'en').checklist));
    expect(new Set(all).size).toBe(all.length);
    for (const guide of both) expect(duplicateItemIds(guide.checklist)).toEqual([]);
  });

  it('give every checklist a substantial number of checks, and every HowTo page steps', () => {
    for (const guide of both) {
      expect(checklistItemIds(guide.checklist).length).toBeGreaterThanOrEqual(15);
      if (guide.schema === 'HowTo') expect(guide.steps?.items.length ?? guide.checklist.sections.length).toBeGreaterThan(2);
    }
  });

  it('give both languages the same ids, links, tools and image, with each language’s words', () => {
    for (const { slug, data } of entries) {
      const [en, vi] = [guideIn(slug, data, 'en'), guideIn(slug, data, 'vi')];
      const facts = (guide: typeof en) => ({
        ids: checklistItemIds(guide.checklist),
        related: guide.related.map((link) => link.href),
        tools: guide.tools?.items.map(({ name, href }) => `${name} ${href}`),
        image: [guide.image.src, guide.image.width, guide.image.height, guide.updated, guide.schema],
      });
      expect(facts(vi)).toEqual(facts(en));
      expect(vi.heading).toBe(data.vi.heading);
      expect(vi.checklist.sections[0]?.items[0]?.text).toBe(data.vi.checklist.sections[0]?.items[0]?.text);
    }
  });
});

describe('the guide schema', () => {
  const entry: GuideEntry = {
    en: {
      order: 9,
      updated: '2026-01-05',
      schema: 'HowTo',
      image: { src: '/images/pages/x.svg', width: 560, height: 420 },
      eyebrow: 'Free guide',
      heading: 'Email basics',
      lead: 'L',
      imageAlt: 'A',
      intro: [{ title: 'T', paragraphs: ['P'] }],
      tools: { title: 'Tools', intro: 'I', items: [{ name: 'Mailchimp', href: 'https://mailchimp.com/', use: 'U', freePlan: 'F' }] },
      checklistTitle: 'C',
      checklistIntro: 'I',
      checklist: { title: 'T', summary: 'S', sections: [{ id: 'setup', title: 'Set-up', items: [{ id: 'em-domain', text: 'Verify', detail: 'D' }] }] },
      related: [{ href: '/services', label: 'Services' }],
    },
    vi: {
      eyebrow: 'Hướng dẫn miễn phí',
      heading: 'Email cơ bản',
      lead: 'L',
      imageAlt: 'A',
      intro: [{ title: 'T', paragraphs: ['Đ'] }],
      tools: { title: 'Công cụ', intro: 'I', items: [{ use: 'D', freePlan: 'M' }] },
      checklistTitle: 'C',
      checklistIntro: 'I',
      checklist: { title: 'T', summary: 'S', sections: [{ title: 'Thiết lập', items: [{ text: 'Xác minh', detail: 'C' }] }] },
      related: [{ label: 'Dịch vụ' }],
    },
  };

  it('accepts a new guide written once with the words of both languages', () => {
    expect(issuePaths(entry)).toEqual([]);
    const vi = guideIn('email-basics', guideSchema.parse(entry), 'vi');
    expect(vi.tools?.items[0]).toEqual({ name: 'Mailchimp', href: 'https://mailchimp.com/', use: 'D', freePlan: 'M' });
    expect(vi.checklist.sections[0]).toEqual({ id: 'setup', title: 'Thiết lập', items: [{ id: 'em-domain', text: 'Xác minh', detail: 'C' }] });
  });

  it('names the field of a missing translation, or of a list that does not line up', () => {
    const { lead: _lead, ...noLead } = entry.vi;
    expect(issuePaths({ ...entry, vi: noLead })).toEqual(['vi.lead: Invalid input: expected string, received undefined']);
    const section = entry.vi.checklist.sections[0]!;
    const twoChecks = { ...entry.en.checklist.sections[0]!, items: [...entry.en.checklist.sections[0]!.items, { id: 'em-list', text: 'Import' }] };
    const longer = { ...entry.en, checklist: { ...entry.en.checklist, sections: [twoChecks] } };
    expect(issuePaths({ ...entry, en: longer })).toEqual(['vi.checklist.sections.0.items: 1 items; the English list has 2']);
    const noDetail = { ...entry.vi, checklist: { ...entry.vi.checklist, sections: [{ ...section, items: [{ text: 'Xác minh' }] }] } };
    expect(issuePaths({ ...entry, vi: noDetail })).toEqual(['vi.checklist.sections.0.items.0.detail: missing: the English block has it']);
    const { tools: _tools, ...noTools } = entry.vi;
    expect(issuePaths({ ...entry, vi: noTools })).toEqual(['vi.tools: missing: the English block has it']);
    expect(issuePaths({ ...entry, vi: { ...entry.vi, related: [{ label: 'A' }, { label: 'B' }] } })).toEqual(['vi.related: 2 items; the English list has 1']);
  });

  it('refuses a fact copied into the Vietnamese block', () => {
    const copied = { ...entry.vi, related: [{ label: 'Dịch vụ', href: '/services' }] };
    expect(guideSchema.safeParse({ ...entry, vi: copied }).success).toBe(false);
    const withId = { ...entry.vi, checklist: { ...entry.vi.checklist, sections: [{ id: 'setup', ...entry.vi.checklist.sections[0]! }] } };
    expect(guideSchema.safeParse({ ...entry, vi: withId }).success).toBe(false);
  });
});
