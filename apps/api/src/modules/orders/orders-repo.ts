/** Queries of the orders module; each takes the database or a transaction. */
import { and, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { customers, feedbacks, orderFeedbacks, orderLines, orders, outlets } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
type OrderLineRow = typeof orderLines.$inferSelect;
type FeedbackRow = typeof orderFeedbacks.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer id owning an order, null for a guest order, undefined when there is none. */
export async function findOrderOwner(db: DbOrTx, orderId: string): Promise<string | null | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const [row] = await db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? row.customerId : undefined;
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

const customerOrders = (customerId: string, statusIds?: number[]): SQL =>
  statusIds
    ? and(eq(orders.customerId, customerId), inArray(orders.statusId, statusIds))!
    : eq(orders.customerId, customerId);

export async function countOrders(db: DbOrTx, customerId: string, statusIds?: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(customerOrders(customerId, statusIds));
  return row?.n ?? 0;
}

/** Newest first; id breaks ties so pages never overlap. */
export function listOrders(
  db: DbOrTx,
  customerId: string,
  q: { statusIds?: number[]; limit: number; offset: number },
) {
  return db
    .select()
    .from(orders)
    .where(customerOrders(customerId, q.statusIds))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit)
    .offset(q.offset);
}

export async function findLatestOrder(db: DbOrTx, customerId: string, statusIds: number[]) {
  const [row] = await listOrders(db, customerId, { statusIds, limit: 1, offset: 0 });
  return row;
}

export function countByStatus(db: DbOrTx, customerId: string) {
  return db
    .select({ statusId: orders.statusId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.statusId)
    .orderBy(orders.statusId);
}

export function listLines(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderLineRow[]);
  return db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.id);
}

/** the orders' ratings, with the brand's reply to the review each became (care) */
export function listFeedbacks(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as Array<FeedbackRow & { reply: string | null }>);
  return db
    .select({
      orderId: orderFeedbacks.orderId,
      customerId: orderFeedbacks.customerId,
      score: orderFeedbacks.score,
      comment: orderFeedbacks.comment,
      createdAt: orderFeedbacks.createdAt,
      reply: feedbacks.reply,
    })
    .from(orderFeedbacks)
    .leftJoin(feedbacks, eq(feedbacks.orderId, orderFeedbacks.orderId))
    .where(inArray(orderFeedbacks.orderId, orderIds));
}

export function listOutlets(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as (typeof outlets.$inferSelect)[]);
  return db.select().from(outlets).where(inArray(outlets.id, ids));
}

/** Completed orders since `since` that have no feedback yet, newest first. */
export function listAwaitingFeedback(db: DbOrTx, customerId: string, completedStatus: number, since: Date) {
  return db
    .select({ order: orders })
    .from(orders)
    .leftJoin(orderFeedbacks, eq(orderFeedbacks.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.statusId, completedStatus),
        gte(orders.updatedAt, since),
        sql`${orderFeedbacks.orderId} is null`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(10)
    .then((rows) => rows.map((r) => r.order));
}

/** Inserts the feedback unless the order has one; returns whether it was inserted. */
export async function insertFeedback(db: DbOrTx, values: typeof orderFeedbacks.$inferInsert) {
  const rows = await db
    .insert(orderFeedbacks)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: orderFeedbacks.orderId });
  return rows.length > 0;
}

/** The names a review is signed with (review-from-rating.ts). */
export async function findCustomerNames(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? { firstName: '', lastName: '' };
}

/** The public review a rated order leaves (one per order: feedbacks_order_uq). */
export async function insertReview(db: DbOrTx, values: typeof feedbacks.$inferInsert) {
  await db.insert(feedbacks).values(values).onConflictDoNothing();
}
