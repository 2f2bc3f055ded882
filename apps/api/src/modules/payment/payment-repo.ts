import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
/** a new attempt: its id is chosen before it is stored, for the provider's URL */
export type NewPayment = typeof payments.$inferInsert & { id: string; createdAt: Date };

/** the order a payment is for, read in the caller's transaction */
export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

export function listPayments(db: DbOrTx, orderId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The attempt, locked for the rest of the transaction (two callbacks at once apply one by one). */
export async function lockPayment(tx: DbOrTx, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  return row ?? null;
}

export async function findPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

export async function updatePayment(
  tx: DbOrTx,
  paymentId: string,
  values: Pick<PaymentRow, 'status' | 'failureReason' | 'providerPaymentId' | 'updatedAt'>,
) {
  await tx.update(payments).set(values).where(eq(payments.id, paymentId));
}

/** Closes the open attempts of an order when a new one starts, so an old page cannot charge again. */
export async function closePendingPayments(
  tx: DbOrTx,
  orderId: string,
  now: Date,
  reason = 'Replaced by a new payment attempt',
) {
  await tx
    .update(payments)
    .set({ status: 'FAILED', failureReason: reason, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PENDING')));
}

/** The order's attempts, locked for the rest of the transaction (before its row: as callbacks do). */
export async function lockPayments(tx: DbOrTx, orderId: string) {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).for('update');
}

export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

/** Paid on receipt instead of online: the type the kitchen and courier see, and the change. */
export async function setOrderPayment(
  tx: DbOrTx,
  orderId: string,
  p: { paymentType: string; paymentKind: number; change: number | null; now: Date },
) {
  const info = { change: p.change, paymentMethod: p.paymentType, paymentSwitchedAt: p.now.toISOString() };
  await tx
    .update(orders)
    .set({
      paymentType: p.paymentType,
      paymentKind: p.paymentKind,
      additionalInfo: sql`${orders.additionalInfo} || ${JSON.stringify(info)}::jsonb`,
      updatedAt: p.now,
    })
    .where(eq(orders.id, orderId));
}

export async function markOrderPaid(tx: DbOrTx, orderId: string, now: Date) {
  await tx.update(orders).set({ isPaid: true, updatedAt: now }).where(eq(orders.id, orderId));
}

export async function setOrderReturnUrl(tx: DbOrTx, orderId: string, returnUrl: string, now: Date) {
  await tx
    .update(orders)
    .set({
      additionalInfo: sql`${orders.additionalInfo} || ${JSON.stringify({ returnUrl })}::jsonb`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId));
}

/** Stripe's Checkout Session of a pending attempt, read again when its page is opened again. */
export async function setProviderPaymentId(db: DbOrTx, paymentId: string, providerPaymentId: string) {
  // only while nothing is known of it yet: a webhook that came first names the PaymentIntent
  await db
    .update(payments)
    .set({ providerPaymentId })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerPaymentId)));
}
