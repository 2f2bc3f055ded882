/**
 * Refunds (issue 18 item 4): a paid order the restaurant cancels is given back through the
 * provider that took the payment, on the test bank at once and through LiqPay's API (a fake LiqPay
 * server started here checks what it is sent). A refused refund leaves the order cancelled, shows
 * why, and can be asked again. `GET /payment/v1/status` then says REFUNDED, and so does the
 * customer's account.
 */
import { ZBoardOrder, ZOpsStatusChanged, ZOrder, ZOrderCreated, ZPaymentStatus } from '@food/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, refunds } from '../src/db/schema.js';
import { encodeLiqPayData, liqpaySignature } from '../src/modules/payment/liqpay.js';
import { OUTLET, P, deliveryBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { OPS, ORDER_CREATE, PAYMENT_ENV, orderSteps } from './board-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('refunds on the test bank on %s', (kind) => {
  let api: TestApi;
  let cook: TestStaff;
  const steps = orderSteps(() => api);
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_ENV);
    cook = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
  });
  afterAll(() => api?.close());

  const paymentStatus = async (orderId: string, headers: Record<string, string> = {}) =>
    expectContract(await api.get(`/payment/v1/status?orderId=${orderId}`, { headers }), ZPaymentStatus);

  it('gives a cancelled paid order back at once; payment status and the account say REFUNDED', async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const created = await steps.delivery({ customerUuid: customer.id }, headers);
    // before the payment the account says it waits for it, not that the restaurant accepted it
    expect(
      await expectContract(await api.get(`/orders/v1/get/${created.orderId}`, { headers }), ZOrder),
    ).toMatchObject({ statusId: 0, awaitingPayment: true, refundedAmount: 0 });
    await steps.pay(created.paymentUrl!);
    expect(await paymentStatus(created.orderId, headers)).toMatchObject({
      status: 'PAID',
      refundedAmount: 0,
    });

    const cancelled = await expectContract(
      await cook.post(`/admin/v1/orders/${created.orderId}/status`, { statusId: 4, reason: 'Out of salmon' }),
      ZBoardOrder,
    );
    expect(cancelled).toMatchObject({
      statusId: 4,
      statusReason: 'Out of salmon',
      paymentState: 'REFUNDED',
      refundedAmount: created.amount,
      refunds: [
        {
          amount: created.amount,
          status: 'SUCCEEDED',
          provider: 'test',
          failureReason: null,
          reason: 'Out of salmon',
        },
      ],
    });
    const [row] = await api.database.db.select().from(refunds).where(eq(refunds.orderId, created.orderId));
    expect(row!.providerRefundId).toMatch(/^test-refund-/);

    expect(await paymentStatus(created.orderId, headers)).toMatchObject({
      orderStatusId: 4,
      status: 'REFUNDED',
      isPaid: true,
      refundedAmount: created.amount,
      paymentUrl: null,
    });
    const inAccount = await expectContract(
      await api.get(`/orders/v1/get/${created.orderId}`, { headers }),
      ZOrder,
    );
    expect(inAccount).toMatchObject({ statusId: 4, refundedAmount: created.amount, awaitingPayment: false });

    // asking again when nothing is owed changes nothing
    const again = await expectContract(
      await cook.post(`/admin/v1/orders/${created.orderId}/refund`),
      ZBoardOrder,
    );
    expect(again.refunds).toHaveLength(1);
    expect(
      (await api.database.db.select().from(orders).where(eq(orders.id, created.orderId)))[0]!.refundedAmount,
    ).toBe(created.amount);
  });

  it('refunds a paid order a till cancels through /ops/v1, and nothing for an unpaid or cash one', async () => {
    const paid = await steps.delivery();
    await steps.pay(paid.paymentUrl!);
    const moved = await expectContract(
      await api.post(`/ops/v1/orders/${paid.orderId}/status`, { statusId: 4 }, { headers: OPS }),
      ZOpsStatusChanged,
    );
    expect(moved.order).toMatchObject({ paymentState: 'REFUNDED', refundedAmount: paid.amount });

    const unpaid = await steps.delivery();
    const cash = await steps.pickup(OUTLET.khreshchatyk);
    for (const { orderId } of [unpaid, cash])
      expect(
        await expectContract(
          await cook.post(`/admin/v1/orders/${orderId}/status`, { statusId: 4, reason: 'Closing early' }),
          ZBoardOrder,
        ),
      ).toMatchObject({ statusId: 4, refunds: [], refundedAmount: 0, paymentState: 'NOT_REQUIRED' });
    expect(await paymentStatus(unpaid.orderId)).toMatchObject({ status: 'NOT_REQUIRED', refundedAmount: 0 });
  });
});

