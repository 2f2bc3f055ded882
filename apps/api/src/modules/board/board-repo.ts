/** Queries of the order board; each takes the database or a transaction. */
import { ORDER_STATUS, PAYMENT_KIND } from '@food/contracts';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  not,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  deliveryZones,
  orderLines,
  orders,
  outlets,
  payments,
  staffSessions,
  staffUsers,
} from '../../db/schema.js';
import type { Scope } from '../staff/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

export interface OrderFilter {
  scope: Scope;
  outletId?: number;
  statusIds?: number[];
  held?: boolean;
  from: Date | null;
  to: Date | null;
}

/** An online payment not made yet, on an active order (orders/payment-hold.ts `isHeld`, in SQL). */
const heldSql = (): SQL =>
  and(
    eq(orders.paymentKind, PAYMENT_KIND.ONLINE),
    eq(orders.isPaid, false),
    inArray(orders.statusId, [ORDER_STATUS.NEW, ORDER_STATUS.COOKING, ORDER_STATUS.ON_THE_WAY]),
  )!;

/** The orders a scope sees: its brands' and its outlets'; nothing for an empty scope. */
function scopeSql(scope: Scope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.retailNetworkIds.length) parts.push(inArray(orders.retailNetworkId, [...scope.retailNetworkIds]));
  if (scope.outletIds.length) parts.push(inArray(orders.outletId, [...scope.outletIds]));
  return parts.length ? or(...parts) : sql`false`;
}

function filterSql(f: OrderFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [scopeSql(f.scope)];
  if (f.outletId !== undefined) parts.push(eq(orders.outletId, f.outletId));
  if (f.statusIds?.length) parts.push(inArray(orders.statusId, f.statusIds));
  if (f.held !== undefined) parts.push(f.held ? heldSql() : not(heldSql()));
  if (f.from) parts.push(gte(orders.createdAt, f.from));
  if (f.to) parts.push(lt(orders.createdAt, f.to));
  return and(...parts);
}

export async function countOrders(db: DbOrTx, f: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(filterSql(f));
  return row?.n ?? 0;
}

/** Newest first; the id breaks ties so pages never overlap. */
export function listOrders(db: DbOrTx, f: OrderFilter, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(orders)
    .where(filterSql(f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function lockOrder(tx: DbOrTx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function findOutlet(db: DbOrTx, outletId: number) {
  const [row] = await db
    .select({ id: outlets.id, retailNetworkId: outlets.retailNetworkId })
    .from(outlets)
    .where(eq(outlets.id, outletId))
    .limit(1);
  return row ?? null;
}

export function listOutlets(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(inArray(outlets.id, ids));
}

export function listLines(db: DbOrTx, orderIds: string[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

/** The orders' payment attempts, newest first per order. */
export function listAttempts(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      amount: payments.amount,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A delivery zone's promise from order to door, in minutes (null: no such zone). */
export async function zoneDeliveryMinutes(db: DbOrTx, zoneId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: deliveryZones.deliveryTimeMinutes })
    .from(deliveryZones)
    .where(eq(deliveryZones.id, zoneId))
    .limit(1);
  return row?.minutes ?? null;
}

/**
 * The oldest online order left unpaid since `cutoff` (neither it nor a payment attempt started
 * after `cutoff`), locked. SKIP LOCKED: another instance's job, a staff move or a payment
 * callback holding an order is passed over, so several instances never cancel the same order.
 */
export async function lockStaleUnpaidOrder(tx: DbOrTx, cutoff: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.statusId, ORDER_STATUS.NEW),
        eq(orders.paymentKind, PAYMENT_KIND.ONLINE),
        eq(orders.isPaid, false),
        lt(orders.createdAt, cutoff),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), gte(payments.createdAt, cutoff))),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * The stream's heartbeat: true while the staff session is signed in, verified, unexpired and its
 * member active. An open board counts as use (a kitchen screen shows it all shift), so it renews
 * the session's idle time; the session's absolute lifetime still ends it.
 */
export async function keepStaffSessionAlive(db: DbOrTx, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffSessions.isVerified, true),
        sql`exists (select 1 from ${staffUsers} where ${staffUsers.id} = ${staffSessions.staffId} and ${staffUsers.isActive})`,
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length > 0;
}
