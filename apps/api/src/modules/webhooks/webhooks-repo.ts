/** Queries of the webhooks module; each takes the database or a transaction. */
import type { TWebhook, TWebhookDelivery, TWebhookEventType } from '@food/contracts';
import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys, outboxEvents, staffUsers, webhookDeliveries, webhooks } from '../../db/schema.js';

type WebhookRow = typeof webhooks.$inferSelect;

const countOf = (status: 'PENDING' | 'FAILED') =>
  sql<number>`(select count(*) from ${webhookDeliveries} where ${webhookDeliveries.webhookId} = ${webhooks.id} and ${webhookDeliveries.status} = ${status})::int`;

/** Webhooks not deleted, newest first, with who registered them and how their deliveries stand. */
export async function listWebhooks(db: DbOrTx, id?: string): Promise<TWebhook[]> {
  const rows = await db
    .select({
      webhook: webhooks,
      keyName: apiKeys.name,
      staffName: staffUsers.name,
      pending: countOf('PENDING'),
      failed: countOf('FAILED'),
      lastDeliveredAt:
        sql<Date | null>`(select max(${webhookDeliveries.deliveredAt}) from ${webhookDeliveries} where ${webhookDeliveries.webhookId} = ${webhooks.id})`.mapWith(
          webhookDeliveries.deliveredAt,
        ),
    })
    .from(webhooks)
    .leftJoin(apiKeys, eq(apiKeys.id, webhooks.apiKeyId))
    .leftJoin(staffUsers, eq(staffUsers.id, webhooks.staffId))
    .where(and(isNull(webhooks.deletedAt), id ? eq(webhooks.id, id) : undefined))
    .orderBy(desc(webhooks.createdAt));
  return rows.map((r) =>
    toWebhook(r.webhook, {
      createdBy: r.keyName ? `API key ${r.keyName}` : (r.staffName ?? '—'),
      pending: r.pending,
      failed: r.failed,
      lastDeliveredAt: r.lastDeliveredAt,
    }),
  );
}

function toWebhook(
  w: WebhookRow,
  extra: { createdBy: string; pending: number; failed: number; lastDeliveredAt: Date | null },
): TWebhook {
  return {
    id: w.id,
    url: w.url,
    events: w.events as TWebhookEventType[],
    isOwnerScope: w.isOwnerScope,
    retailNetworkIds: w.retailNetworkIds,
    outletIds: w.outletIds,
    createdBy: extra.createdBy,
    createdAt: w.createdAt.toISOString(),
    pendingDeliveries: Number(extra.pending),
    failedDeliveries: Number(extra.failed),
    lastDeliveredAt: extra.lastDeliveredAt?.toISOString() ?? null,
  };
}

export async function findWebhook(db: DbOrTx, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), isNull(webhooks.deletedAt)))
    .limit(1);
  return row;
}

/**
 * Deletes webhooks (kept as rows for their delivery log) and gives up their waiting deliveries,
 * so nothing more goes to them. Returns the ids actually deleted.
 */
export async function deleteWebhooks(
  tx: DbOrTx,
  where: { ids?: string[]; apiKeyId?: string },
  now: Date,
): Promise<string[]> {
  const deleted = await tx
    .update(webhooks)
    .set({ deletedAt: now })
    .where(
      and(
        isNull(webhooks.deletedAt),
        where.ids ? inArray(webhooks.id, where.ids) : undefined,
        where.apiKeyId ? eq(webhooks.apiKeyId, where.apiKeyId) : undefined,
      ),
    )
    .returning({ id: webhooks.id });
  const ids = deleted.map((d) => d.id);
  if (ids.length)
    await tx
      .update(webhookDeliveries)
      .set({ status: 'FAILED', lastError: 'the webhook was deleted' })
      .where(and(inArray(webhookDeliveries.webhookId, ids), eq(webhookDeliveries.status, 'PENDING')));
  return ids;
}

const deliveryColumns = {
  delivery: webhookDeliveries,
  eventType: outboxEvents.type,
};

function toDelivery(row: {
  delivery: typeof webhookDeliveries.$inferSelect;
  eventType: string;
}): TWebhookDelivery {
  const d = row.delivery;
  return {
    id: d.id,
    webhookId: d.webhookId,
    eventId: d.eventId,
    eventType: row.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt.toISOString() : null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export async function listDeliveries(
  db: DbOrTx,
  webhookId: string,
  page: number,
  size: number,
): Promise<{ data: TWebhookDelivery[]; total: number }> {
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId));
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(size)
    .offset((page - 1) * size);
  return { data: rows.map(toDelivery), total: total?.n ?? 0 };
}

export async function findDelivery(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...deliveryColumns, webhook: webhooks })
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return row ? { delivery: toDelivery(row), webhook: row.webhook } : undefined;
}

/** Makes a delivery due now (a manual retry), whatever it came to before. */
export async function requeueDelivery(tx: DbOrTx, id: number, now: Date): Promise<TWebhookDelivery> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, id));
  const [row] = await tx
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, id));
  return toDelivery(row!);
}

/* ------------------------------------------------------------------------------ the dispatcher */

/** Outbox events no dispatcher has handled yet, locked for this one (other instances skip them). */
export const lockUndispatchedEvents = (tx: DbOrTx, limit: number) =>
  tx
    .select()
    .from(outboxEvents)
    .where(isNull(outboxEvents.dispatchedAt))
    .orderBy(asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export const listLiveWebhooks = (tx: DbOrTx) =>
  tx
    .select({
      id: webhooks.id,
      events: webhooks.events,
      isOwnerScope: webhooks.isOwnerScope,
      retailNetworkIds: webhooks.retailNetworkIds,
      outletIds: webhooks.outletIds,
      createdAt: webhooks.createdAt,
    })
    .from(webhooks)
    .where(isNull(webhooks.deletedAt));

/** The event types some live webhook subscribed to (the dispatcher's "anyone listening?" cache). */
export async function liveWebhookEventTypes(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ events: webhooks.events }).from(webhooks).where(isNull(webhooks.deletedAt));
  return new Set(rows.flatMap((r) => r.events));
}

/** Due deliveries of live webhooks with what sending them needs, locked for this dispatcher. */
export const lockDueDeliveries = (tx: DbOrTx, now: Date, limit: number) =>
  tx
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      url: webhooks.url,
      secret: webhooks.secret,
      event: outboxEvents,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookDeliveries.status, 'PENDING'),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhooks.deletedAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });

/** When the next waiting delivery is due, if any. */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | null>`min(${webhookDeliveries.nextAttemptAt})`.mapWith(webhookDeliveries.nextAttemptAt),
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(and(eq(webhookDeliveries.status, 'PENDING'), isNull(webhooks.deletedAt)));
  return row?.at ?? null;
}
