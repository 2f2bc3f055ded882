import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, screenshot, skipNotices, test } from './fixtures';
import { addPopularDishes, deliverToKhreshchatyk, fillContact, payOnTestPage } from './checkout-steps';

/**
 * Cart, checkout and confirmation (issue 5, steps 1 to 3) against the real API and the test
 * payment provider: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-checkout-shots';

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

const shot = (page: Page, name: string) =>
  screenshot(page, { path: `${SHOTS}/${name}-${test.info().project.name}.png`, fullPage: true });

test('a guest orders two dishes with an extra sauce for delivery in Kyiv, with DEMO10, and pays by card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addPopularDishes(page, 2);

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const unagi = page.getByTestId('cart-addon').filter({ hasText: 'Соус унагі' });
  await expect(unagi).toBeVisible();
  await unagi.getByTestId('addon-plus').click();
  await expect(unagi.locator('output')).toHaveText('1');
  // the extra sauce is charged: 25 грн on top of the dishes
  await expect(unagi).toContainText('25 грн');

  await page.getByTestId('promo-input').fill('demo 10');
  await page.getByTestId('promo-apply').click();
  await expect(page.getByText('DEMO10', { exact: true })).toBeVisible();
  await expect(page.getByText('Знижка')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(/821,70/);
  await shot(page, 'cart');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await deliverToKhreshchatyk(page);
  await fillContact(page, 'Олена Гість');
  await page.getByTestId('payment-ONLINE').click();
  // the promo code carried over from the cart: above 800 грн after it, delivery is free
  await expect(page.getByTestId('cart-total')).toHaveText(/821,70/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await shot(page, 'checkout');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('rules-agree').check(); // the customer accepts the public offer
  await page.getByTestId('checkout-submit').click();
  await payOnTestPage(page, '4242 4242 4242 4242');

  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-status', 'PAID');
  await expect(page.getByTestId('order-address')).toContainText('Хрещатик, 10');
  await expect(page.getByTestId('order-line').filter({ hasText: 'Соус унагі' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(/821,70/);
  await shot(page, 'confirmation');
  await expectNoSeriousA11yViolations(page);

  // the order emptied the cart
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
});

test('a declined card shows the payment-failure modal, and paying again works', async ({ page }) => {
  test.setTimeout(120_000);
  await addPopularDishes(page, 1);
  await page.goto('/checkout');
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }).click();
  await fillContact(page, 'Петро');
  await page.getByTestId('payment-ONLINE').click();
  await page.getByTestId('rules-agree').check(); // the customer accepts the public offer
  await page.getByTestId('checkout-submit').click();

  await payOnTestPage(page, '4000 0000 0000 0002');
  const failure = page.getByTestId('payment-failure');
  await expect(failure).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-status', 'FAILED');
  const number = await page.getByTestId('order-number').textContent();
  await expectNoSeriousA11yViolations(page);

  await failure.getByTestId('pay-again').click();
  await payOnTestPage(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-status', 'PAID');
  // the same order, now paid
  await expect(page.getByTestId('order-number')).toHaveText(number!);
  await expect(page.getByTestId('payment-failure')).toHaveCount(0);
});

test('a pickup order paid in cash with change', async ({ page }) => {
  test.setTimeout(90_000);
  await addPopularDishes(page, 1);
  await page.goto('/purchase');
  await page.getByTestId('delivery-method-PICKUP').click();
  const restaurant = page.getByTestId('restaurant-option').filter({ hasText: 'Позняках' });
  await restaurant.click();
  await fillContact(page, 'Марія');
  await page.getByTestId('payment-CASH').click();
  // less than the total is refused before anything is sent
  await page.getByTestId('checkout-cash-amount').fill('100');
  await page.getByTestId('rules-agree').check(); // the customer accepts the public offer
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByText('Сума менша за суму замовлення')).toBeVisible();
  await expect(page.getByTestId('checkout-cash-amount')).toBeFocused();
  await page.getByTestId('checkout-cash-amount').fill('1000');
  await page.getByTestId('checkout-submit').click();

  await page.waitForURL(/\/order-confirmed\//);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-status', 'NOT_REQUIRED');
  await expect(page.getByTestId('order-restaurant')).toContainText('Позняках');
  await expect(page.getByTestId('order-payment-type')).toContainText('Готівкою');
  await expect(page.getByTestId('order-payment-type')).toContainText(/1\s?000\sгрн/);
  await expectNoSeriousA11yViolations(page);
});

test('cart transitions are saved and restored, and outside scripts can add by article', async ({ page }) => {
  test.setTimeout(60_000);
  await addPopularDishes(page, 2);
  await page.goto('/cart');
  const first = page.getByTestId('cart-line').first();
  await first.getByTestId('qty-plus').click();
  await expect(first.locator('output')).toHaveText('2');
  await first.getByTestId('qty-minus').click();
  await expect(first.locator('output')).toHaveText('1');
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);

  // '-' at 1 removes the line
  await page.getByTestId('cart-line').first().getByTestId('qty-minus').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  // the global hook: add the first dish back by its article, twice
  const added = await page.evaluate(async () => {
    const w = window as unknown as { addToCartByArticle: (a: string, op?: string) => Promise<boolean> };
    return [await w.addToCartByArticle('SMUA-1101'), await w.addToCartByArticle('SMUA-1101', '+')];
  });
  expect(added).toEqual([true, true]);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const dragon = page
    .getByTestId('cart-line')
    .filter({ has: page.getByRole('link', { name: 'Дракон', exact: true }) });
  await expect(dragon.locator('output')).toHaveText('2');

  // remove ALL, after a yes
  await page.getByTestId('cart-clear').click();
  await page.getByTestId('cart-clear-confirm').click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a restaurant that has run out of a dish takes it out of the cart and says so', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // the demo's Obolon restaurant has Дракон on its stop list
  await addPopularDishes(page, 2);
  await page.goto('/checkout');
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Оболоні' }).click();

  const modal = page.getByTestId('checkout-modal');
  await expect(modal).toHaveAttribute('data-kind', 'stopList');
  await expect(modal).toContainText('Дракон');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Червоний дракон');
  // the outlet is remembered for an hour (SPEC section 9)
  const outlet = (await context.cookies()).find((c) => c.name === 'outlet_id');
  expect(outlet?.value).toBe('1002');
  expect(outlet!.expires - Date.now() / 1000).toBeGreaterThan(3500);
  expect(outlet!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
});

test('an abandoned payment brings back the failure modal, and an open confirmation page turns paid when the payment completes', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await addPopularDishes(page, 1);
  await page.goto('/checkout');
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }).click();
  await fillContact(page, 'Ірина');
  await page.getByTestId('payment-ONLINE').click();
  await page.getByTestId('rules-agree').check(); // the customer accepts the public offer
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL(/\/payment\/v1\/test\/checkout\//);
  const paymentUrl = page.url();

  // back from the bank's page without paying: the order exists, unpaid, and checkout says so
  await page.goBack();
  const failure = page.getByTestId('payment-failure');
  await expect(failure).toBeVisible();
  await expect(failure).toContainText(/№\d+/);
  const orderId = await page.evaluate(() => window.localStorage.getItem('current_create_order'));
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // the confirmation page, open in another tab while the payment is still open
  const confirmation = await context.newPage();
  await confirmation.goto(`/order-confirmed/${orderId}`);
  await expect(confirmation.getByTestId('payment-state')).toHaveAttribute('data-status', 'PENDING');
  await expect(confirmation.getByRole('link', { name: 'Продовжити оплату' })).toBeVisible();

  // the customer pays in the first tab; the open page follows without a reload
  await page.goto(paymentUrl);
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-pay').click();
  await page.waitForURL(/\/order-confirmed\//);
  await expect(confirmation.getByTestId('payment-state')).toHaveAttribute('data-status', 'PAID', {
    timeout: 10_000,
  });
  await expect(confirmation.getByRole('link', { name: 'Продовжити оплату' })).toHaveCount(0);
  await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('Дякуємо! Замовлення прийнято');
});
