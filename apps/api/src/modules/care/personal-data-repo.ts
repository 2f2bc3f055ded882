/**
 * A customer's personal data as a whole: read for an export, cleared for an erasure. The erasure
 * writes in the caller's transaction (the care service's, with its audit entry).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  bonusLedger,
  customerAddresses,
  customerAvatars,
  customers,
  emailSubscriptions,
  favorites,
  feedbacks,
  notificationPreferences,
  orderFeedbacks,
  orderLines,
  orders,
  pushSubscriptions,
  retailNetworks,
  sessions,
} from '../../db/schema.js';
import { anonymisedAdditionalInfo, anonymisedDelivery, erasedPhone } from './personal-data.js';

interface Owner {
  id: string;
  retailNetworkId: number;
  phone: string;
  email: string | null;
}

/** the account's orders, and those placed as a guest with its phone in its network */
const ordersOf = (c: Owner) =>
  or(
    eq(orders.customerId, c.id),
    and(
      isNull(orders.customerId),
      eq(orders.retailNetworkId, c.retailNetworkId),
      sql`${orders.contact}->>'phone' = ${c.phone}`,
    ),
  );

export class PersonalDataRepo {
  constructor(private readonly db: Db) {}

  async profile(id: string) {
    const [row] = await this.db
      .select({
        id: customers.id,
        retailNetworkId: customers.retailNetworkId,
        phone: customers.phone,
        firstName: customers.firstName,
        lastName: customers.lastName,
        middleName: customers.middleName,
        email: customers.email,
        birthDate: customers.birthDate,
        isBirthDateConfirmed: customers.isBirthDateConfirmed,
        referralCode: customers.referralCode,
        isBlocked: customers.isBlocked,
        imageKey: customers.imageKey,
        createdAt: customers.createdAt,
        currencyCode: retailNetworks.currencyCode,
      })
      .from(customers)
      .innerJoin(retailNetworks, eq(retailNetworks.id, customers.retailNetworkId))
      .where(eq(customers.id, id));
    return row ?? null;
  }

  addresses(id: string) {
    return this.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, id))
      .orderBy(asc(customerAddresses.createdAt));
  }

  orders(customer: Owner) {
    return this.db
      .select()
      .from(orders)
      .where(ordersOf(customer))
      .orderBy(asc(orders.createdAt), asc(orders.localId));
  }

  lines(orderIds: string[]) {
    if (orderIds.length === 0) return Promise.resolve([] as (typeof orderLines.$inferSelect)[]);
    return this.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
  }

  ledger(id: string) {
    return this.db
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.customerId, id))
      .orderBy(asc(bonusLedger.createdAt), asc(bonusLedger.id));
  }

  ratings(id: string) {
    return this.db
      .select()
      .from(orderFeedbacks)
      .where(eq(orderFeedbacks.customerId, id))
      .orderBy(asc(orderFeedbacks.createdAt));
  }

  async favoriteIds(id: string) {
    const rows = await this.db
      .select({ productId: favorites.productId })
      .from(favorites)
      .where(eq(favorites.customerId, id))
      .orderBy(asc(favorites.createdAt));
    return rows.map((r) => r.productId);
  }

  async preferences(id: string) {
    const [row] = await this.db
      .select({
        statusEmail: notificationPreferences.statusEmail,
        statusSms: notificationPreferences.statusSms,
        statusPush: notificationPreferences.statusPush,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.customerId, id));
    return row ?? null;
  }

  /** the subscriptions linked to the account, and those of its e-mail in its network */
  emailSubscriptions(db: DbOrTx, customer: Owner) {
    return db
      .select()
      .from(emailSubscriptions)
      .where(
        and(
          eq(emailSubscriptions.retailNetworkId, customer.retailNetworkId),
          or(
            eq(emailSubscriptions.customerId, customer.id),
            customer.email ? eq(emailSubscriptions.email, customer.email.trim().toLowerCase()) : undefined,
          ),
        ),
      )
      .orderBy(asc(emailSubscriptions.id));
  }

  pushSubscriptions(id: string) {
    return this.db
      .select({
        endpoint: pushSubscriptions.endpoint,
        language: pushSubscriptions.language,
        createdAt: pushSubscriptions.createdAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, id));
  }

  sessions(id: string) {
    return this.db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.customerId, id))
      .orderBy(desc(sessions.createdAt));
  }

  /**
   * Clears what names or reaches the person (care/README.md, "Personal data"): the account's
   * names, contacts, birthday, avatar, addresses, favourites, preferences, push subscriptions,
   * sessions and e-mail subscriptions; the orders' contact, address, comments and recipient; the
   * reviews' author name. Orders, their lines, totals and statuses, the bonus ledger and the
   * ratings' scores stay for the chain's books.
   */
  async erase(tx: DbOrTx, customer: Owner) {
    const id = customer.id;
    const subscriptions = await this.emailSubscriptions(tx, customer);
    if (subscriptions.length > 0)
      await tx.delete(emailSubscriptions).where(
        inArray(
          emailSubscriptions.id,
          subscriptions.map((s) => s.id),
        ),
      );
    await tx
      .update(customers)
      .set({
        phone: erasedPhone(id),
        firstName: '',
        lastName: '',
        middleName: '',
        email: null,
        birthDate: null,
        isBirthDateConfirmed: false,
        imageKey: null,
      })
      .where(eq(customers.id, id));
    const addresses = await tx
      .delete(customerAddresses)
      .where(eq(customerAddresses.customerId, id))
      .returning({ id: customerAddresses.id });
    await tx.delete(customerAvatars).where(eq(customerAvatars.customerId, id));
    await tx.delete(favorites).where(eq(favorites.customerId, id));
    await tx.delete(notificationPreferences).where(eq(notificationPreferences.customerId, id));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.customerId, id));
    const live = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.customerId, id), isNull(sessions.revokedAt)));
    await tx.delete(sessions).where(eq(sessions.customerId, id));

    const rows = await tx
      .select({ id: orders.id, delivery: orders.delivery, additionalInfo: orders.additionalInfo })
      .from(orders)
      .where(ordersOf(customer));
    // one statement per order (their delivery JSON differs); a customer has tens, not thousands
    for (const row of rows) {
      await tx
        .update(orders)
        .set({
          contact: { name: '', phone: '' },
          delivery: anonymisedDelivery(row.delivery),
          additionalInfo: anonymisedAdditionalInfo(row.additionalInfo),
          comment: null,
        })
        .where(eq(orders.id, row.id));
    }
    const reviews = await tx
      .update(feedbacks)
      .set({ authorName: '' })
      .where(eq(feedbacks.customerId, id))
      .returning({ id: feedbacks.id });
    return {
      ordersAnonymised: rows.length,
      reviewsAnonymised: reviews.length,
      addressesDeleted: addresses.length,
      sessionsEnded: live.length,
    };
  }
}
