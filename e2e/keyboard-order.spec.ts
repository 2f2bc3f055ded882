import { randomInt } from 'node:crypto';
import { type Locator, type Page } from '@playwright/test';
import { expect, skipNotices, test } from './fixtures';

/**
 * Issue 17 item 24: a customer with a keyboard only goes from a dish to a paid order with Tab,
 * Shift+Tab, Enter, Space and typing. Every stop on the way shows where the focus is, and the
 * focus moves through the page in its reading order (document order, nothing hidden, no
 * positive tabindex).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
  // a first visit: the cookie notice is there, and is dismissed with the keyboard too
  await context.clearCookies({ name: 'cookies_notice_seen' });
});

interface FocusStop {
  tag: string;
  label: string;
  visible: boolean;
  indicated: boolean;
  /** 1 when this stop comes after the previous one in the document, -1 before, 0 first */
  order: number;
}

/**
 * Reads the focused element: whether it is on screen, whether something shows the focus (an
 * outline, a ring, or a changed border or background), and where it is relative to the
 * element focused before it.
 */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const w = window as unknown as { __lastFocus?: Element | null };
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', label: '', visible: false, indicated: false, order: 0 };
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const visible =
      rect.width > 0 &&
      rect.height > 0 &&
      style.visibility !== 'hidden' &&
      rect.bottom > 0 &&
      rect.top < window.innerHeight &&
      rect.right > 0 &&
      rect.left < window.innerWidth;
    const shows = (s: CSSStyleDeclaration) =>
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
      (s.boxShadow !== 'none' && s.boxShadow !== '');
    // a link stretched over its card shows the ring on the card-sized ::after
    const outlined =
      shows(style) || shows(getComputedStyle(el, '::after')) || shows(getComputedStyle(el, '::before'));
    const ringed = false;
    // a custom control (checkbox, radio card) may show the focus on its visible box beside it
    const box = el.closest('label') ?? el.parentElement;
    const boxStyle = box ? getComputedStyle(box) : null;
    const boxIndicated =
      !!boxStyle &&
      ((boxStyle.outlineStyle !== 'none' && parseFloat(boxStyle.outlineWidth) > 0) ||
        boxStyle.boxShadow !== 'none');
    const previous = w.__lastFocus;
    let order = 0;
    if (previous && previous.isConnected && previous !== el)
      order = previous.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
    w.__lastFocus = el;
    return {
      tag: el.tagName.toLowerCase(),
      label: (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '')
        .trim()
        .slice(0, 60),
      visible,
      indicated: outlined || ringed || boxIndicated,
      order,
    };
  });
}

/**
 * Presses Tab until `target` has the focus, checking every stop on the way: visible, with a
 * visible focus, after the one before it. At most `limit` presses.
 */
async function tabTo(page: Page, target: Locator, limit = 80, backwards = false) {
  await page.evaluate(() => ((window as unknown as { __lastFocus?: Element | null }).__lastFocus = null));
  const path: string[] = [];
  const reached = () =>
    target.evaluateAll((els) =>
      els.some((el) => el === document.activeElement || el.contains(document.activeElement)),
    );
  // a field the page focused itself (the payment page's card number) needs no Tab
  if (await reached()) return;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    path.push(`${stop.tag}:${stop.label}`);
    if (stop.tag !== 'body') {
      expect(
        stop.visible,
        `focused ${stop.tag} "${stop.label}" is on screen (path: ${path.join(' > ')})`,
      ).toBe(true);
      expect(stop.indicated, `focused ${stop.tag} "${stop.label}" shows its focus`).toBe(true);
      expect(stop.order, `focus left the page's order at ${stop.tag} "${stop.label}"`).not.toBe(
        backwards ? 1 : -1,
      );
    }
    if (await reached()) return;
  }
  throw new Error(`Tab never reached the target in ${limit} presses: ${path.join(' > ')}`);
}

async function pressTab(page: Page, target: Locator, key: 'Enter' | 'Space', limit?: number) {
  await tabTo(page, target, limit);
  await page.keyboard.press(key);
}

/**
 * A radio group is one Tab stop (its checked option, or its first); the arrows choose within it,
 * as in every native radio group.
 */
async function chooseRadio(page: Page, option: Locator) {
  const input = option.locator('input[type="radio"]');
  const name = await input.getAttribute('name');
  await tabTo(page, page.locator(`input[type="radio"][name="${name}"]`));
  for (let i = 0; i < 12 && !(await input.isChecked()); i++) {
    await page.keyboard.press('ArrowDown');
    const stop = await focusStop(page);
    expect(stop.visible && stop.indicated, `the chosen option "${stop.label}" shows its focus`).toBe(true);
  }
  await expect(input).toBeChecked();
}

test('a dish to a paid order with the keyboard only', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await page.goto('/menu/popular');
  const cookies = page.getByRole('region', { name: 'Файли cookie' });
  await pressTab(page, cookies.getByRole('button'), 'Enter', 5);
  await expect(cookies).toBeHidden();

  // the second dish's add button (the first, Dragon, is on the Obolon outlet's stop list: arrowing
  // through the restaurants below selects Obolon on the way, and on a slow machine its answer
  // came while it was still chosen and took Dragon out of the cart), then the cart in the header
  await pressTab(page, page.getByTestId('add-to-cart').nth(1), 'Enter');
  await expect(page.getByTestId('qty-plus')).toHaveCount(1);
  // to the cart: on a phone the cart bar below the menu, on a desktop back up to the header
  if (testInfo.project.name === 'mobile')
    await pressTab(page, page.locator('[data-cart-bar] a'), 'Enter', 200);
  else {
    await tabTo(page, page.locator('header').getByRole('link', { name: /Кошик/ }), 80, true);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  // the button waits for the cart's price, as the customer does (a disabled button is no Tab stop)
  await expect(page.getByTestId('cart-checkout')).toBeEnabled();
  await pressTab(page, page.getByTestId('cart-checkout'), 'Enter', 120);
  await expect(page).toHaveURL(/\/checkout$/);

  // pickup at the Khreshchatyk outlet
  await chooseRadio(page, page.getByTestId('delivery-method-PICKUP'));
  await expect(page.getByTestId('restaurant-option').first()).toBeVisible();
  await chooseRadio(page, page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }));

  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  await tabTo(page, page.getByTestId('checkout-name'));
  await page.keyboard.type('Клавіатурна Олена');
  await tabTo(page, page.getByTestId('checkout-phone'));
  await page.keyboard.type(`68${digits}`);

  await chooseRadio(page, page.getByTestId('payment-ONLINE'));
  await pressTab(page, page.getByTestId('rules-agree'), 'Space');
  await expect(page.getByTestId('rules-agree')).toBeChecked();
  await pressTab(page, page.getByTestId('checkout-submit'), 'Enter');

  await page.waitForURL(/\/payment\/v1\/test\/checkout\//);
  await tabTo(page, page.getByTestId('card-number'));
  await page.keyboard.type('4242 4242 4242 4242');
  await pressTab(page, page.getByTestId('card-pay'), 'Enter');
  await page.waitForURL(/\/order-confirmed\//);
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-status', 'PAID');
});
