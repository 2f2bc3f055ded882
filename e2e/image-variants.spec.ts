import type { Page } from '@playwright/test';
import { expect, skipNotices, test } from './fixtures';

/**
 * The API draws only the image variants the storefront uses (apps/api/src/modules/media/
 * image-variants.ts) and refuses any other with a 400. Every picture address a page holds, for
 * people and for crawlers (half size, q10), in srcset, preload, OpenGraph and JSON-LD, must be one
 * the API serves: a new size in the storefront without its row in the API fails here.
 */
const IMAGE_PATH = '/catalog/v1/images/';

/** Every image address in the page's markup, absolute. */
async function imageAddresses(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const fromSrcset = (s: string | null) =>
      s ? s.split(',').map((part) => part.trim().split(/\s+/)[0]!) : [];
    for (const el of document.querySelectorAll('img, source, link[rel="preload"]')) {
      out.push(el.getAttribute('src') ?? '', el.getAttribute('href') ?? '');
      out.push(...fromSrcset(el.getAttribute('srcset')), ...fromSrcset(el.getAttribute('imagesrcset')));
    }
    for (const meta of document.querySelectorAll('meta[property^="og:image"], meta[name^="twitter:image"]'))
      out.push(meta.getAttribute('content') ?? '');
    // JSON-LD: every string value (escapes such as \u0026 decoded by the parse)
    const strings = (v: unknown): string[] =>
      typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      out.push(...strings(JSON.parse(script.textContent || 'null')));
    return out.map((u) => (u ? new URL(u, location.href).href : ''));
  });
  return [...new Set(found.filter((u) => u.includes(IMAGE_PATH)))];
}

async function pagesOfTheCatalogue(page: Page): Promise<string[]> {
  await page.goto('/menu/philadelphia');
  const product = await page
    .getByTestId('product-card')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto('/promotions');
  const promotion = await page.locator('main a[href*="/promotions/"]').first().getAttribute('href');
  return ['/', '/menu/philadelphia', product!, '/promotions', ...(promotion ? [promotion] : [])];
}

for (const visitor of ['person', 'crawler'] as const) {
  test(`every picture a ${visitor} is sent is a variant the API serves`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext(
      visitor === 'crawler'
        ? { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }
        : {},
    );
    await skipNotices(context, baseURL!);
    const page = await context.newPage();
    const loaded: { url: string; status: number }[] = [];
    page.on('response', (res) => {
      if (res.url().includes(IMAGE_PATH)) loaded.push({ url: res.url(), status: res.status() });
    });
    const addresses = new Set<string>();
    for (const path of await pagesOfTheCatalogue(page)) {
      await page.goto(path);
      // scrolled to the end, so lazy pictures ask for their addresses too
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      for (const url of await imageAddresses(page)) addresses.add(url);
    }
    expect(addresses.size).toBeGreaterThan(10);
    if (visitor === 'crawler') expect([...addresses].some((u) => u.includes('q=10'))).toBe(true);
    // asked by the page itself: same origin, and Chromium resolves the city subdomain
    const refused = await page.evaluate(
      async (urls) => {
        const answers = await Promise.all(
          urls.map(async (url) => ({ url, status: (await fetch(url)).status })),
        );
        return answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.url}`);
      },
      [...addresses],
    );
    expect(refused).toEqual([]);
    expect(loaded.filter((r) => r.status >= 400)).toEqual([]);
    await context.close();
  });
}
