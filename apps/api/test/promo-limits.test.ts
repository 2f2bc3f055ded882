/**
 * Promo code limits (issue 16): per customer (account or phone), in all, first order only, as
 * the demo advertises WELCOME100 and DEMO10. Before, WELCOME100 worked five times for one phone.
 */
import { randomUUID } from 'node:crypto';
import { ZCheckoutResponse, ZOrderCreated, type TOrderCreated } from '@food/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes } from '../src/db/schema.js';
import { P, deliveryBody } from './checkout-fixtures.js';
import { createSignedInCustomer, uniquePhone } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const OPS = { authorization: 'Bearer test-ops-token-0123456789' };
/** two Dragon rolls: 878 UAH, over WELCOME100's minimum of 600 */
const LINES = [{ productId: P.dragon, count: 2 }];

describe.each(databaseKinds())('promo code limits on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
    // before any request: promo codes are cached for CATALOG_CACHE_SECONDS once read
    await api.database.db.insert(promoCodes).values([
      {
        retailNetworkId: 1,
        code: 'FIRST3',
        kind: 'FIXED',
        value: 5000,
        minOrderAmount: 0,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        maxUsesTotal: 3,
      },
      {
        retailNetworkId: 1,
        code: 'RACE2',
        kind: 'FIXED',
        value: 5000,
        minOrderAmount: 0,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        maxUsesTotal: 2,
      },
    ]);
  });
  afterAll(() => api?.close());

  type Who = { phone?: string; headers?: Record<string, string>; customerUuid?: string };
  const bodyOf = (code: string | null, who: Who) =>
    deliveryBody(LINES, {
      promoCode: code,
      customerPhone: who.phone,
      ...(who.customerUuid ? { customerUuid: who.customerUuid } : {}),
    });
  const calc = async (code: string, who: Who) =>
    (
      await expectContract(
        await api.post(CALC, bodyOf(code, who), { headers: who.headers }),
        ZCheckoutResponse,
      )
    ).orderResponse;
  const post = (code: string | null, who: Who) =>
    api.post(CREATE, bodyOf(code, who), { headers: { 'idempotency-key': randomUUID(), ...who.headers } });
  const create = async (code: string | null, who: Who): Promise<TOrderCreated> =>
    expectContract(await post(code, who), ZOrderCreated, 201);
  const cancel = async (orderId: string) =>
    expect(
      (await api.post(`/ops/v1/orders/${orderId}/status`, { statusId: 4 }, { headers: OPS })).status,
    ).toBe(200);
  const storedCode = async (orderId: string) =>
    (await api.database.db.select({ code: orders.promoCode }).from(orders).where(eq(orders.id, orderId)))[0]!
      .code;

  const ordersOf = async (phone: string) =>
    (
      await api.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.contact}->>'phone' = ${phone}`)
    )[0]!.n;

  /** creation refuses the order rather than charge more than the calculation showed, and says why */
  const expectRefused = async (code: string, who: Who, reason: string) => {
    const before = who.phone ? await ordersOf(who.phone) : 0;
    const error = await expectError(await post(code, who), 422, 'PROMO_CODE_NOT_APPLICABLE');
    expect(error.details).toEqual([{ promoCode: code, reason }]);
    if (who.phone) expect(await ordersOf(who.phone)).toBe(before);
  };

  it('gives WELCOME100 once to a new phone, then refuses it to that phone however it is spelled', async () => {
    const phone = uniquePhone();
    expect((await calc('WELCOME100', { phone })).promoCode).toMatchObject({ isSuccess: true });
    const first = await create('WELCOME100', { phone });
    expect(first.orderResponse).toMatchObject({ discount: 10000, promoCode: { isSuccess: true } });
    expect(await storedCode(first.orderId)).toBe('WELCOME100');

    expect((await calc('welcome 100', { phone })).promoCode).toMatchObject({
      code: 'WELCOME100',
      isSuccess: false,
      reason: 'ALREADY_USED',
    });
    await expectRefused('WELCOME100', { phone }, 'ALREADY_USED');
    // the national trunk 0 kept after the country code is the same line
    const spelled = `+3800${phone.slice(4)}`;
    await expectRefused('WELCOME100', { phone: spelled }, 'ALREADY_USED');
  });

  it("shows a guest's code before the phone is known and checks it again when the order is placed", async () => {
    const phone = uniquePhone();
    await create(null, { phone });
    // a calculation without a phone cannot know who it is
    expect((await calc('WELCOME100', {})).promoCode).toMatchObject({ isSuccess: true });
    expect((await calc('WELCOME100', { phone })).promoCode).toMatchObject({
      isSuccess: false,
      reason: 'NOT_FIRST_ORDER',
    });
    await expectRefused('WELCOME100', { phone }, 'NOT_FIRST_ORDER');
  });

  it('counts a signed-in customer by account and by phone, whichever phone or sign-in they use', async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const me = { headers, customerUuid: customer.id };
    const contactPhone = uniquePhone();
    const first = await create('WELCOME100', { ...me, phone: contactPhone });
    expect(first.orderResponse.promoCode).toMatchObject({ isSuccess: true });

    // another contact phone on the same account
    expect((await calc('WELCOME100', { ...me, phone: uniquePhone() })).promoCode.reason).toBe('ALREADY_USED');
    await expectRefused('WELCOME100', { ...me, phone: uniquePhone() }, 'ALREADY_USED');
    // signed out, with the order's phone or with the account's phone
    await expectRefused('WELCOME100', { phone: contactPhone }, 'ALREADY_USED');
    await expectRefused('WELCOME100', { phone: customer.phone }, 'ALREADY_USED');

    // a guest who used it, signed in afterwards with that phone
    const guestPhone = uniquePhone();
    await create('WELCOME100', { phone: guestPhone });
    const later = await createSignedInCustomer(api.database.db, { phone: guestPhone });
    await expectRefused(
      'WELCOME100',
      { headers: later.headers, customerUuid: later.customer.id },
      'ALREADY_USED',
    );
  });

  it('gives the use back when the order is cancelled', async () => {
    const phone = uniquePhone();
    const first = await create('WELCOME100', { phone });
    expect(first.orderResponse.promoCode.isSuccess).toBe(true);
    await cancel(first.orderId);
    // neither a use nor an earlier order any more
    const again = await create('WELCOME100', { phone });
    expect(again.orderResponse).toMatchObject({ discount: 10000, promoCode: { isSuccess: true } });
  });

  it('refuses DEMO10 (advertised for a first order) to a phone that has ordered', async () => {
    const phone = uniquePhone();
    const first = await create('DEMO10', { phone });
    expect(first.orderResponse.promoCode.isSuccess).toBe(true);
    await expectRefused('DEMO10', { phone }, 'ALREADY_USED');
    // WELCOME100 is also for a first order only
    await expectRefused('WELCOME100', { phone }, 'NOT_FIRST_ORDER');
  });

  it('stops the customer after the last of the total uses, and a cancellation frees one', async () => {
    const used = [];
    for (let i = 0; i < 3; i++) {
      const created = await create('FIRST3', { phone: uniquePhone() });
      expect(created.orderResponse).toMatchObject({ discount: 5000, promoCode: { isSuccess: true } });
      used.push(created);
    }
    // known even before the phone is
    expect((await calc('FIRST3', {})).promoCode).toMatchObject({
      isSuccess: false,
      reason: 'USES_EXHAUSTED',
    });
    const fourth = uniquePhone();
    await expectRefused('FIRST3', { phone: fourth }, 'USES_EXHAUSTED');
    await cancel(used[0]!.orderId);
    expect((await create('FIRST3', { phone: fourth })).orderResponse.discount).toBe(5000);
  });

  it('gives a once-per-customer code to exactly one of 10 simultaneous orders by one phone', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('WELCOME100', { phone })));
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    const order = ZOrderCreated.parse(await created[0]!.json());
    expect(order.orderResponse).toMatchObject({ discount: 10000, promoCode: { isSuccess: true } });
    // the others were refused, not charged more than they were shown, and say why
    for (const r of answers.filter((r) => r.status !== 201))
      expect((await expectError(r, 422, 'PROMO_CODE_NOT_APPLICABLE')).details).toEqual([
        { promoCode: 'WELCOME100', reason: 'ALREADY_USED' },
      ]);
    expect(await ordersOf(phone)).toBe(1);
  });

  it('gives a code with 2 uses in all to exactly 2 of 10 simultaneous customers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('RACE2', { phone: uniquePhone() })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    for (const r of answers.filter((r) => r.status !== 201))
      expect((await expectError(r, 422, 'PROMO_CODE_NOT_APPLICABLE')).details).toEqual([
        { promoCode: 'RACE2', reason: 'USES_EXHAUSTED' },
      ]);
    const [row] = await api.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.promoCode, 'RACE2'));
    expect(row!.n).toBe(2);
  });
});
