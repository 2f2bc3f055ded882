import { expect, skipNotices, test } from './fixtures';
import { SECOND_BRAND_PORT, WEB_PORT } from './playwright.config';

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

test.describe('one storefront process serves every brand by host name (issue 22)', () => {
  const port = WEB_PORT;

  test('a variant at <slug>.localhost goes to its default city and shows its own name and look', async ({
    page,
    context,
  }) => {
    const url = `http://ws-ua.localhost:${port}`;
    await skipNotices(context, `http://lviv.ws-ua.localhost:${port}`);
    await page.goto(`${url}/`);
    // Wok Street's default city is Lviv, on the sushi network it shares with sm-ua
    await expect(page).toHaveURL(new RegExp(`^http://lviv\\.ws-ua\\.localhost:${port}/`));
    await expect(page).toHaveTitle(/Wok Street/);
    const primary = await page.evaluate(() =>
      document.documentElement.style.getPropertyValue('--color-primary'),
    );
    expect(primary).toBe('#b45309');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('the same process keeps each brand’s pages apart, and a host naming no brand is 404', async ({
    request,
  }) => {
    // Node does not resolve *.localhost as Chromium does: the host is named in the header
    const at = (host: string, path: string, headers: Record<string, string> = {}) =>
      request.get(`http://127.0.0.1:${port}${path}`, {
        headers: { host: `${host}:${port}`, ...headers },
        maxRedirects: 0,
      });
    const pizza = await at('kyiv.pc-ua.localhost', '/');
    expect(pizza.status()).toBe(200);
    expect(await pizza.text()).toContain('Pizza Corner');
    const sushi = await at('kyiv.localhost', '/');
    expect(await sushi.text()).toContain('Sushi Moon');
    const dollar = await at('new-york.sm-us.localhost', '/en');
    expect(dollar.status()).toBe(200);
    expect(await dollar.text()).toContain('$');
    // a visitor cannot pick the brand by sending the header server.mjs sets
    const spoofed = await at('kyiv.localhost', '/', { 'x-storefront-brand': 'pc-ua' });
    expect(await spoofed.text()).not.toContain('Pizza Corner');
    const unknown = await at('kyiv.xx-yy.localhost', '/');
    expect(unknown.status()).toBe(404);
  });
});
