import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures.ts';
import { viLiveRoutes } from '../../src/lib/routes.ts';
import { PAGE_SIZE, filterPosts } from '../../src/features/blog/blog-query.ts';
import { firstPageRange, posts, postsVi } from './blog-posts.ts';

test.describe('Vietnamese edition', () => {
  // A few pages per journey: the browser, its renderer and axe stay warm between pages, which makes
  // each scan several times cheaper than in a fresh context, and the groups still run in parallel.
  const GROUP = 5;
  for (let start = 0; start < viLiveRoutes.length; start += GROUP) {
    const group = viLiveRoutes.slice(start, start + GROUP);
    test(`${group.map((route) => route.path).join(', ')}: each is in Vietnamese, links its English page and passes axe`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + group.length * 20_000);
      for (const route of group) {
        await test.step(route.path, async () => {
          const response = await page.goto(route.path);
          expect(response?.status()).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
          await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
            'href',
            new RegExp(`${route.key === '/' ? '/' : route.key}$`),
          );
          await expectAccessible(page);
        });
      }
    });
  }

  test('the language switch in the header, on the calculators and in the mobile menu; the Vietnamese 404 and contact form', async ({
    page,
  }) => {
    test.setTimeout(75_000);
    await test.step('the header switch lands on the same page in the other language and back', async () => {
      await page.goto('/services');
      await page
        .getByRole('link', { name: /Tiếng Việt/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/vi\/services$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Mọi thứ bạn cần để được tìm thấy, được chọn và được nhớ đến',
      );
      await page
        .getByRole('link', { name: /English/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/services$/);
    });

    await test.step('the calculators link to their Vietnamese pages: hreflang and the switch land on the same tool', async () => {
      for (const [english, vietnamese] of [
        ['/solutions/ai-tools/marketing-budget-planner', '/vi/solutions/ai-tools/marketing-budget-planner'],
        ['/solutions/free-resources/roi-calculator', '/vi/solutions/free-resources/roi-calculator'],
      ]) {
        await page.goto(english!);
        await expect(page.locator('link[rel="alternate"][hreflang="vi"]')).toHaveAttribute(
          'href',
          new RegExp(`${vietnamese}$`),
        );
        await expect(page.locator('[data-language-switch]').first()).toHaveAttribute('href', vietnamese!);
        await page.goto(vietnamese!);
        await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
        await expect(page.locator('[data-language-switch]').first()).toHaveAttribute('href', english!);
      }
    });

    await test.step('an unknown Vietnamese path answers 404 in Vietnamese', async () => {
      const response = await page.goto('/vi/khong-co-trang-nay');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy trang');
      await expect(page.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/vi');
      await expectAccessible(page);
    });

    await test.step('the Vietnamese contact form validates in Vietnamese and shows Vietnam-time hours with Zalo', async () => {
      await page.goto('/vi/contact');
      await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();
      await expect(page.getByText('Vui lòng nhập họ tên của bạn.')).toBeVisible();
      await expect(page.getByText('Thứ Hai – Thứ Sáu').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nhắn tin qua Zalo' }).first()).toHaveAttribute(
        'href',
        /^https:\/\/zalo\.me\//,
      );
      await expect(
        page.getByText('Tầng 8, 65 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh, Việt Nam').first(),
      ).toBeVisible();
    });

    await test.step('the mobile menu carries the switch too', async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/vi/about');
      const toggle = page.locator('[data-menu] > summary');
      await expect(toggle).toHaveAccessibleName('Mở menu');
      await toggle.click();
      await expect(toggle).toHaveAccessibleName('Đóng menu');
      await page
        .getByRole('navigation', { name: 'Điều hướng trên điện thoại' })
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL(/\/about$/);
    });
  });
});

