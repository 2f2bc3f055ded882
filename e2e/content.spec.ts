import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, skipNotices, test } from './fixtures';
import { SECOND_BRAND_PORT } from './playwright.config';

/**
 * Content pages (issue 8): promotions with their dishes, feedbacks with "show more", the about,
 * legal and city-areas pages, the stories on the home page, and their place in the sitemap.
 * Screenshots go to /tmp for a person to look at; they are not compared.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
  // accessibility scans and full-page screenshots at both sizes take their time on a busy machine
  test.setTimeout(90_000);
});

/**
 * The whole page, or only the screen for a dialog over the home page: a full-page picture of the
 * whole menu (~23,000 px tall on a phone) lays out and paints every section at once, took 12 s on
 * a busy machine and left the page busy and shifted for the steps after it.
 */
const shot = (page: Page, name: string, { fullPage = true } = {}) =>
  screenshot(page, {
    path: `/tmp/content-e2e/${name}-${isMobile(page) ? 'mobile' : 'desktop'}.png`,
    fullPage,
  });

const cartLines = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('cart');
    return raw ? (JSON.parse(raw) as Array<{ productId: number; count: number }>) : [];
  });

test('a promotion from the list: its dates, code and text, then one of its dishes into the cart', async ({
  page,
}) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Акції');
  await expect(page).toHaveTitle(/Акції.*Sushi Moon.*Києві/);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/Sushi Moon/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/promotions$/);
  const card = page.getByRole('link', { name: /Вітальна знижка/ });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'promotions');

  await card.click();
  await expect(page).toHaveURL(/\/promotions\/welcome-10$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вітальна знижка');
  await expect(page.locator('code', { hasText: 'DEMO10' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скопіювати промокод DEMO10' })).toBeVisible();
  await expect(page.getByText('Постійна пропозиція')).toBeVisible();
  // the body's markup arrives cleaned, as markup (a list), never as escaped text
  await expect(page.locator('article li').first()).toBeVisible();
  await expect(page.locator('article script')).toHaveCount(0);
  await expect(page).toHaveTitle(/Вітальна знижка.*Sushi Moon/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/promotions\/welcome-10$/);

  const products = page.getByTestId('product-card');
  await expect(products.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'promotion');

  expect(await cartLines(page)).toEqual([]);
  await products.first().scrollIntoViewIfNeeded();
  await products.first().getByTestId('add-to-cart').click();
  await expect(products.first().getByTestId('qty-plus')).toBeVisible();
  await expect.poll(async () => (await cartLines(page)).map((l) => l.count)).toEqual([1]);
  if (!isMobile(page)) await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a promotion opened by its id has the slug as its canonical address', async ({ page }) => {
  // seeded ids are rn × 100 + position: Sushi Moon's first promotion is 101
  const res = await page.goto('/promotions/101');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Вітальна знижка');
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    /\/promotions\/welcome-10$/,
  );
});

test('an unknown or malformed promotion is the real 404 page', async ({ page }) => {
  for (const path of [
    '/promotions/no-such-promotion',
    '/promotions/999999',
    '/promotions/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    // the 404's first response is an empty shell the browser then draws (CONTRIBUTING traps)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
  }
  await expectNoSeriousA11yViolations(page);
});

test('feedbacks: the first page, then more appended by continuation token, then a new order starts over', async ({
  page,
}) => {
  await page.goto('/feedbacks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Відгуки');
  await expect(page).toHaveTitle(/Відгуки.*Sushi Moon/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/feedbacks$/);
  const items = page.getByTestId('feedback');
  // newest first (SPEC section 9), ten to a page (issue 17 item 20)
  await expect(items).toHaveCount(10);
  const first = await items.first().textContent();
  const more = page.getByTestId('feedbacks-more');

  const requests: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site/feedbacks')) requests.push(r.postDataJSON());
  });
  await more.click();
  await expect(items).toHaveCount(20);
  await more.click();
  await expect(page.getByText('Це всі відгуки')).toBeVisible();
  expect(await items.count()).toBeGreaterThan(20);
  expect(await items.first().textContent()).toBe(first);
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({
    pageSize: 10,
    sortProperty: 'date',
    sortDirection: 'desc',
    lang: 'uk',
  });
  expect((requests[0] as { continuationToken?: string }).continuationToken).toBeTruthy();
  expect((requests[1] as { continuationToken?: string }).continuationToken).not.toBe(
    (requests[0] as { continuationToken?: string }).continuationToken,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'feedbacks');

  // a new order is a reset: the list is replaced, not appended to
  await page.getByLabel('Порядок').selectOption('worst');
  await expect(items.first().getByRole('img', { name: /Оцінка: [1-3] з 5/ })).toBeVisible();
  await expect(items).toHaveCount(10);
  expect(requests.at(-1)).toMatchObject({ sortProperty: 'score', sortDirection: 'asc' });
  expect((requests.at(-1) as { continuationToken?: string }).continuationToken).toBeUndefined();
  await expect(items.first().getByRole('img', { name: /Оцінка: [1-3] з 5/ })).toBeVisible();
});

