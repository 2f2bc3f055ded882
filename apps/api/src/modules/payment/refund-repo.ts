/**
 * Refunds of paid orders (issue 18 item 4): one row per paid attempt given back. A row is written
 * PENDING in the transaction that cancels the order, so a crash before the provider answers
 * leaves a visible refund that can be tried again; the provider is asked after the commit (never
 * while a transaction holds a connection), and the row becomes SUCCEEDED or FAILED.
 */
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, payments, refunds } from '../../db/schema.js';
import { splitRefund, totalHeld, type HeldPayment } from './refund-rules.js';

/**
 * What is still owed per paid attempt of the order: its amount less the refunds already asked
 * for (a failed one included: it is retried, not asked for again). Inserts those refunds PENDING
 * and returns their ids. Call in the transaction that cancels the order, after locking its attempts.
 */
export async function planRefunds(
  tx: DbOrTx,
  p: { orderId: string; reason: string | null; now: Date },
): Promise<string[]> {
  const paid = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, p.orderId), eq(payments.status, 'PAID')));
  if (paid.length === 0) return [];
  const asked = await tx
    .select({ paymentId: refunds.paymentId, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(eq(refunds.orderId, p.orderId))
    .groupBy(refunds.paymentId);
  const askedBy = new Map(asked.map((a) => [a.paymentId, a.amount]));
  const values = paid
    .map((pay) => ({ paymentId: pay.id, due: pay.amount - (askedBy.get(pay.id) ?? 0) }))
    .filter((d) => d.due > 0)
    .map((d) => ({
      paymentId: d.paymentId,
      orderId: p.orderId,
      amount: d.due,
      status: 'PENDING' as const,
      reason: p.reason,
      createdAt: p.now,
      updatedAt: p.now,
    }));
  if (values.length === 0) return [];
  const rows = await tx.insert(refunds).values(values).returning({ id: refunds.id });
  return rows.map((r) => r.id);
}

/** What each paid attempt of the order still holds, oldest first (refund-rules.ts). */
async function heldPayments(tx: DbOrTx, orderId: string): Promise<HeldPayment[]> {
  const paid = await tx
    .select({ id: payments.id, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  if (paid.length === 0) return [];
  const asked = await tx
    .select({ paymentId: refunds.paymentId, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .groupBy(refunds.paymentId);
  const askedBy = new Map(asked.map((a) => [a.paymentId, a.amount]));
  return paid.map((p) => ({ paymentId: p.id, held: p.amount - (askedBy.get(p.id) ?? 0) }));
}

/**
 * Staff's refund of `amount` (part or all of what is held): PENDING rows split over the paid
 * attempts, or `{held}` when they hold less. In the caller's transaction, attempts locked.
 */
export async function planAmount(
  tx: DbOrTx,
  p: { orderId: string; amount: number; reason: string; now: Date },
): Promise<{ refundIds: string[] } | { held: number }> {
  const held = await heldPayments(tx, p.orderId);
  const parts = splitRefund(p.amount, held);
  if (!parts) return { held: totalHeld(held) };
  const rows = await tx
    .insert(refunds)
    .values(
      parts.map((part) => ({
        paymentId: part.paymentId,
        orderId: p.orderId,
        amount: part.amount,
        status: 'PENDING' as const,
        reason: p.reason,
        createdAt: p.now,
        updatedAt: p.now,
      })),
    )
    .returning({ id: refunds.id });
  return { refundIds: rows.map((r) => r.id) };
}

/** A refund with what the provider needs to know of the attempt it gives back. */
export async function findRefundToRun(db: DbOrTx, refundId: string) {
  const [row] = await db
    .select({
      refund: refunds,
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      currencyCode: payments.currencyCode,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the order's refunds that may be asked again: failed ones, and pending ones nobody has
 * touched since `stuckBefore` (their process died before the provider answered). One statement,
 * so two retries at once never take the same refund.
 */
export async function claimForRetry(
  db: DbOrTx,
  p: { orderId: string; now: Date; stuckBefore: Date },
): Promise<string[]> {
  const rows = await db
    .update(refunds)
    .set({ status: 'PENDING', failureReason: null, updatedAt: p.now })
    .where(
      and(
        eq(refunds.orderId, p.orderId),
        or(
          eq(refunds.status, 'FAILED'),
          and(eq(refunds.status, 'PENDING'), lt(refunds.updatedAt, p.stuckBefore)),
        ),
      ),
    )
    .returning({ id: refunds.id });
  return rows.map((r) => r.id);
}

/** The provider gave it back: the refund and the order's refunded sum, once. */
export async function markRefunded(
  tx: DbOrTx,
  p: { refundId: string; providerRefundId: string | null; now: Date },
): Promise<void> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'SUCCEEDED', providerRefundId: p.providerRefundId, updatedAt: p.now })
    .where(and(eq(refunds.id, p.refundId), eq(refunds.status, 'PENDING')))
    .returning({ orderId: refunds.orderId, amount: refunds.amount });
  if (!row) return;
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${row.amount}`, updatedAt: p.now })
    .where(eq(orders.id, row.orderId));
}

export async function markRefundFailed(
  db: DbOrTx,
  p: { refundId: string; reason: string; now: Date },
): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'FAILED', failureReason: p.reason.slice(0, 500), updatedAt: p.now })
    .where(and(eq(refunds.id, p.refundId), eq(refunds.status, 'PENDING')));
}

/** The orders' refunds with the provider of each, oldest first. */
export async function listRefunds(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ refund: refunds, provider: payments.provider })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/**
 * A refund the provider took but could not carry (Stripe's `refund.failed`, days later: the card
 * was closed): FAILED with its reason, and its amount taken off the order's refunded sum. Only
 * the row that holds this provider refund id as given back (SUCCEEDED) changes, once: a duplicate
 * event, or one for a try since replaced by a retry (the row names the new id), changes nothing.
 * True when it changed.
 */
export async function markRefundFailedLater(
  tx: DbOrTx,
  p: { providerRefundId: string; provider: string; reason: string; now: Date },
): Promise<boolean> {
  const [found] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.providerRefundId, p.providerRefundId),
        eq(payments.provider, p.provider),
        eq(refunds.status, 'SUCCEEDED'),
      ),
    )
    .limit(1);
  if (!found) return false;
  const [row] = await tx
    .update(refunds)
    .set({ status: 'FAILED', failureReason: p.reason.slice(0, 500), updatedAt: p.now })
    .where(and(eq(refunds.id, found.id), eq(refunds.status, 'SUCCEEDED')))
    .returning({ orderId: refunds.orderId, amount: refunds.amount });
  if (!row) return false;
  await tx
    .update(orders)
    .set({ refundedAmount: sql`greatest(${orders.refundedAmount} - ${row.amount}, 0)`, updatedAt: p.now })
    .where(eq(orders.id, row.orderId));
  return true;
}
