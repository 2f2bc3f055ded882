import { expect, expectNoSeriousA11yViolations, isMobile, screenshot, skipNotices, test } from './fixtures';
import { addPopularDishes, fillContact, payOnTestPage } from './checkout-steps';
import {
  SHOTS,
  createPickupOrder,
  moveByOps,
  openAdmin,
  showColumn,
  signInAsOwner,
  staffContext,
} from './backoffice-steps';

/**
 * The live order board (issue 18 item 4) against the real product: the storefront places
 * orders, the board (served by the API at /admin/) shows them through its event stream.
 * The owner's account speaks Ukrainian (the bootstrap's language), so the board does too.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

const unique = (who: string) => `${who} ${Math.random().toString(36).slice(2, 7)}`;

test('a guest order from the storefront appears on the board live, is accepted with a preparation time, and the customer sees it cooking', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await (await staffContext(browser)).newPage();
  await signInAsOwner(staff);
  await expect(staff.getByRole('status').filter({ hasText: 'Наживо' })).toBeVisible();
  // the board is never reloaded from here on: this marker would vanish with a reload
  await staff.evaluate(() => ((window as unknown as { boardMarker: string }).boardMarker = 'same page'));

  const name = unique('Board Guest');
  await addPopularDishes(page, 1);
  await page.goto('/checkout');
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }).click();
  await fillContact(page, name);
  await page.getByTestId('payment-CASH').click();
  await page.getByTestId('checkout-cash-amount').fill('1000');
  await page.getByTestId('rules-agree').check();
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL(/\/order-confirmed\//);
  const number = (await page.getByTestId('order-number').textContent())!.trim();
  const placedAt = Date.now();

  const card = staff.getByTestId('board-card').filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 5_000 });
  const arrivedMs = Date.now() - placedAt;
  await expect(
    staff.getByTestId('board-column-new').getByTestId('board-card').filter({ hasText: name }),
  ).toHaveCount(1);
  await expect(card).toHaveAttribute('data-local-id', number);
  await expect(card).toContainText('Самовивіз');
  await expect(card).toContainText('Якнайшвидше');
  await expect(card).toContainText(/Готівка, решта з 1\s000/);
  await expect(card.getByRole('link', { name: new RegExp(`Подзвонити: ${name}`) })).toHaveAttribute(
    'href',
    /^tel:\+380/,
  );
  expect(await staff.evaluate(() => (window as unknown as { boardMarker?: string }).boardMarker)).toBe(
    'same page',
  );
  // the tab says how many orders wait to be accepted
  await expect(staff).toHaveTitle(/^\(\d+\) Замовлення/);
  test
    .info()
    .annotations.push({ type: 'order to card', description: `${arrivedMs} ms after the confirmation page` });

  await card.getByRole('button', { name: 'Прийняти' }).click();
  const dialog = staff.getByRole('dialog', { name: `Прийняти замовлення ${number}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '15 хв' }).click();
  await expect(dialog.getByLabel('Час приготування, хвилини')).toHaveValue('15');
  await expectNoSeriousA11yViolations(staff);
  await dialog.getByRole('button', { name: 'Прийняти, 15 хв' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    staff.getByText(new RegExp(`Замовлення ${number} прийнято: готове до \\d\\d:\\d\\d`)),
  ).toBeVisible();

  await showColumn(staff, /Готуються/);
  const cooking = staff
    .getByTestId('board-column-cooking')
    .getByTestId('board-card')
    .filter({ hasText: name });
  await expect(cooking).toBeVisible();
  await expect(cooking).toContainText('Готування 15 хв');
  await expect(cooking.getByRole('button', { name: 'Готове до видачі' })).toBeVisible();

  // the customer's confirmation page follows the order (it asks every 20 s while it is active)
  await expect(page.getByTestId('order-status')).toHaveText('Готується', { timeout: 30_000 });
  await staff.context().close();
});

test('an unpaid online order waits apart, cannot be cooked, and joins New once paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const staff = await (await staffContext(browser)).newPage();
  await signInAsOwner(staff);

  const name = unique('Held Guest');
  await addPopularDishes(page, 1);
  await page.goto('/checkout');
  await page.getByTestId('delivery-method-PICKUP').click();
  await page.getByTestId('restaurant-option').filter({ hasText: 'Хрещатику' }).click();
  await fillContact(page, name);
  await page.getByTestId('payment-ONLINE').click();
  await page.getByTestId('rules-agree').check();
  await page.getByTestId('checkout-submit').click();
  await page.waitForURL(/\/payment\/v1\/test\/checkout\//);

  const held = staff.getByTestId('board-awaiting').getByTestId('board-card').filter({ hasText: name });
  await expect(held).toBeVisible({ timeout: 10_000 });
  await expect(held).toContainText('Очікує оплати');
  await expect(held.getByRole('button', { name: 'Прийняти' })).toHaveCount(0);
  await expect(held.getByRole('button', { name: 'Відхилити' })).toBeVisible();
  await expect(
    staff.getByTestId('board-column-new').getByTestId('board-card').filter({ hasText: name }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(staff);

  await payOnTestPage(page, '4242 4242 4242 4242');
  const paid = staff.getByTestId('board-column-new').getByTestId('board-card').filter({ hasText: name });
  // the board reads the payment with its next refresh (every 30 s) or the order's own event
  await expect(paid).toBeVisible({ timeout: 40_000 });
  await expect(paid).toContainText('Оплачено онлайн');
  await expect(paid.getByRole('button', { name: 'Прийняти' })).toBeVisible();
  await expect(held).toHaveCount(0);
  await staff.context().close();
});

test('a move a colleague made first is explained on the card, which shows the order as it is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = unique('Busy Kitchen');
  const order = await createPickupOrder(name);
  // this board hears no events, as if its connection had dropped: its card goes stale
  await page.route('**/admin/v1/orders/stream**', (route) => route.abort());
  await signInAsOwner(page);
  const card = page.getByTestId('board-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Перепідключення' })).toBeVisible();

  // a colleague at the till accepts it
  await moveByOps(order.id, { statusId: 1, prepMinutes: 25 });

  await card.getByRole('button', { name: 'Прийняти' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Прийняти, \d+ хв$/ })
    .click();
  await showColumn(page, /Готуються/);
  const fresh = page.getByTestId('board-column-cooking').getByTestId('board-card').filter({ hasText: name });
  await expect(fresh.getByRole('alert')).toHaveText(
    `Хтось уже змінив замовлення ${order.localId}: тепер воно «Готується». Картка показує актуальний стан.`,
  );
  await expect(fresh).toContainText('Готування 25 хв');
});

