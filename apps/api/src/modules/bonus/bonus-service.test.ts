import { ORDER_STATUS } from '@food/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { BonusService } from './bonus-service.js';
import { openBonusTestDb, RN, type BonusTestDb } from './bonus-test-db.js';

/**
 * BonusService's rules on a real (in-memory) database: what an order may spend, what completing
 * it earns (the brand's rate: 3% here), what cancelling gives back, and the referral rewards
 * (120 points for the friend, 40 for the newcomer, from the brand's env).
 */
describe('BonusService', () => {
  const bonuses = new BonusService();
  let t: BonusTestDb;
  /** runs `run` in a transaction, as order creation and the board's moves call the service */
  const tx = <T>(run: (tx: DbOrTx) => Promise<T>) => t.database.db.transaction(run);
  const balance = (customerId: string) => bonuses.balance(t.database.db, customerId);

  beforeAll(async () => {
    t = await openBonusTestDb({
      bonusRatePercent: 3,
      env: { REFERRAL_BONUS_REFERRER: 120, REFERRAL_BONUS_NEWCOMER: 40 },
    });
  }, 60_000);
  afterAll(() => t?.database.close());

  describe('spend', () => {
    it('spends confirmed points in the order transaction and refuses more than are left, writing nothing', async () => {
      const customerId = await t.newCustomer('SPEND1');
      await t.grant(customerId, 100);
      await t.grant(customerId, 500, false);
      expect(await balance(customerId)).toBe(100);

      const first = await t.newOrder({ customerId, bonusAmount: 6_000 });
      await tx((db) => bonuses.spend(db, { customerId, orderId: first.id, points: 60 }));
      expect(await balance(customerId)).toBe(40);

      const second = await t.newOrder({ customerId, bonusAmount: 5_000 });
      await expect(
        tx((db) => bonuses.spend(db, { customerId, orderId: second.id, points: 50 })),
      ).rejects.toMatchObject({ code: 'BONUSES_EXCEED_BALANCE', details: [{ balance: 40, requested: 50 }] });
      expect(await t.entries(customerId, 'SPENDING')).toEqual([-60]);
      expect(await balance(customerId)).toBe(40);
    });

    it('writes nothing for an order that spends no points', async () => {
      const customerId = await t.newCustomer('SPEND0');
      const order = await t.newOrder({ customerId });
      await tx((db) => bonuses.spend(db, { customerId, orderId: order.id, points: 0 }));
      expect(await t.entries(customerId, 'SPENDING')).toEqual([]);
    });
  });

  describe('accrue (settle to completed)', () => {
    it("credits the brand's rate of what was paid for the food, whole points, once per order", async () => {
      const customerId = await t.newCustomer('ACCRUE1');
      // 400.00 of food, 40.00 promo discount, 60.00 paid in points, 100.00 delivery:
      // 300.00 paid for the food, 3% of it is 9 points (not 12 with delivery, 10.8 with the points)
      const order = await t.newOrder({
        customerId,
        productsAmount: 40_000,
        discountAmount: 4_000,
        bonusAmount: 6_000,
        deliveryPrice: 10_000,
      });
      expect(await tx((db) => bonuses.settle(db, order, ORDER_STATUS.COMPLETED))).toBe(9);
      expect(await tx((db) => bonuses.settle(db, order, ORDER_STATUS.COMPLETED))).toBe(0);
      expect(await t.entries(customerId, 'ACCRUAL')).toEqual([9]);
      expect(await balance(customerId)).toBe(9);
    });

    it('rounds down to whole points', async () => {
      const customerId = await t.newCustomer('ACCRUE2');
      // 3% of 66.66 is 1.9998 points: 1
      const order = await t.newOrder({ customerId, productsAmount: 6_666 });
      expect(await tx((db) => bonuses.settle(db, order, ORDER_STATUS.COMPLETED))).toBe(1);
    });

    it("credits nothing for a guest's order, nor for a move that does not complete or cancel", async () => {
      const guest = await t.newOrder({ customerId: null, productsAmount: 50_000 });
      expect(await tx((db) => bonuses.settle(db, guest, ORDER_STATUS.COMPLETED))).toBe(0);
      const customerId = await t.newCustomer('ACCRUE3');
      const order = await t.newOrder({ customerId, productsAmount: 50_000 });
      for (const status of [ORDER_STATUS.COOKING, ORDER_STATUS.ON_THE_WAY])
        expect(await tx((db) => bonuses.settle(db, order, status))).toBe(0);
      expect(await t.entries(customerId, 'ACCRUAL')).toEqual([]);
      expect(await t.entriesOfOrder(guest.id)).toEqual([]);
    });
  });

  describe('refund (settle to cancelled)', () => {
    it('gives back what a cancelled order spent, once, and nothing for one that spent none', async () => {
      const customerId = await t.newCustomer('REFUND1');
      await t.grant(customerId, 80);
      const order = await t.newOrder({ customerId, bonusAmount: 3_000 });
      await tx((db) => bonuses.spend(db, { customerId, orderId: order.id, points: 30 }));
      expect(await balance(customerId)).toBe(50);

      expect(await tx((db) => bonuses.settle(db, order, ORDER_STATUS.CANCELLED))).toBe(30);
      expect(await tx((db) => bonuses.settle(db, order, ORDER_STATUS.CANCELLED))).toBe(0);
      expect(await t.entries(customerId, 'REFUND')).toEqual([30]);
      expect(await balance(customerId)).toBe(80);

      const unpaid = await t.newOrder({ customerId });
      expect(await tx((db) => bonuses.settle(db, unpaid, ORDER_STATUS.CANCELLED))).toBe(0);
      expect(await t.entries(customerId, 'REFUND')).toEqual([30]);
    });
  });

  describe('referral', () => {
    it('tells who may use a code at checkout: a signed-in newcomer, not its owner, not a returning customer', async () => {
      const friend = await t.newCustomer('FRIEND1');
      const newcomer = await t.newCustomer('NEW1');
      const returning = await t.newCustomer('BACK1');
      const onlyCancelled = await t.newCustomer('CANC1');
      await t.newOrder({ customerId: returning, statusId: ORDER_STATUS.COMPLETED });
      await t.newOrder({ customerId: onlyCancelled, statusId: ORDER_STATUS.CANCELLED });
      const check = (code: string, customerId: string | null) =>
        bonuses.referral(t.database.db, RN, code, customerId);

      expect(await check('NOBODY', newcomer)).toBeNull();
      expect(await check('FRIEND1', newcomer)).toEqual({ refusal: null });
      expect(await check('FRIEND1', onlyCancelled)).toEqual({ refusal: null });
      expect(await check('FRIEND1', null)).toEqual({ refusal: 'SIGN_IN_REQUIRED' });
      expect(await check('FRIEND1', friend)).toEqual({ refusal: 'OWN_CODE' });
      expect(await check('FRIEND1', returning)).toEqual({ refusal: 'NOT_FIRST_ORDER' });
      // a code of another network is nobody's here
      expect(await bonuses.referral(t.database.db, RN + 1, 'FRIEND1', newcomer)).toBeNull();
    });

    it("rewards the friend and the newcomer when the newcomer's order with the code completes, once per newcomer", async () => {
      const friend = await t.newCustomer('FRIEND2');
      const newcomer = await t.newCustomer('NEW2');
      const first = await t.newOrder({ customerId: newcomer, productsAmount: 10_000, promoCode: 'FRIEND2' });
      // 3 points of accrual and the newcomer's 40
      expect(await tx((db) => bonuses.settle(db, first, ORDER_STATUS.COMPLETED))).toBe(3 + 40);
      expect(await t.entries(friend, 'REFERRAL')).toEqual([120]);
      expect(await t.entries(newcomer, 'REFERRAL')).toEqual([40]);
      expect(await balance(friend)).toBe(120);
      expect(await balance(newcomer)).toBe(43);

      const again = await t.newOrder({ customerId: newcomer, productsAmount: 10_000, promoCode: 'FRIEND2' });
      expect(await tx((db) => bonuses.settle(db, again, ORDER_STATUS.COMPLETED))).toBe(3);
      expect(await t.entries(friend, 'REFERRAL')).toEqual([120]);
      expect(await t.entries(newcomer, 'REFERRAL')).toEqual([40]);
    });

    it("rewards nobody for the owner's own code or a cancelled order with a code", async () => {
      const owner = await t.newCustomer('OWN3');
      const own = await t.newOrder({ customerId: owner, productsAmount: 10_000, promoCode: 'OWN3' });
      expect(await tx((db) => bonuses.settle(db, own, ORDER_STATUS.COMPLETED))).toBe(3);
      expect(await t.entries(owner, 'REFERRAL')).toEqual([]);

      const friend = await t.newCustomer('FRIEND3');
      const newcomer = await t.newCustomer('NEW3');
      const cancelled = await t.newOrder({ customerId: newcomer, promoCode: 'FRIEND3' });
      expect(await tx((db) => bonuses.settle(db, cancelled, ORDER_STATUS.CANCELLED))).toBe(0);
      expect(await t.entries(friend, 'REFERRAL')).toEqual([]);
      expect(await t.entries(newcomer, 'REFERRAL')).toEqual([]);
    });
  });
});
