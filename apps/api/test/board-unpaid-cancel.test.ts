/**
 * Online orders left unpaid are cancelled after the owners' `unpaidCancelMinutes` (issue 18
 * item 4), by a sweep the board runs every UNPAID_CANCEL_CHECK_SECONDS on each instance. The API's
 * clock is moved here instead of waiting half an hour.
 */
import { ZOrderStatusEvent, ZPaymentStatus } from '@food/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, backofficeSettings, orders, outboxEvents } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { PAYMENT_ENV, eventually, movableClock, openSse, orderSteps } from './board-fixtures.js';
import { databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('cancelling orders left unpaid on %s', (kind) => {
  let api: TestApi;
  const clock = movableClock();
  const steps = orderSteps(() => api);
  beforeAll(async () => {
    api = await startTestApi(kind, { ...PAYMENT_ENV, UNPAID_CANCEL_CHECK_SECONDS: '1' }, { clock });
  });
  afterAll(() => api?.close());

  const row = async (orderId: string) =>
    (await api.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it("cancels an online order unpaid past the owners' limit, as the system, and tells the customer", async () => {
    await api.database.db
      .insert(backofficeSettings)
      .values({ key: 'unpaidCancelMinutes', value: 45 })
      .onConflictDoUpdate({ target: backofficeSettings.key, set: { value: 45 } });
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const unpaid = await steps.delivery({ customerUuid: customer.id }, headers);
    const paid = await steps.delivery();
    await steps.pay(paid.paymentUrl!);
    const cash = await steps.pickup(OUTLET.khreshchatyk);
    const stream = await openSse(`${api.url}/orders/v1/stream`, headers);

    // 31 minutes on: within the owners' 45, nothing is cancelled (two sweeps pass)
    clock.advanceMinutes(31);
    await new Promise((r) => setTimeout(r, 2200));
    expect((await row(unpaid.orderId)).statusId).toBe(0);

    clock.advanceMinutes(15);
    const cancelled = await eventually(async () => {
      const r = await row(unpaid.orderId);
      return r.statusId === 4 ? r : null;
    }, 5000);
    // a reason code (@food/domain/order-status), put in words where it is shown
    expect(cancelled.additionalInfo).toMatchObject({ statusReason: 'NOT_PAID_IN_TIME' });
    for (const other of [paid, cash]) expect((await row(other.orderId)).statusId).toBe(0);

    const event = ZOrderStatusEvent.parse(await stream.next('order-status', 3000));
    expect(event).toMatchObject({ orderId: unpaid.orderId, statusId: 4 });
    await stream.close();

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unpaid.orderId), eq(auditLog.kind, 'order.status')));
    expect(audit).toMatchObject({
      actorLabel: 'system',
      staffId: null,
      apiKeyId: null,
      before: { statusId: 0 },
      after: { statusId: 4, reason: 'NOT_PAID_IN_TIME' },
    });
    const moved = await api.database.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'order.status_changed'),
          sql`${outboxEvents.data}->>'orderId' = ${unpaid.orderId}`,
        ),
      );
    expect(moved).toHaveLength(1);
    expect(
      await expectContract(
        await api.get(`/payment/v1/status?orderId=${unpaid.orderId}`, { headers }),
        ZPaymentStatus,
      ),
    ).toMatchObject({ orderStatusId: 4, status: 'NOT_REQUIRED', paymentUrl: null });
  });

  it('counts from the latest payment attempt, so a customer paying again is not cancelled mid-payment', async () => {
    await api.database.db.delete(backofficeSettings).where(eq(backofficeSettings.key, 'unpaidCancelMinutes'));
    const created = await steps.delivery();
    clock.advanceMinutes(25);
    // a new attempt 25 minutes in (the default limit is 30)
    const again = await api.post('/payment/v1/pay', { orderId: created.orderId });
    expect(again.status).toBe(200);
    clock.advanceMinutes(10);
    await new Promise((r) => setTimeout(r, 2200));
    expect((await row(created.orderId)).statusId).toBe(0);
    clock.advanceMinutes(25);
    await eventually(async () => (await row(created.orderId)).statusId === 4, 5000);
  });
});
