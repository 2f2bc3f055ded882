import { ZOrderCreated, ZPaymentStatus } from '@food/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema.js';
import { encodeLiqPayData, liqpaySignature } from '../src/modules/payment/liqpay.js';
import { TestPaymentProvider } from '../src/modules/payment/test-provider.js';
import { OUTLET, P, deliveryBody, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import {
  ORDER_CREATE as CREATE,
  PAYMENT_TEST_ENV,
  formPost,
  pagePath,
  paymentSteps,
} from './payment-fixtures.js';

describe.each(databaseKinds())('payments on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_TEST_ENV);
  });
  afterAll(() => api?.close());

  const { order, status, pay, payAgain } = paymentSteps(() => api);

  it('pays on the hosted test page with 4242 4242 4242 4242 and returns to the storefront', async () => {
    const created = await order({
      payment: {
        paymentType: 'GOOGLE_PAY',
        returnUrl: 'https://kyiv.shop.example.com/order-confirmed/{orderId}',
      },
    });
    expect(await status(created.orderId)).toMatchObject({
      status: 'PENDING',
      isPaid: false,
      attempts: 1,
      paymentUrl: created.paymentUrl,
      provider: 'test',
    });

    const page = await api.get(pagePath(created.paymentUrl!));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('data-testid="card-number"');
    expect(html).toContain('data-testid="card-pay"');
    expect(html).toContain(`${(created.amount / 100).toFixed(2)} UAH`);
    expect(html).toContain(String(created.localId));
    // in the language of the storefront page the customer comes back to (here the brand's, uk)
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('Номер картки');

    const back = await pay(created.paymentUrl!, '4242 4242 4242 4242');
    expect(back).toBe(`https://kyiv.shop.example.com/order-confirmed/${created.orderId}?payment=success`);
    expect(await status(created.orderId)).toMatchObject({
      status: 'PAID',
      isPaid: true,
      paymentUrl: null,
      amount: created.amount,
    });
    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(row!.isPaid).toBe(true);
    // the page of a paid attempt charges nothing more
    expect(await pay(created.paymentUrl!, '4242424242424242')).toContain('payment=success');
    expect(
      await api.database.db.select().from(payments).where(eq(payments.orderId, created.orderId)),
    ).toHaveLength(1);
  });

  it("speaks the customer's language on the payment page", async () => {
    const created = await order({
      payment: {
        paymentType: 'ONLINE',
        returnUrl: 'https://kyiv.shop.example.com/ru/order-confirmed/{orderId}',
      },
    });
    const html = await (await api.get(pagePath(created.paymentUrl!))).text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Номер карты');
    expect(html).toContain('Оплатить');
    const en = await order({
      payment: { paymentType: 'ONLINE', returnUrl: 'https://shop.example.com/en/order-confirmed/{orderId}' },
    });
    expect(await (await api.get(pagePath(en.paymentUrl!))).text()).toContain('Card number');
  });

  it('leaves the order unpaid after a declined card, and a second attempt pays', async () => {
    const created = await order();
    const back = await pay(created.paymentUrl!, '4000 0000 0000 0002');
    expect(back).toBe(`https://shop.example.com/order-confirmed/${created.orderId}?payment=failed`);
    expect(await status(created.orderId)).toMatchObject({
      status: 'FAILED',
      isPaid: false,
      failureReason: 'Card declined',
      paymentUrl: null,
    });

    const again = await payAgain(created.orderId);
    expect(again.paymentUrl).not.toBe(created.paymentUrl);
    expect(await status(created.orderId)).toMatchObject({
      status: 'PENDING',
      attempts: 2,
      paymentUrl: again.paymentUrl,
    });
    expect(await pay(again.paymentUrl, '4242424242424242')).toContain('payment=success');
    expect(await status(created.orderId)).toMatchObject({ status: 'PAID', isPaid: true, attempts: 2 });
    await expectError(
      await api.post('/payment/v1/pay', { orderId: created.orderId }),
      409,
      'ORDER_ALREADY_PAID',
    );
  });

  it("tells a guest's confirmation page the order's status as the restaurant moves it", async () => {
    const created = await order();
    expect(await status(created.orderId)).toMatchObject({ orderStatusId: 0, status: 'PENDING' });
    const accept = () =>
      api.post(
        `/ops/v1/orders/${created.orderId}/status`,
        { statusId: 1, prepMinutes: 15 },
        { headers: { authorization: 'Bearer test-ops-token-0123456789' } },
      );
    // an unpaid online order waits for its payment before the kitchen starts
    await expectError(await accept(), 409, 'ORDER_NOT_PAID');
    expect(await pay(created.paymentUrl!, '4242424242424242')).toContain('payment=success');
    expect((await accept()).status).toBe(200);
    expect(await status(created.orderId)).toMatchObject({ orderStatusId: 1, isPaid: true, status: 'PAID' });
  });

  it('takes no payment for an order the restaurant cancelled', async () => {
    const created = await order();
    const cancelled = await api.post(
      `/ops/v1/orders/${created.orderId}/status`,
      { statusId: 4, reason: 'Closed early' },
      { headers: { authorization: 'Bearer test-ops-token-0123456789' } },
    );
    expect(cancelled.status).toBe(200);
    expect(await status(created.orderId)).toMatchObject({
      orderStatusId: 4,
      status: 'NOT_REQUIRED',
      isPaid: false,
      paymentUrl: null,
    });
    // the page left open takes no card, and nothing is charged
    expect(await (await api.get(pagePath(created.paymentUrl!))).text()).not.toContain(
      'data-testid="card-pay"',
    );
    expect(await pay(created.paymentUrl!, '4242 4242 4242 4242')).toContain('payment=failed');
    expect((await status(created.orderId)).isPaid).toBe(false);
    await expectError(
      await api.post('/payment/v1/pay', { orderId: created.orderId }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );
  });

  it('closes an abandoned attempt when a new one starts, so its page cannot charge', async () => {
    const created = await order();
    const again = await payAgain(created.orderId);
    const stale = await api.get(pagePath(created.paymentUrl!));
    expect(await stale.text()).not.toContain('data-testid="card-pay"');
    expect(await pay(created.paymentUrl!, '4242424242424242')).toContain('payment=failed');
    expect((await status(created.orderId)).isPaid).toBe(false);
    expect(await pay(again.paymentUrl, '4242424242424242')).toContain('payment=success');
  });

  it('a customer cancelling on the page leaves the order unpaid', async () => {
    const created = await order();
    const res = await fetch(api.url + pagePath(created.paymentUrl!), formPost({ action: 'cancel' }));
    expect(res.headers.get('location')).toContain('payment=failed');
    expect(await status(created.orderId)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Cancelled by the customer',
    });
  });

  it('refuses a forged callback and changes nothing', async () => {
    const created = await order();
    const [attempt] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, created.orderId));
    const payload = {
      paymentId: attempt!.id,
      status: 'PAID' as const,
      amount: created.amount,
      currencyCode: 'UAH',
      transactionId: 'x',
      reason: null,
    };
    const forged = new TestPaymentProvider('guessed-secret-0000000000', 'http://x').callbackFor(payload);
    await expectError(await api.post('/payment/v1/callback/test', forged), 400, 'INVALID_SIGNATURE');
    await expectError(
      await fetch(api.url + '/payment/v1/callback/test', formPost(forged)),
      400,
      'INVALID_SIGNATURE',
    );
    await expectError(
      await api.post('/payment/v1/callback/test', { data: forged.data }),
      400,
      'VALIDATION_ERROR',
    );
    // LiqPay is not configured on this server
    await expectError(await api.post('/payment/v1/callback/liqpay', forged), 404, 'NOT_FOUND');
    expect(await status(created.orderId)).toMatchObject({ status: 'PENDING', isPaid: false });

    // the genuine bank's callback is believed, once, and a later failure cannot undo it
    const bank = new TestPaymentProvider('test-bank-secret-0123456789', 'http://x');
    expect(await (await api.post('/payment/v1/callback/test', bank.callbackFor(payload))).json()).toEqual({
      ok: true,
      status: 'PAID',
    });
    await api.post(
      '/payment/v1/callback/test',
      bank.callbackFor({ ...payload, status: 'FAILED', reason: 'late' }),
    );
    expect(await status(created.orderId)).toMatchObject({ status: 'PAID', isPaid: true });
    // a genuine callback for a payment that does not exist
    await expectError(
      await api.post(
        '/payment/v1/callback/test',
        bank.callbackFor({ ...payload, paymentId: '00000000-0000-4000-8000-000000000000' }),
      ),
      404,
      'PAYMENT_NOT_FOUND',
    );
  });

  it("does not believe a paid amount that is not the attempt's", async () => {
    const created = await order();
    const [attempt] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, created.orderId));
    const bank = new TestPaymentProvider('test-bank-secret-0123456789', 'http://x');
    const cheap = bank.callbackFor({
      paymentId: attempt!.id,
      status: 'PAID',
      amount: 100,
      currencyCode: 'UAH',
      transactionId: 'y',
      reason: null,
    });
    expect(await (await api.post('/payment/v1/callback/test', cheap)).json()).toEqual({
      ok: true,
      status: 'FAILED',
    });
    expect(await status(created.orderId)).toMatchObject({ isPaid: false, failureReason: 'Amount mismatch' });
  });

  it("shows a customer's order only to that customer; a guest's order by its id", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const other = await createSignedInCustomer(api.database.db);
    const mine = await order({ customerUuid: customer.id }, headers);
    await expectError(await api.get(`/payment/v1/status?orderId=${mine.orderId}`), 401, 'UNAUTHORIZED');
    await expectError(
      await api.get(`/payment/v1/status?orderId=${mine.orderId}`, { headers: other.headers }),
      403,
      'FORBIDDEN',
    );
    expect((await status(mine.orderId, headers)).status).toBe('PENDING');
    await expectError(
      await api.post('/payment/v1/pay', { orderId: mine.orderId }, { headers: other.headers }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await api.get('/payment/v1/status?orderId=00000000-0000-4000-8000-000000000000'),
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(await api.get('/payment/v1/status?orderId=42'), 400, 'VALIDATION_ERROR');
  });

  it('has nothing to pay online for cash, and refuses a foreign return URL', async () => {
    const cash = await expectContract(
      await api.post(CREATE, pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }])),
      ZOrderCreated,
      201,
    );
    expect(await status(cash.orderId)).toMatchObject({
      status: 'NOT_REQUIRED',
      isPaid: false,
      attempts: 0,
      paymentUrl: null,
    });
    await expectError(
      await api.post('/payment/v1/pay', { orderId: cash.orderId }),
      409,
      'PAYMENT_NOT_REQUIRED',
    );
    const online = await order();
    await expectError(
      await api.post('/payment/v1/pay', {
        orderId: online.orderId,
        returnUrl: 'https://shop.example.com.evil.io/x',
      }),
      400,
      'RETURN_URL_NOT_ALLOWED',
    );
    await expectError(
      await api.get('/payment/v1/test/checkout/00000000-0000-4000-8000-000000000000'),
      404,
      'PAYMENT_NOT_FOUND',
    );
  });
});

