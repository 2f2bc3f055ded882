/**
 * What a status move does to the customer's bonus points, in the move's transaction (the board's
 * moves, modules/board/board-service.ts): completing an order credits the brand's rate of what
 * was paid for the food; cancelling one gives back the points it spent. Completing a newcomer's
 * order that carries a friend's referral code also rewards both (bonus/referral.ts).
 */
import { ORDER_STATUS } from '@food/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands, type orders } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { accrueForOrder, refundForOrder } from '../bonus/ledger.js';
import { rewardReferral } from '../bonus/referral.js';
import { accrualPoints } from '../order-service/pricing/bonuses.js';

type OrderRow = typeof orders.$inferSelect;

/** Points credited (completion) or given back (cancellation) by moving `order` to `statusId`. */
export async function settleBonuses(tx: DbOrTx, order: OrderRow, statusId: number): Promise<number> {
  if (statusId === ORDER_STATUS.CANCELLED) return refundForOrder(tx, order.id);
  if (statusId !== ORDER_STATUS.COMPLETED || !order.customerId) return 0;
  // read in this transaction, not through the tenant cache: on PGlite (one connection) a
  // cache miss would query outside the transaction, wait for it, and hang the API
  const [brand] = await tx
    .select({ bonusRatePercent: brands.bonusRatePercent, env: brands.env })
    .from(brands)
    .where(eq(brands.retailNetworkId, order.retailNetworkId))
    .limit(1);
  if (!brand) throw new AppError('UNKNOWN_RETAIL_NETWORK', `Unknown retail network ${order.retailNetworkId}`);
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
