/**
 * Issue 21 item 6: payments per brand. One deployment with the test page and Stripe (a local fake
 * of Stripe's API, stripe-fake.ts): the UAE brand (AED, env PAYMENT_PROVIDERS `stripe,test`) pays
 * through Stripe Checkout, the Ukrainian one (`liqpay,test`, no LiqPay keys here) on the test page.
 * Stripe's webhooks are believed only with a fresh, valid Stripe-Signature; a duplicate or late one
 * changes nothing (a late payment for a cancelled order is given back at once); refunds go to
 * the provider that took the payment, in part or in full, with an Idempotency-Key per refund.
 */
import { ZBoardOrder, ZOrderCreated, ZPaymentStarted, ZPaymentStatus, ZReceipt } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, payments, refunds } from '../src/db/schema.js';
import { zonedTimeToUtc } from '../src/modules/order-service/pricing/delivery-time.js';
import { eventually, movableClock } from './board-fixtures.js';
import { P, deliveryBody } from './checkout-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { ORDER_CREATE } from './payment-fixtures.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';
import { signedEvent, startFakeStripe } from './stripe-fake.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const DUBAI_DRAGON = 300_007;

/** Tomorrow at 13:00 in Dubai, when the Marina outlet is open whatever the hour of the test run. */
function dubaiTomorrowAt13(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + 1));
  return zonedTimeToUtc(
    t.getUTCFullYear(),
    t.getUTCMonth() + 1,
    t.getUTCDate(),
    13 * 60,
    'Asia/Dubai',
  ).toISOString();
}