/** A stand-in for LiqPay's server-to-server API: checks each request's signature and answers as told. */
async function startFakeLiqPay(privateKey: string) {
  const requests: Array<{ params: Record<string, unknown>; signatureValid: boolean }> = [];
  let answer: Record<string, unknown> = { result: 'ok', status: 'reversed', payment_id: 9001 };
  let httpStatus = 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const data = form.get('data') ?? '';
      requests.push({
        params: JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>,
        signatureValid: form.get('signature') === liqpaySignature(privateKey, data),
      });
      res.writeHead(httpStatus, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/request`,
    requests,
    answerWith: (next: Record<string, unknown>, status = 200) => {
      answer = next;
      httpStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds())('refunds through LiqPay on %s', (kind) => {
  const privateKey = 'sandbox_private_key_0123456789';
  let api: TestApi;
  let liqpay: Awaited<ReturnType<typeof startFakeLiqPay>>;
  let manager: TestStaff;
  beforeAll(async () => {
    liqpay = await startFakeLiqPay(privateKey);
    api = await startTestApi(kind, {
      PAYMENT_PROVIDER: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'sandbox_i000000001',
      LIQPAY_PRIVATE_KEY: privateKey,
      LIQPAY_API_URL: liqpay.url,
      PUBLIC_API_URL: 'https://api.shop.example.com',
    });
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [1] });
  });
  afterAll(async () => {
    await api?.close();
    await liqpay?.close();
  });

  let seq = 0;
  /** an online order, paid through LiqPay's signed callback; the attempt's id is LiqPay's order_id */
  const paidOrder = async (pay = true, on: TestApi = api) => {
    const created = await expectContract(
      await on.post(
        ORDER_CREATE,
        deliveryBody([{ productId: P.dragon, count: 1 }], { customerComment: `lp ${++seq}` }),
      ),
      ZOrderCreated,
      201,
    );
    const data = new URL(created.paymentUrl!).searchParams.get('data')!;
    const paymentId = (JSON.parse(Buffer.from(data, 'base64').toString()) as { order_id: string }).order_id;
    const callback = async () => {
      const result = encodeLiqPayData({
        public_key: 'sandbox_i000000001',
        order_id: paymentId,
        status: 'success',
        amount: created.amount / 100,
        currency: 'UAH',
        payment_id: 4242,
      });
      const res = await fetch(`${on.url}/payment/v1/callback/liqpay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          data: result,
          signature: liqpaySignature(privateKey, result),
        }).toString(),
      });
      expect(res.status).toBe(200);
    };
    if (pay) await callback();
    return { ...created, paymentId, callback };
  };
  const cancel = (orderId: string) =>
    manager.post(`/admin/v1/orders/${orderId}/status`, { statusId: 4, reason: 'Kitchen closed' });
  const status = async (orderId: string) =>
    expectContract(await api.get(`/payment/v1/status?orderId=${orderId}`), ZPaymentStatus);

  it('asks LiqPay for the refund with a signed server-to-server request', async () => {
    liqpay.answerWith({ result: 'ok', status: 'reversed', payment_id: 9001 });
    const order = await paidOrder();
    const asked = liqpay.requests.length;
    const cancelled = await expectContract(await cancel(order.orderId), ZBoardOrder);
    expect(liqpay.requests.slice(asked)).toEqual([
      {
        signatureValid: true,
        params: {
          version: 3,
          public_key: 'sandbox_i000000001',
          action: 'refund',
          order_id: order.paymentId,
          amount: (order.amount / 100).toFixed(2),
        },
      },
    ]);
    expect(cancelled).toMatchObject({
      paymentState: 'REFUNDED',
      refundedAmount: order.amount,
      refunds: [{ status: 'SUCCEEDED', provider: 'liqpay', amount: order.amount }],
    });
    expect(await status(order.orderId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
  });

  it('keeps a refused refund on the cancelled order with its reason, and gives it back when asked again', async () => {
    liqpay.answerWith({
      result: 'error',
      status: 'error',
      err_code: 'limit',
      err_description: 'Refund limit exceeded',
    });
    const order = await paidOrder();
    const cancelled = await expectContract(await cancel(order.orderId), ZBoardOrder);
    expect(cancelled).toMatchObject({
      statusId: 4,
      paymentState: 'PAID',
      refundedAmount: 0,
      refunds: [{ status: 'FAILED', failureReason: 'Refund limit exceeded', amount: order.amount }],
    });
    expect(await status(order.orderId)).toMatchObject({
      orderStatusId: 4,
      status: 'PAID',
      refundedAmount: 0,
    });

    // still refused: a 502 naming the reason; the refund stays one, failed
    const err = await expectError(
      await manager.post(`/admin/v1/orders/${order.orderId}/refund`),
      502,
      'REFUND_FAILED',
    );
    expect(err.message).toContain('Refund limit exceeded');
    liqpay.answerWith({ result: 'ok', status: 'reversed', payment_id: 9002 });
    const retried = await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refund`),
      ZBoardOrder,
    );
    expect(retried).toMatchObject({
      paymentState: 'REFUNDED',
      refundedAmount: order.amount,
      refunds: [{ status: 'SUCCEEDED', failureReason: null }],
    });
    expect(await status(order.orderId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
    const retries = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.kind, 'order.refund_retry')));
    expect(retries).toHaveLength(2);
    expect(retries[0]!.staffId).toBe(manager.id);
  });

  it('counts a LiqPay that answers an error page or cannot be reached as a failed refund, not a failed cancellation', async () => {
    liqpay.answerWith({ message: 'maintenance' }, 503);
    const order = await paidOrder();
    expect(await expectContract(await cancel(order.orderId), ZBoardOrder)).toMatchObject({
      statusId: 4,
      refunds: [{ status: 'FAILED', failureReason: 'LiqPay answered HTTP 503' }],
    });

    const down = await startTestApi(kind, {
      PAYMENT_PROVIDER: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'sandbox_i000000001',
      LIQPAY_PRIVATE_KEY: privateKey,
      // nothing listens there
      LIQPAY_API_URL: 'http://127.0.0.1:9/api/request',
    });
    try {
      const owner = await createStaff(down, 'OWNER');
      const unreachable = await paidOrder(true, down);
      expect(
        await expectContract(
          await owner.post(`/admin/v1/orders/${unreachable.orderId}/status`, { statusId: 4, reason: 'Test' }),
          ZBoardOrder,
        ),
      ).toMatchObject({
        statusId: 4,
        refunds: [{ status: 'FAILED', failureReason: 'LiqPay could not be reached' }],
      });
    } finally {
      await down.close();
    }
  });

  it('gives back part of a LiqPay payment from the back office, then the rest on cancellation', async () => {
    liqpay.answerWith({ result: 'ok', status: 'reversed', payment_id: 9004 });
    const order = await paidOrder();
    const asked = liqpay.requests.length;
    const part = await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refunds`, { amount: 1_250, reason: 'No ginger' }),
      ZBoardOrder,
    );
    expect(liqpay.requests.slice(asked)).toEqual([
      {
        signatureValid: true,
        params: {
          version: 3,
          public_key: 'sandbox_i000000001',
          action: 'refund',
          order_id: order.paymentId,
          amount: '12.50',
        },
      },
    ]);
    expect(part).toMatchObject({
      paymentState: 'PARTIALLY_REFUNDED',
      refundedAmount: 1_250,
      refunds: [{ amount: 1_250, status: 'SUCCEEDED', provider: 'liqpay', reason: 'No ginger' }],
    });
    // cancelling gives back only what is still held
    const cancelled = await expectContract(await cancel(order.orderId), ZBoardOrder);
    expect(cancelled).toMatchObject({ paymentState: 'REFUNDED', refundedAmount: order.amount });
    expect(liqpay.requests.at(-1)!.params).toMatchObject({
      action: 'refund',
      amount: ((order.amount - 1_250) / 100).toFixed(2),
    });
    expect(await status(order.orderId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
  });

  it('gives back a payment that arrives after the order was cancelled unpaid', async () => {
    liqpay.answerWith({ result: 'ok', status: 'reversed', payment_id: 9003 });
    const order = await paidOrder(false);
    expect(await expectContract(await cancel(order.orderId), ZBoardOrder)).toMatchObject({
      paymentState: 'NOT_REQUIRED',
      refunds: [],
    });
    // the customer's bank page was still open, and the bank charged anyway
    await order.callback();
    expect(await status(order.orderId)).toMatchObject({
      orderStatusId: 4,
      isPaid: true,
      status: 'REFUNDED',
      refundedAmount: order.amount,
    });
    expect(liqpay.requests.at(-1)!.params).toMatchObject({ action: 'refund', order_id: order.paymentId });
  });
});
