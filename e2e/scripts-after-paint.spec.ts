import { type Page } from '@playwright/test';
import { expect, isMobile, skipNotices, test } from './fixtures';

/**
 * apps/web/server/scripts-after-paint.mjs: the framework's scripts are asked for once the
 * largest picture is painted, and the page still comes to life by every path.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** When each of the framework's scripts was asked for, ms since the navigation started. */
const scriptStarts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'))
      .map((r) => r.startTime),
  );

/** When the first of them was asked for, once one has been. */
async function firstScriptRequest(page: Page): Promise<number> {
  await expect.poll(async () => (await scriptStarts(page)).length).toBeGreaterThan(0);
  return Math.min(...(await scriptStarts(page)));
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

test('when every picture fails, the scripts start without waiting for them', async ({ page }) => {
  await page.route('**/api/catalog/v1/images/**', (route) => route.abort());
  await page.goto('/menu/philadelphia');
  // at the first paint or the load event, whichever tells first: not after the 3 s cap
  expect(await firstScriptRequest(page)).toBeLessThan(3000);
  await addFirstDish(page);
});

test('while the pictures are still coming, a key press starts the scripts at once', async ({ page }) => {
  // pictures that never arrive: neither their paint nor the load event can start the scripts
  await page.route('**/api/catalog/v1/images/**', () => {});
  await page.goto('/menu/philadelphia', { waitUntil: 'domcontentloaded' });
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  const pressedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Tab');
  expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(pressedAt);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test('pictures that never come hold the scripts back 3 s at most', async ({ page }) => {
  await page.route('**/api/catalog/v1/images/**', () => {});
  await page.goto('/menu/philadelphia', { waitUntil: 'domcontentloaded' });
  const requested = await firstScriptRequest(page);
  expect(requested).toBeGreaterThanOrEqual(3000);
  expect(requested).toBeLessThan(6000);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});

test('a page without priority pictures starts its scripts at its first paint', async ({ page }) => {
  await page.goto('/cart');
  const { firstPaint, loaded } = await page.evaluate(() => ({
    firstPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  // or 500 ms after the load event, should the paint come later than that (a busy machine's
  // compositor): the loader's grace, LOAD_GRACE_MS in server/scripts-after-paint.mjs
  expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(Math.min(firstPaint, loaded + 500));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
});
