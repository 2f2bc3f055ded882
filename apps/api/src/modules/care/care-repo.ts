/** Customer care's queries: customers of the networks in scope and what their card shows. */
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  bonusLedger,
  customerAddresses,
  customers,
  feedbacks,
  orders,
  retailNetworks,
  sessions,
} from '../../db/schema.js';
import { containsPattern, type CareQuery } from './search-query.js';

const SEARCH_LIMIT = 50;

const summary = {
  id: customers.id,
  retailNetworkId: customers.retailNetworkId,
  phone: customers.phone,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  isBlocked: customers.isBlocked,
  createdAt: customers.createdAt,
};

export class CareRepo {
  constructor(private readonly db: Db) {}

  /** the countries of these networks (all when null), where a phone typed without its code is read */
  async countries(networkIds: readonly number[] | null): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ country: retailNetworks.countryCode })
      .from(retailNetworks)
      .where(networkIds ? inArray(retailNetworks.id, [...networkIds]) : undefined);
    return rows.map((r) => r.country);
  }

  async search(query: CareQuery, networkIds: readonly number[] | null) {
    const inNetworks = networkIds ? inArray(customers.retailNetworkId, [...networkIds]) : undefined;
    let match: SQL | undefined;
    if (query.kind === 'email') match = sql`lower(${customers.email}) = ${query.email}`;
    else if (query.kind === 'phone') match = inArray(customers.phone, query.phones);
    else if (query.kind === 'name')
      match = and(
        ...query.words.map((w) =>
          or(
            ilike(customers.firstName, containsPattern(w)),
            ilike(customers.lastName, containsPattern(w)),
            ilike(customers.middleName, containsPattern(w)),
          ),
        ),
      );
    else {
      const owners = this.db
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(
          and(
            eq(orders.localId, query.localId),
            networkIds ? inArray(orders.retailNetworkId, [...networkIds]) : undefined,
          ),
        );
      match = inArray(customers.id, owners);
    }
    return this.db
      .select(summary)
      .from(customers)
      .where(and(match, inNetworks))
      .orderBy(desc(customers.createdAt), customers.id)
      .limit(SEARCH_LIMIT);
  }

  async customer(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ ...summary, currencyCode: retailNetworks.currencyCode })
      .from(customers)
      .innerJoin(retailNetworks, eq(retailNetworks.id, customers.retailNetworkId))
      .where(eq(customers.id, id))
      .limit(1);
    return row ?? null;
  }

  /** the customer's row locked for a care write, or null */
  async lockCustomer(tx: DbOrTx, id: string) {
    const [row] = await tx
      .select({
        id: customers.id,
        retailNetworkId: customers.retailNetworkId,
        isBlocked: customers.isBlocked,
      })
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    return row ?? null;
  }

  orders(id: string) {
    return this.db
      .select({
        id: orders.id,
        localId: orders.localId,
        statusId: orders.statusId,
        amount: orders.amount,
        outletId: orders.outletId,
        channel: orders.channel,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.localId))
      .limit(50);
  }

  addresses(id: string) {
    return this.db
      .select({
        id: customerAddresses.id,
        city: customerAddresses.city,
        street: customerAddresses.street,
        house: customerAddresses.house,
        apartment: customerAddresses.apartment,
        comment: customerAddresses.comment,
      })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, id))
      .orderBy(desc(customerAddresses.createdAt));
  }

  ledger(id: string) {
    return this.db
      .select({
        id: bonusLedger.id,
        kind: bonusLedger.kind,
        points: bonusLedger.points,
        isConfirmed: bonusLedger.isConfirmed,
        orderId: bonusLedger.orderId,
        comment: bonusLedger.comment,
        createdAt: bonusLedger.createdAt,
      })
      .from(bonusLedger)
      .where(eq(bonusLedger.customerId, id))
      .orderBy(desc(bonusLedger.createdAt), desc(bonusLedger.id))
      .limit(100);
  }

  reviews(id: string) {
    return this.db
      .select({
        id: feedbacks.id,
        score: feedbacks.score,
        comment: feedbacks.comment,
        reply: feedbacks.reply,
        status: feedbacks.status,
        orderId: feedbacks.orderId,
        createdAt: feedbacks.createdAt,
      })
      .from(feedbacks)
      .where(eq(feedbacks.customerId, id))
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id));
  }

  async setBlocked(tx: DbOrTx, id: string, blocked: boolean, at: Date): Promise<number> {
    await tx.update(customers).set({ isBlocked: blocked }).where(eq(customers.id, id));
    if (!blocked) return 0;
    // a blocked customer's sessions end for good: unblocking asks them to sign in again
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: at })
      .where(and(eq(sessions.customerId, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.length;
  }
}