describe.each(databaseKinds())('Stripe for the AED brand on %s', (kind) => {
  let api: TestApi;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let manager: TestStaff;
  // moved only by the last test (the unpaid-order sweep), whose webhooks are signed at its time
  const clock = movableClock();
  beforeAll(async () => {
    stripe = await startFakeStripe();
    api = await startTestApi(
      kind,
      {
        STRIPE_SECRET_KEY: 'sk_test_fake0123456789',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        PUBLIC_API_URL: 'https://api.shop.example.com',
        STOREFRONT_URL: 'https://shop.example.com',
        UNPAID_CANCEL_MINUTES: '30',
        UNPAID_CANCEL_CHECK_SECONDS: '1',
      },
      { clock },
    );
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [3] });
  });
  afterAll(async () => {
    await api?.close();
    await stripe?.close();
  });

  let seq = 0;
  /** a guest's pickup at Dubai Marina tomorrow, paid online (from a page in `language`) */
  const aedOrder = async (language?: string) =>
    expectContract(
      await api.post(ORDER_CREATE, {
        retailNetworkId: 3,
        target: 'WEB',
        outletId: 3001,
        products: [{ productId: DUBAI_DRAGON, count: 2 }],
        payment: { bonusCount: 0, paymentType: 'APPLE_PAY' },
        delivery: { type: 1, timeIndication: 'ON_TIME', deliveryTime: dubaiTomorrowAt13() },
        customerName: 'Layla',
        customerPhone: '+971501234567',
        customerComment: `stripe ${++seq}`,
        ...(language ? { additionalInfo: { language } } : {}),
      }),
      ZOrderCreated,
      201,
    );
  const status = async (orderId: string) =>
    expectContract(await api.get(`/payment/v1/status?orderId=${orderId}`), ZPaymentStatus);
  /** opens our checkout address as the browser does; the redirect it answers */
  const open = async (paymentUrl: string) => {
    const res = await api.get(new URL(paymentUrl).pathname, { redirect: 'manual' });
    expect(res.status).toBe(303);
    return res.headers.get('location')!;
  };
  const webhook = (event: { body: string; signature?: string }) =>
    api.post('/payment/v1/callback/stripe', event.body, {
      headers: event.signature === undefined ? {} : { 'stripe-signature': event.signature },
    });
  const paymentRow = async (orderId: string) =>
    (await api.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const succeeded = (
    paymentId: string,
    orderId: string,
    amount: number,
    pi = `pi_${paymentId.slice(0, 8)}`,
    at?: number,
  ) =>
    signedEvent(
      WEBHOOK_SECRET,
      'payment_intent.succeeded',
      {
        id: pi,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'aed',
        status: 'succeeded',
        metadata: { paymentId, orderId },
      },
      at,
    );
  /** an AED order paid through Stripe: created, its page opened, the succeeded webhook received */
  const paidOrder = async () => {
    const created = await aedOrder();
    await open(created.paymentUrl!);
    const paymentId = (await paymentRow(created.orderId)).id;
    expect(await (await webhook(succeeded(paymentId, created.orderId, created.amount))).json()).toEqual({
      ok: true,
      status: 'PAID',
    });
    return { ...created, paymentId, pi: `pi_${paymentId.slice(0, 8)}` };
  };

  it('sends the AED order to Stripe Checkout (3-D Secure on its page) and the UAH one to the test page', async () => {
    const created = await aedOrder();
    const row = await paymentRow(created.orderId);
    expect(row).toMatchObject({
      provider: 'stripe',
      currencyCode: 'AED',
      amount: created.amount,
      status: 'PENDING',
    });
    expect(created.paymentUrl).toBe(`https://api.shop.example.com/payment/v1/stripe/checkout/${row.id}`);
    expect(await status(created.orderId)).toMatchObject({
      provider: 'stripe',
      status: 'PENDING',
      currencyCode: 'AED',
    });

    const asked = stripe.requests.length;
    const location = await open(created.paymentUrl!);
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+#/);
    const [create] = stripe.requests.slice(asked);
    expect(create).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions',
      authorization: 'Bearer sk_test_fake0123456789',
      idempotencyKey: `checkout-${row.id}`,
    });
    expect(create!.form).toMatchObject({
      mode: 'payment',
      'payment_method_types[0]': 'card',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aed',
      // AED has two decimals: fils, as we keep them
      'line_items[0][price_data][unit_amount]': String(created.amount),
      client_reference_id: row.id,
      'metadata[paymentId]': row.id,
      'payment_intent_data[metadata][paymentId]': row.id,
      locale: 'en',
      success_url: `https://shop.example.com/order-confirmed/${created.orderId}?payment=success`,
      cancel_url: `https://shop.example.com/order-confirmed/${created.orderId}?payment=failed`,
    });
    // the session is kept on the attempt; opening again reads it, and makes no second one
    expect((await paymentRow(created.orderId)).providerPaymentId).toMatch(/^cs_test_/);
    expect(await open(created.paymentUrl!)).toBe(location);
    expect(stripe.requests.slice(asked + 1).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${(await paymentRow(created.orderId)).providerPaymentId}`,
    ]);

    // Stripe's page ran 3-D Secure and took the card: its signed webhook pays the order
    const paid = succeeded(row.id, created.orderId, created.amount);
    expect(await (await webhook(paid)).json()).toEqual({ ok: true, status: 'PAID' });
    expect(await status(created.orderId)).toMatchObject({ status: 'PAID', isPaid: true, paymentUrl: null });
    expect(await paymentRow(created.orderId)).toMatchObject({
      status: 'PAID',
      providerPaymentId: `pi_${row.id.slice(0, 8)}`,
    });
    // the page of a paid attempt goes back to the storefront
    expect(await open(created.paymentUrl!)).toBe(
      `https://shop.example.com/order-confirmed/${created.orderId}?payment=success`,
    );

    // the hryvnia brand of the same deployment: the test page (no LiqPay keys here)
    const uah = await expectContract(
      await api.post(
        ORDER_CREATE,
        deliveryBody([{ productId: P.dragon, count: 1 }], { customerComment: `uah ${seq}` }),
      ),
      ZOrderCreated,
      201,
    );
    expect(uah.paymentUrl).toMatch(/\/payment\/v1\/test\/checkout\//);
    expect(await status(uah.orderId)).toMatchObject({ provider: 'test', currencyCode: 'UAH' });
  });

  it('keeps a declined card unpaid with Stripe’s reason, and a new attempt goes to Stripe again', async () => {
    const created = await aedOrder();
    await open(created.paymentUrl!);
    const row = await paymentRow(created.orderId);
    const declined = signedEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', {
      id: 'pi_declined_1',
      object: 'payment_intent',
      currency: 'aed',
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
      metadata: { paymentId: row.id, orderId: created.orderId },
    });
    expect(await (await webhook(declined)).json()).toEqual({ ok: true, status: 'FAILED' });
    expect(await status(created.orderId)).toMatchObject({
      status: 'FAILED',
      isPaid: false,
      failureReason: 'Your card was declined.',
    });
    const again = await expectContract(
      await api.post('/payment/v1/pay', { orderId: created.orderId }),
      ZPaymentStarted,
    );
    expect(again.paymentUrl).toBe(
      `https://api.shop.example.com/payment/v1/stripe/checkout/${again.paymentId}`,
    );
    expect(await status(created.orderId)).toMatchObject({
      status: 'PENDING',
      provider: 'stripe',
      attempts: 2,
    });
  });

  it('sends the customer back to the storefront when Stripe is down, the session is over or was paid', async () => {
    const created = await aedOrder();
    const back = `https://shop.example.com/order-confirmed/${created.orderId}`;
    stripe.setCheckoutDown(true);
    try {
      // no session: back with the failure, the attempt still open to try again
      expect(await open(created.paymentUrl!)).toBe(`${back}?payment=failed`);
      expect(await paymentRow(created.orderId)).toMatchObject({ status: 'PENDING', providerPaymentId: null });
    } finally {
      stripe.setCheckoutDown(false);
    }
    expect(await open(created.paymentUrl!)).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = stripe.sessions.get((await paymentRow(created.orderId)).providerPaymentId!)!;
    // paid on Stripe's page, its webhook not here yet: the storefront is told success and polls
    session.status = 'complete';
    expect(await open(created.paymentUrl!)).toBe(`${back}?payment=success`);
    session.status = 'expired';
    expect(await open(created.paymentUrl!)).toBe(`${back}?payment=failed`);
    await expectError(
      await api.get('/payment/v1/stripe/checkout/00000000-0000-4000-8000-000000000000', {
        redirect: 'manual',
      }),
      404,
      'PAYMENT_NOT_FOUND',
    );
  });

  it('refuses a webhook with a bad, stale or missing signature (400) and changes nothing', async () => {
    const created = await aedOrder();
    await open(created.paymentUrl!);
    const before = await paymentRow(created.orderId);
    const good = succeeded(before.id, created.orderId, created.amount);
    const stale = succeeded(
      before.id,
      created.orderId,
      created.amount,
      'pi_stale',
      Math.floor(Date.now() / 1000) - 301,
    );
    const forged = signedEvent(
      'whsec_guessed',
      'payment_intent.succeeded',
      JSON.parse(good.body).data.object,
    );
    const tampered = {
      body: good.body.replace(`"amount_received":${created.amount}`, '"amount_received":1'),
      signature: good.signature,
    };
    for (const event of [
      stale,
      forged,
      tampered,
      { body: good.body },
      { body: good.body, signature: 't=1,v0=abc' },
    ])
      await expectError(await webhook(event), 400, 'INVALID_SIGNATURE');
    expect(await paymentRow(created.orderId)).toEqual(before);
    expect(await status(created.orderId)).toMatchObject({ status: 'PENDING', isPaid: false });
  });

  it('changes nothing on a duplicate or late webhook, and gives back a payment that lands after the order was cancelled', async () => {
    const order = await paidOrder();
    const paidRow = await paymentRow(order.orderId);
    // Stripe sends again (its retry), then the session's own event, then a late failure
    expect(await (await webhook(succeeded(order.paymentId, order.orderId, order.amount))).json()).toEqual({
      ok: true,
      status: 'PAID',
    });
    const completed = signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', {
      id: paidRow.providerPaymentId,
      object: 'checkout.session',
      client_reference_id: order.paymentId,
      payment_intent: order.pi,
      payment_status: 'paid',
      amount_total: order.amount,
      currency: 'aed',
      metadata: { paymentId: order.paymentId },
    });
    expect(await (await webhook(completed)).json()).toEqual({ ok: true, status: 'PAID' });
    const lateFailure = signedEvent(WEBHOOK_SECRET, 'payment_intent.payment_failed', {
      id: order.pi,
      last_payment_error: { message: 'Your card was declined.' },
      metadata: { paymentId: order.paymentId },
    });
    expect(await (await webhook(lateFailure)).json()).toEqual({ ok: true, status: 'PAID' });
    expect(await paymentRow(order.orderId)).toEqual(paidRow);
    // charge.refunded and unknown attempts are acknowledged and change nothing
    const refundedEvent = signedEvent(WEBHOOK_SECRET, 'charge.refunded', {
      id: 'ch_1',
      payment_intent: order.pi,
      amount_refunded: 100,
    });
    expect(await (await webhook(refundedEvent)).json()).toEqual({ ok: true, status: 'IGNORED' });
    const stranger = succeeded('00000000-0000-4000-8000-000000000000', order.orderId, 100);
    expect(await (await webhook(stranger)).json()).toEqual({ ok: true, status: 'IGNORED' });
    expect(await status(order.orderId)).toMatchObject({ status: 'PAID', refundedAmount: 0 });

    // an order cancelled unpaid whose Stripe page was still open: the money goes straight back
    const late = await aedOrder();
    await open(late.paymentUrl!);
    const lateRow = await paymentRow(late.orderId);
    expect(
      await expectContract(
        await manager.post(`/admin/v1/orders/${late.orderId}/status`, {
          statusId: 4,
          reason: 'Closed early',
        }),
        ZBoardOrder,
      ),
    ).toMatchObject({ paymentState: 'NOT_REQUIRED', refunds: [] });
    expect(await open(late.paymentUrl!)).toContain('payment=failed');
    const asked = stripe.requests.length;
    await webhook(succeeded(lateRow.id, late.orderId, late.amount, 'pi_late'));
    const [refund] = await api.database.db.select().from(refunds).where(eq(refunds.orderId, late.orderId));
    expect(stripe.requests.slice(asked).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/refunds',
      'POST /v1/refunds',
    ]);
    expect(stripe.requests.slice(asked + 1)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: expect.stringMatching(new RegExp(`^refund-${refund!.id}-\\d+$`)),
        form: expect.objectContaining({ payment_intent: 'pi_late', amount: String(late.amount) }),
      }),
    ]);
    expect(await status(late.orderId)).toMatchObject({ status: 'REFUNDED', refundedAmount: late.amount });
    // and the same event once more refunds nothing more
    await webhook(succeeded(lateRow.id, late.orderId, late.amount, 'pi_late'));
    expect(stripe.requests.length).toBe(asked + 2);
  });

  it('refunds part, then the rest, from the back office through Stripe; the customer’s receipt follows', async () => {
    const order = await paidOrder();
    const refund = (amount: number, reason = 'Missing sauce') =>
      manager.post(`/admin/v1/orders/${order.orderId}/refunds`, { amount, reason });
    const asked = stripe.requests.length;
    const part = await expectContract(await refund(1_000), ZBoardOrder);
    expect(part).toMatchObject({
      paymentState: 'PARTIALLY_REFUNDED',
      refundedAmount: 1_000,
      refunds: [{ amount: 1_000, status: 'SUCCEEDED', provider: 'stripe', reason: 'Missing sauce' }],
    });
    expect(stripe.requests.slice(asked).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/refunds',
      'POST /v1/refunds',
    ]);
    expect(stripe.requests.at(-1)).toEqual(
      expect.objectContaining({
        idempotencyKey: expect.stringMatching(new RegExp(`^refund-${part.refunds[0]!.id}-\\d+$`)),
        form: expect.objectContaining({ payment_intent: order.pi, amount: '1000' }),
      }),
    );
    expect(await status(order.orderId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 1_000,
    });
    const receipt = await expectContract(await api.get(`/orders/v1/receipt/${order.orderId}`), ZReceipt);
    expect(receipt.payment).toMatchObject({
      state: 'PARTIALLY_REFUNDED',
      isPaid: true,
      refundedAmount: 1_000,
    });

    // Stripe refuses the rest once: 502 with its reason, the refund kept FAILED for a retry
    stripe.answerRefundsWith({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Insufficient balance to refund' } },
    });
    const err = await expectError(await refund(order.amount - 1_000, 'Order late'), 502, 'REFUND_FAILED');
    expect(err.message).toContain('Stripe: Insufficient balance to refund');
    // the refused one still counts against what is held: asking again is the retry, not a second refund
    await expectError(await refund(1), 422, 'REFUND_TOO_LARGE');
    stripe.answerRefundsWith(null);
    const retried = await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refund`),
      ZBoardOrder,
    );
    expect(retried).toMatchObject({ paymentState: 'REFUNDED', refundedAmount: order.amount });
    const tries = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').slice(-2);
    // a new key for the new try (Stripe replays a refusal for its key), the same refund named in both
    expect(tries[0]!.idempotencyKey).not.toBe(tries[1]!.idempotencyKey);
    expect(tries[0]!.form['metadata[refundId]']).toBe(tries[1]!.form['metadata[refundId]']);
    expect(await status(order.orderId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.amount });
    const audits = await api.database.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderId));
    expect(audits.filter((a) => a.kind === 'order.refund')).toHaveLength(2);
  });

  it('never refunds twice when Stripe made a refund but its answer was lost', async () => {
    const order = await paidOrder();
    stripe.answerRefundsWith({ status: 500, body: { error: { message: 'Internal error' } }, makesIt: true });
    await expectError(
      await manager.post(`/admin/v1/orders/${order.orderId}/refunds`, { amount: 500, reason: 'Cold soup' }),
      502,
      'REFUND_FAILED',
    );
    stripe.answerRefundsWith(null);
    const posts = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;
    const before = posts();
    // the retry finds the refund Stripe made under our refund's id, and asks for no second one
    const retried = await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refund`),
      ZBoardOrder,
    );
    expect(retried).toMatchObject({ paymentState: 'PARTIALLY_REFUNDED', refundedAmount: 500 });
    expect(posts()).toBe(before);
  });
  it('asks Stripe Checkout in the customer’s language, where Stripe speaks it', async () => {
    const localeOf = async (language?: string) => {
      const created = await aedOrder(language);
      const asked = stripe.requests.length;
      await open(created.paymentUrl!);
      return stripe.requests.slice(asked).find((r) => r.path === '/v1/checkout/sessions')!.form.locale;
    };
    expect(await localeOf('ru')).toBe('ru');
    // Stripe has no Ukrainian: it picks by the browser
    expect(await localeOf('uk')).toBe('auto');
    // no language on the order: the return address's, else the brand's (sm-ae: English)
    expect(await localeOf()).toBe('en');
  });

  /** Stripe's event when a Checkout Session ends unpaid (24 hours by default) */
  const expiredEvent = (row: { id: string; providerPaymentId: string | null }, at?: number) =>
    signedEvent(
      WEBHOOK_SECRET,
      'checkout.session.expired',
      {
        id: row.providerPaymentId,
        object: 'checkout.session',
        status: 'expired',
        payment_status: 'unpaid',
        payment_intent: null,
        client_reference_id: row.id,
        metadata: { paymentId: row.id },
      },
      at,
    );

  it('marks an attempt whose Checkout Session expired as failed, unpaid; a duplicate or late expiry changes nothing', async () => {
    const created = await aedOrder();
    await open(created.paymentUrl!);
    const row = await paymentRow(created.orderId);
    expect(await (await webhook(expiredEvent(row))).json()).toEqual({ ok: true, status: 'FAILED' });
    expect(await status(created.orderId)).toMatchObject({
      status: 'FAILED',
      isPaid: false,
      orderStatusId: 0,
      paymentUrl: null,
      failureReason: 'Stripe Checkout session expired unpaid',
    });
    const expired = await paymentRow(created.orderId);
    // the session's id stays on the attempt (no PaymentIntent was made)
    expect(expired).toMatchObject({ status: 'FAILED', providerPaymentId: row.providerPaymentId });
    expect(await open(created.paymentUrl!)).toBe(
      `https://shop.example.com/order-confirmed/${created.orderId}?payment=failed`,
    );
    // Stripe sends it again: nothing changes
    expect(await (await webhook(expiredEvent(row))).json()).toEqual({ ok: true, status: 'FAILED' });
    expect(await paymentRow(created.orderId)).toEqual(expired);

    // the customer pays again; the old session's late expiry leaves the new attempt open
    const again = await expectContract(
      await api.post('/payment/v1/pay', { orderId: created.orderId }),
      ZPaymentStarted,
    );
    await webhook(expiredEvent(row));
    expect(await status(created.orderId)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(
      (await api.database.db.select().from(payments).where(eq(payments.id, again.paymentId)))[0],
    ).toMatchObject({ status: 'PENDING' });

    // a paid attempt's session never expires into a failure
    const paid = await paidOrder();
    const paidRow = await paymentRow(paid.orderId);
    expect(await (await webhook(expiredEvent(paidRow))).json()).toEqual({ ok: true, status: 'PAID' });
    expect(await paymentRow(paid.orderId)).toEqual(paidRow);
    expect(await status(paid.orderId)).toMatchObject({ status: 'PAID', isPaid: true });
  });

  it('shows a refund that fails after Stripe took it as failed, not refunded; a duplicate or late event changes nothing', async () => {
    const order = await paidOrder();
    const boardOrder = async () =>
      expectContract(await manager.get(`/admin/v1/orders/${order.orderId}`), ZBoardOrder);
    await expectContract(
      await manager.post(`/admin/v1/orders/${order.orderId}/refunds`, { amount: 1_000, reason: 'Cold soup' }),
      ZBoardOrder,
    );
    const [given] = await api.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(given).toMatchObject({ status: 'SUCCEEDED', providerRefundId: expect.stringMatching(/^re_/) });
    const reId = given!.providerRefundId!;

    // days later the card turns out closed: Stripe's refund fails
    const failedRefund = stripe.failRefund(reId);
    const failedEvent = () => signedEvent(WEBHOOK_SECRET, 'charge.refund.updated', failedRefund);
    expect(await (await webhook(failedEvent())).json()).toEqual({ ok: true, status: 'REFUND_FAILED' });
    expect(await boardOrder()).toMatchObject({
      paymentState: 'PAID',
      refundedAmount: 0,
      refunds: [
        {
          amount: 1_000,
          status: 'FAILED',
          provider: 'stripe',
          failureReason: 'Stripe refund failed: expired_or_canceled_card',
        },
      ],
    });
    expect(await status(order.orderId)).toMatchObject({ status: 'PAID', refundedAmount: 0 });
    const receipt = await expectContract(await api.get(`/orders/v1/receipt/${order.orderId}`), ZReceipt);
    expect(receipt.payment).toMatchObject({ state: 'PAID', refundedAmount: 0 });

    // the same news again, under the newer event name too: nothing more changes
    const failedRow = (await api.database.db.select().from(refunds).where(eq(refunds.id, given!.id)))[0];
    const orderRow = async () =>
      (await api.database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]!;
    const before = await orderRow();
    expect(await (await webhook(failedEvent())).json()).toEqual({ ok: true, status: 'IGNORED' });
    const renamed = signedEvent(WEBHOOK_SECRET, 'refund.failed', failedRefund);
    expect(await (await webhook(renamed)).json()).toEqual({ ok: true, status: 'IGNORED' });
    expect((await api.database.db.select().from(refunds).where(eq(refunds.id, given!.id)))[0]).toEqual(
      failedRow,
    );
    expect(await orderRow()).toEqual(before);

    // staff retry it: a new Stripe refund, given back; the old one's late failure changes nothing
    expect(
      await expectContract(await manager.post(`/admin/v1/orders/${order.orderId}/refund`), ZBoardOrder),
    ).toMatchObject({ paymentState: 'PARTIALLY_REFUNDED', refundedAmount: 1_000 });
    const [retried] = await api.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(retried).toMatchObject({ status: 'SUCCEEDED', providerRefundId: expect.stringMatching(/^re_/) });
    expect(retried!.providerRefundId).not.toBe(reId);
    expect(await (await webhook(failedEvent())).json()).toEqual({ ok: true, status: 'IGNORED' });
    expect(await status(order.orderId)).toMatchObject({
      status: 'PARTIALLY_REFUNDED',
      refundedAmount: 1_000,
    });
  });

  // last: it moves the API's clock
  it('cancels an order whose Stripe page expired unpaid by the same rule as any unpaid order', async () => {
    const created = await aedOrder();
    await open(created.paymentUrl!);
    const row = await paymentRow(created.orderId);
    expect(await (await webhook(expiredEvent(row))).json()).toEqual({ ok: true, status: 'FAILED' });
    // within UNPAID_CANCEL_MINUTES of the order it stays open to pay again
    clock.advanceMinutes(20);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await status(created.orderId)).toMatchObject({ orderStatusId: 0, status: 'FAILED' });
    clock.advanceMinutes(11);
    // the sweep cancels every order of this file left unpaid, oldest first, this one last: on a
    // loaded machine that is more than the board test's 5 s
    await eventually(async () => ((await status(created.orderId)).orderStatusId === 4 ? true : null), 20_000);
    expect(await status(created.orderId)).toMatchObject({
      orderStatusId: 4,
      status: 'NOT_REQUIRED',
      isPaid: false,
    });
    // a session's expiry arriving after that changes nothing either
    const at = Math.floor(clock.now().getTime() / 1000);
    const cancelledRow = await paymentRow(created.orderId);
    expect(await (await webhook(expiredEvent(row, at))).json()).toEqual({ ok: true, status: 'FAILED' });
    expect(await paymentRow(created.orderId)).toEqual(cancelledRow);
  });
});
