/**
 * The agency edits content in a browser: the editor under /admin/content, run against its own test
 * backend (a repository in the browser's private file system, seeded here with the site's content
 * files). What it writes is read back and checked with the same schemas the build applies.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'yaml';
import { copyProblems, pageSchema } from '../../src/content/page-schema.ts';
import { faqSchema, serviceSchema, siteFolders } from '../../src/content/site-schemas.ts';
import { signIn } from './contact-helpers.ts';
import { expect, test } from './fixtures.ts';

const REPO = 'sveltia-cms-test';

/** Every site content file (the pages' words too), as the repository the editor opens. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of [...Object.values(siteFolders), 'pages']) {
    const base = `src/content/site/${folder}`;
    for (const name of readdirSync(base)) files[`${base}/${name}`] = readFileSync(`${base}/${name}`, 'utf8');
  }
  return files;
}

async function seedRepository(page: Page, files: Record<string, string>) {
  await page.evaluate(
    async ({ files, repo }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(repo, { recursive: true }).catch(() => undefined);
      const base = await root.getDirectoryHandle(repo, { create: true });
      for (const [path, text] of Object.entries(files)) {
        const parts = path.split('/');
        let folder = base;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { files, repo: REPO },
  );
}

/** One file of the editor's repository, or null when it was not written. */
async function readRepository(page: Page, path: string): Promise<string | null> {
  return page.evaluate(
    async ({ path, repo }) => {
      try {
        let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(repo);
        const parts = path.split('/');
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
        return await (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return null;
      }
    },
    { path, repo: REPO },
  );
}

/** The editor's pane for one language; the right-hand pane is switched from preview to Vietnamese. */
async function pane(page: Page, language: 'Tiếng Anh' | 'Tiếng Việt') {
  const editing = page.getByRole('group', { name: new RegExp(`Chỉnh sửa nội dung .*${language}`) });
  if (language === 'Tiếng Việt' && !(await editing.isVisible())) {
    await page
      .getByRole('group', { name: /Xem trước nội dung/ })
      .getByRole('radio', { name: 'Tiếng Việt' })
      .click();
  }
  await expect(editing).toBeVisible();
  return editing;
}

/**
 * Opens an editor address right after a save. The editor may still be finishing that save when the
 * address changes, and then it stays on the entry it saved (CI, once): the visit is made again until
 * the editor shows `ready`.
 */
async function openAfterSave(page: Page, hash: string, ready: Locator) {
  await expect(async () => {
    await page.goto(`/admin/content${hash}`);
    await expect(ready).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test.describe('content editor', () => {
  // The editor's own text fonts are not shipped (only its icon font is); the browser uses the system font.
  test.use({ allowConsoleErrors: ['fontsource', 'data:image/svg+xml', 'githubstatus.com'] });

  test('is behind the admin sign-in and never indexed', async ({ page }) => {
    await page.goto('/admin/content');
    expect(page.url()).toMatch(/\/admin\/sign-in$/);
    const config = await page.request.get('/admin/content/config.json', { maxRedirects: 0 });
    expect(config.status()).toBe(303);
  });

  test('edits a service and a page in Vietnamese and adds a question in both languages, writing files the build accepts', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signIn(page);
    // The production configuration names the Git host; this journey uses the editor's test backend.
    await page.route(/\/admin\/content\/config\.json/, async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      expect(config.backend).toMatchObject({ name: 'github' });
      await route.fulfill({ response, json: { ...config, backend: { name: 'test-repo' }, publish_mode: 'simple' } });
    });
    await seedRepository(page, repositoryFiles());

    const response = await page.goto('/admin/content');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('button', { name: 'Làm việc với kho mã nguồn thử nghiệm' }).click();

    // 1. A service's Vietnamese description.
    await page.getByText('Digital Advertising', { exact: true }).click();
    const description =
      'Chúng tôi đo lường chuyển đổi trước, rồi quản lý chiến dịch theo chi phí mỗi khách hàng tiềm năng.';
    const vi = await pane(page, 'Tiếng Việt');
    await vi.getByRole('textbox', { name: /^Description/ }).fill(description);
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect
      .poll(async () => (await readRepository(page, 'src/content/site/services/digital-advertising.yaml')) ?? '')
      .toContain('đo lường chuyển đổi trước');
    const service = serviceSchema.parse(
      parse((await readRepository(page, 'src/content/site/services/digital-advertising.yaml'))!),
    );
    expect(service.vi.description).toBe(description);
    expect(service.en.icon).toBe('Megaphone');

    // 2. A new question, in both languages.
    const group = page
      .getByRole('group', { name: /Chỉnh sửa nội dung .*Tiếng Anh/ })
      .getByRole('radio', { name: 'Pricing and contracts' });
    await openAfterSave(page, '#/collections/faq/new', group);
    const en = await pane(page, 'Tiếng Anh');
    await group.click();
    await en.getByRole('spinbutton', { name: /^Order/ }).fill('9');
    await en.getByRole('textbox', { name: /^Question/ }).fill('Do you offer a discount for non-profits?');
    await en
      .getByRole('textbox', { name: /^Answer/ })
      .fill('Yes: registered charities receive ten percent off our management fee.');
    const faqVi = await pane(page, 'Tiếng Việt');
    await faqVi.getByRole('textbox', { name: /^Question/ }).fill('Các tổ chức phi lợi nhuận có được giảm giá không?');
    await faqVi
      .getByRole('textbox', { name: /^Answer/ })
      .fill('Có: tổ chức từ thiện đã đăng ký được giảm mười phần trăm phí quản lý.');
    // The file name is the question's anchor on /faq, typed once.
    await page.getByRole('textbox', { name: 'Đường dẫn tĩnh' }).fill('non-profit-discount');
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect.poll(async () => readRepository(page, 'src/content/site/faq/non-profit-discount.yaml')).not.toBeNull();
    const question = faqSchema.parse(
      parse((await readRepository(page, 'src/content/site/faq/non-profit-discount.yaml'))!),
    );
    expect(question.en.group).toBe('pricing-contracts');
    expect(question.vi.question).toMatch(/phi lợi nhuận/);

    // 3. A page's Vietnamese hero subtitle, in the file the pages collection reads.
    await openAfterSave(
      page,
      '#/collections/pages/entries/faq',
      page.getByRole('group', { name: /Page sections/ }).first(),
    );
    const subtitle = 'Câu trả lời thẳng thắn về chi phí, thời gian và cách chúng tôi bảo vệ dữ liệu của bạn.';
    const pageVi = await pane(page, 'Tiếng Việt');
    // The editor renders a group's fields once it scrolls into view.
    await pageVi.getByRole('group', { name: /Page sections/ }).scrollIntoViewIfNeeded();
    await pageVi.getByRole('textbox', { name: /^Subtitle/ }).fill(subtitle);
    await page.getByRole('button', { name: 'Lưu' }).click();
    await expect
      .poll(async () => (await readRepository(page, 'src/content/site/pages/faq.yaml')) ?? '')
      .toContain('Câu trả lời thẳng thắn');
    const faqPage = pageSchema.parse(parse((await readRepository(page, 'src/content/site/pages/faq.yaml'))!));
    expect(faqPage.vi.copy?.subtitle).toBe(subtitle);
    expect(copyProblems('faq', faqPage)).toEqual([]);
    const before = pageSchema.parse(parse(readFileSync('src/content/site/pages/faq.yaml', 'utf8')));
    expect(faqPage.en).toEqual(before.en);
  });
});
