import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { bonusLedger, businessRegions, customers, orders, outlets, retailNetworks } from '../../db/schema.js';
import { accrueForOrder, getConfirmedBalance, refundForOrder, spendBonuses } from './ledger.js';

/** The ledger against a real (in-memory) database: one network, one outlet, one customer. */
describe('bonus ledger', () => {
  let database: Database;
  let customerId: string;
  const orderIds: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    const { db } = database;
    await db.insert(retailNetworks).values({
      id: 9,
      name: 'Ledger test',
      countryCode: 'UA',
      countryName: 'Україна',
      currencyCode: 'UAH',
      currencySymbol: '₴',
      currencyShortName: { uk: 'грн' },
    });
    await db.insert(businessRegions).values({
      id: 901,
      retailNetworkId: 9,
      name: 'Київ',
      slug: 'kyiv',
      localization: [],
      settings: {},
      timeZone: 'Europe/Kyiv',
      latitude: 50.45,
      longitude: 30.52,
    });
    await db.insert(outlets).values({
      id: 9001,
      retailNetworkId: 9,
      businessRegionId: 901,
      name: { uk: 'Тест' },
      address: { uk: 'Тест' },
      phone: '+380440000000',
      latitude: 50.45,
      longitude: 30.52,
      timeZone: 'Europe/Kyiv',
      openingHours: [],
      settings: {},
    });
    const [customer] = await db
      .insert(customers)
      .values({ retailNetworkId: 9, phone: '+380670000001', referralCode: 'LEDGER1' })
      .returning();
    customerId = customer!.id;
    for (let i = 0; i < 3; i++) {
      const [order] = await db
        .insert(orders)
        .values({
          retailNetworkId: 9,
          businessRegionId: 901,
          outletId: 9001,
          customerId,
          deliveryType: 1,
          delivery: {},
          contact: { name: 'T', phone: '+380670000001' },
          paymentType: 'CASH',
          paymentKind: 0,
          productsAmount: 10000,
          amount: 10000,
          additionalInfo: {},
        })
        .returning();
      orderIds.push(order!.id);
    }
    // opening PGlite and migrating takes seconds on a busy two-core machine
  }, 60_000);
  afterAll(() => database?.close());

  it('counts only confirmed points', async () => {
    await database.db.insert(bonusLedger).values([
      { customerId, kind: 'ADJUSTMENT', points: 70 },
      { customerId, kind: 'ACCRUAL', points: 500, isConfirmed: false },
    ]);
    expect(await getConfirmedBalance(database.db, customerId)).toBe(70);
  });

  it('spends within the balance and refuses more, even when two orders spend at once', async () => {
    const spend = (orderId: string, points: number) =>
      database.db.transaction((tx) => spendBonuses(tx, { customerId, orderId, points }));
    const results = await Promise.allSettled([spend(orderIds[0]!, 50), spend(orderIds[1]!, 50)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'BONUSES_EXCEED_BALANCE' },
    });
    expect(await getConfirmedBalance(database.db, customerId)).toBe(20);
  });

  it('accrues once per order and refunds what an order spent, once', async () => {
    const spentOn = (await database.db.select().from(bonusLedger)).find(
      (e) => e.kind === 'SPENDING',
    )!.orderId!;
    expect(await accrueForOrder(database.db, { customerId, orderId: orderIds[2]!, points: 15 })).toBe(15);
    expect(await accrueForOrder(database.db, { customerId, orderId: orderIds[2]!, points: 15 })).toBe(0);
    expect(await getConfirmedBalance(database.db, customerId)).toBe(35);
    expect(await refundForOrder(database.db, spentOn)).toBe(50);
    expect(await refundForOrder(database.db, spentOn)).toBe(0);
    expect(await refundForOrder(database.db, orderIds[2]!)).toBe(0);
    expect(await getConfirmedBalance(database.db, customerId)).toBe(85);
  });
});
