/**
 * Issue 21 item 6: staff refund part or all of a paid order from the back office
 * (`POST /admin/v1/orders/{id}/refunds`), on the test bank. Owners and brand managers in scope
 * only; an amount above what is still held, zero, negative or fractional, a missing reason, an
 * unpaid or cash order, another brand's order: a 4xx and nothing written (no refund, no audit).
 */
import { ZBoardOrder, ZOrder, ZPaymentStatus } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, refunds } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { PAYMENT_ENV, orderSteps } from './board-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('refunds from the back office on %s', (kind) => {
  let api: TestApi;
  let manager: TestStaff;
  let owner: TestStaff;
  let cook: TestStaff;
  let pizzaManager: TestStaff;
  const steps = orderSteps(() => api);
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_ENV);
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    owner = await createStaff(api, 'OWNER');
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [2] });
  });
  afterAll(() => api?.close());

  const counts = async () => ({
    refunds: (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(refunds))[0]!.n,
    audits: (
      await api.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.kind, 'order.refund'))
    )[0]!.n,
  });
  const paidOrder = async (headers: Record<string, string> = {}) => {
    const created = await steps.delivery({}, headers);
    await steps.pay(created.paymentUrl!);
    return created;
  };

  it('refunds part, then the rest; the order, the payment status and the customer’s account say so', async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const order = await paidOrder(headers);
    const part = await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refunds`, {
        amount: 2_500,
        reason: ' Cold rolls ',
      }),
      ZBoardOrder,
    );
    expect(part).toMatchObject({
      statusId: order.statusId,
      paymentState: 'PARTIALLY_REFUNDED',
      refundedAmount: 2_500,
      refunds: [{ amount: 2_500, status: 'SUCCEEDED', provider: 'test', reason: 'Cold rolls' }],
    });
    expect(
      await expectContract(await api.get(`/orders/v1/get/${order.orderId}`, { headers }), ZOrder),
    ).toMatchObject({ refundedAmount: 2_500 });
    expect(customer.id).toBeTruthy();

    const rest = await expectContract(
      await owner.post(`/admin/v1/orders/${order.orderId}/refunds`, {
        amount: order.amount - 2_500,
        reason: 'Delivered two hours late',
      }),
      ZBoardOrder,
    );
    expect(rest).toMatchObject({ paymentState: 'REFUNDED', refundedAmount: order.amount });
    expect(rest.refunds).toHaveLength(2);
    expect(
      await expectContract(
        await api.get(`/payment/v1/status?orderId=${order.orderId}`, { headers }),
        ZPaymentStatus,
      ),
    ).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, order.orderId))
      .orderBy(auditLog.id)
      .limit(1);
    expect(audit).toMatchObject({ kind: 'order.refund', staffId: manager.id });
    // nothing is held any more
    await expectError(
      await owner.post(`/admin/v1/orders/${order.orderId}/refunds`, { amount: 1, reason: 'Again' }),
      422,
      'REFUND_TOO_LARGE',
    );
  });

  it('refuses bad amounts, no reason, unpaid and cash orders, outlet staff and other brands, writing nothing', async () => {
    const paid = await paidOrder();
    const unpaid = await steps.delivery();
    const cash = await steps.pickup(OUTLET.khreshchatyk);
    const before = await counts();
    const refund = (who: TestStaff, orderId: string, body: unknown) =>
      who.post(`/admin/v1/orders/${orderId}/refunds`, body);

    const tooMuch = await expectError(
      await refund(manager, paid.orderId, { amount: paid.amount + 1, reason: 'x' }),
      422,
      'REFUND_TOO_LARGE',
    );
    expect(tooMuch.details).toEqual([{ amount: paid.amount + 1, held: paid.amount }]);
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: -100, reason: 'x' },
      { amount: 12.5, reason: 'x' },
      { amount: '100', reason: 'x' },
      { amount: 100, reason: '   ' },
      { amount: 100 },
    ])
      await expectError(await refund(manager, paid.orderId, body), 400, 'VALIDATION_ERROR');
    for (const { orderId } of [unpaid, cash])
      await expectError(await refund(manager, orderId, { amount: 100, reason: 'x' }), 409, 'ORDER_NOT_PAID');
    // outlet staff of the order's own outlet, and a manager of another brand
    await expectError(await refund(cook, paid.orderId, { amount: 100, reason: 'x' }), 403, 'FORBIDDEN');
    await expectError(await refund(pizzaManager, paid.orderId, { amount: 100, reason: 'x' }), 403);
    await expectError(
      await api.post(`/admin/v1/orders/${paid.orderId}/refunds`, { amount: 100, reason: 'x' }),
      401,
    );

    expect(await counts()).toEqual(before);
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(row!.refundedAmount).toBe(0);
  });
});
