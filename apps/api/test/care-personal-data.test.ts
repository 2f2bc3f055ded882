/**
 * A customer's personal data on request (issue 23 item 2, modules/care, README "Personal data"):
 * the export holds everything kept about them; the erasure clears what names or reaches them,
 * keeps the orders for the books (anonymised, checked with direct queries), needs their phone
 * typed as confirmation and a reason, is audited, and lets the number sign up again as a new
 * customer. Owners and brand managers only; another network's customer is a 404.
 */
import {
  ORDER_STATUS,
  ZCareCustomer,
  ZCareEraseResult,
  ZCareExport,
  ZDevSms,
  ZValidateCodeResponse,
} from '@food/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  bonusLedger,
  customerAddresses,
  customers,
  emailSubscriptions,
  favorites,
  feedbacks,
  notificationPreferences,
  orderFeedbacks,
  orderLines,
  orders,
  pushSubscriptions,
  sessions,
} from '../src/db/schema.js';
import { createSignedInCustomer, insertOrder, uniqueClientIp } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

const PHONE = '+380671239901';
const EMAIL = 'iryna.personal@example.com';

describe.each(databaseKinds())('a customer’s personal data on %s', (kind) => {
  let api: TestApi;
  let manager1: TestStaff;
  let manager2: TestStaff;
  let outletStaff: TestStaff;
  let person: Awaited<ReturnType<typeof createSignedInCustomer>>;
  let orderId = '';
  let guestOrderId = '';
  let otherOrderId = '';

  beforeAll(async () => {
    api = await startTestApi(kind);
    const { db } = api.database;
    manager1 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    manager2 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    person = await createSignedInCustomer(db, {
      phone: PHONE,
      firstName: 'Ірина',
      lastName: 'Савчук',
      middleName: 'Олегівна',
      email: EMAIL,
      birthDate: '1990-04-12',
      imageKey: 'avatar-key',
    });
    const id = person.customer.id;
    const order = await insertOrder(db, {
      customerId: id,
      businessRegionId: BR.kyiv,
      statusId: ORDER_STATUS.COMPLETED,
      lines: [{ productId: 100001, count: 2, price: 18900, archived: { name: 'Філадельфія' } }],
    });
    orderId = order.id;
    const personal = {
      contact: { name: 'Ірина Савчук', phone: PHONE, email: EMAIL },
      delivery: {
        type: 0,
        timeIndication: 'ASAP',
        city: 'Київ',
        street: 'вул. Січових Стрільців',
        house: '12',
        apartment: '44',
        intercom: '44K',
        location: { type: 'Point', coordinates: [30.5, 50.45] },
        comment: 'Дзвоніть двічі',
        courierComment: 'Код 1234',
        zoneId: 3,
      },
      comment: 'Без цибулі',
      additionalInfo: { personsCount: 2, friend: { name: 'Богдан', phone: '+380671239902' }, language: 'uk' },
    };
    await db.update(orders).set(personal).where(eq(orders.id, orderId));
    // an order placed as a guest with the same phone: theirs too
    guestOrderId = (await insertOrder(db, { customerId: null, businessRegionId: BR.kyiv })).id;
    await db.update(orders).set(personal).where(eq(orders.id, guestOrderId));
    // somebody else's order: untouched
    otherOrderId = (await insertOrder(db, { customerId: null, businessRegionId: BR.kyiv })).id;
    await db.insert(customerAddresses).values({
      customerId: id,
      businessRegionId: BR.kyiv,
      city: 'Київ',
      street: 'вул. Січових Стрільців',
      house: '12',
      apartment: '44',
    });
    await db
      .insert(bonusLedger)
      .values({ customerId: id, orderId, kind: 'ACCRUAL', points: 80, comment: 'Order' });
    await db.insert(orderFeedbacks).values({ orderId, customerId: id, score: 5, comment: 'Дуже смачно' });
    await db.insert(feedbacks).values({
      retailNetworkId: RN.smUa,
      businessRegionId: BR.kyiv,
      customerId: id,
      orderId,
      authorName: 'Ірина С.',
      language: 'uk',
      score: 5,
      comment: 'Дуже смачно',
    });
    await db.insert(favorites).values({ customerId: id, productId: 100001 });
    await db.insert(notificationPreferences).values({ customerId: id, statusEmail: false, statusSms: true });
    await db.insert(emailSubscriptions).values({ retailNetworkId: RN.smUa, email: EMAIL, language: 'uk' });
    await db.insert(pushSubscriptions).values({
      endpoint: 'https://push.example.com/iryna',
      p256dh: 'p256dh',
      auth: 'auth',
      customerId: id,
      language: 'uk',
    });
  });
  afterAll(() => api?.close());

  const exportOf = (member: TestStaff, id: string, body: unknown) =>
    member.post(`/admin/v1/care/customers/${id}/export`, body);
  const erase = (member: TestStaff, id: string, body: unknown) =>
    member.post(`/admin/v1/care/customers/${id}/erase`, body);
  const auditOf = (id: string, kindOf: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.kind, kindOf)));

  it('exports everything kept about the customer as a JSON file, audited with the reason', async () => {
    const res = await exportOf(manager1, person.customer.id, { reason: 'Запит клієнтки від 27.11' });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="customer-${person.customer.id}.json"`,
    );
    const data = await expectContract(res, ZCareExport);
    expect(data.customer).toMatchObject({
      phone: PHONE,
      firstName: 'Ірина',
      lastName: 'Савчук',
      middleName: 'Олегівна',
      email: EMAIL,
      birthDate: '1990-04-12',
      hasAvatar: true,
    });
    expect(data.addresses).toEqual([
      expect.objectContaining({ street: 'вул. Січових Стрільців', apartment: '44' }),
    ]);
    expect(data.orders.map((o) => o.id).sort()).toEqual([orderId, guestOrderId].sort());
    const own = data.orders.find((o) => o.id === orderId)!;
    expect(own).toMatchObject({
      contact: { name: 'Ірина Савчук', phone: PHONE },
      comment: 'Без цибулі',
      currencyCode: 'UAH',
      lines: [{ productId: 100001, name: 'Філадельфія', count: 2, price: 18900, amount: 37800 }],
    });
    expect(data.bonusLedger.map((e) => e.points)).toEqual([80]);
    expect(data.ratings).toEqual([expect.objectContaining({ orderId, score: 5, comment: 'Дуже смачно' })]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ authorName: 'Ірина С.', comment: 'Дуже смачно' }),
    ]);
    expect(data.favoriteProductIds).toEqual([100001]);
    expect(data.notificationPreferences).toEqual({ statusEmail: false, statusSms: true, statusPush: false });
    expect(data.emailSubscriptions).toEqual([expect.objectContaining({ email: EMAIL, language: 'uk' })]);
    expect(data.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: 'https://push.example.com/iryna' }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('token');
    const [entry] = await auditOf(person.customer.id, 'customer.export');
    expect(entry).toMatchObject({
      staffId: manager1.id,
      retailNetworkId: RN.smUa,
      after: { reason: 'Запит клієнтки від 27.11', orders: 2 },
    });
  });

  it('refuses the wrong people and bad input before anything is read or erased', async () => {
    const id = person.customer.id;
    await expectError(await exportOf(manager2, id, { reason: 'Not mine' }), 404, 'CUSTOMER_NOT_FOUND');
    await expectError(
      await erase(manager2, id, { confirmation: PHONE, reason: 'Not mine' }),
      404,
      'CUSTOMER_NOT_FOUND',
    );
    await expectError(await exportOf(outletStaff, id, {}), 403, 'FORBIDDEN');
    await expectError(await erase(outletStaff, id, {}), 403, 'FORBIDDEN');
    await expectError(await exportOf(manager1, id, {}), 400, 'VALIDATION_ERROR');
    await expectError(await erase(manager1, id, { confirmation: PHONE }), 400, 'VALIDATION_ERROR');
    await expectError(await erase(manager1, id, { reason: 'Запит клієнтки' }), 400, 'VALIDATION_ERROR');
    await expectError(
      await erase(manager1, id, { confirmation: '0671239900', reason: 'Запит клієнтки' }),
      400,
      'ERASE_CONFIRMATION_MISMATCH',
    );
    await expectError(
      await erase(manager1, id, { confirmation: 'ERASE', reason: 'Запит клієнтки' }),
      400,
      'ERASE_CONFIRMATION_MISMATCH',
    );
    const [row] = await api.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({ phone: PHONE, firstName: 'Ірина', email: EMAIL });
    expect(await auditOf(id, 'customer.erase')).toHaveLength(0);
    expect(await auditOf(id, 'customer.export')).toHaveLength(1);
  });

  it('erases the person: no personal data left, orders kept anonymised, audited; the number signs up anew', async () => {
    const { db } = api.database;
    const id = person.customer.id;
    const [totalsBefore] = await db
      .select({ amount: orders.amount, statusId: orders.statusId })
      .from(orders)
      .where(eq(orders.id, orderId));
    const result = await expectContract(
      await erase(manager1, id, { confirmation: '067 123 99 01', reason: 'Запит клієнтки на видалення' }),
      ZCareEraseResult,
    );
    expect(result).toMatchObject({
      customerId: id,
      ordersAnonymised: 2,
      reviewsAnonymised: 1,
      addressesDeleted: 1,
      sessionsEnded: 1,
    });

    // the account: no name, number, e-mail, birthday or avatar
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    expect(row).toMatchObject({
      phone: `erased:${id}`,
      firstName: '',
      lastName: '',
      middleName: '',
      email: null,
      birthDate: null,
      imageKey: null,
    });
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(await count(db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)))).toBe(
      0,
    );
    expect(await count(db.select().from(sessions).where(eq(sessions.customerId, id)))).toBe(0);
    expect(await count(db.select().from(favorites).where(eq(favorites.customerId, id)))).toBe(0);
    expect(await count(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.customerId, id)))).toBe(
      0,
    );
    expect(
      await count(
        db.select().from(notificationPreferences).where(eq(notificationPreferences.customerId, id)),
      ),
    ).toBe(0);
    expect(await count(db.select().from(emailSubscriptions).where(eq(emailSubscriptions.email, EMAIL)))).toBe(
      0,
    );
    // the session no longer opens the account
    await expectError(
      await api.get(`/customer/v1/get/${id}`, { headers: person.headers }),
      401,
      'UNAUTHORIZED',
    );

    // the orders stay for the books, with no contact, address, comment or recipient
    const kept = await db
      .select()
      .from(orders)
      .where(or(eq(orders.id, orderId), eq(orders.id, guestOrderId)));
    expect(kept).toHaveLength(2);
    for (const o of kept) {
      expect(o.contact).toEqual({ name: '', phone: '' });
      expect(o.comment).toBeNull();
      expect(o.delivery).toEqual({ type: 0, timeIndication: 'ASAP', city: 'Київ', zoneId: 3 });
      expect(o.additionalInfo).toEqual({ personsCount: 2, friend: null, language: 'uk' });
    }
    const own = kept.find((o) => o.id === orderId)!;
    expect({ amount: own.amount, statusId: own.statusId }).toEqual(totalsBefore);
    expect(own.customerId).toBe(id);
    expect(await count(db.select().from(orderLines).where(eq(orderLines.orderId, orderId)))).toBe(1);
    expect(await count(db.select().from(bonusLedger).where(eq(bonusLedger.customerId, id)))).toBe(1);
    // nothing of the person is left in any order, anywhere in its JSON
    const [leak] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`(${orders.contact}::text || ${orders.delivery}::text || ${orders.additionalInfo}::text || coalesce(${orders.comment}, '')) ~ ${'Ірина|Савчук|Січових|0671239901|Богдан|Без цибулі'}`,
      );
    expect(leak!.n).toBe(0);
    // somebody else's order is untouched
    const [other] = await db.select().from(orders).where(eq(orders.id, otherOrderId));
    expect(other!.contact).toEqual({ name: 'Test', phone: '+380670000000' });
    // the review keeps its score and text, not its author's name
    const [review] = await db.select().from(feedbacks).where(eq(feedbacks.orderId, orderId));
    expect(review).toMatchObject({ authorName: '', score: 5, comment: 'Дуже смачно' });

    const [entry] = await auditOf(id, 'customer.erase');
    expect(entry).toMatchObject({
      staffId: manager1.id,
      retailNetworkId: RN.smUa,
      after: { reason: 'Запит клієнтки на видалення', ordersAnonymised: 2, addressesDeleted: 1 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Ірина|0671239901|iryna/);

    // the card says so; erasing again is a 409
    const card = await expectContract(await manager1.get(`/admin/v1/care/customers/${id}`), ZCareCustomer);
    expect(card).toMatchObject({ isErased: true, firstName: '', email: null, addresses: [] });
    await expectError(
      await erase(manager1, id, { confirmation: PHONE, reason: 'Ще раз' }),
      409,
      'CUSTOMER_ERASED',
    );

    // the same number signs up again as a new customer
    const ip = uniqueClientIp();
    const send = await api.post(
      '/customer/mobile/v1/SendCode',
      { retailNetworkId: RN.smUa, recipient: PHONE, source: 'WEB' },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(send.status).toBe(200);
    const sms = await expectContract(
      await api.get(`/customer/dev/sms?recipient=${encodeURIComponent(PHONE)}`),
      ZDevSms,
    );
    const signedIn = await expectContract(
      await api.post(
        '/customer/v1/ValidateCode',
        { retailNetworkId: RN.smUa, recipient: PHONE, code: Number(sms.code), source: 'WEB' },
        { headers: { 'x-forwarded-for': ip } },
      ),
      ZValidateCodeResponse,
    );
    expect(signedIn.isNewUser).toBe(true);
    expect(signedIn.user.id).not.toBe(id);
    expect(signedIn.user).toMatchObject({ phone: PHONE, firstName: '', addresses: [] });
  });
});
