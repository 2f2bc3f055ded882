/** Queries of the customer module; each takes the database or a transaction. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  businessRegions,
  customerAddresses,
  customerAvatars,
  customers,
  favorites,
} from '../../db/schema.js';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof customerAddresses.$inferSelect;

export async function findCustomer(db: DbOrTx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

export async function findCustomerByPhone(db: DbOrTx, rn: number, phone: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.retailNetworkId, rn), eq(customers.phone, phone)))
    .limit(1);
  return row;
}

/** Inserts the customer unless the phone is already known; returns the row and whether it is new. */
export async function insertCustomer(
  db: DbOrTx,
  values: { retailNetworkId: number; phone: string; referralCode: string; createdAt: Date },
) {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: [customers.retailNetworkId, customers.phone] })
    .returning();
  return row;
}

export async function isReferralCodeTaken(db: DbOrTx, rn: number, code: string) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.retailNetworkId, rn), eq(customers.referralCode, code)))
    .limit(1);
  return row !== undefined;
}

export async function updateCustomer(db: DbOrTx, id: string, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row;
}

/** Addresses in cities that still exist and are active (SPEC 5: none without a city). */
export async function listAddresses(db: DbOrTx, customerId: string): Promise<AddressRow[]> {
  const rows = await db
    .select({ address: customerAddresses })
    .from(customerAddresses)
    .innerJoin(businessRegions, eq(businessRegions.id, customerAddresses.businessRegionId))
    .where(and(eq(customerAddresses.customerId, customerId), eq(businessRegions.isActive, true)))
    .orderBy(asc(customerAddresses.createdAt));
  return rows.map((r) => r.address);
}

/**
 * Holds the customer's row until the transaction ends, on every API instance: two saves of an
 * address cannot both count 19 and both insert (the limit of 20 holds exactly).
 */
export async function lockCustomer(tx: DbOrTx, id: string) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
}

export async function countAddresses(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertAddress(db: DbOrTx, values: typeof customerAddresses.$inferInsert) {
  const [row] = await db.insert(customerAddresses).values(values).returning({ id: customerAddresses.id });
  return row!;
}

/** Changes an address only when it is this customer's; returns whether it was. */
export async function updateAddress(
  db: DbOrTx,
  customerId: string,
  addressId: string,
  values: Partial<typeof customerAddresses.$inferInsert>,
) {
  const rows = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

export async function deleteAddress(db: DbOrTx, customerId: string, addressId: string) {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

export async function listFavoriteIds(db: DbOrTx, customerId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: favorites.productId })
    .from(favorites)
    .where(eq(favorites.customerId, customerId))
    .orderBy(asc(favorites.createdAt), asc(favorites.productId));
  return rows.map((r) => r.productId);
}

export async function insertFavorite(db: DbOrTx, customerId: string, productId: number, createdAt: Date) {
  await db.insert(favorites).values({ customerId, productId, createdAt }).onConflictDoNothing();
}

export async function deleteFavorite(db: DbOrTx, customerId: string, productId: number) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), eq(favorites.productId, productId)));
}

export async function insertAvatar(db: DbOrTx, values: typeof customerAvatars.$inferInsert) {
  await db.insert(customerAvatars).values(values);
}

export async function deleteAvatars(db: DbOrTx, customerId: string, exceptKey?: string) {
  await db
    .delete(customerAvatars)
    .where(
      exceptKey
        ? and(eq(customerAvatars.customerId, customerId), sql`${customerAvatars.imageKey} <> ${exceptKey}`)
        : eq(customerAvatars.customerId, customerId),
    );
}

export async function findAvatar(db: DbOrTx, imageKey: string) {
  const [row] = await db
    .select()
    .from(customerAvatars)
    .where(eq(customerAvatars.imageKey, imageKey))
    .limit(1);
  return row;
}
