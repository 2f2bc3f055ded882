import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, promoCodes } from '../../db/schema.js';

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
