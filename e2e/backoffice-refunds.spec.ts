import { expect, expectNoSeriousA11yViolations, skipNotices, test } from './fixtures';
import { API, signInAsOwner } from './backoffice-steps';

/**
 * Refunds from the board (issue 21 item 6): the owner gives back part of a paid order from its
 * card, in the order's currency with a reason; the card and the customer's payment status say
 * "partly refunded", and an amount above what is still held is refused before anything is sent.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipNotices(context, baseURL!);
});

/** A guest's pickup at Khreshchatyk paid online on the test page, made over HTTP. */
async function paidOrder(name: string): Promise<{ id: string; localId: number; amount: number }> {
  const res = await fetch(`${API}/order-service/api/http-order-create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      retailNetworkId: 1,
      target: 'WEB',
      outletId: 1001,
      products: [{ productId: 100023, count: 2 }],
      payment: { bonusCount: 0, paymentType: 'ONLINE' },
      delivery: { type: 1, timeIndication: 'ASAP' },
      customerName: name,
      customerPhone: `+38067${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const order = (await res.json()) as {
    orderId: string;
    localId: number;
    amount: number;
    paymentUrl: string;
  };
  const paid = await fetch(`${API}${new URL(order.paymentUrl).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.headers.get('location')).toContain('payment=success');
  return { id: order.orderId, localId: order.localId, amount: order.amount };
}

test('the owner refunds part of a paid order from its card; more than is held is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Refund Guest ${Math.random().toString(36).slice(2, 7)}`;
  const order = await paidOrder(name);
  await signInAsOwner(page);
  const card = page.getByTestId('board-card').filter({ hasText: name });
  await expect(card).toContainText('Оплачено онлайн');

  await card.getByRole('button', { name: 'Повернути кошти…' }).click();
  const dialog = page.getByRole('dialog', { name: `Повернення за замовлення ${order.localId}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // more than the order holds: said on the field, nothing sent
  await dialog.getByLabel('Сума, UAH').fill(String(order.amount / 100 + 1));
  await dialog.getByLabel('Причина').fill('Забули соус');
  await dialog.getByRole('button', { name: 'Повернути', exact: true }).click();
  await expect(dialog.getByText(/Повернути можна ще не більше/)).toBeVisible();
  await expect(page.getByTestId('board-card').filter({ hasText: name })).toContainText('Оплачено онлайн');

  await dialog.getByLabel('Сума, UAH').fill('10,50');
  // the button names the money it gives back
  await dialog.getByRole('button', { name: /^Повернути 10,50/ }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(/Частково повернено \(10,50/);

  const status = (await (await fetch(`${API}/payment/v1/status?orderId=${order.id}`)).json()) as {
    status: string;
    refundedAmount: number;
  };
  expect(status).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedAmount: 1050 });
});