describe.each(databaseKinds())('LiqPay payments on %s', (kind) => {
  let api: TestApi;
  const privateKey = 'sandbox_private_key_for_tests';
  beforeAll(async () => {
    api = await startTestApi(kind, {
      PAYMENT_PROVIDER: 'liqpay',
      LIQPAY_PUBLIC_KEY: 'sandbox_i000000001',
      LIQPAY_PRIVATE_KEY: privateKey,
      PUBLIC_API_URL: 'https://api.shop.example.com',
    });
  });
  afterAll(() => api?.close());

  it('sends the customer to LiqPay checkout and believes only its signed callback', async () => {
    const created = await expectContract(
      await api.post(CREATE, deliveryBody([{ productId: P.dragon, count: 1 }])),
      ZOrderCreated,
      201,
    );
    const url = new URL(created.paymentUrl!);
    expect(url.origin + url.pathname).toBe('https://www.liqpay.ua/api/3/checkout');
    const data = url.searchParams.get('data')!;
    expect(url.searchParams.get('signature')).toBe(liqpaySignature(privateKey, data));
    const params = JSON.parse(Buffer.from(data, 'base64').toString()) as Record<string, unknown>;
    expect(params).toMatchObject({
      version: 3,
      action: 'pay',
      public_key: 'sandbox_i000000001',
      currency: 'UAH',
      amount: (created.amount / 100).toFixed(2),
      server_url: 'https://api.shop.example.com/payment/v1/callback/liqpay',
      result_url: `http://localhost:3000/order-confirmed/${created.orderId}`,
    });

    const result = (status: string) =>
      encodeLiqPayData({
        public_key: 'sandbox_i000000001',
        order_id: params.order_id,
        status,
        amount: created.amount / 100,
        currency: 'UAH',
        payment_id: 1,
      });
    const forged = result('success');
    await expectError(
      await fetch(
        api.url + '/payment/v1/callback/liqpay',
        formPost({ data: forged, signature: liqpaySignature('guess', forged) }),
      ),
      400,
      'INVALID_SIGNATURE',
    );
    expect(
      (await expectContract(await api.get(`/payment/v1/status?orderId=${created.orderId}`), ZPaymentStatus))
        .isPaid,
    ).toBe(false);
    // a LiqPay attempt has no test page
    await expectError(
      await api.get(`/payment/v1/test/checkout/${params.order_id as string}`),
      404,
      'PAYMENT_NOT_FOUND',
    );

    const waiting = result('wait_secure');
    const ack = await fetch(
      api.url + '/payment/v1/callback/liqpay',
      formPost({ data: waiting, signature: liqpaySignature(privateKey, waiting) }),
    );
    expect(await ack.json()).toEqual({ ok: true, status: 'PENDING' });
    const paid = result('success');
    const ok = await fetch(
      api.url + '/payment/v1/callback/liqpay',
      formPost({ data: paid, signature: liqpaySignature(privateKey, paid) }),
    );
    expect(await ok.json()).toEqual({ ok: true, status: 'PAID' });
    expect(
      await expectContract(await api.get(`/payment/v1/status?orderId=${created.orderId}`), ZPaymentStatus),
    ).toMatchObject({
      status: 'PAID',
      provider: 'liqpay',
    });
    // LiqPay sends the same result again, then a late failure: the attempt stays as it was
    const [paidRow] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, created.orderId));
    const late = result('failure');
    for (const again of [paid, late]) {
      const ack = await fetch(
        api.url + '/payment/v1/callback/liqpay',
        formPost({ data: again, signature: liqpaySignature(privateKey, again) }),
      );
      expect(await ack.json()).toEqual({ ok: true, status: 'PAID' });
    }
    expect(
      await api.database.db.select().from(payments).where(eq(payments.orderId, created.orderId)),
    ).toEqual([paidRow]);
  });
});
