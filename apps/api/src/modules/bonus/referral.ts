/**
 * Referral codes in the database: finding a code's owner at checkout, and rewarding both sides
 * when the newcomer's order is completed (rules in referral-rules.ts).
 */
import { ORDER_STATUS } from '@food/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bonusLedger, customers, orders } from '../../db/schema.js';
import { referralPoints } from './referral-rules.js';

/** The customer of a network whose referral code this is (codes are stored upper-case). */
export async function findReferrer(db: DbOrTx, rn: number, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.retailNetworkId, rn), eq(customers.referralCode, code)))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a customer has an order that was not cancelled. */
export async function hasEarlierOrders(db: DbOrTx, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.statusId, ORDER_STATUS.CANCELLED)))
    .limit(1);
  return Boolean(row);
}

/**
 * Credits the referral of a completed order, in the status change's transaction: when the order
 * carries another customer's referral code, the code's owner and the order's customer receive
 * their points, once per newcomer whatever the number of their orders. The newcomer's row is
 * locked first, so two orders completed at once cannot both reward. Returns the newcomer's points.
 */
export async function rewardReferral(
  tx: DbOrTx,
  order: {
    id: string;
    localId: number;
    retailNetworkId: number;
    customerId: string;
    promoCode: string | null;
  },
  env: Readonly<Record<string, unknown>>,
): Promise<number> {
  if (!order.promoCode) return 0;
  const referrerId = await findReferrer(tx, order.retailNetworkId, order.promoCode);
  if (!referrerId || referrerId === order.customerId) return 0;
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .for('update');
  const [rewarded] = await tx
    .select({ id: bonusLedger.id })
    .from(bonusLedger)
    .innerJoin(orders, eq(orders.id, bonusLedger.orderId))
    .where(and(eq(bonusLedger.kind, 'REFERRAL'), eq(orders.customerId, order.customerId)))
    .limit(1);
  if (rewarded) return 0;
  const points = referralPoints(env);
  const entries = [
    {
      customerId: referrerId,
      points: points.referrer,
      comment: `Referral: order ${order.localId} of a friend`,
    },
    {
      customerId: order.customerId,
      points: points.newcomer,
      comment: `Referral: first order ${order.localId}`,
    },
  ].filter((e) => e.points > 0);
  if (entries.length)
    await tx
      .insert(bonusLedger)
      .values(entries.map((e) => ({ ...e, orderId: order.id, kind: 'REFERRAL' as const })));
  return points.newcomer;
}
