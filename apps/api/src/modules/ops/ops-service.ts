/**
 * The operator's side of an order: status changes with the allowed transitions only. Completing
 * an order credits the customer's bonus points (the brand's rate of what was paid for the food);
 * cancelling one gives back the points it spent. Completing a newcomer's order that carries a
 * friend's referral code also rewards both (bonus/referral.ts). All in the status change's
 * transaction.
 */
import { ORDER_STATUS, type TOrderStatusChanged } from '@food/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, orders } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { accrueForOrder, refundForOrder } from '../bonus/ledger.js';
import { rewardReferral } from '../bonus/referral.js';
import { accrualPoints } from '../order-service/pricing/bonuses.js';
import { allowedNextStatuses, canChangeStatus } from './status-transitions.js';

export interface OpsDeps {
  db: Db;
  clock: Clock;
}

export class OrderStatusService {
  constructor(private readonly deps: OpsDeps) {}

  async changeStatus(orderId: string, statusId: number, reason?: string): Promise<TOrderStatusChanged> {
    return this.deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
      if (!order) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
      if (!canChangeStatus(order.statusId, statusId))
        throw new AppError(
          'INVALID_STATUS_TRANSITION',
          `Order ${order.localId} cannot go from status ${order.statusId} to ${statusId}`,
          [{ statusId: order.statusId, allowed: allowedNextStatuses(order.statusId) }],
        );
      const now = this.deps.clock.now();
      await tx
        .update(orders)
        .set({
          statusId,
          updatedAt: now,
          ...(reason
            ? {
                additionalInfo: sql`${orders.additionalInfo} || ${JSON.stringify({ statusReason: reason })}::jsonb`,
              }
            : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.statusId, order.statusId)));

      let bonusPoints = 0;
      if (order.customerId && statusId === ORDER_STATUS.COMPLETED) {
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
        bonusPoints = await accrueForOrder(tx, {
          customerId: order.customerId,
          orderId: order.id,
          points: accrualPoints(paidForProducts, brand.bonusRatePercent),
          comment: `Order ${order.localId}`,
        });
        bonusPoints += await rewardReferral(tx, { ...order, customerId: order.customerId }, brand.env);
      }
      if (statusId === ORDER_STATUS.CANCELLED) bonusPoints = await refundForOrder(tx, order.id);
      return {
        orderId: order.id,
        localId: order.localId,
        customerId: order.customerId,
        previousStatusId: order.statusId,
        statusId,
        updatedAt: now.toISOString(),
        bonusPoints,
      };
    });
  }
}