test.describe('the offer of the Vietnamese edition', () => {
  test.use({ locale: 'vi-VN' });

  test('a Vietnamese browser is offered the same page in Vietnamese on any English page, without a redirect, until it answers', async ({
    page,
  }) => {
    const response = await page.goto('/faq');
    expect(new URL(response!.url()).pathname).toBe('/faq');
    const offer = page.getByRole('region', { name: 'Xem trang này bằng tiếng Việt?' });
    await expect(offer).toBeVisible();
    await expectAccessible(page, { include: '[data-language-hint]' });
    await offer.getByRole('link', { name: 'Xem bằng tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/vi\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi thường gặp');
    // Following the offer is an answer: no English page makes it again.
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect(offer).toBeHidden();

    // A visitor who says "Stay in English" is not asked again, after a reload or on another page.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Stay in English' }).click();
    await expect(offer).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await expect(offer).toBeHidden();
    await page.goto('/services', { waitUntil: 'networkidle' });
    await expect(offer).toBeHidden();
  });
});

test.describe('English visitors', () => {
  test.use({ locale: 'en-AU' });

  test('are never offered the Vietnamese edition, and load nothing for it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of ['/', '/faq']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('[data-language-hint]')).toBeHidden();
    }
    expect(requested.filter((url) => url.includes('language-hint'))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link; blog search and a posted contact message answer in Vietnamese', async ({
    page,
  }) => {
    await test.step('the switch is a plain link that works', async () => {
      await page.goto('/faq');
      await page.locator('[data-language-switch]').first().click();
      await expect(page).toHaveURL(/\/vi\/faq$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Câu hỏi thường gặp');
    });

    await test.step('Vietnamese blog: search posts to /vi/blog/search and answers in Vietnamese', async () => {
      await page.goto('/vi/blog');
      await page.getByRole('searchbox', { name: 'Tìm bài viết' }).fill('LinkedIn');
      await page.getByRole('button', { name: 'Tìm' }).click();
      await expect(page).toHaveURL(/\/vi\/blog\/search\?q=LinkedIn/);
      const matches = filterPosts(postsVi, { q: 'LinkedIn', category: '' }).length;
      expect(matches).toBeGreaterThan(0);
      await expect(page.getByTestId('blog-summary')).toHaveText(
        `Đang hiển thị ${firstPageRange(matches)} trên tổng số ${matches} bài viết khớp với “LinkedIn”.`,
      );
    });

    await test.step('Vietnamese contact: a posted message returns to the Vietnamese contact page with its success note', async () => {
      await page.goto('/vi/contact');
      await expect(page.locator('#contact-form input[name="lang"]')).toHaveValue('vi');
      const form = page.locator('#contact-form');
      await form.getByLabel('Họ và tên').fill('Trần Thu Hà');
      await form.getByLabel('Địa chỉ email').fill('thuha@example.com');
      await form.getByLabel('Tiêu đề').fill('Tư vấn SEO cho quán cà phê');
      await form.getByLabel('Nội dung').fill('Chào Brightlane, quán mình cần tư vấn SEO địa phương ở quận 3.');
      await form.getByRole('checkbox', { name: /^Tôi đồng ý để Brightlane Digital xử lý/ }).check();
      await form.getByRole('button', { name: 'Gửi tin nhắn' }).click();
      await expect(page).toHaveURL(/\/vi\/contact\?contact=sent/);
      await expect(page.getByText('Đã gửi tin nhắn!')).toBeVisible();
    });
  });
});

test.describe('Vietnamese blog and portfolio', () => {
  test('the blog lists in Vietnamese, a translated article and its original link to each other, the portfolio filter and a case study', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await test.step('the blog lists every article in Vietnamese, each linking to its Vietnamese page', async () => {
      await page.goto('/vi/blog');
      await expect(page.getByTestId('blog-summary')).toHaveText(
        `Đang hiển thị ${firstPageRange(postsVi.length)} trên tổng số ${postsVi.length} bài viết.`,
      );
      // Only posts without a translation are marked as English-only.
      const englishOnly = postsVi.slice(0, PAGE_SIZE).filter((post) => posts.includes(post));
      await expect(page.getByText('Tiếng Anh', { exact: true })).toHaveCount(englishOnly.length);
      await expect(page.getByRole('link', { name: /Thương hiệu cá nhân trên LinkedIn/ }).first()).toHaveAttribute(
        'href',
        '/vi/blog/thuong-hieu-ca-nhan-tren-linkedin',
      );
      await expect(page.getByRole('link', { name: /infographic trên Canva/ }).first()).toHaveAttribute(
        'href',
        '/vi/blog/cach-lam-infographic-tren-canva',
      );
      // This state of /vi/blog is the one the Vietnamese edition's journeys scan with axe.
    });

    await test.step('a translated article and its English original link to each other', async () => {
      await page.goto('/vi/blog/thuong-hieu-ca-nhan-tren-linkedin');
      await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/blog\/linkedin-personal-branding$/);
      await expect(page.getByRole('link', { name: 'Quay lại blog' })).toHaveAttribute('href', '/vi/blog');
      await expectAccessible(page);
      await page.locator('[data-language-switch]').first().click();
      await expect(page).toHaveURL(/\/blog\/linkedin-personal-branding$/);
      await expect(page.locator('link[hreflang="vi"]')).toHaveAttribute(
        'href',
        /\/vi\/blog\/thuong-hieu-ca-nhan-tren-linkedin$/,
      );
    });

    await test.step('the portfolio filter speaks Vietnamese and a translated case study passes axe', async () => {
      await page.goto('/vi/portfolio');
      await page.getByRole('button', { name: 'Giải trí về đêm' }).click();
      await expect(page.getByRole('status')).toHaveText('Đang hiển thị 1 dự án thuộc Giải trí về đêm.');
      await expectAccessible(page);
      await page.goto('/vi/portfolio/buffet-lau-lua-hong');
      await expect(page.getByRole('cell', { name: '15.000.000 VND' })).toBeVisible();
      await expectAccessible(page);
    });
  });
});

