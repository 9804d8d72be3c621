/**
 * Adding content is one file: a service, an FAQ entry and a case study (with its own
 * figures file) are added to a throw-away copy of the site, and Astro's own
 * collection loading (`astro sync`, the step the build starts with, with the same schemas) accepts
 * them; an entry missing a translation stops it with the file and the field named. Nothing else in
 * the repository changes, so no other test needs editing for new content.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
let copy: string;

/** A copy of what the collections read; node_modules is linked package by package so Astro's cache stays in the copy. */
function copySite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brightlane-content-'));
  for (const name of ['src', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
    cpSync(join(root, name), join(dir, name), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.astro') symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name));
  }
  return dir;
}

async function sync(dir: string): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: dir,
      timeout: 120_000,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const write = (path: string, text: string) => writeFileSync(join(copy, path), text);

beforeAll(() => {
  copy = copySite();
});
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('adding content', () => {
  it(
    'takes one file per service, question or case study, each language’s words inside or beside it',
    { timeout: 240_000 },
    async () => {
      write(
        'src/content/site/services/email-marketing.yaml',
        [
          'en:',
          '  order: 7',
          '  icon: Megaphone',
          '  title: Email Marketing',
          '  summary: Newsletters and journeys that bring customers back.',
          '  description: Lists, journeys and newsletters, measured on sales.',
          '  features: [Welcome journeys, Monthly newsletter]',
          '  price: From $900 a month',
          'vi:',
          '  title: Email marketing',
          '  summary: Bản tin và chuỗi email đưa khách hàng quay lại.',
          '  description: Danh sách, chuỗi email và bản tin, đo bằng doanh số.',
          '  features: [Chuỗi email chào mừng, Bản tin hằng tháng]',
          '  price: Từ 900 đô la mỗi tháng',
          '',
        ].join('\n'),
      );
      const group = readdirSync(join(copy, 'src/content/site/faq-groups'))[0]!.replace(/\.yaml$/, '');
      write(
        'src/content/site/faq/weekend-support.yaml',
        `en:\n  group: ${group}\n  order: 99\n  question: Do you answer at weekends?\n  answer: Urgent campaign issues, yes.\nvi:\n  question: Cuối tuần các bạn có trả lời không?\n  answer: Với sự cố chiến dịch khẩn cấp thì có.\n`,
      );
      const caseStudy = readFileSync(join(copy, 'src/content/case-studies/nha-ca-cafe.mdx'), 'utf8')
        .replace(/^slug: .*$/m, 'slug: seventh-case')
        .replace(/^featured: .*$/m, 'featured: false');
      write('src/content/case-studies/seventh-case.mdx', caseStudy);
      cpSync(
        join(copy, 'src/content/site/case-figures/nha-ca-cafe.yaml'),
        join(copy, 'src/content/site/case-figures/seventh-case.yaml'),
      );

      const accepted = await sync(copy);
      expect(accepted.output).not.toMatch(/error/i);
      expect(accepted.ok).toBe(true);
      const store = readFileSync(join(copy, 'node_modules/.astro/data-store.json'), 'utf8');
      for (const id of ['email-marketing', 'weekend-support', 'seventh-case']) expect(store).toContain(id);

      write(
        'src/content/site/faq/untranslated.yaml',
        `en:\n  group: ${group}\n  order: 100\n  question: Is this translated?\n  answer: Not yet.\nvi:\n  question: Đã dịch chưa?\n`,
      );
      const refused = await sync(copy);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain('untranslated');
      expect(refused.output).toMatch(/vi\.answer|vi\W+answer/);
    },
  );
});
