/**
 * Every prerendered page is valid HTML, and every JSON-LD block parses, carries the properties its
 * type requires, and names each node (@id) once per page.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir, htmlFiles, requireBuild } from './support/built-site.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // Tailwind arbitrary values and Astro's island markup are valid HTML but trip these style rules.
    'no-inline-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-trailing-whitespace': 'off',
    'unique-landmark': 'error',
    'valid-id': ['error', { relaxed: true }],
  },
  elements: [
    'html5',
    {
      'astro-island': { flow: true, phrasing: true, transparent: true, permittedContent: ['@flow'] },
      'astro-slot': { flow: true, phrasing: true, transparent: true },
    },
  ],
});

const ASTRO_ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const required: Record<string, string[]> = {
  Organization: ['name', 'url'],
  WebSite: ['name', 'url'],
  Article: ['headline', 'datePublished', 'author', 'image'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  CreativeWork: ['name'],
  HowTo: ['name', 'step'],
};

let files: string[] = [];
beforeAll(() => {
  requireBuild();
  files = htmlFiles();
});

describe('prerendered HTML', () => {
  it('finds the pages', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('is valid HTML on every page', async () => {
    const problems: string[] = [];
    for (const file of files) {
      // Astro injects this one rule before a page's first island, wherever that island sits. Every
      // browser applies it; only the validator objects when the island is inside a <div> or <section>.
      const html = readFileSync(file, 'utf8').replace(ASTRO_ISLAND_STYLE, '');
      const report = await validator.validateString(html, file);
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(`${relative(clientDir, file)}:${message.line} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has parseable JSON-LD with the required properties for its type', () => {
    const problems: string[] = [];
    let blocks = 0;
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        blocks += 1;
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(match[1] ?? '') as Record<string, unknown>;
        } catch {
          problems.push(`${relative(clientDir, file)}: JSON-LD does not parse`);
          continue;
        }
        const type = String(data['@type']);
        if (data['@context'] !== 'https://schema.org')
          problems.push(`${relative(clientDir, file)}: ${type} lacks @context`);
        for (const key of required[type] ?? ['name']) {
          if (data[key] === undefined || data[key] === '')
            problems.push(`${relative(clientDir, file)}: ${type} lacks ${key}`);
        }
      }
    }
    expect(blocks).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('gives no two JSON-LD nodes on a page the same @id', () => {
    const duplicates: string[] = [];
    let identified = 0;
    for (const file of files) {
      const seen = new Set<string>();
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(match[1] ?? '{}') as { '@id'?: unknown; '@graph'?: { '@id'?: unknown }[] };
        // A node is a block, or each member of a block's @graph; nested { "@id" } objects are references.
        for (const node of data['@graph'] ?? [data]) {
          if (typeof node['@id'] !== 'string') continue;
          identified += 1;
          if (seen.has(node['@id'])) duplicates.push(`${relative(clientDir, file)}: ${node['@id']}`);
          seen.add(node['@id']);
        }
      }
    }
    // The home page alone names the Organization and the WebSite.
    expect(identified).toBeGreaterThanOrEqual(2);
    expect(duplicates).toEqual([]);
  });
});
