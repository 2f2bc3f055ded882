import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customerAddresses, customers } from '../../db/schema.js';

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