test.describe('Vietnamese solution hubs and guides', () => {
  test('the hub filter, the Marketing Tools Hub and a guide, in Vietnamese', async ({ page }) => {
    test.setTimeout(60_000);
    await test.step('the hub filter speaks Vietnamese, and the ROI calculator card leads to its Vietnamese page', async () => {
      await page.goto('/vi/solutions');
      const filter = page.getByRole('group', { name: 'Lọc tài nguyên theo nhãn' });
      await expect(filter.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');
      const region = page.getByRole('region', { name: 'Hướng dẫn, checklist và khóa học miễn phí' });
      await filter.getByRole('button', { name: 'Mạng xã hội' }).click();
      await expect(region.locator('[data-resource-item]').locator('visible=true')).toHaveCount(3);
      await expect(region.getByRole('status')).toHaveText('Đang hiển thị 3 tài nguyên có nhãn Mạng xã hội');
      await expect(page.getByRole('link', { name: /Xem tài nguyên ?: Công cụ tính ROI marketing số/ })).toHaveAttribute(
        'href',
        '/vi/solutions/free-resources/roi-calculator',
      );
      await expect(page.getByRole('link', { name: /Xem tài nguyên ?: Danh sách kiểm tra tối ưu SEO/ })).toHaveAttribute(
        'href',
        '/vi/solutions/free-resources/seo-optimization-checklist',
      );
      await expectAccessible(page);
    });

    await test.step('the Marketing Tools Hub lists live tools first and sends discontinued ones to what replaced them', async () => {
      await page.goto('/vi/solutions/marketing-tools');
      const titles = await page.getByRole('heading', { level: 3 }).allTextContents();
      expect(titles.slice(0, 2)).toEqual(['Công cụ tính ROI', 'Công cụ lập ngân sách']);
      await expect(
        page.getByRole('link', { name: /Xem giải pháp thay thế ?: Công cụ viết bài chuẩn SEO/ }),
      ).toHaveAttribute('href', '/vi/services#content-creation-seo');
      await expect(page.getByText('THỬ NGHIỆM', { exact: true })).toHaveCount(0);
    });

    await test.step('a guide ticks in Vietnamese and downloads Vietnamese files', async () => {
      await page.goto('/vi/solutions/free-resources/on-page-seo-checklist');
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(page.getByText('Đã xong 0/30 mục')).toBeVisible();
      await page.getByRole('main').getByRole('checkbox').first().check();
      await expect(page.getByText('Đã xong 1/30 mục')).toBeVisible();
      await page.getByRole('button', { name: 'Làm lại' }).click();
      await expect(page.getByText('Đã xong 0/30 mục')).toBeVisible();

      const [markdown] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Tải danh sách kiểm tra/ }).click(),
      ]);
      expect(markdown.url()).toMatch(/\/vi\/downloads\/on-page-seo-checklist\.md$/);
      const text = await readFile((await markdown.path())!, 'utf8');
      expect(text).toMatch(/^# Danh sách kiểm tra SEO On-Page\n/);
      expect(text).toContain('Nguồn: ');
      expect(text).toContain('/vi/solutions/free-resources/on-page-seo-checklist');
      expect(text).toContain('Tổng cộng: 30 mục kiểm tra.');
      expect(text.match(/^- \[ \] /gm)).toHaveLength(30);
      expect(text).not.toMatch(/Source:|Total:/);

      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: /Tải file CSV/ }).click(),
      ]);
      const raw = await readFile((await csv.path())!, 'utf8');
      expect(raw.startsWith('\uFEFF')).toBe(true);
      const rows = raw.slice(1).trimEnd().split('\r\n');
      expect(rows[0]).toBe('Hạng mục,Việc cần kiểm tra,Vì sao quan trọng,Đã xong');
      expect(rows).toHaveLength(31);
      expect(rows.slice(1).every((row) => row.endsWith(',Chưa'))).toBe(true);
    });
  });
});
