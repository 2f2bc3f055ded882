/** Reviews as care reads and moderates them: every status, the networks in scope, newest first. */
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { feedbacks, orders } from '../../db/schema.js';
import type { TCareReviewsQuery } from '@food/contracts';

const PAGE = 50;

const columns = {
  id: feedbacks.id,
  retailNetworkId: feedbacks.retailNetworkId,
  businessRegionId: feedbacks.businessRegionId,
  customerId: feedbacks.customerId,
  authorName: feedbacks.authorName,
  language: feedbacks.language,
  score: feedbacks.score,
  comment: feedbacks.comment,
  reply: feedbacks.reply,
  status: feedbacks.status,
  orderId: feedbacks.orderId,
  orderLocalId: orders.localId,
  createdAt: feedbacks.createdAt,
};

export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepo['one']>>>;

export class ReviewsRepo {
  constructor(private readonly db: Db) {}

  /** one page (and whether another follows) of the reviews matching the filters */
  async list(query: TCareReviewsQuery, networkIds: readonly number[] | null) {
    const rows = await this.db
      .select(columns)
      .from(feedbacks)
      .leftJoin(orders, eq(orders.id, feedbacks.orderId))
      .where(
        and(
          networkIds ? inArray(feedbacks.retailNetworkId, [...networkIds]) : undefined,
          query.status ? eq(feedbacks.status, query.status) : undefined,
          query.score ? eq(feedbacks.score, query.score) : undefined,
          query.beforeId ? lt(feedbacks.id, query.beforeId) : undefined,
        ),
      )
      // ids grow with time (serial): the keyset is the id alone
      .orderBy(desc(feedbacks.id))
      .limit(PAGE + 1);
    return { rows: rows.slice(0, PAGE), hasMore: rows.length > PAGE };
  }

  /** the customer's reviews, as the card lists them */
  ofCustomer(customerId: string) {
    return this.db
      .select(columns)
      .from(feedbacks)
      .leftJoin(orders, eq(orders.id, feedbacks.orderId))
      .where(eq(feedbacks.customerId, customerId))
      .orderBy(desc(feedbacks.id));
  }

  async one(db: DbOrTx, id: number) {
    const [row] = await db
      .select(columns)
      .from(feedbacks)
      .leftJoin(orders, eq(orders.id, feedbacks.orderId))
      .where(eq(feedbacks.id, id))
      .limit(1);
    return row ?? null;
  }

  /** the review's row locked for a care write, or null */
  async lock(tx: DbOrTx, id: number) {
    const [row] = await tx
      .select({
        id: feedbacks.id,
        retailNetworkId: feedbacks.retailNetworkId,
        reply: feedbacks.reply,
        status: feedbacks.status,
      })
      .from(feedbacks)
      .where(eq(feedbacks.id, id))
      .for('update');
    return row ?? null;
  }

  async update(
    tx: DbOrTx,
    id: number,
    change: Partial<Pick<typeof feedbacks.$inferInsert, 'reply' | 'status'>>,
  ) {
    await tx.update(feedbacks).set(change).where(eq(feedbacks.id, id));
  }
}
