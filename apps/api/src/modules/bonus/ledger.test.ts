import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { bonusLedger } from '../../db/schema.js';
import { openBonusTestDb } from './bonus-test-db.js';
import {
  accrueForOrder,
  adjustBonuses,
  getConfirmedBalance,
  refundForOrder,
  spendBonuses,
} from './ledger.js';

/** The ledger against a real (in-memory) database: one network, one outlet, one customer. */
describe('bonus ledger', () => {
  let database: Database;
  let customerId: string;
  let newCustomer: (code: string) => Promise<string>;
  const orderIds: string[] = [];

  beforeAll(async () => {
    const t = await openBonusTestDb();
    database = t.database;
    newCustomer = (code) => t.newCustomer(code);
    customerId = await t.newCustomer('LEDGER1');
    for (let i = 0; i < 3; i++) orderIds.push((await t.newOrder({ customerId })).id);
    // opening PGlite and migrating takes seconds on a busy two-core machine
  }, 60_000);
  afterAll(() => database?.close());

  it('adjusts by signed points with the reason, never below zero, even when two debits run at once', async () => {
    const id = await newCustomer('CARE1');
    const adjust = (points: number, comment: string) =>
      database.db.transaction((tx) => adjustBonuses(tx, { customerId: id, points, comment }));
    expect(await adjust(100, 'Goodwill')).toBe(100);
    const results = await Promise.allSettled([adjust(-60, 'One'), adjust(-60, 'Two')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'BONUS_BALANCE_BELOW_ZERO', details: [{ balance: 40, points: -60 }] },
    });
    expect(await getConfirmedBalance(database.db, id)).toBe(40);
    const rows = await database.db.select().from(bonusLedger);
    expect(rows.filter((r) => r.customerId === id)).toHaveLength(2);
    expect(rows.find((r) => r.customerId === id && r.points === 100)).toMatchObject({
      kind: 'ADJUSTMENT',
      comment: 'Goodwill',
      orderId: null,
    });
  });

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