test('feedbacks: a new order that failed is tried again from its own first page', async ({ page }) => {
  await page.goto('/feedbacks');
  const items = page.getByTestId('feedback');
  await expect(items).toHaveCount(10);
  const bodies: Array<{ sortDirection?: string; continuationToken?: string }> = [];
  let failures = 1;
  await page.route('**/api/site/feedbacks', async (route) => {
    bodies.push(route.request().postDataJSON() as (typeof bodies)[number]);
    if (failures-- > 0)
      return route.fulfill({ status: 503, json: { error: { code: 'DOWN', message: 'down' } } });
    return route.continue();
  });
  await page.getByLabel('Порядок').selectOption('worst');
  const failed = page.getByText('Не вдалося завантажити відгуки');
  await expect(failed).toBeVisible();
  await page.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(failed).toBeHidden();
  await expect(items).toHaveCount(10);
  await expect(items.first().getByRole('img', { name: /Оцінка: [1-3] з 5/ })).toBeVisible();
  // the retry is the lowest-first order's first page: no token of the newest-first order
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toMatchObject({ sortProperty: 'score', sortDirection: 'asc' });
  expect(bodies[1]!.continuationToken).toBeUndefined();
});

for (const { path, title, indexed } of [
  { path: '/public-offer', title: /оферт/i, indexed: false },
  { path: '/privacy', title: /конфіденційн/i, indexed: false },
  { path: '/requisites', title: /еквізит/i, indexed: false },
  { path: '/about', title: /Про нас|компан/i, indexed: true },
  { path: '/city-areas', title: /Райони доставки у Києві/, indexed: true },
]) {
  test(`the ${path} page reads well, links its neighbours and is ${indexed ? 'indexed' : 'noindex'}`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main script:not([type="application/ld+json"])')).toHaveCount(0);
    const robots = await page.evaluate(
      () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '',
    );
    if (indexed) expect(robots).not.toMatch(/noindex/);
    else expect(robots).toMatch(/noindex/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path}$`));
    await expect(page.getByRole('navigation', { name: 'Інформація' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, path.slice(1));
  });
}

test('the footer or the drawer leads to the information pages', async ({ page }) => {
  await page.goto('/');
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Відкрити меню' }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Публічна оферта' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Публічна оферта' }).click();
  }
  await expect(page).toHaveURL(/\/public-offer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/оферт/i);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Відкрити меню' }).first().click();
    await page.getByRole('dialog').getByRole('link', { name: 'Райони доставки' }).click();
  } else {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Райони доставки' }).click();
  }
  await expect(page).toHaveURL(/\/city-areas$/);
});

test('home: stories open a keyboard-usable viewer; the promotions row links to all promotions', async ({
  page,
}) => {
  await page.goto('/');
  const stories = page.getByRole('region', { name: 'Історії' });
  const first = stories.getByRole('button').first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  // paused, the story stays; the arrows step (the clock may already have moved on by then)
  await viewer.getByRole('button', { name: 'Призупинити' }).click();
  await expect(viewer.getByRole('button', { name: 'Продовжити' })).toBeVisible();
  const position = async () =>
    Number(/(\d+) з \d+/.exec((await viewer.getByText(/\d+ з \d+/).textContent()) ?? '')?.[1]);
  const at = await position();
  await page.keyboard.press(at > 1 ? 'ArrowLeft' : 'ArrowRight');
  await expect.poll(position).toBe(at > 1 ? at - 1 : at + 1);
  await shot(page, 'story', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();

  const section = page.getByRole('region', { name: 'Акції', exact: true });
  await section.getByRole('link', { name: 'Усі акції' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('the city sitemap lists promotions and content pages, never the legal texts', async ({ page }) => {
  const res = await page.goto('/sitemap.xml');
  const xml = (await res?.text()) ?? '';
  for (const path of ['/promotions', '/promotions/welcome-10', '/feedbacks', '/about', '/city-areas'])
    expect(xml, path).toContain(`kyiv.localhost:${new URL(page.url()).port}${path}</loc>`);
  expect(xml).toContain('/ru/promotions/welcome-10</loc>');
  // Lviv's own promotion is in Lviv's sitemap only
  expect(xml).not.toContain('lviv-warm-days');
  for (const path of ['/privacy', '/public-offer', '/requisites'])
    expect(xml, path).not.toContain(`${path}</loc>`);
});

test('an external link shows only when its flag and URL are both set, and opens in a new tab', async ({
  page,
  context,
}) => {
  const EXTERNAL = /Франшиза|Вакансії|Співпраця|Благодійність|Калорійність страв/;
  // where the links live: the footer on a desktop, the side drawer on a phone
  const linksArea = async () => {
    if (!isMobile(page)) return page.getByRole('contentinfo');
    await page.getByRole('button', { name: 'Відкрити меню' }).first().click();
    return page.getByRole('dialog');
  };

  // Sushi Moon (Ukraine) sets none of the five: no external link at all
  await page.goto('/');
  await expect((await linksArea()).getByRole('link', { name: EXTERNAL })).toHaveCount(0);

  // Pizza Corner turns on vacancies with its URL, and nothing else
  const pizza = `http://kyiv.localhost:${SECOND_BRAND_PORT}`;
  await skipNotices(context, pizza);
  await context.route('https://jobs.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Jobs</title><h1>Jobs</h1>' }),
  );
  await page.goto(`${pizza}/`);
  const area = await linksArea();
  const vacancies = area.getByRole('link', { name: /Вакансії/ });
  await expect(vacancies).toHaveCount(1);
  await expect(area.getByRole('link', { name: EXTERNAL })).toHaveCount(1);
  await expect(vacancies).toHaveAttribute('href', 'https://jobs.example/pizza-corner');
  await expect(vacancies).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([context.waitForEvent('page'), vacancies.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe('https://jobs.example/pizza-corner');
  // the storefront stays where it was in the first tab
  expect(new URL(page.url()).origin).toBe(new URL(pizza).origin);
});
