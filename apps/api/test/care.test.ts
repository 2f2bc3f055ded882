/**
 * Customer care in the back office (issue 23 item 2, modules/care): search by each key, the
 * card, bonus adjustments and blocking, with their audit entries, through the real server. A
 * brand manager sees their networks' customers only (another's is a 404); outlet staff none (403).
 */
import { ZCareCustomer, ZCareSearchResult, type TCareCustomer } from '@food/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bonusLedger, customerAddresses, feedbacks, sessions } from '../src/db/schema.js';
import { createCustomer, createSignedInCustomer, insertOrder, uniqueClientIp } from './customer-fixtures.js';
import { BR, RN, databaseKinds, expectContract, expectError, startTestApi, type TestApi } from './harness.js';
import { createStaff, type TestStaff } from './staff-fixtures.js';

describe.each(databaseKinds())('customer care on %s', (kind) => {
  let api: TestApi;
  let owner: TestStaff;
  let manager1: TestStaff;
  let manager2: TestStaff;
  let outletStaff: TestStaff;
  let olena: Awaited<ReturnType<typeof createCustomer>>;
  let pizzaCustomer: Awaited<ReturnType<typeof createCustomer>>;
  const orderIds: { older: string; newer: string; newerLocalId: number } = {} as never;

  beforeAll(async () => {
    api = await startTestApi(kind);
    const { db } = api.database;
    owner = await createStaff(api, 'OWNER');
    manager1 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.smUa] });
    manager2 = await createStaff(api, 'BRAND_MANAGER', { retailNetworkIds: [RN.pcUa] });
    outletStaff = await createStaff(api, 'OUTLET_STAFF', { outletIds: [1001] });
    olena = await createCustomer(db, {
      phone: '+380671230001',
      firstName: 'Олена',
      lastName: 'Коваленко',
      email: 'Olena.K@example.com',
    });
    pizzaCustomer = await createCustomer(db, {
      retailNetworkId: RN.pcUa,
      phone: '+380671230002',
      firstName: 'Петро',
      lastName: 'Піцца',
    });
    const older = await insertOrder(db, {
      customerId: olena.id,
      statusId: 3,
      createdAt: new Date(Date.now() - 3 * 24 * 3600_000),
    });
    const newer = await insertOrder(db, {
      customerId: olena.id,
      statusId: 1,
      lines: [{ productId: 100001, count: 1, price: 25000 }],
    });
    Object.assign(orderIds, { older: older.id, newer: newer.id, newerLocalId: newer.localId });
    await db.insert(customerAddresses).values({
      customerId: olena.id,
      businessRegionId: BR.kyiv,
      city: 'Київ',
      street: 'вул. Хрещатик',
      house: '22',
      apartment: '5',
    });
    await db.insert(bonusLedger).values({
      customerId: olena.id,
      orderId: older.id,
      kind: 'ACCRUAL',
      points: 120,
      comment: `Order ${older.localId}`,
    });
    await db.insert(feedbacks).values({
      retailNetworkId: RN.smUa,
      customerId: olena.id,
      authorName: 'Олена',
      language: 'uk',
      score: 4,
      comment: 'Смачно, але довго',
      orderId: older.id,
    });
  });
  afterAll(() => api?.close());

  const search = async (member: TestStaff, q: string, extra = '') =>
    expectContract(
      await member.get(`/admin/v1/care/customers?q=${encodeURIComponent(q)}${extra}`),
      ZCareSearchResult,
    );
  const card = async (member: TestStaff, id: string) =>
    expectContract(await member.get(`/admin/v1/care/customers/${id}`), ZCareCustomer);
  const auditOf = (id: string, kindOf: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.kind, kindOf)));

  describe('search', () => {
    it.each(['+380671230001', '067 123 00 01', '+38 (067) 123-00-01', '380671230001', '0671230001'])(
      'finds a customer by the phone typed as %s',
      async (typed) => {
        const found = await search(manager1, typed);
        expect(found.matchedBy).toBe('phone');
        expect(found.customers.map((c) => c.id)).toEqual([olena.id]);
      },
    );

    it('finds by e-mail whatever its case, by order number and by the words of a name', async () => {
      expect((await search(manager1, 'olena.k@EXAMPLE.com')).customers.map((c) => c.id)).toEqual([olena.id]);
      const byOrder = await search(manager1, `#${orderIds.newerLocalId}`);
      expect(byOrder.matchedBy).toBe('order');
      expect(byOrder.customers.map((c) => c.id)).toEqual([olena.id]);
      const byName = await search(manager1, 'коваленко олен');
      expect(byName.matchedBy).toBe('name');
      expect(byName.customers.map((c) => c.id)).toEqual([olena.id]);
    });

    it('keeps to the networks in scope: another brand’s customer is not found, its card is a 404', async () => {
      expect((await search(manager2, '0671230001')).customers).toEqual([]);
      expect((await search(manager2, '0671230002')).customers.map((c) => c.id)).toEqual([pizzaCustomer.id]);
      expect((await search(manager1, '0671230002')).customers).toEqual([]);
      expect((await search(manager2, `#${orderIds.newerLocalId}`)).customers).toEqual([]);
      await expectError(
        await manager2.get(`/admin/v1/care/customers/${olena.id}`),
        404,
        'CUSTOMER_NOT_FOUND',
      );
      await expectError(
        await manager1.get(`/admin/v1/care/customers?q=0671230001&retailNetworkId=${RN.pcUa}`),
        403,
        'FORBIDDEN',
      );
      // an owner sees every network
      expect((await search(owner, '0671230002')).customers.map((c) => c.id)).toEqual([pizzaCustomer.id]);
    });

    it('is for owners and brand managers: outlet staff get 403', async () => {
      await expectError(await outletStaff.get('/admin/v1/care/customers?q=0671230001'), 403, 'FORBIDDEN');
      await expectError(await outletStaff.get(`/admin/v1/care/customers/${olena.id}`), 403, 'FORBIDDEN');
    });

    it('refuses a query too short or too long, and a malformed id, with 400', async () => {
      await expectError(await manager1.get('/admin/v1/care/customers?q=a'), 400, 'VALIDATION_ERROR');
      await expectError(await manager1.get('/admin/v1/care/customers'), 400, 'VALIDATION_ERROR');
      await expectError(
        await manager1.get(`/admin/v1/care/customers?q=${'x'.repeat(101)}`),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(await manager1.get('/admin/v1/care/customers/not-a-uuid'), 400, 'VALIDATION_ERROR');
    });
  });

  it('shows the card: orders latest first with status and total, addresses, bonuses, reviews', async () => {
    const c = await card(manager1, olena.id);
    expect(c).toMatchObject({
      phone: '+380671230001',
      firstName: 'Олена',
      currencyCode: 'UAH',
      isBlocked: false,
    });
    expect(c.orders.map((o) => [o.id, o.statusId, o.amount])).toEqual([
      [orderIds.newer, 1, 25000],
      [orderIds.older, 3, 37800],
    ]);
    expect(c.addresses).toEqual([
      expect.objectContaining({ street: 'вул. Хрещатик', house: '22', apartment: '5' }),
    ]);
    expect(c.bonusBalance).toBe(120);
    expect(c.bonusLedger.map((e) => [e.kind, e.points])).toEqual([['ACCRUAL', 120]]);
    expect(c.reviews).toEqual([expect.objectContaining({ score: 4, comment: 'Смачно, але довго' })]);
  });

  describe('bonus adjustments', () => {
    const adjust = (member: TestStaff, id: string, body: unknown) =>
      member.post(`/admin/v1/care/customers/${id}/bonus-adjustments`, body);

    it('credits and debits through the ledger with the reason, each with its audit entry', async () => {
      const c = await createCustomer(api.database.db);
      const credited = await expectContract(
        await adjust(manager1, c.id, { points: 300, reason: 'Late delivery, order 1042' }),
        ZCareCustomer,
      );
      expect(credited.bonusBalance).toBe(300);
      const debited = await expectContract(
        await adjust(manager1, c.id, { points: -100, reason: 'Credited twice by mistake' }),
        ZCareCustomer,
      );
      expect(debited.bonusBalance).toBe(200);
      expect(debited.bonusLedger.map((e) => [e.kind, e.points, e.comment])).toEqual([
        ['ADJUSTMENT', -100, 'Credited twice by mistake'],
        ['ADJUSTMENT', 300, 'Late delivery, order 1042'],
      ]);
      const audits = await auditOf(c.id, 'customer.bonus_adjust');
      expect(audits.map((a) => [a.before, a.after, a.staffId]).sort()).toEqual(
        [
          [
            { bonusBalance: 0 },
            { bonusBalance: 300, points: 300, reason: 'Late delivery, order 1042' },
            manager1.id,
          ],
          [
            { bonusBalance: 300 },
            { bonusBalance: 200, points: -100, reason: 'Credited twice by mistake' },
            manager1.id,
          ],
        ].sort(),
      );
    });

    it('never goes below zero, refuses bad input with 400, another brand’s customer with 404: nothing written', async () => {
      const c = await createCustomer(api.database.db);
      await expectContract(await adjust(owner, c.id, { points: 50, reason: 'Goodwill' }), ZCareCustomer);
      const err = await expectError(
        await adjust(owner, c.id, { points: -51, reason: 'Too much' }),
        400,
        'BONUS_BALANCE_BELOW_ZERO',
      );
      expect(err.details).toEqual([{ balance: 50, points: -51 }]);
      await expectError(await adjust(owner, c.id, { points: 0, reason: 'Nothing' }), 400, 'VALIDATION_ERROR');
      await expectError(await adjust(owner, c.id, { points: 10 }), 400, 'VALIDATION_ERROR');
      await expectError(await adjust(owner, c.id, { points: 10, reason: '  ' }), 400, 'VALIDATION_ERROR');
      await expectError(await adjust(owner, c.id, { points: 1.5, reason: 'Half' }), 400, 'VALIDATION_ERROR');
      await expectError(
        await adjust(manager2, c.id, { points: 10, reason: 'Not mine' }),
        404,
        'CUSTOMER_NOT_FOUND',
      );
      await expectError(await adjust(outletStaff, c.id, {}), 403, 'FORBIDDEN');
      const after = await card(owner, c.id);
      expect(after.bonusBalance).toBe(50);
      expect(after.bonusLedger).toHaveLength(1);
      expect(await auditOf(c.id, 'customer.bonus_adjust')).toHaveLength(1);
    });
  });

  describe('blocking a number', () => {
    const block = (member: TestStaff, id: string, body: unknown) =>
      member.put(`/admin/v1/care/customers/${id}/blocked`, body);
    const sendCode = (phone: string) =>
      api.post(
        '/customer/mobile/v1/SendCode',
        { retailNetworkId: RN.smUa, recipient: phone, source: 'WEB' },
        { headers: { 'x-forwarded-for': uniqueClientIp() } },
      );

    it('refuses sign-in with NUMBER_BLOCKED and ends the sessions; unblocking lets a code be sent again', async () => {
      const { customer, headers } = await createSignedInCustomer(api.database.db);
      const profile = () => api.get(`/customer/v1/get/${customer.id}`, { headers });
      expect((await profile()).status).toBe(200);

      const blocked: TCareCustomer = await expectContract(
        await block(manager1, customer.id, { blocked: true, reason: 'Abusive calls to the outlet' }),
        ZCareCustomer,
      );
      expect(blocked.isBlocked).toBe(true);
      await expectError(await profile(), 401, 'UNAUTHORIZED');
      await expectError(await sendCode(customer.phone), 403, 'NUMBER_BLOCKED');
      const live = await api.database.db.select().from(sessions).where(eq(sessions.customerId, customer.id));
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      const [entry] = await auditOf(customer.id, 'customer.block');
      expect(entry).toMatchObject({
        staffId: manager1.id,
        retailNetworkId: RN.smUa,
        before: { isBlocked: false },
        after: { isBlocked: true, reason: 'Abusive calls to the outlet', endedSessions: 1 },
      });

      const unblocked = await expectContract(
        await block(manager1, customer.id, { blocked: false, reason: 'Apologised' }),
        ZCareCustomer,
      );
      expect(unblocked.isBlocked).toBe(false);
      expect((await sendCode(customer.phone)).status).toBe(200);
      // the ended session stays ended: unblocking asks for a new sign-in
      await expectError(await profile(), 401, 'UNAUTHORIZED');
      expect(await auditOf(customer.id, 'customer.unblock')).toHaveLength(1);
    });

    it('refuses bad input with 400 and another brand’s customer with 404, changing nothing', async () => {
      const c = await createCustomer(api.database.db);
      await expectError(await block(manager1, c.id, { blocked: true }), 400, 'VALIDATION_ERROR');
      await expectError(
        await block(manager1, c.id, { blocked: 'yes', reason: 'Spam' }),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        await block(manager2, c.id, { blocked: true, reason: 'Spam calls' }),
        404,
        'CUSTOMER_NOT_FOUND',
      );
      expect((await card(owner, c.id)).isBlocked).toBe(false);
      expect(await auditOf(c.id, 'customer.block')).toHaveLength(0);
    });
  });
});
