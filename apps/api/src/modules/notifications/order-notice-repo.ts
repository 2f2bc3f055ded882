import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notificationDeliveries, orders } from '../../db/schema.js';

/** What a notification job needs of an order beside its receipt: who, where, and the checkout's choices. */
export async function findOrderForNotice(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      retailNetworkId: orders.retailNetworkId,
      businessRegionId: orders.businessRegionId,
      customerId: orders.customerId,
      statusId: orders.statusId,
      contact: orders.contact,
      additionalInfo: orders.additionalInfo,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** Whether a message of this key was sent (since `since`, when given). */
export async function wasSent(db: DbOrTx, key: string, since?: Date): Promise<boolean> {
  const t = notificationDeliveries;
  const [row] = await db
    .select({ key: t.key })
    .from(t)
    .where(since ? and(eq(t.key, key), gt(t.sentAt, since)) : eq(t.key, key))
    .limit(1);
  return row !== undefined;
}

/** Marks a message of this key sent now (again: the time moves). */
export async function markSent(db: DbOrTx, key: string, now: Date): Promise<void> {
  await db
    .insert(notificationDeliveries)
    .values({ key, sentAt: now })
    .onConflictDoUpdate({ target: notificationDeliveries.key, set: { sentAt: sql`excluded.sent_at` } });
}
