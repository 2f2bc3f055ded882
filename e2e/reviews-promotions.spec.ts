import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, skipNotices, test } from './fixtures';

/**
 * Issue 17, items 20 and 22: the reviews page sums its reviews up (average score and count) and
 * "show more" brings a full page of ten; the weekend sets promotion's page shows the sets
 * category at the menu's prices of the moment (lowered during the weekend window, with the full
 * price struck through), as the menu does. Screenshots go to /tmp/shots-h5 for a person to look at.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4200}`;
const SEEDED_KYIV_UK_REVIEWS = 22;

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
  // accessibility scans and full-page screenshots at both sizes take their time on a busy machine
  test.setTimeout(90_000);
});

const shot = (page: Page, name: string) =>
  screenshot(page, {
    path: `/tmp/shots-h5/${name}-${isMobile(page) ? 'mobile' : 'desktop'}.png`,
    fullPage: true,
  });

test('reviews: the average and the count on top, then ten more per "show more"', async ({ page }) => {
  await page.goto('/feedbacks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Відгуки');

  // other tests rate orders meanwhile: the page (cached) shows the reviews of its moment
  const now = (await (
    await page.request.post(`${API}/site/feedbacks`, {
      data: { retailNetworkId: 1, businessRegionId: 101, lang: 'uk' },
    })
  ).json()) as { summary: { count: number; average: number } };
  const summary = page.getByTestId('feedbacks-summary');
  await expect(summary).toBeVisible();
  const count = Number(
    (await page.getByTestId('feedbacks-count').textContent())!.match(/^(\d+) відгук(и|ів)?$/)![1],
  );
  expect(count).toBeGreaterThanOrEqual(SEEDED_KYIV_UK_REVIEWS);
  expect(count).toBeLessThanOrEqual(now.summary.count);
  const average = (await page.getByTestId('feedbacks-average').textContent())!;
  expect(average).toMatch(/^[1-5],\d$/);
  if (count === now.summary.count) expect(average).toBe(now.summary.average.toFixed(1).replace('.', ','));
  await expect(summary.getByRole('img', { name: `Середня оцінка ${average} з 5` })).toBeVisible();

  const items = page.getByTestId('feedback');
  await expect(items).toHaveCount(10);
  const requests: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/site/feedbacks')) requests.push(r.postDataJSON() as Record<string, unknown>);
  });
  const more = page.getByTestId('feedbacks-more');
  await more.click();
  await expect(items).toHaveCount(20);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    pageSize: 10,
    sortProperty: 'date',
    sortDirection: 'desc',
    lang: 'uk',
  });
  expect(requests[0]!.continuationToken).toBeTruthy();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'feedbacks');

  await more.click();
  await expect(page.getByText('Це всі відгуки')).toBeVisible();
  expect(await items.count()).toBeGreaterThan(20);
  expect(await items.count()).toBeLessThanOrEqual(30);
  await expect(more).toHaveCount(0);
});

test('the weekend sets promotion shows the sets at the menu’s price of the moment', async ({ page }) => {
  const menu = (await (
    await page.request.get(`${API}/catalog/v1/products/?rn=1&br=101&target=WEB&category=sets`)
  ).json()) as Array<{ id: number; slug: string; price: number; oldPrice: number | null }>;
  expect(menu.length).toBeGreaterThan(5);

  await page.goto('/promotions/sets-weekend');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('−20% на сети');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((els) =>
    els.map((el) => ({
      href: el.querySelector('a')?.getAttribute('href') ?? '',
      price: Number(el.querySelector('[data-price]')?.getAttribute('data-price')),
      struck: el.querySelector('s')?.textContent ?? null,
    })),
  );
  // every dish on the page is a set, priced as the menu prices it now (−20% at the weekend)
  expect(shown.length).toBe(Math.min(12, menu.length));
  for (const card of shown) {
    const set = menu.find((p) => card.href.endsWith(`/${p.slug}`));
    expect(set, card.href).toBeDefined();
    expect(card.price, card.href).toBe(set!.price);
    expect(card.struck !== null, card.href).toBe(set!.oldPrice !== null);
  }
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'sets-weekend');
});
