/** The Vietnamese legal pages against the English ones: same sections, lists and numbers, no English prose. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { markdownProblems, splitFrontMatter } from './translation-parity.test-helper.ts';

const page = (dir: string, name: string) => readFileSync(join(process.cwd(), 'src/content', dir, `${name}.md`), 'utf8');

describe.each(['privacy-policy', 'terms-of-service'])('legal-vi/%s.md', (name) => {
  const { frontMatter, body } = splitFrontMatter(page('legal-vi', name));
  const data = parse(frontMatter) as { title: string; lastUpdated: string; translationKey: string };

  it('names its English page and carries the date the English page shell shows for it', () => {
    expect(data.translationKey).toBe(name);
    // The privacy policy was revised for consent and erasure; the terms keep their original date.
    expect(data.lastUpdated).toBe(name === 'privacy-policy' ? '2026-11-22' : '2025-04-09');
    expect(data.title).toMatch(/^(Chính sách bảo mật|Điều khoản sử dụng)$/);
  });

  it('keeps every section, list item and number of the English page, all in Vietnamese', () => {
    expect(markdownProblems(page('legal', name), body)).toEqual([]);
    expect(body.normalize('NFC')).toBe(body);
  });
});
