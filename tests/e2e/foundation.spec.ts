import { liveRoutes, redirectRoutes, retiredRoutes, retiredTarget, viLiveRoutes } from '../../src/lib/routes.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { openRetiredPage } from './retired-page.ts';
import { readRetiredFiles } from '../../src/content/retired-files.ts';

const notices = readRetiredFiles();

test.describe('route registry over HTTP', () => {
  test('every live route answers 200 with HTML', async ({ request }) => {
    for (const route of liveRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      expect(response.headers()['content-type'], route.path).toContain('text/html');
    }
  });

  test('every retired route answers 410 with its notice, noindex and a no-JS refresh', async ({ request }) => {
    for (const route of retiredRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(410);
      expect(response.headers()['x-robots-tag'], route.path).toContain('noindex');
      const html = await response.text();
      expect(html, route.path).toContain(
        `<h1 class="mt-4 max-w-2xl text-3xl font-bold sm:text-4xl">${notices.get(route.path)?.title}</h1>`,
      );
      expect(html, route.path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html, route.path).toContain(`<meta http-equiv="refresh" content="5;url=${retiredTarget(route)}">`);
      expect(html, route.path).toContain('Go Now');
    }
  });

  test('redirect routes answer 301 to their target', async ({ request }) => {
    for (const route of redirectRoutes) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(301);
      expect(response.headers()['location'], route.path).toBe(route.to);
    }
  });

  test('unknown paths answer 404', async ({ request }) => {
    for (const path of [
      '/nope',
      '/services/unknown',
      '/solutions/tools/unknown',
      '/blog/not-a-post',
      '/portfolio/not-a-case',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe('not-found page', () => {
  test('answers 404 with the fixed texts and a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for: /no-such-page-here"),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('retired page journeys', () => {
  test('a retired page is accessible', async ({ page }) => {
    await openRetiredPage(page, '/services/seo');
    await expect(page.getByRole('heading', { level: 1, name: 'SEO Service No Longer Available' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('status')).toHaveText('Redirect cancelled. Use Go Now when you are ready.');
    // axe times its own work: the clock runs again, with no countdown left to race the scan.
    await page.clock.resume();
    await expectAccessible(page);
  });

  for (const path of ['/solutions/ai-tools/content-generator', '/solutions/free-resources/content-templates']) {
    test(`${path} counts down and lands on its target`, async ({ page }) => {
      const route = retiredRoutes.find((r) => r.path === path)!;
      await openRetiredPage(page, path);
      await expect(
        page.getByRole('heading', { level: 1, name: notices.get(path)?.title ?? '(no notice file)' }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText(/ in 5 seconds\.$/);
      for (const name of ['Home', 'Services', 'Solutions', 'Portfolio', 'Blog']) {
        await expect(
          page.getByRole('navigation', { name: 'Helpful links' }).getByRole('link', { name, exact: true }),
        ).toBeVisible();
      }
      await page.clock.runFor(4_000);
      await expect(page.getByRole('status')).toContainText(/ in 1 second\.$/);
      expect(new URL(page.url()).pathname).toBe(path);
      await page.clock.runFor(1_000);
      await page.waitForURL((url) => url.pathname === route.redirectTo);
    });
  }

  test('the countdown can be stopped', async ({ page }) => {
    await openRetiredPage(page, '/services/branding');
    await page.clock.runFor(2_000);
    await expect(page.getByRole('status')).toContainText(/ in 3 seconds\.$/);
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('status')).toHaveText('Redirect cancelled. Use Go Now when you are ready.');
    // Well past the moment the redirect was due.
    await page.clock.runFor(10_000);
    await expect(page.getByRole('status')).toHaveText('Redirect cancelled. Use Go Now when you are ready.');
    expect(new URL(page.url()).pathname).toBe('/services/branding');
  });
});

test.describe('header, the /sitemap page and cache headers, in the browser', () => {
  test('skip link and the /sitemap page; the header on scroll and cached assets on the Privacy Policy; Solutions by keyboard on the Terms', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await test.step('header: skip link moves focus to the main content', async () => {
      await page.goto('/sitemap');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });

    await test.step('robots and sitemaps: the /sitemap page shows the same pages, with priority and frequency', async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      // The English page lists the English half of sitemap.xml; /vi/sitemap lists the other half.
      const count = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].filter(
        (m) => !/^\/vi(\/|$)/.test(new URL(m[1]!).pathname),
      ).length;
      // Still open as the step before left it.
      await expect(page.getByRole('heading', { level: 1, name: 'Sitemap' })).toBeVisible();
      await expect(page.locator('main li')).toHaveCount(count);
      await expect(page.getByText('Updated weekly · Priority 1.0')).toBeVisible();
      await expect(page.getByRole('link', { name: /XML sitemap/ })).toHaveAttribute('href', '/sitemap.xml');
      await expectAccessible(page);
    });

    await test.step('header: turns translucent with a shadow after 11 px of scrolling and back at the top', async () => {
      await page.goto('/privacy-policy');
      const header = page.locator('header[data-site-header]');
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 11));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await expect(header).toHaveCSS('box-shadow', /rgba?\(/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
    });

    await test.step('security headers: hashed assets are cached for a year, HTML is revalidated, health answers', async () => {
      // The Privacy Policy is still open as the step before left it.
      const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
      expect((await request.get(css!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request.get('/privacy-policy')).headers()['cache-control']).toBe('no-cache');
      const health = await request.get('/healthz');
      expect(await health.json()).toMatchObject({ status: 'ok', store: { kind: 'sqlite', reachable: true } });
    });

    await test.step('header: Solutions dropdown works by keyboard and marks the current page', async () => {
      await page.goto('/terms-of-service');
      // A <details> disclosure: its <summary> is the toggle (Playwright gives it no role).
      const dropdown = page.locator('[data-dropdown]');
      const toggle = dropdown.locator('summary');
      await expect(toggle).toHaveAccessibleName('Solutions');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveAttribute('open');
      await expect(page.getByRole('link', { name: 'Free Resources' }).first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dropdown).not.toHaveAttribute('open');
      await expect(toggle).toBeFocused();
    });
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on Escape and closes when a link is chosen', async ({ page }) => {
    await page.goto('/privacy-policy');
    // A <details> disclosure: its <summary> is the toggle (Playwright gives it no role).
    const toggle = page.locator('[data-menu] > summary');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(page.locator('[data-menu]')).toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu
      .getByRole('link', { name: 'Terms of Service' })
      .or(menu.getByRole('link', { name: 'About Us' }))
      .first()
      .click();
    await expect(menu).toBeHidden();
  });
});

test.describe('robots and sitemaps', () => {
  test('robots.txt is plain text with the fixed rules', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /private/\nDisallow: /.well-known/');
    expect(text).toMatch(/Crawl-delay: 1/);
    expect(text).toMatch(/Crawl-delay: 2/);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('sitemap.xml lists exactly the live indexable pages and collection pages', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // Both languages: every indexable registry page, English at the root and Vietnamese under /vi.
    const expected = [...liveRoutes, ...viLiveRoutes].filter((r) => r.indexable).map((r) => r.path);
    const collection = /^(\/vi)?\/(blog|portfolio)\/.+/;
    expect(paths.filter((p) => !collection.test(p)).sort()).toEqual([...expected].sort());
    for (const path of paths.filter((p) => collection.test(p))) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});

test.describe('security headers', () => {
  test('HTML responses carry a strict policy', async ({ request }) => {
    for (const path of ['/', '/privacy-policy', '/no-such-page', '/services/seo']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(
        csp.split(';').find((d) => d.trim().startsWith('script-src')),
        path,
      ).not.toContain('unsafe-inline');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('hostile requests get 4xx, never 5xx', async ({ request }) => {
    expect((await request.get('/..%2f..%2fetc/passwd')).status()).toBe(404);
    expect((await request.fetch('/', { method: 'DELETE' })).status()).toBe(405);
    expect((await request.get('/%E0%A4%A')).status()).toBe(400);
  });
});

test.describe('legal pages', () => {
  // The terms keep their original date; the privacy policy was revised for consent and erasure.
  test('the Privacy Policy and the Terms of Service are complete and accessible', async ({ page }) => {
    for (const [path, title, updated] of [
      ['/privacy-policy', 'Privacy Policy', 'November 22, 2026'],
      ['/terms-of-service', 'Terms of Service', 'April 9, 2025'],
    ] as const) {
      await test.step(title, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(`Last updated: ${updated}`)).toBeVisible();
        expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(8);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${title} | Brightlane Digital`,
        );
        await expectAccessible(page);
      });
    }
  });
});

test.describe('icons from the sprite', () => {
  for (const path of ['/solutions/ai-tools/marketing-budget-planner', '/vi/solutions/free-resources/roi-calculator']) {
    test(`every island icon on ${path} is drawn from a symbol of the sprite`, async ({ page }) => {
      const sprites: number[] = [];
      page.on('response', (response) => {
        if (/\/_astro\/sprite\.[\w-]+\.svg$/.test(new URL(response.url()).pathname)) sprites.push(response.status());
      });
      await page.goto(path);
      const uses = page.locator('svg > use');
      await expect(uses.first()).toBeAttached();
      // A <use> whose symbol resolved has the symbol's shapes, so a box; an unknown id or an
      // unloaded sprite leaves it empty.
      await expect
        .poll(() =>
          uses.evaluateAll(
            (all) =>
              all.filter((use) => {
                const box = (use as SVGUseElement).getBBox();
                return box.width === 0 && box.height === 0;
              }).length,
          ),
        )
        .toBe(0);
      expect(await uses.count()).toBeGreaterThan(5);
      expect(sprites).toEqual([200]);
    });
  }
});