test("a staff alert's link opens the board at its order: its column shown, the card in view and outlined", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = unique('Linked Guest');
  const order = await createPickupOrder(name);
  await moveByOps(order.id, { statusId: 1, prepMinutes: 20 });
  await signInAsOwner(page);
  // the alert's link (modules/notifications/staff-alert-text.ts)
  await openAdmin(page, `/?outlet=1001&order=${order.id}`);
  const card = page.locator(`[data-order-id="${order.id}"]`);
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute('data-linked', '');
  await expect(card).toContainText(name);

  // meanwhile the kitchen goes on: orders arrive and are accepted with shorter times, so the live
  // board puts each of them above the linked card (cooking is sorted by due time)
  const arrivals = await Promise.all([1, 2, 3, 4].map((n) => createPickupOrder(unique(`Rush ${n}`))));
  for (const arrival of arrivals) await moveByOps(arrival.id, { statusId: 1, prepMinutes: 5 });
  const cooking = page.getByTestId('board-column-cooking');
  for (const arrival of arrivals) {
    const arrived = cooking.locator(`[data-order-id="${arrival.id}"]`);
    await expect(arrived).toBeAttached({ timeout: 15_000 });
    // above the linked card in the column, as its due time is sooner
    expect(
      await arrived.evaluate(
        (el, linkedId) =>
          Boolean(
            el.compareDocumentPosition(document.querySelector(`[data-order-id="${linkedId}"]`)!) &
            Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        order.id,
      ),
    ).toBe(true);
  }
  // the card the manager followed the link to is still before their eyes
  await expect(card).toBeInViewport();
  await expect(card).toHaveAttribute('data-linked', '');
});

test('the kitchen ticket prints on an 80 mm page; the board is laid out for desktop, tablet and phone', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = unique('Ticket Guest');
  const order = await createPickupOrder(name);
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  if (!isMobile(page)) await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsOwner(page);
  // one outlet's board: the filter is kept in the address
  await page.getByLabel('Заклад', { exact: true }).selectOption('1001');
  await expect(page).toHaveURL(/\/admin\/?\?outlet=1001$/);
  const card = page.getByTestId('board-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, {
    path: `${SHOTS}/board-${page.viewportSize()!.width}x${page.viewportSize()!.height}.png`,
  });
  if (!isMobile(page)) {
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByRole('group', { name: 'Колонки замовлень' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, { path: `${SHOTS}/board-768x1024.png` });
  }

  await card.getByRole('button', { name: `Надрукувати чек кухні для замовлення ${order.localId}` }).click();
  const ticket = page.getByTestId('kitchen-ticket');
  await expect(ticket).toContainText(`Замовлення #${order.localId}`);
  await expect(ticket).toContainText(name);
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(page.getByRole('navigation')).toBeHidden();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const [, width] = /MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? [];
  // 80 mm = 226.8 pt
  expect(Number(width)).toBeCloseTo(226.8, 0);
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(ticket).toHaveCount(0);
  await openAdmin(page, '/'); // the session holds across a reload
  await expect(page.getByTestId('board-column-new')).toBeAttached();
});
