import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, screenshot, skipNotices, test } from './fixtures';
import { addPopularDishes, fillContact } from './checkout-steps';

/**
 * The public offer is accepted by the customer's own tick on every order (issue 17, item 11):
 * the box starts unticked, an order without it is refused at the box with the focus on it, and
 * neither a reload nor an earlier order ticks it again from the form kept in localStorage.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/e2e-checkout-shots';

test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** Everything but the offer box: pickup at Pozniaky, cash, a phone of its own. */
async function fillPickupOrder(page: Page) {
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Позняках' }).click();
  await fillContact(page, 'Оксана');
  await page.getByTestId('payment-CASH').click();
}

test('the offer box is the customer’s own tick on every order', async ({ page }) => {
  test.setTimeout(120_000);
  const created: string[] = [];
  page.on('request', (r) => void (r.url().includes('http-order-create') && created.push(r.url())));
  await addPopularDishes(page);
  await page.goto('/checkout');
  const box = page.getByTestId('rules-agree');
  await expect(box).not.toBeChecked();

  // a complete order without the tick is refused at the box, and nothing is sent
  await fillPickupOrder(page);
  await page.getByTestId('checkout-submit').click();
  const message = page.getByText(
    'Щоб замовити, позначте згоду з умовами публічної оферти та політикою конфіденційності',
  );
  await expect(message).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await box.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(await message.innerText());
  await expect(box).toBeInViewport();
  await expect(message).toBeInViewport();
  expect(created).toEqual([]);
  expect(page.url()).toMatch(/\/checkout$/);
  await page.waitForTimeout(500); // the smooth scroll to the box settles before the picture
  await screenshot(page, { path: `${SHOTS}/consent-error-${test.info().project.name}.png` });
  await expectNoSeriousA11yViolations(page);

  // the tick answers the error at once
  await box.check();
  await expect(message).toHaveCount(0);
  await expect(box).not.toHaveAttribute('aria-invalid');

  // a reload keeps what was typed, but not the tick
  await page.reload();
  await expect(page.getByTestId('checkout-name')).toHaveValue('Оксана');
  await expect(box).not.toBeChecked();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('checkout_form') ?? '{}'));
  expect(stored).not.toHaveProperty('rulesAgree');

  // ticked, the order goes through
  await box.check();
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL(/\/order-confirmed\//);
  await expect(page.getByTestId('order-number')).toHaveText(/^\d+$/);
  expect(created).toHaveLength(1);

  // the next order starts unticked again, with the contact remembered
  await addPopularDishes(page);
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-name')).toHaveValue('Оксана');
  await expect(box).not.toBeChecked();
});

test('a form remembered ticked from before is not ticked, and the refusal speaks the page’s language', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addPopularDishes(page);
  // a form kept by an earlier version of the storefront, box ticked
  await page.evaluate(() =>
    window.localStorage.setItem('checkout_form', JSON.stringify({ name: 'Оксана', rulesAgree: true })),
  );
  await page.goto('/ru/checkout');
  await expect(page.getByTestId('checkout-name')).toHaveValue('Оксана');
  const box = page.getByTestId('rules-agree');
  await expect(box).not.toBeChecked();
  await fillPickupOrder(page);
  await page.getByTestId('checkout-submit').click();
  await expect(
    page.getByText(
      'Чтобы заказать, отметьте согласие с условиями публичной оферты и политикой конфиденциальности',
    ),
  ).toBeVisible();
  await expect(box).toBeFocused();
});
