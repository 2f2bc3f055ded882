/**
 * The one owner of bonus points' moves (issue 20 item 7): checkout reads the balance and a
 * referral code through it, order creation spends through it, the board's status moves accrue,
 * refund and reward referrals through it. Every write runs in the caller's transaction (the
 * order's or the status move's), so the service holds no connection of its own.
 */
import { ORDER_STATUS } from '@food/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands, type orders } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { accrualPoints } from './bonus-rules.js';
import {
  accrueForOrder,
  adjustBonuses,
  getConfirmedBalance,
  refundForOrder,
  spendBonuses,
} from './ledger.js';
import { referralRefusal, type ReferralRefusal } from './referral-rules.js';
import { findReferrer, hasEarlierOrders, rewardReferral } from './referral.js';

type OrderRow = typeof orders.$inferSelect;

export class BonusService {
  /** the points a customer may spend now */
  balance(db: DbOrTx, customerId: string): Promise<number> {
    return getConfirmedBalance(db, customerId);
  }

  /** spends an order's points in its transaction; 422 `BONUSES_EXCEED_BALANCE` when they are gone */
  spend(tx: DbOrTx, entry: { customerId: string; orderId: string; points: number; comment?: string }) {
    return spendBonuses(tx, entry);
  }

  /**
   * Customer care's correction (signed points with the staff member's reason) in the caller's
   * transaction; 400 `BONUS_BALANCE_BELOW_ZERO` when a debit would leave less than nothing.
   * Returns the balance after.
   */
  adjust(tx: DbOrTx, entry: { customerId: string; points: number; comment: string }): Promise<number> {
    return adjustBonuses(tx, entry);
  }

  /**
   * A network's referral code as typed at checkout: null when nobody owns it, else why this
   * customer may not use it (null refusal when they may).
   */
  async referral(
    db: DbOrTx,
    rn: number,
    code: string,
    customerId: string | null,
  ): Promise<{ refusal: ReferralRefusal | null } | null> {
    const referrerId = await findReferrer(db, rn, code);
    if (!referrerId) return null;
    const hasOrders = customerId !== null && (await hasEarlierOrders(db, customerId));
    return { refusal: referralRefusal({ referrerId, customerId, hasEarlierOrders: hasOrders }) };
  }

  /**
   * What moving `order` to `statusId` does to points, in the move's transaction: completing a
   * signed-in customer's order accrues the brand's rate of what was paid for the food and rewards
   * its referral; cancelling gives back the points it spent. Returns the points credited.
   */
  async settle(tx: DbOrTx, order: OrderRow, statusId: number): Promise<number> {
    if (statusId === ORDER_STATUS.CANCELLED) return refundForOrder(tx, order.id);
    if (statusId !== ORDER_STATUS.COMPLETED || !order.customerId) return 0;
    // read in this transaction, not through the tenant cache: on PGlite (one connection) a
    // cache miss would query outside the transaction, wait for it, and hang the API
    const [brand] = await tx
      .select({ bonusRatePercent: brands.bonusRatePercent, env: brands.env })
      .from(brands)
      .where(eq(brands.retailNetworkId, order.retailNetworkId))
      .limit(1);
    if (!brand)
      throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${order.retailNetworkId}`);
    // what the customer paid for the food: not delivery, not the part paid with points
    const paidForProducts = order.productsAmount - order.discountAmount - order.bonusAmount;
    const points = await accrueForOrder(tx, {
      customerId: order.customerId,
      orderId: order.id,
      points: accrualPoints(paidForProducts, brand.bonusRatePercent),
      comment: `Order ${order.localId}`,
    });
    return points + (await rewardReferral(tx, { ...order, customerId: order.customerId }, brand.env));
  }
}
