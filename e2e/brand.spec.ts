import { expect, skipNotices, test } from './fixtures';
import { SECOND_BRAND_PORT } from './playwright.config';

test('the same build started with another BRAND is another brand', async ({ page, context }) => {
  const url = `http://kyiv.localhost:${SECOND_BRAND_PORT}`;
  await skipNotices(context, url);
  await page.goto(`${url}/`);
  await expect(page).toHaveTitle(/Pizza Corner/);
  const primary = await page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--color-primary'),
  );
  expect(primary).toBe('#c2410c');
  await expect(page.getByTestId('add-to-cart').first()).toHaveCSS('background-color', 'rgb(194, 65, 12)');
});
