import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, screenshot, skipNotices, test } from './fixtures';
import { SHOTS, acceptInvitation, openAdmin, ownerOverHttp, staffContext } from './backoffice-steps';
import { addPopularDishes } from './checkout-steps';

/**
 * Promotions and pages in the back office (issue 19 item 5): a brand manager creates a promo code
 * in the promo codes table, and a customer applies it in the cart on the storefront at once,
 * typed in lower case with a space as people type. The editors' pages are shot on a desktop and
 * on a phone, and checked with axe.
 */
async function signInAsPromoManager(page: Page) {
  const owner = await ownerOverHttp();
  const email = `promos-${Date.now()}@example.com`;
  const password = 'promotions manager passphrase 2026';
  const invitation = await owner.post<{ link: string }>('/staff/invitations', {
    email,
    name: 'Iryna Promos',
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

const shootBoth = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, { path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, { path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('a manager creates a promo code and a customer applies it in the cart', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'one run is enough: the phone layout is shot below');
  test.setTimeout(180_000);
  const code = `SPRING${randomInt(100_000, 999_999)}`;

  const staff = await staffContext(browser);
  const admin = await staff.newPage();
  await signInAsPromoManager(admin);
  await openAdmin(admin, '/promotions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const codes = admin.getByRole('region', { name: 'Promo codes' });
  await expect(codes.getByRole('cell', { name: 'DEMO10', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await codes.getByRole('button', { name: 'New promo code' }).click();
  const dialog = admin.getByRole('dialog', { name: 'New promo code' });
  await dialog.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Kind').selectOption('PERCENT');
  await dialog.getByLabel('Percent', { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // refused before anything is sent
  await expect(dialog.getByText('A percent from 1 to 100.')).toBeVisible();
  await dialog.getByLabel('Percent', { exact: true }).fill('15');
  await expectNoSeriousA11yViolations(admin);
  await shootBoth(admin, 'promotions-code-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Saved. The storefront shows it within seconds.')).toBeVisible();
  const row = codes.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('−15%');
  await expect(row).toContainText('Active');
  await shootBoth(admin, 'promotions-codes');

  // the customer, on the storefront
  await skipNotices(context, baseURL!);
  await addPopularDishes(page, 1);
  await page.goto('/cart');
  await page.getByTestId('promo-input').fill(`${code.slice(0, 6).toLowerCase()} ${code.slice(6)}`);
  await page.getByTestId('promo-apply').click();
  await expect(page.getByTestId('promo-applied')).toContainText(code);
  await expect(page.getByText('Знижка')).toBeVisible();

  // the other editors, shot and checked
  for (const [path, heading, name] of [
    ['/promotions/automatic', 'Automatic', 'promotions-automatic'],
    ['/promotions/banners', 'Banners', 'promotions-banners'],
    ['/promotions/pages', 'Promotion pages', 'promotions-pages'],
  ] as const) {
    await openAdmin(admin, path);
    await expect(admin.getByRole('region', { name: heading })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await shootBoth(admin, name);
  }
  await admin.getByRole('button', { name: 'New promotion page' }).click();
  const pageDialog = admin.getByRole('dialog', { name: 'New promotion page' });
  await pageDialog
    .getByLabel('Text (Українська, Markdown)')
    .fill('## Умови\n\n**Знижка** 15%<script>alert(1)</script>');
  await expect(pageDialog.locator('.bo-promo-preview strong')).toHaveText('Знижка');
  await expect(pageDialog.locator('.bo-promo-preview script')).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await shootBoth(admin, 'promotions-page-dialog');
  await pageDialog.getByRole('button', { name: 'Cancel' }).click();

  await openAdmin(admin, '/content');
  await expect(admin.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expect(admin.getByRole('cell', { name: 'Privacy policy' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await shootBoth(admin, 'content');
  await admin.getByRole('button', { name: /^Edit Privacy policy · Українська · All cities$/ }).click();
  const textDialog = admin.getByRole('dialog', { name: /Edit Privacy policy/ });
  await expect(textDialog.locator('.bo-promo-preview')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(admin);
  await shootBoth(admin, 'content-dialog');
  await staff.close();
});
