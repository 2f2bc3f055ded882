import type { Page } from '@playwright/test';
import { API, SHOTS, acceptInvitation, openAdmin, ownerOverHttp, staffContext } from './backoffice-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, skipNotices, test } from './fixtures';

/**
 * The menu editor (issue 19 items 1, 7 and 9) as a brand manager uses it: they find a dish of the
 * sushi brand, change its Kyiv price and publish; a customer reloading the dish's page sees the
 * new price within 10 s (the storefront's cached page is invalidated by the API's change event),
 * and the cart's calculation charges it. Each project edits a dish of its own (the soups, which
 * no other spec prices), and puts the price back at the end.
 */
const KYIV = 101;

interface Dish {
  id: number;
  article: string;
  slug: string;
  name: string;
  categorySlug: string | null;
  price: number;
  isAddon: boolean;
  optionGroups?: unknown[];
  addons: unknown[];
}

async function signInAsMenuManager(page: Page) {
  const owner = await ownerOverHttp();
  const email = `menu-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'menu manager passphrase 2026';
  const invitation = await owner.post<{ link: string }>('/staff/invitations', {
    email,
    name: 'Marta Menu',
    role: 'BRAND_MANAGER',
    retailNetworkIds: [1],
    language: 'en',
  });
  await acceptInvitation(invitation.link, password);
  await openAdmin(page, '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('main#main')).toBeVisible({ timeout: 15_000 });
}

/** A dish of the sushi brand sold in Kyiv, plain (no options, no addons), one per project. */
async function dishOfProject(page: Page): Promise<Dish> {
  const res = await fetch(`${API}/catalog/v1/products/?rn=1&br=${KYIV}&target=WEB`);
  expect(res.status).toBe(200);
  const plain = ((await res.json()) as Dish[]).filter(
    (d) => !d.isAddon && d.categorySlug && !d.optionGroups?.length && !d.addons.length,
  );
  expect(plain.length).toBeGreaterThan(4);
  return plain[plain.length - (isMobile(page) ? 2 : 1)]!;
}

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

test('a brand manager changes a dish’s price and publishes it; a customer sees and is charged it within 10 s', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const dish = await dishOfProject(page);
  const newPrice = dish.price + 1300;
  const major = (minor: number) => String(minor / 100);
  const staff = await (await staffContext(browser)).newPage();
  await signInAsMenuManager(staff);

  // the customer has the dish's page open, served from the storefront's cache
  const shownPrice = page.getByTestId('product-price');
  await page.goto(`/menu/${dish.categorySlug}/${dish.slug}`);
  await expect(shownPrice).toHaveAttribute('data-price', String(dish.price));

  // the manager finds the dish by its article and opens its editor
  await openAdmin(staff, '/menu');
  await expect(staff.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
  await staff.getByLabel('Find a dish').fill(dish.article);
  const table = staff.getByTestId('menu-products');
  await table.getByRole('link', { name: dish.name, exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(dish.name);
  await expectNoSeriousA11yViolations(staff);

  const price = staff.getByLabel(/^Price in (Kyiv|Київ)$/);
  await expect(price).toHaveValue(major(dish.price));
  await price.fill(major(newPrice));
  await expect(staff.getByText(/^Applies to (Kyiv|Київ)[,.]/).first()).toBeVisible();
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText(/is published \(version \d+\)/)).toBeVisible();
  const publishedAt = Date.now();
  await staff.screenshot({ path: `${SHOTS}/menu-editor-${test.info().project.name}.png`, fullPage: true });

  try {
    // the customer's next reloads: the new price within 10 s
    await expect
      .poll(
        async () => {
          await page.reload();
          return shownPrice.getAttribute('data-price');
        },
        { timeout: 10_000, intervals: [500] },
      )
      .toBe(String(newPrice));
    expect(Date.now() - publishedAt).toBeLessThan(10_000);

    // and the cart's calculation (the server's prices) charges it
    await page.getByTestId('add-to-cart').first().click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(new RegExp(`\\b${major(newPrice)}\\b`));

    // the history has the publish over the demo's version; restoring that one puts the old price back
    await staff.getByRole('button', { name: 'Restore version 1' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Restore version 1' });
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(staff.getByText('Version 1 is published again.')).toBeVisible();
    await expect(price).toHaveValue(major(dish.price));
  } finally {
    const res = await fetch(`${API}/ops/v1/products/${dish.id}`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer e2e-ops-token-0123456789', 'content-type': 'application/json' },
      body: JSON.stringify({ price: dish.price, businessRegionId: KYIV }),
    });
    expect(res.status).toBe(200);
  }
});
