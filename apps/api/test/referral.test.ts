import { ZCheckoutResponse, ZOrderCreated, ZSailplayUserInfo } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P, deliveryBody } from './checkout-fixtures.js';
import { createSignedInCustomer, insertOrder } from './customer-fixtures.js';
import { databaseKinds, expectContract, startTestApi, type TestApi } from './harness.js';

const CALC = '/order-service/api/order-checkout';
const CREATE = '/order-service/api/http-order-create';
const OPS = { authorization: 'Bearer test-ops-token-0123456789' };

/**
 * Referral rewards (issue 6; rules in bonus/referral-rules.ts): a newcomer's first order with a
 * friend's referral code credits both once the order is completed; the code gives no discount.
 */
describe.each(databaseKinds())('referral codes on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api?.close());

  const db = () => api.database.db;
  const lines = [{ productId: P.dragon, count: 2 }];
  const promoOf = async (body: unknown, headers: Record<string, string> = {}) =>
    (await expectContract(await api.post(CALC, body, { headers }), ZCheckoutResponse)).orderResponse
      .promoCode;
  const balance = async (c: { headers: Record<string, string>; customer: { id: string } }) => {
    const res = await api.post(
      '/bonus/api/sailplay-http',
      {
        method: 'user.infoByUUID',
        args: { uuid: c.customer.id, retailNetworkId: 1, options: { history: true } },
      },
      { headers: c.headers },
    );
    return expectContract(res, ZSailplayUserInfo);
  };
  const complete = async (orderId: string) => {
    for (const statusId of [1, 2, 3])
      expect(
        (await api.post(`/ops/v1/orders/${orderId}/status`, { statusId }, { headers: OPS })).status,
      ).toBe(200);
  };

  it("accepts a friend's code on a newcomer's first order, without a discount", async () => {
    const friend = await createSignedInCustomer(db());
    const newcomer = await createSignedInCustomer(db());
    // typed in lower case with spaces, like any promo code
    const code = ` ${friend.customer.referralCode.toLowerCase().slice(0, 4)} ${friend.customer.referralCode.slice(4)}`;
    const withCode = await api.post(
      CALC,
      deliveryBody(lines, { customerUuid: newcomer.customer.id, promoCode: code }),
      { headers: newcomer.headers },
    );
    const calc = (await expectContract(withCode, ZCheckoutResponse)).orderResponse;
    expect(calc.promoCode).toMatchObject({
      code: friend.customer.referralCode,
      isSuccess: true,
      kind: 'REFERRAL',
      reason: null,
    });
    const { orderResponse: without } = await expectContract(
      await api.post(CALC, deliveryBody(lines, { customerUuid: newcomer.customer.id }), {
        headers: newcomer.headers,
      }),
      ZCheckoutResponse,
    );
    expect(calc.amount).toBe(without.amount);
  });

  it('refuses it to a guest, to its owner and after a first order, saying why', async () => {
    const friend = await createSignedInCustomer(db());
    const code = friend.customer.referralCode;
    expect(await promoOf(deliveryBody(lines, { promoCode: code }))).toMatchObject({
      isSuccess: false,
      reason: 'SIGN_IN_REQUIRED',
    });
    expect(
      await promoOf(
        deliveryBody(lines, { customerUuid: friend.customer.id, promoCode: code }),
        friend.headers,
      ),
    ).toMatchObject({ isSuccess: false, reason: 'OWN_CODE' });
    const regular = await createSignedInCustomer(db());
    await insertOrder(db(), { customerId: regular.customer.id, statusId: 3 });
    expect(
      await promoOf(
        deliveryBody(lines, { customerUuid: regular.customer.id, promoCode: code }),
        regular.headers,
      ),
    ).toMatchObject({ isSuccess: false, reason: 'NOT_FIRST_ORDER' });
    // a cancelled order does not count as an earlier one
    const unlucky = await createSignedInCustomer(db());
    await insertOrder(db(), { customerId: unlucky.customer.id, statusId: 4 });
    expect(
      await promoOf(
        deliveryBody(lines, { customerUuid: unlucky.customer.id, promoCode: code }),
        unlucky.headers,
      ),
    ).toMatchObject({ isSuccess: true, kind: 'REFERRAL' });
    // another network's customer's code is unknown here
    const elsewhere = await createSignedInCustomer(db(), { retailNetworkId: 2 });
    expect(
      await promoOf(
        deliveryBody(lines, {
          customerUuid: unlucky.customer.id,
          promoCode: elsewhere.customer.referralCode,
        }),
        unlucky.headers,
      ),
    ).toMatchObject({ isSuccess: false, reason: 'NOT_FOUND' });
  });

  it('rewards both when the first order is completed, and only once per newcomer', async () => {
    const friend = await createSignedInCustomer(db());
    const newcomer = await createSignedInCustomer(db());
    const order = async () =>
      expectContract(
        await api.post(
          CREATE,
          deliveryBody(lines, {
            customerUuid: newcomer.customer.id,
            promoCode: friend.customer.referralCode,
            payment: { bonusCount: 0, paymentType: 'CASH' },
          }),
          { headers: { ...newcomer.headers, 'idempotency-key': crypto.randomUUID() } },
        ),
        ZOrderCreated,
        201,
      );
    // two first orders placed at once (both may carry the code): only one reward follows
    const [first, second] = await Promise.all([order(), order()]);
    expect((await balance(friend)).user_points.confirmed).toBe(0);
    await complete(first.orderId);
    await complete(second.orderId);

    const friendInfo = await balance(friend);
    expect(friendInfo.user_points.confirmed).toBe(100);
    expect(friendInfo.history).toEqual([expect.objectContaining({ action: 'REFERRAL', points: 100 })]);
    const newcomerInfo = await balance(newcomer);
    const referral = newcomerInfo.history!.filter((h) => h.action === 'REFERRAL');
    // the reward follows the first order completed that carries the code; when the two creations
    // did not overlap, the later one was refused the code (NOT_FIRST_ORDER), so it may be either
    expect(referral).toEqual([expect.objectContaining({ points: 50 })]);
    expect([first.orderId, second.orderId]).toContain(referral[0]!.orderId);
    // the ordinary accrual of both orders is still there
    expect(newcomerInfo.history!.filter((h) => h.action === 'ACCRUAL')).toHaveLength(2);
  });
});
