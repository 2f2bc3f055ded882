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
  // the pizzas have sizes (issue 19): their cards link to the choice instead of adding blind
  const buy = page
    .getByTestId('product-card')
    .first()
    .getByTestId(/^(add-to-cart|choose-options)$/);
  await expect(buy).toHaveCSS('background-color', 'rgb(194, 65, 12)');
});
