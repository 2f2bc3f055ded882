import { type Page } from '@playwright/test';
import { expect, isMobile, skipNotices, test } from './fixtures';

/**
 * apps/web/server/scripts-after-paint.mjs: the framework's scripts are asked for once the
 * largest picture is painted, and the page still comes to life by every path.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** When the first of the framework's scripts was asked for, ms since the navigation started. */
async function firstScriptRequest(page: Page): Promise<number> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((r) => r.name.includes('/_next/static/chunks/')),
      ),
    )
    .toBe(true);
  return page.evaluate(() =>
    Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'))
        .map((r) => r.startTime),
    ),
  );
}

/** Adds the first dish and sees the page answer: only a hydrated page can. */
async function addFirstDish(page: Page) {
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('qty-plus').first()).toBeVisible();
  if (!isMobile(page)) await expect(page.getByTestId('cart-count')).toHaveText('1');
}

test('the menu page asks for its scripts after the first dish picture is painted', async ({ page }) => {
  await page.goto('/menu/philadelphia');
  const paintedPicture = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        new PerformanceObserver((list) => {
          const picture = list
            .getEntries()
            .find((e) => (e as LargestContentfulPaint).element?.tagName === 'IMG');
          if (picture) resolve(picture.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(paintedPicture);
  await addFirstDish(page);
});

test('with no picture to paint, the page comes to life after it has loaded', async ({ page }) => {
  // every dish picture fails: no picture paint will ever start the scripts
  await page.route('**/api/catalog/v1/images/**', (route) => route.abort());
  await page.goto('/menu/philadelphia');
  const loaded = await page.evaluate(
    () => performance.getEntriesByType('navigation')[0]!.toJSON().loadEventStart,
  );
  expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(loaded);
  await addFirstDish(page);
});

test('a page without priority pictures starts its scripts at its first paint', async ({ page }) => {
  await page.goto('/cart');
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
  );
  expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(firstPaint);
  // the framework has started (Next sets this when its client boots)
  await expect
    .poll(() => page.evaluate(() => typeof (window as { next?: { version?: string } }).next?.version))
    .toBe('string');
});
