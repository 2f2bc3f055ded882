import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, promoCodes } from '../../db/schema.js';
import type { PromoUses } from './pricing/promo.js';
import { rowsOf } from '../../db/rows.js';

/** A real promise (not a query builder), so a cache holding it holds the rows. */
export async function listPromoCodes(db: DbOrTx, rn: number) {
  return db.select().from(promoCodes).where(eq(promoCodes.retailNetworkId, rn));
}

export async function findCustomer(db: DbOrTx, rn: number, customerId: string) {
  const [row] = await db
    .select({
      id: customers.id,
      phone: customers.phone,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.retailNetworkId, rn)))
    .limit(1);
  return row ?? null;
}

/** Who is ordering, as promo code limits count them: the account, and the order's phones (E.164). */
export interface PromoCustomer {
  customerId: string | null;
  phones: string[];
}

/**
 * A code's uses (orders with it that were not cancelled) in all and by this customer, and the
 * customer's orders in the network: `promo_code_uses` of migration 0006 (one statement; the
 * customer is their account, the account a phone belongs to, and orders placed with the phone).
 * The total is counted only up to `totalCap` (the code's limit); null skips it. With `lock`, the
 * caller's transaction first takes the code's lock (pg_advisory_xact_lock on network and code):
 * orders that could take a code's last use are then counted one after another, each seeing the
 * uses committed before it (issue 16).
 */
export async function countPromoUses(
  db: DbOrTx,
  q: { rn: number; code: string; customer: PromoCustomer; totalCap: number | null; lock?: boolean },
): Promise<PromoUses> {
  const { customerId, phones } = q.customer;
  const phoneArray = sql`array[${
    phones.length
      ? sql.join(
          phones.map((p) => sql`${p}`),
          sql`, `,
        )
      : sql``
  }]::text[]`;
  const rows = await rowsOf<{
    total: number | string;
    byCustomer: number | string;
    earlierOrders: number | string;
  }>(
    db,
    sql`select total, by_customer as "byCustomer", earlier_orders as "earlierOrders" from promo_code_uses(
      ${q.rn}::integer, ${q.code}::text, ${customerId}::uuid, ${phoneArray}, ${q.totalCap}::integer, ${q.lock ?? false}::boolean)`,
  );
  const row = rows[0]!;
  return {
    total: Number(row.total),
    byCustomer: Number(row.byCustomer),
    earlierOrders: Number(row.earlierOrders),
    isCustomerKnown: customerId !== null || phones.length > 0,
  };
}
