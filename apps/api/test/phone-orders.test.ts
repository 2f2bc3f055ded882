/**
 * Orders taken by phone (issue 23 item 3, modules/phone-orders) through the real server: the
 * operator finds or creates the caller, reads the menu of the outlet that delivers to the address
 * (its stop list and option groups), prices the cart with the storefront's calculation and places
 * it through the storefront's order creation: channel 'phone', on the board, audited; an online
 * order's payment link is texted (a local fake of TurboSMS's API records the text).
 */
import {
  ZBoardOrdersPage,
  ZPhoneOrderCalculation,
  ZPhoneOrderCustomer,
  ZPhoneOrderCustomerSearchResult,
  ZPhoneOrderLinkResent,
  ZPhoneOrderMenu,
  ZPhoneOrderPlaced,
  ZReport,
  type TPhoneOrderDraft,
} from '@food/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, orders, payments } from '../src/db/schema.js';
import { startFakeHttpApi, type FakeHttpApi } from '../src/modules/auth/sms/fake-http-api.js';
import { PAYMENT_ENV, orderSteps } from './board-fixtures.js';
import { AT_KHRESHCHATYK, OUTLET, P } from './checkout-fixtures.js';
import { createCustomer } from './customer-fixtures.js';
import { RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { paymentSteps } from './payment-fixtures.js';
import { createApiKey, createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('orders by phone on %s', (kind) => {
  let api: TestApi;
  let turbo: FakeHttpApi;
  let manager: TestStaff;
  let pizzaManager: TestStaff;
  let outletStaff: TestStaff;
  let olena: Awaited<ReturnType<typeof createCustomer>>;

  beforeAll(async () => {
    turbo = await startFakeHttpApi();
    turbo.answer = () => ({
      status: 200,
      body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED' },
    });
    api = await startTestApi(kind, {
      ...PAYMENT_ENV,
      SMS_PROVIDER: 'turbosms',
      TURBOSMS_TOKEN: 'turbo-token',
      TURBOSMS_SENDER: 'FoodDemo',
      TURBOSMS_API_URL: turbo.url,
      PUBLIC_API_URL: 'http://api.test',
    });
    manager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    pizzaManager = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [OUTLET.khreshchatyk] });
    olena = await createCustomer(api.database.db, {
      phone: '+380671239001',
      firstName: 'Олена',
      lastName: 'Телефонна',
    });
  });
  afterAll(async () => {
    await api?.close();
    await turbo?.close();
  });

  const db = () => api.database.db;
  const [lng, lat] = AT_KHRESHCHATYK;
  const draft = (over: Partial<TPhoneOrderDraft> = {}): TPhoneOrderDraft => ({
    retailNetworkId: RN.smUa,
    customerId: olena.id,
    contactName: 'Олена',
    deliveryType: 'DELIVERY',
    address: {
      city: 'Київ',
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
      isPrivateHouse: false,
      lat,
      lng,
    },
    products: [{ productId: P.dragon, count: 2 }],
    paymentType: 'CASH',
    ...over,
  });
  const audits = (kind: string, entityId: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, kind), eq(auditLog.entityId, entityId)));
  const orderCount = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
    )[0]!.n;
  const textsTo = (phone: string) =>
    turbo.requests
      .map((r) => JSON.parse(r.body) as { recipients: string[]; sms: { text: string } })
      .filter((b) => b.recipients.includes(phone.replace('+', '')));

  it('finds the caller by the phone as the operator types it (care’s rules)', async () => {
    const found = await expectContract(
      await manager.get(
        `/admin/v1/phone-orders/customers?retailNetworkId=${RN.smUa}&q=${encodeURIComponent('067 123 90 01')}`,
      ),
      ZPhoneOrderCustomerSearchResult,
    );
    expect(found.matchedBy).toBe('phone');
    expect(found.customers.map((c) => c.id)).toEqual([olena.id]);
    const card = await expectContract(
      await manager.get(`/admin/v1/phone-orders/customers/${olena.id}`),
      ZPhoneOrderCustomer,
    );
    expect(card).toMatchObject({ phone: '+380671239001', firstName: 'Олена', isNew: false });
  });

  it('creates a customer by phone and name once (audited), and finds the same one again', async () => {
    const body = { retailNetworkId: RN.smUa, phone: '(067) 123-90-02', firstName: 'Іван', lastName: 'Новий' };
    const created = await expectContract(
      await manager.post('/admin/v1/phone-orders/customers', body),
      ZPhoneOrderCustomer,
      201,
    );
    expect(created).toMatchObject({
      phone: '+380671239002',
      firstName: 'Іван',
      lastName: 'Новий',
      isNew: true,
      addresses: [],
    });
    const [audit] = await audits('customer.create', created.id);
    expect(audit).toMatchObject({ retailNetworkId: RN.smUa, staffId: manager.id });
    expect(audit!.after).toMatchObject({ phone: '+380671239002', firstName: 'Іван' });
    const again = await expectContract(
      await manager.post('/admin/v1/phone-orders/customers', {
        ...body,
        phone: '+380671239002',
        firstName: 'Other',
      }),
      ZPhoneOrderCustomer,
      200,
    );
    expect(again).toMatchObject({ id: created.id, firstName: 'Іван', isNew: false });
    expect(await audits('customer.create', created.id)).toHaveLength(1);
  });

  it('refuses a phone that is no number of the brand’s countries, writing nothing', async () => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(customers)
    )[0]!.n;
    await expectError(
      await manager.post('/admin/v1/phone-orders/customers', { retailNetworkId: RN.smUa, phone: '12345' }),
      400,
      'INVALID_PHONE',
    );
    await expectError(
      await manager.post('/admin/v1/phone-orders/customers', {
        retailNetworkId: RN.smUa,
        phone: '+1 212 555 0100',
      }),
      400,
      'PHONE_COUNTRY_NOT_SERVED',
    );
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(customers)
      )[0]!.n,
    ).toBe(before);
  });

  it('reads the menu of the outlet whose zone holds the address, with its stop list and option groups', async () => {
    const menu = await expectContract(
      await manager.get(
        `/admin/v1/phone-orders/menu?retailNetworkId=${RN.smUa}&lat=${lat}&lng=${lng}&lang=en`,
      ),
      ZPhoneOrderMenu,
    );
    expect(menu.outletId).toBe(OUTLET.khreshchatyk);
    expect(menu.zone).toMatchObject({
      deliveryPrice: expect.any(Number),
      minOrderAmount: expect.any(Number),
    });
    expect(menu.products.find((p) => p.id === P.dragon)).toMatchObject({ isOnStop: false });
    expect(menu.products.some((p) => p.id === P.soy)).toBe(false);
    const obolon = await expectContract(
      await manager.get(`/admin/v1/phone-orders/menu?retailNetworkId=${RN.smUa}&outletId=${OUTLET.obolon}`),
      ZPhoneOrderMenu,
    );
    // the demo's Obolon kitchen has Dragon on its stop list
    expect(obolon.products.find((p) => p.id === P.dragon)).toMatchObject({ isOnStop: true });
    await expectError(
      await manager.get(`/admin/v1/phone-orders/menu?retailNetworkId=${RN.smUa}&lat=51.9&lng=33.9`),
      422,
      'OUTLET_NOT_FOUND',
    );
  });

  it('shows option groups and prices the choices, refusing a line without a required one', async () => {
    const caller = await createCustomer(db(), { retailNetworkId: RN.pcUa, phone: '+380671239003' });
    const menu = await expectContract(
      await pizzaManager.get(
        `/admin/v1/phone-orders/menu?retailNetworkId=${RN.pcUa}&outletId=${OUTLET.pizzaKyiv}`,
      ),
      ZPhoneOrderMenu,
    );
    const pizza = menu.products.find((p) => p.optionGroups.some((g) => g.minChoices > 0))!;
    const pick = pizza.optionGroups
      .filter((g) => g.minChoices > 0)
      .map((g) => g.options[g.options.length - 1]!);
    const pickup = (options?: number[]) => ({
      ...draft({ retailNetworkId: RN.pcUa, customerId: caller.id, deliveryType: 'PICKUP', address: null }),
      outletId: OUTLET.pizzaKyiv,
      products: [{ productId: pizza.id, count: 1, ...(options ? { options } : {}) }],
    });
    await expectError(
      await pizzaManager.post('/admin/v1/phone-orders/calculate', pickup()),
      422,
      'OPTIONS_REQUIRED',
    );
    const { calculation } = await expectContract(
      await pizzaManager.post('/admin/v1/phone-orders/calculate', pickup(pick.map((o) => o.id))),
      ZPhoneOrderCalculation,
    );
    const extra = pick.reduce((sum, o) => sum + o.price, 0);
    expect(calculation.products[0]!.options!.map((o) => o.optionId).sort()).toEqual(
      pick.map((o) => o.id).sort(),
    );
    expect(calculation.products[0]!.price).toBeGreaterThanOrEqual(extra);
  });

  it('prices from the server whatever the client sends, with the promo code’s rules', async () => {
    const menu = await expectContract(
      await manager.get(`/admin/v1/phone-orders/menu?retailNetworkId=${RN.smUa}&lat=${lat}&lng=${lng}`),
      ZPhoneOrderMenu,
    );
    const dragon = menu.products.find((p) => p.id === P.dragon)!;
    const lines = [{ productId: P.dragon, count: 2, price: 1, amount: 2 }];
    const { calculation } = await expectContract(
      await manager.post('/admin/v1/phone-orders/calculate', { ...draft(), products: lines }),
      ZPhoneOrderCalculation,
    );
    expect(calculation.outletId).toBe(OUTLET.khreshchatyk);
    expect(calculation.products[0]).toMatchObject({ productId: P.dragon, count: 2, price: dragon.price });
    expect(calculation.productsPrice).toBe(2 * dragon.price);
    const promo = await expectContract(
      await manager.post('/admin/v1/phone-orders/calculate', draft({ promoCode: 'demo10' })),
      ZPhoneOrderCalculation,
    );
    expect(promo.calculation.promoCode).toMatchObject({ code: 'DEMO10', isSuccess: true });
    expect(promo.calculation.discount).toBe(Math.round(calculation.productsPrice * 0.1));
    const ended = await expectContract(
      await manager.post('/admin/v1/phone-orders/calculate', draft({ promoCode: 'SUMMER25' })),
      ZPhoneOrderCalculation,
    );
    expect(ended.calculation.promoCode).toMatchObject({ isSuccess: false, reason: 'EXPIRED' });
  });

  it('places a cash order through the storefront’s creation: channel phone, on the board, audited', async () => {
    const placed = await expectContract(
      await manager.post('/admin/v1/phone-orders', draft({ promoCode: 'DEMO10', change: 200000 })),
      ZPhoneOrderPlaced,
      201,
    );
    expect(placed).toMatchObject({
      outletId: OUTLET.khreshchatyk,
      paymentType: 'CASH',
      paymentUrl: null,
      paymentLink: null,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      channel: 'phone',
      customerId: olena.id,
      amount: placed.amount,
      promoCode: 'DEMO10',
      contact: { name: 'Олена', phone: '+380671239001' },
    });
    expect(row!.discountAmount).toBeGreaterThan(0);
    const [audit] = await audits('phone_order.create', placed.orderId);
    expect(audit).toMatchObject({
      staffId: manager.id,
      retailNetworkId: RN.smUa,
      outletId: OUTLET.khreshchatyk,
    });
    expect(audit!.after).toMatchObject({
      localId: placed.localId,
      amount: placed.amount,
      paymentType: 'CASH',
    });
    const board = await expectContract(
      await manager.get(`/admin/v1/orders?outletId=${OUTLET.khreshchatyk}`),
      ZBoardOrdersPage,
    );
    expect(board.data.map((o) => o.id)).toContain(placed.orderId);
    // DEMO10 is once per customer: the same caller is refused it on the next order
    const again = await expectContract(
      await manager.post('/admin/v1/phone-orders/calculate', draft({ promoCode: 'DEMO10' })),
      ZPhoneOrderCalculation,
    );
    expect(again.calculation.promoCode).toMatchObject({ isSuccess: false });
  });

  it('texts the payment link of an online order to the customer, and audits the text', async () => {
    const placed = await expectContract(
      await manager.post('/admin/v1/phone-orders', draft({ paymentType: 'ONLINE', language: 'en' })),
      ZPhoneOrderPlaced,
      201,
    );
    expect(placed.paymentUrl).toMatch(/^http:\/\/api\.test\/payment\/v1\/test\/checkout\//);
    expect(placed.paymentLink).toEqual({ recipient: '+380671239001', sent: true, error: null });
    const texts = textsTo('+380671239001');
    expect(texts.at(-1)!.sms.text).toBe(`Sushi Moon: pay for order #${placed.localId}: ${placed.paymentUrl}`);
    const [audit] = await audits('phone_order.payment_link', placed.orderId);
    expect(audit!.after).toMatchObject({ recipient: '+380671239001', sent: true });
    const [row] = await db()
      .select({ channel: orders.channel, isPaid: orders.isPaid })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(row).toEqual({ channel: 'phone', isPaid: false });
  });

  it('keeps the order when the text fails, and says so', async () => {
    turbo.answer = () => ({ status: 500, body: { error: 'down' } });
    try {
      const placed = await expectContract(
        await manager.post(
          '/admin/v1/phone-orders',
          draft({ paymentType: 'ONLINE', products: [{ productId: P.dragon, count: 3 }] }),
        ),
        ZPhoneOrderPlaced,
        201,
      );
      expect(placed.paymentLink).toMatchObject({ sent: false, error: expect.any(String) });
      expect((await audits('phone_order.payment_link', placed.orderId))[0]!.after).toMatchObject({
        sent: false,
      });
    } finally {
      turbo.answer = () => ({
        status: 200,
        body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED' },
      });
    }
  });

  describe('texting the payment link again', () => {
    const { pay } = paymentSteps(() => api);
    let seq = 0;
    /** an unpaid online phone order (each one's cart differs: an identical draft within 10 s is one order) */
    const placeOnline = async (over: Partial<TPhoneOrderDraft> = {}) =>
      expectContract(
        await manager.post(
          '/admin/v1/phone-orders',
          draft({ paymentType: 'ONLINE', language: 'en', comment: `resend ${++seq}`, ...over }),
        ),
        ZPhoneOrderPlaced,
        201,
      );
    const resend = (orderId: string, who: TestStaff = manager) =>
      who.post(`/admin/v1/phone-orders/${orderId}/payment-link`);
    /** the order's texts as if sent more than a minute ago (the database's clock sets `at`) */
    const ageTexts = (orderId: string) =>
      db()
        .update(auditLog)
        .set({ at: sql`${auditLog.at} - interval '2 minutes'` })
        .where(and(eq(auditLog.entityId, orderId), like(auditLog.kind, 'phone_order.payment_link%')));
    const attemptsOf = (orderId: string) =>
      db()
        .select({ status: payments.status, createdAt: payments.createdAt })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(payments.createdAt);

    it('texts the open payment page again, at most once a minute and five times an order, each audited', async () => {
      const placed = await placeOnline();
      const texted = () => textsTo('+380671239001').length;
      const before = texted();

      // pressed right after the order was placed: the text at placement counts
      const tooSoon = await resend(placed.orderId);
      await expectError(tooSoon, 429, 'RESEND_TOO_SOON');
      expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(tooSoon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(texted()).toBe(before);
      expect(await audits('phone_order.payment_link', placed.orderId)).toHaveLength(1);

      await ageTexts(placed.orderId);
      const again = await expectContract(await resend(placed.orderId), ZPhoneOrderLinkResent);
      expect(again).toEqual({
        orderId: placed.orderId,
        localId: placed.localId,
        paymentUrl: placed.paymentUrl,
        paymentLink: { recipient: '+380671239001', sent: true, error: null },
        resendAfterSeconds: 60,
        textsLeft: 3,
      });
      expect(texted()).toBe(before + 1);
      // in the language the operator set on the order
      expect(textsTo('+380671239001').at(-1)!.sms.text).toBe(
        `Sushi Moon: pay for order #${placed.localId}: ${placed.paymentUrl}`,
      );
      const entries = await audits('phone_order.payment_link', placed.orderId);
      expect(entries).toHaveLength(2);
      expect(entries.find((e) => (e.after as { resend?: boolean }).resend)).toMatchObject({
        staffId: manager.id,
        retailNetworkId: RN.smUa,
        outletId: OUTLET.khreshchatyk,
        after: { recipient: '+380671239001', resend: true },
      });
      // the same page: no new attempt was opened
      expect(await attemptsOf(placed.orderId)).toHaveLength(1);
      await expectError(await resend(placed.orderId), 429, 'RESEND_TOO_SOON');

      for (const left of [2, 1, 0]) {
        await ageTexts(placed.orderId);
        const next = await expectContract(await resend(placed.orderId), ZPhoneOrderLinkResent);
        expect(next.textsLeft).toBe(left);
      }
      await ageTexts(placed.orderId);
      await expectError(await resend(placed.orderId), 429, 'SEND_LIMIT_REACHED');
      expect(texted()).toBe(before + 4);
      expect(await audits('phone_order.payment_link', placed.orderId)).toHaveLength(5);
    });

    it('texts once when pressed twice at the same moment', async () => {
      const placed = await placeOnline();
      await ageTexts(placed.orderId);
      const before = textsTo('+380671239001').length;
      const answers = await Promise.all([resend(placed.orderId), resend(placed.orderId)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 429]);
      expect(textsTo('+380671239001').length).toBe(before + 1);
      expect(await audits('phone_order.payment_link', placed.orderId)).toHaveLength(2);
    });

    it('opens a new payment page when the card was declined, and the old page can no longer charge', async () => {
      const placed = await placeOnline();
      await pay(placed.paymentUrl!, '4000 0000 0000 0002');
      await ageTexts(placed.orderId);
      const again = await expectContract(await resend(placed.orderId), ZPhoneOrderLinkResent);
      expect(again.paymentUrl).toMatch(/^http:\/\/api\.test\/payment\/v1\/test\/checkout\//);
      expect(again.paymentUrl).not.toBe(placed.paymentUrl);
      expect(textsTo('+380671239001').at(-1)!.sms.text).toContain(again.paymentUrl);
      expect((await attemptsOf(placed.orderId)).map((a) => a.status)).toEqual(['FAILED', 'PENDING']);
      await pay(again.paymentUrl, '4242 4242 4242 4242');
      const [row] = await db()
        .select({ isPaid: orders.isPaid })
        .from(orders)
        .where(eq(orders.id, placed.orderId));
      expect(row!.isPaid).toBe(true);
      // paid: nothing more to send
      await ageTexts(placed.orderId);
      await expectError(await resend(placed.orderId), 409, 'ORDER_ALREADY_PAID');
    });

    it('says so when the text fails again, and audits the failure', async () => {
      const placed = await placeOnline();
      await ageTexts(placed.orderId);
      turbo.answer = () => ({ status: 500, body: { error: 'down' } });
      try {
        const again = await expectContract(await resend(placed.orderId), ZPhoneOrderLinkResent);
        expect(again.paymentLink).toMatchObject({ sent: false, error: expect.any(String) });
        expect(again.paymentUrl).toBe(placed.paymentUrl);
        const [failed] = await audits('phone_order.payment_link.failed', placed.orderId);
        expect(failed).toMatchObject({ staffId: manager.id, after: { recipient: '+380671239001' } });
      } finally {
        turbo.answer = () => ({
          status: 200,
          body: { response_code: 800, response_status: 'SUCCESS_MESSAGE_ACCEPTED' },
        });
      }
    });

    it('refuses a paid, cancelled, cash or web order with 409, another brand’s with 404, texting nothing', async () => {
      const texted = () => turbo.requests.length;
      const paid = await placeOnline();
      await pay(paid.paymentUrl!, '4242 4242 4242 4242');
      const cancelled = await placeOnline();
      expect(
        (
          await manager.post(`/admin/v1/orders/${cancelled.orderId}/status`, {
            statusId: 4,
            reason: 'The caller changed their mind',
          })
        ).status,
      ).toBe(200);
      const cash = await expectContract(
        await manager.post('/admin/v1/phone-orders', draft({ comment: `resend cash ${++seq}` })),
        ZPhoneOrderPlaced,
        201,
      );
      const web = await orderSteps(() => api).delivery();
      for (const id of [paid.orderId, cancelled.orderId, cash.orderId, web.orderId]) await ageTexts(id);
      const before = texted();
      const auditsBefore = (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(auditLog)
          .where(like(auditLog.kind, 'phone_order.payment_link%'))
      )[0]!.n;

      await expectError(await resend(paid.orderId), 409, 'ORDER_ALREADY_PAID');
      const refused = await expectError(await resend(cancelled.orderId), 409, 'PAYMENT_NOT_REQUIRED');
      expect(refused.message).toMatch(/cancelled/);
      await expectError(await resend(cash.orderId), 409, 'PAYMENT_NOT_REQUIRED');
      await expectError(await resend(web.orderId), 409, 'PAYMENT_NOT_REQUIRED');
      // not theirs, or no such order: the same 404
      await expectError(await resend(paid.orderId, pizzaManager), 404, 'ORDER_NOT_FOUND');
      await expectError(await resend('00000000-0000-4000-8000-000000000000'), 404, 'ORDER_NOT_FOUND');
      await expectError(await resend('not-an-order'), 400, 'VALIDATION_ERROR');
      await expectError(await resend(cancelled.orderId, outletStaff), 403, 'FORBIDDEN');
      await expectError(
        await api.post(`/admin/v1/phone-orders/${cancelled.orderId}/payment-link`, {}),
        401,
        'UNAUTHORIZED',
      );

      expect(texted()).toBe(before);
      expect(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(auditLog)
            .where(like(auditLog.kind, 'phone_order.payment_link%'))
        )[0]!.n,
      ).toBe(auditsBefore);
    });
  });

  it('is counted under the phone channel by the reports, as the orders table holds it', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const period = `retailNetworkId=${RN.smUa}&from=${day(-1)}&to=${day(1)}&timeZone=UTC`;
    const [stored] = await db()
      .select({ n: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum(amount), 0)::int` })
      .from(orders)
      // the reports count kept orders: every one not cancelled (reports/README.md)
      .where(
        and(eq(orders.channel, 'phone'), eq(orders.retailNetworkId, RN.smUa), sql`${orders.statusId} <> 4`),
      );
    expect(stored!.n).toBeGreaterThanOrEqual(3);
    const channels = await expectContract(await manager.get(`/admin/v1/reports/channels?${period}`), ZReport);
    expect(channels.rows.find((r) => r.key === 'phone')?.current).toMatchObject({
      orders: stored!.n,
      revenue: stored!.revenue,
    });
    const summary = await expectContract(
      await manager.get(`/admin/v1/reports/summary?${period}&channel=phone`),
      ZReport,
    );
    expect(summary.rows[0]!.current.orders).toBe(stored!.n);
  });

  it('refuses a dish on the outlet’s stop list and an address no outlet delivers to, writing nothing', async () => {
    const before = await orderCount();
    await expectError(
      await manager.post(
        '/admin/v1/phone-orders',
        draft({
          deliveryType: 'PICKUP',
          address: null,
          outletId: OUTLET.obolon,
          products: [{ productId: P.dragon, count: 1 }],
        }),
      ),
      409,
      'PRODUCT_ON_STOP',
    );
    await expectError(
      await manager.post(
        '/admin/v1/phone-orders',
        draft({ address: { ...draft().address!, lat: 51.9, lng: 33.9 } }),
      ),
      422,
      'OUTLET_NOT_FOUND',
    );
    expect(await orderCount()).toBe(before);
  });

  it('answers a bad body with 400 and writes nothing', async () => {
    const before = await orderCount();
    const bad: unknown[] = [
      { ...draft(), products: [{ productId: P.dragon, count: -1 }] },
      { ...draft(), paymentType: 'BITCOIN' },
      { ...draft(), address: null },
      { ...draft(), deliveryType: 'PICKUP', address: null, outletId: null },
      { ...draft(), contactName: '' },
      { ...draft(), customerId: 'not-a-uuid' },
    ];
    for (const body of bad)
      await expectError(await manager.post('/admin/v1/phone-orders', body), 400, 'VALIDATION_ERROR');
    expect(await orderCount()).toBe(before);
    expect(await audits('phone_order.create', 'x')).toHaveLength(0);
  });

  it('is for owners and brand managers of the brand: others get 401, 403 or 404', async () => {
    await expectError(await api.post('/admin/v1/phone-orders', draft()), 401, 'UNAUTHORIZED');
    await expectError(await outletStaff.post('/admin/v1/phone-orders', draft()), 403, 'FORBIDDEN');
    await expectError(
      await outletStaff.get(`/admin/v1/phone-orders/customers/${olena.id}`),
      403,
      'FORBIDDEN',
    );
    // another brand's manager: the network is not theirs (403), its customer is not found (404)
    await expectError(await pizzaManager.post('/admin/v1/phone-orders', draft()), 403, 'FORBIDDEN');
    await expectError(
      await pizzaManager.get(`/admin/v1/phone-orders/customers/${olena.id}`),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    await expectError(
      await pizzaManager.post('/admin/v1/phone-orders/calculate', draft({ retailNetworkId: RN.pcUa })),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    // API keys have no way into /admin/v1 (a staff session is its gate)
    const key = await createApiKey(api, { retailNetworkIds: [RN.smUa] });
    await expectError(
      await api.get(`/admin/v1/phone-orders/customers/${olena.id}`, {
        headers: { authorization: key.authorization },
      }),
      401,
    );
  });
});
