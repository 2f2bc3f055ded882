import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, customerAddresses, customers, orders } from '../../db/schema.js';

/** The customer as the operator sees them; null when there is none. */
export async function findCustomer(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: customers.id,
      retailNetworkId: customers.retailNetworkId,
      phone: customers.phone,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      isBlocked: customers.isBlocked,
    })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

/** The customer's saved delivery addresses, oldest first (as their account lists them). */
export function listAddresses(db: DbOrTx, customerId: string) {
  return db
    .select({
      id: customerAddresses.id,
      businessRegionId: customerAddresses.businessRegionId,
      city: customerAddresses.city,
      street: customerAddresses.street,
      house: customerAddresses.house,
      apartment: customerAddresses.apartment,
      entrance: customerAddresses.entrance,
      floor: customerAddresses.floor,
      intercom: customerAddresses.intercom,
      isPrivateHouse: customerAddresses.isPrivateHouse,
      latitude: customerAddresses.latitude,
      longitude: customerAddresses.longitude,
      comment: customerAddresses.comment,
    })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
}

/** A customer just made by phone gets the name the caller gave (only while they have none). */
export async function nameNewCustomer(
  db: DbOrTx,
  id: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(customers)
    .set(name)
    .where(and(eq(customers.id, id), eq(customers.firstName, ''), eq(customers.lastName, '')));
}

/** What resending a phone order's payment link needs of the order; null when there is none. */
export async function findOrderForLink(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: orders.id,
      localId: orders.localId,
      retailNetworkId: orders.retailNetworkId,
      outletId: orders.outletId,
      customerId: orders.customerId,
      channel: orders.channel,
      additionalInfo: orders.additionalInfo,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** One resend of an order's link at a time, on every instance: the count is read under it. */
export async function lockLinkTexts(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-order-link:${orderId}`}))`);
}

/**
 * The texts of an order's payment link in the last day, from this module's own audit entries
 * (`phone_order.payment_link`: the one at placement and each resend). The database's clock on
 * both sides (`at` is its time), read as the statement runs, not when the transaction began.
 */
export async function linkTextsOf(
  db: DbOrTx,
  orderId: string,
): Promise<{ count: number; secondsSinceLatest: number | null }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      secondsSinceLatest: sql<
        number | null
      >`extract(epoch from clock_timestamp() - max(${auditLog.at}))::float8`,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.kind, LINK_TEXT_KIND),
        eq(auditLog.entityType, 'order'),
        eq(auditLog.entityId, orderId),
        sql`${auditLog.at} > clock_timestamp() - interval '24 hours'`,
      ),
    );
  return { count: row?.count ?? 0, secondsSinceLatest: row?.secondsSinceLatest ?? null };
}

/** the audit entry of each text of a payment link (placement's and resends) */
export const LINK_TEXT_KIND = 'phone_order.payment_link';
