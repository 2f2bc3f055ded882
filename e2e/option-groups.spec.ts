import type { Locator, Page } from '@playwright/test';
import { fillContact } from './checkout-steps';
import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, skipNotices, test } from './fixtures';
import { SECOND_BRAND_PORT } from './playwright.config';

/**
 * Option groups on the storefront (issue 19, item 2): on the pizza brand's site a customer
 * chooses a pizza's size and crust on its page, sees the price follow the choice, puts two sizes
 * of one pizza into the cart as two lines, and orders them; each line says its options in the
 * cart, at checkout and on the confirmation page. Taps are a person's: a tap on a phone, a click
 * on a desktop, each once.
 */
const PIZZA = `http://kyiv.localhost:${SECOND_BRAND_PORT}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-option-shots';

const tap = (page: Page, target: Locator) => (isMobile(page) ? target.tap() : target.click());

test.beforeEach(async ({ context }) => {
  await skipNotices(context, PIZZA);
});

test('a customer picks 40 cm and a thin crust, adds a 30 cm one too, and orders both', async ({ page }) => {
  // a shared 2-core machine: the first renders, the full-page shot and axe take their time
  test.setTimeout(240_000);
  await page.goto(`${PIZZA}/menu/classic-pizza`);

  // the card does not add a pizza blind: it says "from" and opens the pizza's page
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('link', { name: 'Маргарита', exact: true }) });
  await expect(card.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(card).toContainText('від 189');
  await tap(page, card.getByTestId('choose-options'));
  // the first visit renders the page on the server: a shared machine may take its time
  await expect(page).toHaveURL(/\/menu\/classic-pizza\/margherita$/, { timeout: 20_000 });

  const price = page.getByTestId('product-price');
  const size = page.getByRole('radiogroup', { name: /Розмір/ });
  const crust = page.getByRole('radiogroup', { name: /Борт/ });
  // the defaults come chosen: 30 cm, the classic crust; the size is required
  await expect(size).toContainText('Обовʼязково');
  await expect(size.getByRole('radio', { name: /30 см/ })).toBeChecked();
  await expect(crust.getByRole('radio', { name: /Класичний/ })).toBeChecked();
  await expect(price).toHaveAttribute('data-price', '18900');

  await tap(page, size.getByRole('radio', { name: /40 см/ }));
  await expect(price).toHaveAttribute('data-price', '28900');
  await expect(price).toHaveText(/289/);
  await tap(page, crust.getByRole('radio', { name: /Тонкий/ }));
  await expect(crust.getByRole('radio', { name: /Тонкий/ })).toBeChecked();
  await expect(price).toHaveAttribute('data-price', '28900');

  await screenshot(page, { path: `${SHOTS}/product-${test.info().project.name}.png` });
  await screenshot(page, { path: `${SHOTS}/product-full-${test.info().project.name}.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await tap(page, page.getByTestId('add-to-cart'));
  const stepper = page.getByRole('group', { name: /Маргарита \(40 см · Тонкий\)/ });
  await expect(stepper.locator('output')).toHaveText('1');

  // another size is another line: the add button is back for it
  await tap(page, size.getByRole('radio', { name: /30 см/ }));
  await expect(price).toHaveAttribute('data-price', '18900');
  await tap(page, page.getByTestId('add-to-cart'));
  await expect(
    page.getByRole('group', { name: /Маргарита \(30 см · Тонкий\)/ }).locator('output'),
  ).toHaveText('1');
  await expect(page.getByTestId('cart-count').first()).toHaveText('2');

  await page.goto(`${PIZZA}/cart`);
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const big = lines.filter({ hasText: '40 см · Тонкий' });
  const small = lines.filter({ hasText: '30 см · Тонкий' });
  await expect(big).toContainText('289');
  await expect(small).toContainText('189');
  // the steppers act on their own line
  await tap(page, small.getByTestId('qty-plus'));
  await expect(small.locator('output')).toHaveText('2');
  await expect(big.locator('output')).toHaveText('1');
  // 289 + 2 × 189, as the server priced it
  await expect(page.getByTestId('cart-total')).toHaveText(/667/);
  await screenshot(page, { path: `${SHOTS}/cart-${test.info().project.name}.png`, fullPage: true });

  await tap(page, page.getByTestId('cart-checkout'));
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(page.getByTestId('cart-line').filter({ hasText: '40 см · Тонкий' })).toBeVisible();
  await tap(page, page.getByTestId('delivery-method-PICKUP'));
  await tap(page, page.getByTestId('restaurant-option').filter({ hasText: 'Великій Васильківській' }));
  await fillContact(page, 'Піцеїд');
  await tap(page, page.getByTestId('payment-CASH'));
  await page.getByTestId('checkout-cash-amount').fill('1000');
  await page.getByTestId('rules-agree').check();
  await tap(page, page.getByTestId('checkout-submit'));
  await page.waitForURL(/\/order-confirmed\//);

  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  const ordered = page.getByTestId('order-line');
  await expect(ordered.filter({ hasText: '40 см · Тонкий' })).toContainText('×1');
  await expect(ordered.filter({ hasText: '30 см · Тонкий' })).toContainText('×2');
  await expect(page.getByTestId('order-total')).toHaveText(/667/);
});
