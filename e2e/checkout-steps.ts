import { randomInt } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, isMobile, test } from './fixtures';

/**
 * The steps the checkout specs share, as a customer takes them: dishes into the cart, the
 * contact, the address, signing in by a code and paying on the test bank's page.
 */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4200}`;

/** Adds the first `count` dishes of the popular category (rolls that come with sauces). */
export async function addPopularDishes(page: Page, count = 1) {
  await page.goto('/menu/popular');
  for (let i = 0; i < count; i++) {
    // each added card turns into a stepper, so the next add button is the next dish
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('qty-plus')).toHaveCount(i + 1);
  }
}

/**
 * The name and a phone of its own per order: DEMO10 is for a first order, once per phone
 * (issue 16), so a phone that ordered in another test, project, retry or run would not get it.
 */
export async function fillContact(page: Page, name: string) {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  await page.getByTestId('checkout-name').fill(name);
  await page
    .getByTestId('checkout-phone')
    .fill(`+380 68 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`);
}

/** Delivery to Khreshchatyk 10 in Kyiv, picked from the street's suggestions, and found in a zone. */
export async function deliverToKhreshchatyk(page: Page) {
  await page.getByTestId('delivery-method-DELIVERY').click();
  await page.getByTestId('address-street').fill('Хрещатик');
  await page.getByTestId('address-suggestion').first().click();
  await page.getByTestId('address-house').fill('10');
  await expect(page.getByText(/Доставляємо сюди/)).toBeVisible();
}

/** On the test bank's page: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export async function payOnTestPage(page: Page, card: string) {
  await page.waitForURL(/\/payment\/v1\/test\/checkout\//);
  await page.getByTestId('card-number').fill(card);
  await page.getByTestId('card-pay').click();
  await page.waitForURL(/\/order-confirmed\//);
}

/**
 * Signs in with the code the API's dev outbox holds. The phone is `n`'s own per project and
 * retry (sign-in codes wait between sends to one phone); its national part is returned.
 */
export async function signIn(page: Page, n: number) {
  const national = `63${isMobile(page) ? 2 : 1}${test.info().retry}${String(n).padStart(5, '0')}`;
  await page.goto('/sign-in');
  await page.getByTestId('phone-input').fill(national);
  await page.getByTestId('phone-input').press('Enter');
  await expect(page.getByTestId('code-input')).toBeFocused();
  const res = await fetch(`${API}/customer/dev/sms?recipient=${encodeURIComponent(`+380${national}`)}`);
  expect(res.status).toBe(200);
  await page.getByTestId('code-input').fill(((await res.json()) as { code: string }).code);
  await page.waitForURL((url) => !url.pathname.includes('sign-in'));
  return national;
}
