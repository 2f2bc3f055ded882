import { ZOrderCreated, ZReceipt } from '@food/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, outlets, productTranslations } from '../src/db/schema.js';
import { OUTLET, P, pickupBody } from './checkout-fixtures.js';
import { createSignedInCustomer } from './customer-fixtures.js';
import { databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { ORDER_CREATE, PAYMENT_TEST_ENV, paymentSteps } from './payment-fixtures.js';

const receiptPath = (orderId: string) => `/orders/v1/receipt/${orderId}`;

describe.each(databaseKinds())('order receipt on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind, PAYMENT_TEST_ENV);
  });
  afterAll(() => api?.close());

  const { order } = paymentSteps(() => api);

  it("shows a guest's delivery by its id, with the figures the order was stored with", async () => {
    const created = await order({
      products: [
        { productId: P.dragon, count: 2 },
        { productId: P.unagi, count: 1 },
      ],
      payment: { bonusCount: 0, paymentType: 'GOOGLE_PAY' },
    });
    const res = await api.get(receiptPath(created.orderId));
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const receipt = await expectContract(res, ZReceipt);

    const [row] = await api.database.db.select().from(orders).where(eq(orders.id, created.orderId));
    const lines = await api.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.orderId));
    expect(receipt).toMatchObject({
      orderId: created.orderId,
      localId: row!.localId,
      statusId: row!.statusId,
      type: 'DELIVERY',
      address: { city: 'Київ', street: 'вул. Хрещатик', house: '22', apartment: '5' },
      timeZone: 'Europe/Kyiv',
      deliverAt: null,
      productsAmount: row!.productsAmount,
      discountAmount: row!.discountAmount,
      bonusAmount: row!.bonusAmount,
      deliveryPrice: row!.deliveryPrice,
      amount: row!.amount,
      currencyCode: 'UAH',
      awaitingPayment: true,
      // a wallet is recorded as ONLINE; the customer sees the wallet they chose
      payment: {
        type: 'ONLINE',
        chosenType: 'GOOGLE_PAY',
        changeFrom: null,
        state: 'PENDING',
        isPaid: false,
        paymentUrl: created.paymentUrl,
        refundedAmount: 0,
      },
    });
    expect(receipt.amount).toBe(created.amount);
    expect(receipt.outlet?.name).toBeTruthy();
    expect(receipt.expectedAt).not.toBeNull();
    expect(
      receipt.lines.map((l) => [l.productId, l.count, l.price, l.amount]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual(lines.map((l) => [l.productId, l.count, l.price, l.amount]).sort((a, b) => a[0]! - b[0]!));
    expect(receipt.lines.every((l) => l.name.length > 0 && !l.isGone)).toBe(true);
  });

  it('shows a pickup at its outlet, paid in cash with the change asked for', async () => {
    const created = await expectContract(
      await api.post(
        ORDER_CREATE,
        pickupBody(OUTLET.khreshchatyk, [{ productId: P.dragon, count: 1 }], {
          additionalInfo: { change: 1_000_000 },
        }),
      ),
      ZOrderCreated,
      201,
    );
    const receipt = await expectContract(await api.get(receiptPath(created.orderId)), ZReceipt);
    expect(receipt).toMatchObject({
      type: 'PICKUP',
      address: null,
      deliveryPrice: 0,
      amount: created.amount,
      awaitingPayment: false,
      payment: {
        type: 'CASH',
        chosenType: 'CASH',
        changeFrom: 1_000_000,
        state: 'NOT_REQUIRED',
        paymentUrl: null,
      },
    });
    expect(receipt.outlet).not.toBeNull();
  });

  it("shows a customer's order to that customer only", async () => {
    const { customer, headers } = await createSignedInCustomer(api.database.db);
    const other = await createSignedInCustomer(api.database.db);
    const mine = await order({ customerUuid: customer.id }, headers);

    await expectError(await api.get(receiptPath(mine.orderId)), 401, 'UNAUTHORIZED');
    await expectError(await api.get(receiptPath(mine.orderId), { headers: other.headers }), 403, 'FORBIDDEN');
    const receipt = await expectContract(await api.get(receiptPath(mine.orderId), { headers }), ZReceipt);
    expect(receipt).toMatchObject({ orderId: mine.orderId, localId: mine.localId, amount: mine.amount });
  });

  it("names the lines and the outlet in the page's language, else in the brand's default", async () => {
    const created = await expectContract(
      await api.post(
        ORDER_CREATE,
        pickupBody(OUTLET.khreshchatyk, [
          { productId: P.dragon, count: 1 },
          { productId: P.unagi, count: 1 },
        ]),
      ),
      ZOrderCreated,
      201,
    );
    const read = async (query: string) =>
      expectContract(await api.get(`${receiptPath(created.orderId)}${query}`), ZReceipt);
    const translations = await api.database.db
      .select()
      .from(productTranslations)
      .where(inArray(productTranslations.productId, [P.dragon, P.unagi]));
    const nameOf = (productId: number, lang: string) =>
      translations.find((n) => n.productId === productId && n.language === lang)!.name;
    const dishNames = (r: { lines: { productId: number; name: string }[] }) =>
      r.lines
        .filter((l) => l.productId === P.dragon || l.productId === P.unagi)
        .map((l) => [l.productId, l.name]);
    const namesIn = (lang: string) => [P.dragon, P.unagi].map((id) => [id, nameOf(id, lang)]);
    const [outlet] = await api.database.db.select().from(outlets).where(eq(outlets.id, OUTLET.khreshchatyk));
    // the test can tell the languages apart
    expect(namesIn('ru')).not.toEqual(namesIn('uk'));
    expect(outlet!.name.ru).not.toBe(outlet!.name.uk);

    const uk = await read('');
    expect(dishNames(uk)).toEqual(namesIn('uk'));
    expect(uk.outlet?.name).toBe(outlet!.name.uk);

    const ru = await read('?lang=ru');
    expect(dishNames(ru)).toEqual(namesIn('ru'));
    expect(ru.outlet?.name).toBe(outlet!.name.ru);
    // only the names follow the language: the figures are the order's
    const withoutNames = (r: typeof uk) => ({
      ...r,
      lines: r.lines.map((l) => ({ ...l, name: '' })),
      outlet: null,
    });
    expect(withoutNames(ru)).toEqual(withoutNames(uk));

    // English is not one of this brand's languages: its default, as the catalogue answers
    const en = await read('?lang=en');
    expect(dishNames(en)).toEqual(namesIn('uk'));
    expect(en.outlet?.name).toBe(outlet!.name.uk);
    // a value that is no language at all is refused, as every `lang` query is (ZLanguage)
    await expectError(await api.get(`${receiptPath(created.orderId)}?lang=xx`), 400, 'VALIDATION_ERROR');
  });

  it('answers 404 for an unknown order and 400 for what is not an order id', async () => {
    await expectError(
      await api.get(receiptPath('00000000-0000-4000-8000-000000000000')),
      404,
      'ORDER_NOT_FOUND',
    );
    await expectError(await api.get(receiptPath('42')), 400, 'VALIDATION_ERROR');
  });
});
