/**
 * The bonus ledger: every change of a customer's points is one signed row of bonus_ledger, and
 * the spendable balance is the sum of the confirmed rows. Points are whole currency units
 * (bonus-rules.ts). Spending happens inside the order's transaction, after the customer's
 * row is locked, so two orders placed at once cannot spend the same points twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bonusLedger, customers } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

/** Confirmed points of a customer (never negative in practice; the ledger never lets it go below). */
export async function getConfirmedBalance(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ points: sql<string | number | null>`coalesce(sum(${bonusLedger.points}), 0)` })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.customerId, customerId), eq(bonusLedger.isConfirmed, true)));
  return Number(row?.points ?? 0);
}

/**
 * Spends `points` on an order, in the order's transaction. Locks the customer first and checks
 * the balance again under the lock: a 422 when another order spent them meanwhile.
 */
export async function spendBonuses(
  tx: DbOrTx,
  entry: { customerId: string; orderId: string; points: number; comment?: string },
): Promise<void> {
  if (entry.points <= 0) return;
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, entry.customerId))
    .for('update');
  const balance = await getConfirmedBalance(tx, entry.customerId);
  if (balance < entry.points) {
    throw new AppError(
      'BONUSES_EXCEED_BALANCE',
      `Only ${balance} bonus points are available; ${entry.points} were asked`,
      [{ balance, requested: entry.points }],
    );
  }
  await tx.insert(bonusLedger).values({
    customerId: entry.customerId,
    orderId: entry.orderId,
    kind: 'SPENDING',
    points: -entry.points,
    comment: entry.comment ?? null,
  });
}

/** Credits a completed order's points; once per order, whatever calls it. */
export async function accrueForOrder(
  tx: DbOrTx,
  entry: { customerId: string; orderId: string; points: number; comment?: string },
): Promise<number> {
  if (entry.points <= 0) return 0;
  const existing = await tx
    .select({ id: bonusLedger.id })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.orderId, entry.orderId), eq(bonusLedger.kind, 'ACCRUAL')))
    .limit(1);
  if (existing.length) return 0;
  await tx.insert(bonusLedger).values({
    customerId: entry.customerId,
    orderId: entry.orderId,
    kind: 'ACCRUAL',
    points: entry.points,
    comment: entry.comment ?? null,
  });
  return entry.points;
}

/** Gives back what a cancelled order spent; once per order. */
export async function refundForOrder(tx: DbOrTx, orderId: string): Promise<number> {
  const rows = await tx
    .select({ customerId: bonusLedger.customerId, kind: bonusLedger.kind, points: bonusLedger.points })
    .from(bonusLedger)
    .where(eq(bonusLedger.orderId, orderId));
  if (rows.some((r) => r.kind === 'REFUND')) return 0;
  const spent = rows.filter((r) => r.kind === 'SPENDING');
  const points = -spent.reduce((sum, r) => sum + r.points, 0);
  if (points <= 0) return 0;
  await tx.insert(bonusLedger).values({
    customerId: spent[0]!.customerId,
    orderId,
    kind: 'REFUND',
    points,
    comment: 'Order cancelled',
  });
  return points;
}

/**
 * A staff member's correction (customer care): a signed ADJUSTMENT row with its reason. Locks the
 * customer and reads the balance under the lock, so a debit never takes it below zero (400
 * `BONUS_BALANCE_BELOW_ZERO`, nothing written). Returns the balance after.
 */
export async function adjustBonuses(
  tx: DbOrTx,
  entry: { customerId: string; points: number; comment: string },
): Promise<number> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, entry.customerId))
    .for('update');
  const balance = await getConfirmedBalance(tx, entry.customerId);
  if (balance + entry.points < 0) {
    throw new AppError(
      'BONUS_BALANCE_BELOW_ZERO',
      `The balance is ${balance}; taking ${-entry.points} points would leave it below zero`,
      [{ balance, points: entry.points }],
    );
  }
  await tx.insert(bonusLedger).values({
    customerId: entry.customerId,
    kind: 'ADJUSTMENT',
    points: entry.points,
    comment: entry.comment,
  });
  return balance + entry.points;
}
