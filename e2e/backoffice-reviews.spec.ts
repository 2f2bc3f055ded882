import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { API, SHOTS, expectFitsTheScreen, followNav, signInAsOwner } from './backoffice-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, skipNotices, test } from './fixtures';

const OPS_TOKEN = 'e2e-ops-token-0123456789';

/**
 * Reviews in customer care (issue 23 item 2): a customer rates their completed order with a
 * comment on the storefront; it waits for staff, off the public reviews route; the owner finds it
 * on the back office's Reviews page, replies and publishes it; the public route then lists it with
 * the reply, and the customer sees the reply under their rating in their account. axe finds
 * nothing serious on either page, and the Reviews page fits the device.
 */
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** A number of its own per project, retry and run (096…: no other spec signs in with it). */
function phoneFor(page: Page): { national: string; e164: string } {
  const tail = String(Date.now() % 100_000).padStart(5, '0');
  const national = `96${isMobile(page) ? 2 : 1}${test.info().retry}${tail}`;
  return { national, e164: `+380${national}` };
}

async function signIn(page: Page, phone: { national: string; e164: string }) {
  await page.goto('/sign-in');
  await page.getByTestId('phone-input').fill(phone.national);
  await page.getByTestId('phone-input').press('Enter');
  await expect(page.getByTestId('code-input')).toBeFocused();
  const sms = await fetch(`${API}/customer/dev/sms?recipient=${encodeURIComponent(phone.e164)}`);
  expect(sms.status).toBe(200);
  await page.getByTestId('code-input').fill(((await sms.json()) as { code: string }).code);
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
}

async function moveOrder(orderId: string, statusId: number) {
  const res = await fetch(`${API}/ops/v1/orders/${orderId}/status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ statusId }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The public reviews route the storefront's page reads (newest first, the whole network). */
async function publicReviews(): Promise<Array<{ comment: string; reply: string | null }>> {
  const res = await fetch(`${API}/site/feedbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ retailNetworkId: 1, sortProperty: 'date', sortDirection: 'desc', pageSize: 50 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: Array<{ comment: string; reply: string | null }> }).items;
}

test('a rating waits for staff; their reply reaches the customer’s account and, once published, the public page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const phone = phoneFor(page);
  const comment = `Піца прийшла холодною (${phone.national})`;
  const answer = 'Вибачте, будь ласка! Наступного разу привеземо гарячою.';

  // the customer signs in, orders a pickup through the storefront's API and gets it
  await signIn(page, phone);
  // the storefront's session is the API's token (Node cannot reach kyiv.localhost: the API directly)
  const session = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(session, 'the customer is signed in').toBeTruthy();
  const created = await fetch(`${API}/order-service/api/http-order-create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session!.value}` },
    body: JSON.stringify({
      retailNetworkId: 1,
      target: 'WEB',
      outletId: 1001,
      products: [{ productId: 100023, count: 1 }],
      payment: { bonusCount: 0, paymentType: 'CASH' },
      delivery: { type: 1, timeIndication: 'ASAP' },
      customerName: 'Оксана',
      customerPhone: phone.e164,
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  for (const statusId of [1, 2, 3]) await moveOrder(orderId, statusId);

  // they rate it with a comment in their account
  await page.goto(`/account/orders/${orderId}`);
  await page.getByTestId('order-rate').click();
  const modal = page.getByTestId('rate-order-modal');
  await modal.locator('label').filter({ hasText: '2 зірки' }).click();
  await page.getByTestId('rate-comment').fill(comment);
  await page.getByTestId('rate-submit').click();
  await expect(modal).toContainText('Дякуємо!');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-feedback')).toContainText(comment);
  await expect(page.getByTestId('order-feedback-reply')).toHaveCount(0);
  // text waits for staff: not on the public route
  expect((await publicReviews()).some((r) => r.comment === comment)).toBe(false);

  // the owner finds it among the waiting reviews, replies and publishes it
  const admin = await page.context().newPage();
  await signInAsOwner(admin);
  await followNav(admin, 'Відгуки');
  await expect(admin.getByRole('heading', { level: 1, name: 'Відгуки' })).toBeVisible();
  await expect(admin.getByLabel('Статус')).toHaveValue('PENDING');
  const review = admin.getByTestId('review').filter({ hasText: comment });
  await expect(review).toContainText('Очікує');
  await expect(review).toContainText('2 з 5');
  await review.getByRole('button', { name: 'Відповісти' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Відповідь').fill(answer);
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Зберегти відповідь' }).click();
  await expect(dialog).toBeHidden();
  await expect(review).toContainText(answer);
  // replied but not published yet: still off the public route
  expect((await publicReviews()).some((r) => r.comment === comment)).toBe(false);

  await review.getByRole('button', { name: 'Опублікувати' }).click();
  await expect(review).toContainText('Опубліковано');
  await expect(review.getByRole('button', { name: 'Опублікувати' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(admin);
  await expectFitsTheScreen(admin);
  fs.mkdirSync(SHOTS, { recursive: true });
  await screenshot(admin, { path: `${SHOTS}/reviews-${test.info().project.name}.png`, fullPage: true });

  // now the public route lists it, with the reply
  const listed = (await publicReviews()).find((r) => r.comment === comment);
  expect(listed?.reply).toBe(answer);

  // the customer sees the reply under their rating
  await page.bringToFront();
  await page.reload();
  await expect(page.getByTestId('order-feedback-reply')).toContainText(answer);
  await expect(page.getByTestId('order-feedback-reply')).toContainText('Відповідь');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, {
    path: `${SHOTS}/reviews-account-${test.info().project.name}.png`,
    fullPage: true,
  });
});
