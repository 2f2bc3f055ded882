/** Queries of the Web Push subscriptions (issue 21 item 4; tables of migration 0015). */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderPushSubscriptions, pushSubscriptions } from '../../db/schema.js';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
  language: string;
}

/**
 * Keeps a browser's subscription (its keys and language are the browser's latest); a signed-in
 * customer's id is added, never taken away by a later guest subscribe of the same browser.
 */
export async function upsertSubscription(
  db: DbOrTx,
  s: PushSubscriptionRow & { customerId: string | null },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        language: sql`excluded.language`,
        customerId: sql`coalesce(excluded.customer_id, ${pushSubscriptions.customerId})`,
      },
    });
}

/** The subscription asks for this order's status changes (again: nothing changes). */
export async function linkOrder(db: DbOrTx, orderId: string, endpoint: string): Promise<void> {
  await db.insert(orderPushSubscriptions).values({ orderId, endpoint }).onConflictDoNothing();
}

/** The browser dropped it, or the push service said it is gone: its order links go with it. */
export async function deleteSubscription(db: DbOrTx, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return gone.length > 0;
}

/**
 * Who is told of an order's status: the subscriptions that asked for this order, and, for a
 * customer's order, that customer's subscriptions (the account's push switch).
 */
export async function recipientsOf(
  db: DbOrTx,
  order: { orderId: string; customerId: string | null },
): Promise<PushSubscriptionRow[]> {
  const t = pushSubscriptions;
  const ofOrder = db
    .select({ endpoint: orderPushSubscriptions.endpoint })
    .from(orderPushSubscriptions)
    .where(eq(orderPushSubscriptions.orderId, order.orderId));
  return db
    .select({ endpoint: t.endpoint, p256dh: t.p256dh, auth: t.auth, language: t.language })
    .from(t)
    .where(
      order.customerId
        ? or(inArray(t.endpoint, ofOrder), eq(t.customerId, order.customerId))
        : inArray(t.endpoint, ofOrder),
    )
    .orderBy(t.createdAt);
}
