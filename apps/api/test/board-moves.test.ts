/**
 * Status moves on the order board (issue 18 item 4, "Bad input and safety"): accepting with a
 * preparation time moves the customer's expected time and their live status shows it; a held
 * order cannot be cooked; two staff accepting at once: one wins, the other is told; every move is
 * audited and written to the outbox in its transaction; bad input changes nothing.
 */
import { ZBoardOrder, ZOpsStatusChanged, ZOrder, ZOrderStatusEvent, type TBoardOrder } from '@food/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxEvents } from '../src/db/schema.js';
import { OUTLET } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { PAYMENT_ENV, openSse, orderSteps } from './board-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

const MINUTE = 60_000;

describe.each(databaseKinds())('order board moves on %s', (kind) => {
  let api: TestApi;
  let cook: TestStaff;
  const steps = orderSteps(() => api);

  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_ENV);
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
  });
  afterAll(() => api?.close());

  const move = (member: TestStaff, orderId: string, body: Record<string, unknown>) =>
    member.post(`/admin/v1/orders/${orderId}/status`, body);
  const db = () => api.database.db;
  const orderRow = async (orderId: string) =>
    (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const audits = (orderId: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.kind, 'order.status')));
  const events = (orderId: string, type: string) =>
    db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, type), sql`${outboxEvents.data}->>'orderId' = ${orderId}`));

  it("accepts with a preparation time: the customer's expected time moves, and their live status shows it", async () => {
    const { customer, headers } = await createSignedInCustomer(db());
    const created = await steps.pickup(OUTLET.khreshchatyk, { customerUuid: customer.id }, headers);
    const stream = await openSse(`${api.url}/orders/v1/stream`, headers);
    const before = Date.now();
    const accepted = await expectContract(
      await move(cook, created.orderId, { statusId: 1, prepMinutes: 25 }),
      ZBoardOrder,
    );
    expect(accepted).toMatchObject({ statusId: 1, prepMinutes: 25, nextStatusIds: [2, 4] });
    // a pickup is expected when the kitchen is done
    const expectedAt = new Date(accepted.expectedAt!).getTime();
    expect(expectedAt).toBeGreaterThanOrEqual(before + 25 * MINUTE - 1000);
    expect(expectedAt).toBeLessThanOrEqual(Date.now() + 25 * MINUTE + 1000);
    expect(new Date(accepted.acceptedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const event = ZOrderStatusEvent.parse(await stream.next('order-status', 1000));
    expect(event).toMatchObject({ orderId: created.orderId, statusId: 1, expectedAt: accepted.expectedAt });
    await stream.close();
    const seen = await expectContract(
      await api.get(`/orders/v1/get/${created.orderId}`, { headers }),
      ZOrder,
    );
    expect(seen).toMatchObject({
      statusId: 1,
      expectedAt: accepted.expectedAt,
      acceptedAt: accepted.acceptedAt,
      awaitingPayment: false,
    });
  });

  it("adds the zone's road to a delivery, and keeps the audit entry and the outbox event of the move", async () => {
    const created = await steps.delivery();
    await steps.pay(created.paymentUrl!);
    const before = Date.now();
    const accepted = await expectContract(
      await move(cook, created.orderId, { statusId: 1, prepMinutes: 30 }),
      ZBoardOrder,
    );
    // the inner Kyiv zone promises 45 minutes to the door: 20 in the kitchen, 25 on the road
    const expectedAt = new Date(accepted.expectedAt!).getTime();
    expect(expectedAt).toBeGreaterThanOrEqual(before + 55 * MINUTE - 1000);
    expect(expectedAt).toBeLessThanOrEqual(Date.now() + 55 * MINUTE + 1000);

    const [audit] = await audits(created.orderId);
    expect(audit).toMatchObject({
      staffId: cook.id,
      apiKeyId: null,
      entityType: 'order',
      retailNetworkId: 1,
      outletId: OUTLET.khreshchatyk,
      before: { statusId: 0 },
      after: { statusId: 1, prepMinutes: 30, expectedAt: accepted.expectedAt },
    });
    expect(audit!.actorLabel).toContain(cook.email);
    expect(await events(created.orderId, 'order.created')).toHaveLength(1);
    const [moved] = await events(created.orderId, 'order.status_changed');
    expect(moved).toMatchObject({
      retailNetworkId: 1,
      outletId: OUTLET.khreshchatyk,
      data: { orderId: created.orderId, localId: created.localId, statusId: 1, previousStatusId: 0 },
    });

    // on through the kitchen to the customer
    for (const statusId of [2, 3])
      expect(
        await expectContract(await move(cook, created.orderId, { statusId }), ZBoardOrder),
      ).toMatchObject({ statusId });
    expect(await audits(created.orderId)).toHaveLength(3);
    expect(await events(created.orderId, 'order.status_changed')).toHaveLength(3);
  });

  it('holds an unpaid online order apart: it cannot be cooked until paid, and can be cancelled', async () => {
    const created = await steps.delivery();
    const err = await expectError(
      await move(cook, created.orderId, { statusId: 1, prepMinutes: 20 }),
      409,
      'ORDER_NOT_PAID',
    );
    expect(err.details).toEqual([{ statusId: 0, allowed: [4] }]);
    expect(await orderRow(created.orderId)).toMatchObject({
      statusId: 0,
      acceptedAt: null,
      prepMinutes: null,
    });
    expect(await audits(created.orderId)).toHaveLength(0);
    expect(await events(created.orderId, 'order.status_changed')).toHaveLength(0);

    await steps.pay(created.paymentUrl!);
    const paid = await expectContract(await cook.get(`/admin/v1/orders/${created.orderId}`), ZBoardOrder);
    expect(paid).toMatchObject({ held: false, paymentState: 'PAID', nextStatusIds: [1, 4] });
    expect((await move(cook, created.orderId, { statusId: 1, prepMinutes: 20 })).status).toBe(200);

    const other = await steps.delivery();
    const cancelled = await expectContract(
      await move(cook, other.orderId, { statusId: 4, reason: 'Customer asked to cancel' }),
      ZBoardOrder,
    );
    expect(cancelled).toMatchObject({
      statusId: 4,
      statusReason: 'Customer asked to cancel',
      held: false,
      paymentState: 'NOT_REQUIRED',
      refunds: [],
    });
  });

  it('refuses bad moves with a clear error and changes nothing', async () => {
    const created = await steps.pickup(OUTLET.khreshchatyk);
    const id = created.orderId;
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ statusId: 1 }, 400, 'PREP_MINUTES_REQUIRED'],
      [{ statusId: 4 }, 400, 'REASON_REQUIRED'],
      [{ statusId: 4, reason: '   ' }, 400, 'REASON_REQUIRED'],
      [{ statusId: 3 }, 409, 'INVALID_STATUS_TRANSITION'],
      [{ statusId: 2 }, 409, 'INVALID_STATUS_TRANSITION'],
      [{ statusId: 0 }, 409, 'INVALID_STATUS_TRANSITION'],
      [{ statusId: 9 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: '1', prepMinutes: 10 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: 1, prepMinutes: 0 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: 1, prepMinutes: 241 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: 1, prepMinutes: 12.5 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: 4, reason: 'x', prepMinutes: 10 }, 400, 'VALIDATION_ERROR'],
      [{ statusId: 4, reason: 'x'.repeat(501) }, 400, 'VALIDATION_ERROR'],
      [{}, 400, 'VALIDATION_ERROR'],
    ];
    for (const [body, status, code] of refusals) await expectError(await move(cook, id, body), status, code);
    const jump = await expectError(await move(cook, id, { statusId: 3 }), 409);
    expect(jump.details).toEqual([{ statusId: 0, allowed: [1, 4] }]);
    await expectError(
      await move(cook, '00000000-0000-4000-8000-000000000000', { statusId: 1, prepMinutes: 10 }),
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(
      await move(cook, 'not-an-id', { statusId: 1, prepMinutes: 10 }),
      400,
      'VALIDATION_ERROR',
    );
    // a write without the session's CSRF token is refused before anything is read
    await expectError(
      await api.post(
        `/admin/v1/orders/${id}/status`,
        { statusId: 1, prepMinutes: 10 },
        { headers: cook.headers },
      ),
      403,
      'CSRF_TOKEN_INVALID',
    );
    expect(await orderRow(id)).toMatchObject({ statusId: 0, acceptedAt: null, prepMinutes: null });
    expect(await audits(id)).toHaveLength(0);
    expect(await events(id, 'order.status_changed')).toHaveLength(0);
  });

  it('lets one of two staff accepting the same order at once win; the other is told it changed', async () => {
    const second = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
    for (let round = 0; round < 3; round++) {
      const created = await steps.pickup(OUTLET.khreshchatyk);
      const [a, b] = await Promise.all([
        move(cook, created.orderId, { statusId: 1, prepMinutes: 15 }),
        move(second, created.orderId, { statusId: 1, prepMinutes: 40 }),
      ]);
      const [won, lost] = a.status === 200 ? [a, b] : [b, a];
      const winner = (await expectContract(won, ZBoardOrder)) as TBoardOrder;
      const err = await expectError(lost, 409, 'ORDER_CHANGED');
      expect(err.details).toEqual([{ statusId: 1, allowed: [2, 4] }]);
      // the winner's preparation time stands, and the move happened once
      expect(await orderRow(created.orderId)).toMatchObject({ statusId: 1, prepMinutes: winner.prepMinutes });
      expect(await audits(created.orderId)).toHaveLength(1);
      expect(await events(created.orderId, 'order.status_changed')).toHaveLength(1);
    }
  });

  it('moves orders through /ops/v1 with an API key in scope, with the standard kitchen time when none is given', async () => {
    const key = await createApiKey(api, { outletIds: [OUTLET.khreshchatyk] });
    const otherBrand = await createApiKey(api, { retailNetworkIds: [2] });
    const created = await steps.pickup(OUTLET.khreshchatyk);
    const path = `/ops/v1/orders/${created.orderId}/status`;
    await expectError(
      await api.post(path, { statusId: 1 }, { headers: { authorization: otherBrand.authorization } }),
      403,
      'FORBIDDEN',
    );
    expect((await orderRow(created.orderId)).statusId).toBe(0);

    const before = Date.now();
    const moved = await expectContract(
      await api.post(path, { statusId: 1 }, { headers: { authorization: key.authorization } }),
      ZOpsStatusChanged,
    );
    expect(moved).toMatchObject({
      orderId: created.orderId,
      previousStatusId: 0,
      statusId: 1,
      order: { prepMinutes: 20 },
    });
    expect(new Date(moved.order.expectedAt!).getTime()).toBeGreaterThanOrEqual(before + 20 * MINUTE - 1000);
    const [audit] = await audits(created.orderId);
    expect(audit).toMatchObject({ apiKeyId: key.id, staffId: null });
    // a till may cancel without a reason (the /ops contract before the board)
    expect(
      (await api.post(path, { statusId: 4 }, { headers: { authorization: key.authorization } })).status,
    ).toBe(200);
    await expectError(
      await api.post(path, { statusId: 4 }, { headers: { authorization: key.authorization } }),
      409,
      'ORDER_CHANGED',
    );
  });
});
