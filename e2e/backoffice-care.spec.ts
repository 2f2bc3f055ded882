import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API, OWNER, SHOTS, expectFitsTheScreen, followNav, signInAsOwner } from './backoffice-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, test } from './fixtures';

/**
 * Customer care (issue 23 item 2): a customer who signed in on the storefront's API is found by
 * the owner in the back office by their phone typed the way a caller says it, their bonuses are
 * adjusted in the dialog, and the card shows the new balance and the ledger row. axe finds
 * nothing serious and the page fits the device. The e2e owner reads the back office in Ukrainian.
 */
test.describe.configure({ mode: 'serial' });

/** A number of its own per project, retry and run (097…: no other spec signs in with it). */
function phoneFor(page: Page): { national: string; e164: string; spoken: string } {
  const tail = String(Date.now() % 100_000).padStart(5, '0');
  const national = `97${isMobile(page) ? 2 : 1}${test.info().retry}${tail}`;
  const spoken = `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5, 7)} ${national.slice(7)}`;
  return { national, e164: `+380${national}`, spoken };
}

/** Signs the customer in over the storefront's API (code from the dev SMS outbox). */
async function signUpCustomer(e164: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/customer/mobile/v1/SendCode', {
    retailNetworkId: 1,
    recipient: e164,
    source: 'WEB',
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  const sms = await fetch(`${API}/customer/dev/sms?recipient=${encodeURIComponent(e164)}`);
  const { code } = (await sms.json()) as { code: string };
  const valid = await post('/customer/v1/ValidateCode', {
    retailNetworkId: 1,
    recipient: e164,
    code: Number(code),
    source: 'WEB',
  });
  expect(valid.status, await valid.clone().text()).toBe(200);
}

/** A read of /admin/v1 as the owner, over HTTP with their own session cookie. */
async function ownerRead(path: string): Promise<unknown> {
  const signIn = await fetch(`${API}/admin/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${API}/admin/v1${path}`, { headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

test('the owner finds a customer by phone as typed, adjusts their bonuses and sees the new balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = phoneFor(page);
  await signUpCustomer(phone.e164);

  await signInAsOwner(page);
  await followNav(page, 'Покупці');
  await expect(page.getByRole('heading', { level: 1, name: 'Покупці' })).toBeVisible();
  await page
    .getByRole('searchbox', { name: 'Телефон, ім’я, e-mail або номер замовлення' })
    .fill(phone.spoken);
  await page.getByRole('button', { name: 'Знайти', exact: true }).click();
  await expect(page.getByText('Знайдено за телефоном')).toBeVisible();
  const results = page.getByRole('region', { name: 'Знайдені покупці' });
  await expect(results.getByRole('row')).toHaveCount(2); // the header and the one customer
  await results.getByRole('button', { name: /^Відкрити картку/ }).click();

  await expect(page.getByTestId('care-balance')).toHaveText('Баланс: 0 бонусів');
  await page.getByRole('button', { name: 'Змінити бонуси' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Бонуси (+ або −)').fill('150');
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  // no reason yet: the field says why and nothing is sent
  await expect(dialog.getByText('Вкажіть причину від 3 до 500 символів.')).toBeVisible();
  await dialog.getByLabel('Причина').fill('Запізнення доставки');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Зберегти' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('care-balance')).toHaveText('Баланс: 150 бонусів');
  const ledgerRow = page.getByRole('row').filter({ hasText: 'Запізнення доставки' });
  await expect(ledgerRow).toContainText('Виправлення');
  await expect(ledgerRow).toContainText('+150');
  // the search and the open card are in the address: a reload shows the same card, from the API
  await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('care-balance')).toHaveText('Баланс: 150 бонусів');
  await expect(
    page.getByRole('searchbox', { name: 'Телефон, ім’я, e-mail або номер замовлення' }),
  ).toHaveValue(phone.spoken);

  // the API agrees: the balance and the ledger row as stored
  const card = (await ownerRead(`/care/customers?q=${encodeURIComponent(phone.e164)}`)) as {
    customers: Array<{ id: string }>;
  };
  const { bonusBalance, bonusLedger } = (await ownerRead(`/care/customers/${card.customers[0]!.id}`)) as {
    bonusBalance: number;
    bonusLedger: Array<{ kind: string; points: number }>;
  };
  expect(bonusBalance).toBe(150);
  expect(bonusLedger).toEqual([expect.objectContaining({ kind: 'ADJUSTMENT', points: 150 })]);

  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/care-${test.info().project.name}.png`, fullPage: true });
});

test('the owner downloads a customer’s data and erases it on request, after typing their number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const phone = phoneFor(page);
  await signUpCustomer(phone.e164);

  await signInAsOwner(page);
  await followNav(page, 'Покупці');
  await page
    .getByRole('searchbox', { name: 'Телефон, ім’я, e-mail або номер замовлення' })
    .fill(phone.spoken);
  await page.getByRole('button', { name: 'Знайти', exact: true }).click();
  await page
    .getByRole('region', { name: 'Знайдені покупці' })
    .getByRole('button', { name: /^Відкрити картку/ })
    .click();

  // the export asks why, then downloads the JSON file
  await page.getByRole('button', { name: 'Завантажити дані' }).click();
  const exportDialog = page.getByRole('dialog');
  await exportDialog.getByLabel('Причина').fill('Запит покупця телефоном');
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Завантажити', exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^customer-[0-9a-f-]{36}\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as { customer: { phone: string } };
  expect(data.customer.phone).toBe(phone.e164);
  await expect(exportDialog).toBeHidden();

  // the erasure wants the number typed again: another number erases nothing
  await page.getByRole('button', { name: 'Видалити персональні дані' }).click();
  const eraseDialog = page.getByRole('dialog');
  await eraseDialog.getByLabel(/^Щоб підтвердити, введіть номер покупця/).fill('067 000 00 00');
  await eraseDialog.getByLabel('Причина').fill('Запит покупця на видалення');
  await eraseDialog.getByRole('button', { name: 'Видалити назавжди' }).click();
  await expect(eraseDialog.getByText('Це не номер покупця: нічого не видалено.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshot(page, { path: `${SHOTS}/care-erase-${test.info().project.name}.png` });
  await eraseDialog.getByLabel(/^Щоб підтвердити, введіть номер покупця/).fill(phone.spoken);
  await eraseDialog.getByRole('button', { name: 'Видалити назавжди' }).click();
  await expect(eraseDialog).toBeHidden();
  await expect(page.getByText('Персональні дані цього покупця видалено на його запит.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Видалений покупець' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Видалити персональні дані' })).toHaveCount(0);
  // the number no longer finds them
  const found = (await ownerRead(`/care/customers?q=${encodeURIComponent(phone.e164)}`)) as {
    customers: unknown[];
  };
  expect(found.customers).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await expectFitsTheScreen(page);
});
