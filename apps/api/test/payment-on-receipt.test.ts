/**
 * Issue 17, item 9: after a declined card the customer can pay the same order on receipt (cash or
 * card to the courier) instead of being stuck with an unpaid order. Only the order's owner (a
 * signed-in customer's session, or a guest holding the order's id), only an unpaid online order
 * the restaurant has not taken yet; everything else is refused and changes nothing.
 */
import { ZPaymentStatus, type TOrderCreated } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { PAYMENT_TEST_ENV, paymentSteps } from './payment-fixtures.js';

const SWITCH = '/payment/v1/changePaymentType';
const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

describe.each(databaseKinds())('paying on receipt after a declined card on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_TEST_ENV);
  });
  afterAll(() => api?.close());

  const { order, status, pay, payAgain } = paymentSteps(() => api);
  const declined = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const created: TOrderCreated = await order(over, headers);
    expect(await pay(created.paymentUrl!, '4000000000000002')).toContain('payment=failed');
    return created;
  };
  const row = async (orderId: string) =>
    (await api.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('switches a declined order to cash with change: the same order, nothing to pay online', async () => {
    const created = await declined();
    expect(await status(created.orderId)).toMatchObject({ status: 'FAILED', paymentType: 'ONLINE' });

    const switched = await expectContract(
      await api.post(SWITCH, {
        orderId: created.orderId,
        paymentType: 'CASH',
        change: created.amount + 10_000,
      }),
      ZPaymentStatus,
    );
    expect(switched).toMatchObject({
      orderId: created.orderId,
      localId: created.localId,
      orderStatusId: 0,
      status: 'NOT_REQUIRED',
      isPaid: false,
      paymentType: 'CASH',
      paymentKind: 0,
      paymentUrl: null,
    });
    const stored = await row(created.orderId);
    expect(stored).toMatchObject({ paymentType: 'CASH', paymentKind: 0, isPaid: false, statusId: 0 });
    expect(stored.additionalInfo).toMatchObject({ change: created.amount + 10_000, paymentMethod: 'CASH' });

    // no second switch, and no more card attempts for it
    await expectError(
      await api.post(SWITCH, { orderId: created.orderId, paymentType: 'CARD' }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );
    await expectError(
      await api.post('/payment/v1/pay', { orderId: created.orderId }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );
  });

  it('closes an open payment page, so it cannot charge the order paid on receipt', async () => {
    const created = await declined();
    const again = await payAgain(created.orderId);
    const switched = await expectContract(
      await api.post(SWITCH, { orderId: created.orderId, paymentType: 'CARD' }),
      ZPaymentStatus,
    );
    expect(switched).toMatchObject({ status: 'NOT_REQUIRED', paymentType: 'CARD', paymentKind: 1 });
    expect(await pay(again.paymentUrl, '4242424242424242')).toContain('payment=failed');
    expect(await status(created.orderId)).toMatchObject({ isPaid: false, status: 'NOT_REQUIRED' });
    const attempts = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, created.orderId));
    expect(attempts.map((a) => a.status).sort()).toEqual(['FAILED', 'FAILED']);
  });

  it('refuses a paid, a cancelled, an accepted or a cash order, and too little cash, changing nothing', async () => {
    const paid = await order();
    await pay(paid.paymentUrl!, '4242424242424242');
    await expectError(
      await api.post(SWITCH, { orderId: paid.orderId, paymentType: 'CASH' }),
      409,
      'ORDER_ALREADY_PAID',
    );

    const cancelled = await declined();
    expect(
      (await api.post(`/ops/v1/orders/${cancelled.orderId}/status`, { statusId: 4 }, { headers: OPS }))
        .status,
    ).toBe(200);
    await expectError(
      await api.post(SWITCH, { orderId: cancelled.orderId, paymentType: 'CASH' }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );

    const accepted = await declined();
    // the board holds an unpaid online order (409 ORDER_NOT_PAID), so only an order accepted
    // before that rule (or by hand) is in this state: the switch still refuses it
    await expectError(
      await api.post(`/ops/v1/orders/${accepted.orderId}/status`, { statusId: 1 }, { headers: OPS }),
      409,
      'ORDER_NOT_PAID',
    );
    await api.database.db.update(orders).set({ statusId: 1 }).where(eq(orders.id, accepted.orderId));
    await expectError(
      await api.post(SWITCH, { orderId: accepted.orderId, paymentType: 'CASH' }),
      409,
      'ORDER_ALREADY_ACCEPTED',
    );
    expect(await row(accepted.orderId)).toMatchObject({ paymentType: 'ONLINE', paymentKind: 4 });

    const cash = await order({ payment: { bonusCount: 0, paymentType: 'CASH' } });
    await expectError(
      await api.post(SWITCH, { orderId: cash.orderId, paymentType: 'CARD' }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );

    const short = await declined();
    const err = await expectError(
      await api.post(SWITCH, { orderId: short.orderId, paymentType: 'CASH', change: short.amount - 1 }),
      422,
      'CHANGE_TOO_SMALL',
    );
    expect(err.details).toEqual([{ change: short.amount - 1, amount: short.amount }]);
    expect(await status(short.orderId)).toMatchObject({ status: 'FAILED', paymentType: 'ONLINE' });
  });

  it("lets only the owner switch: a customer's order needs that session; bad input is a 400", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const other = await createSignedInCustomer(api.database.db);
    const mine = await declined({ customerUuid: customer.id }, headers);
    await expectError(
      await api.post(SWITCH, { orderId: mine.orderId, paymentType: 'CASH' }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await api.post(SWITCH, { orderId: mine.orderId, paymentType: 'CASH' }, { headers: other.headers }),
      403,
      'FORBIDDEN',
    );
    expect(await row(mine.orderId)).toMatchObject({ paymentType: 'ONLINE', paymentKind: 4 });
    expect(
      await expectContract(
        await api.post(SWITCH, { orderId: mine.orderId, paymentType: 'CASH' }, { headers }),
        ZPaymentStatus,
      ),
    ).toMatchObject({ paymentType: 'CASH', status: 'NOT_REQUIRED' });

    await expectError(
      await api.post(SWITCH, { orderId: '00000000-0000-4000-8000-000000000000', paymentType: 'CASH' }),
      404,
      'ORDER_NOT_FOUND',
    );
    for (const body of [
      { orderId: mine.orderId, paymentType: 'ONLINE' },
      { orderId: mine.orderId, paymentType: 'BINANCE_PAY' },
      { orderId: 'not-an-id', paymentType: 'CASH' },
      { orderId: mine.orderId, paymentType: 'CASH', change: -5 },
    ])
      await expectError(await api.post(SWITCH, body, { headers }), 400, 'VALIDATION_ERROR');
  });
});
