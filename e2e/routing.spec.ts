import { expect, skipNotices, test } from './fixtures';

const port = (baseURL: string) => new URL(baseURL).port;

test.describe('city subdomains and languages', () => {
  test('the bare host sends a newcomer to the default city, path and query kept', async ({
    page,
    baseURL,
  }) => {
    const res = await page.goto(`http://localhost:${port(baseURL!)}/menu/philadelphia?utm_source=test`);
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(`http://kyiv.localhost:${port(baseURL!)}/menu/philadelphia?utm_source=test`);
    await expect(page.getByTestId('city-name').first()).toContainText(/Київ/);
  });

  test('the bare host sends a returning visitor to their stored city', async ({ page, context, baseURL }) => {
    const bare = `http://localhost:${port(baseURL!)}`;
    await context.addCookies([{ name: 'city', value: 'lviv', url: bare }]);
    await skipNotices(context, `http://lviv.localhost:${port(baseURL!)}`);
    await page.goto(`${bare}/ru`);
    expect(page.url()).toBe(`http://lviv.localhost:${port(baseURL!)}/ru`);
    await expect(page.getByTestId('city-name').first()).toContainText(/Львов/);
  });

  test('an unknown city host or stored city falls back to the default city', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: 'city', value: 'atlantis', url: `http://localhost:${port(baseURL!)}` },
    ]);
    const res = await page.goto(`http://atlantis.localhost:${port(baseURL!)}/menu/philadelphia`);
    expect(res?.status()).toBe(200);
    expect(page.url()).toBe(`http://kyiv.localhost:${port(baseURL!)}/`);
  });

  test('a language the brand does not offer is a 404', async ({ page }) => {
    expect((await page.goto('/en/menu/philadelphia'))?.status()).toBe(404);
  });

  test('crawlers get the light images', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/menu/philadelphia`);
    const src = await page.getByTestId('product-card').first().locator('img').getAttribute('src');
    expect(src).toContain('q=10');
    await context.close();
  });
});
