import { eq, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderLines, orders, payments } from '../../db/schema.js';
import type { NewPayment } from '../payment/index.js';
import { rowsOf } from '../../db/rows.js';

export type NewOrder = typeof orders.$inferInsert & { localId: number };
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;

/** What `order_write` (migrations 0004_order_write, 0007_idempotency_lease) stores beside the order. */
export interface OrderWrite {
  order: NewOrder;
  lines: NewOrderLine[];
  /** the first payment attempt of an order paid online */
  payment: NewPayment | null;
  /** the Idempotency-Key row that gets the response */
  key: { rn: number; key: string; status: number; response: unknown };
}

/**
 * A row keyed by column name, as jsonb_populate_record reads it: the schema names the columns,
 * timestamps go as ISO text.
 */
function columnRow<T extends Table>(table: T, values: T['$inferInsert']): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const given = values as Record<string, unknown>;
  for (const [field, name] of columnNamesOf(table)) {
    const value = given[field];
    if (value !== undefined) row[name] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/** Each table's [field, column name] pairs, listed once (getTableColumns builds a new object per call). */
const columnNames = new Map<Table, [string, string][]>();
function columnNamesOf(table: Table): [string, string][] {
  let names = columnNames.get(table);
  if (!names) {
    names = Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name]);
    columnNames.set(table, names);
  }
  return names;
}

/**
 * Claims an Idempotency-Key with a lease of `leaseMs` and draws the order's local number in one
 * statement (migration 0007_idempotency_lease); a claim without a response whose lease ran out is
 * taken over in the same statement. Null when the key is held (idempotency.ts reads the row then).
 */
export async function claimKeyWithLocalId(
  db: DbOrTx,
  claim: { rn: number; key: string; hash: string; now: Date; leaseMs: number },
): Promise<number | null> {
  const rows = await rowsOf<{ localId: string | number | null }>(
    db,
    sql`select (${claimKeyStatement(claim)}) as "localId"`,
  );
  const localId = rows[0]?.localId;
  return localId === null || localId === undefined ? null : Number(localId);
}

/**
 * `claimKeyWithLocalId` as a part of another statement (lib/read-parts.ts): order creation claims
 * its key in the statement that reads its outlet. Its answer is the local number, null when held.
 *
 * Committed without waiting for the WAL to reach the disk (`synchronous_commit` off for its own
 * transaction, as the rate limits' hits): a claim is only worth keeping with its order, and the
 * order's write, committed synchronously, flushes the WAL before it, the claim included. A
 * database crash can lose only a claim that has no order yet: its request got no answer, and its
 * retry claims the key again.
 */
export function claimKeyStatement(claim: {
  rn: number;
  key: string;
  hash: string;
  now: Date;
  leaseMs: number;
}): SQL {
  return sql`select order_claim_key(${claim.rn}, ${claim.key}, ${claim.hash}, ${claim.now.toISOString()}, ${claim.leaseMs}::integer)
    from (select set_config('synchronous_commit', 'off', true)) as local_setting`;
}

/** Extends a running request's lease on its key; false when the claim is gone (or answered). */
export async function renewKeyLease(
  db: DbOrTx,
  claim: { rn: number; key: string; hash: string; leaseMs: number },
): Promise<boolean> {
  const rows = await rowsOf<{ renewed: boolean }>(
    db,
    sql`select order_renew_key(${claim.rn}, ${claim.key}, ${claim.hash}, ${claim.leaseMs}::integer) as "renewed"`,
  );
  return rows[0]?.renewed === true;
}

/** `order_write` refuses a key that is no longer this request's (SQLSTATE of migration 0007). */
export const KEY_LOST_SQLSTATE = 'IK409';

/**
 * The order, its lines, its payment attempt and its key's response: one statement, atomic; one
 * row, so it can be the change of an event written with it (events' `recordWith`).
 */
export function writeOrderStatement(write: OrderWrite): SQL {
  return sql`select ${orderWriteOf(sql`${JSON.stringify(orderWritePayload(write))}::jsonb`)}`;
}

/** What `order_write` takes (jsonb): the order's, its lines' and its payment's rows by column name. */
export function orderWritePayload(write: OrderWrite): Record<string, unknown> {
  const orderId = write.order.id!;
  return {
    order: columnRow(orders, write.order),
    lines: write.lines.map((l) => columnRow(orderLines, { ...l, orderId })),
    ...(write.payment ? { payment: columnRow(payments, write.payment) } : {}),
    key: write.key,
  };
}

/** `order_write` of a payload given as SQL jsonb (several orders in one statement: events' `recordEachWith`). */
export const orderWriteOf = (payload: SQL): SQL => sql`order_write(${payload})`;

/** `writeOrderStatement` alone. */
export async function writeOrder(db: DbOrTx, write: OrderWrite): Promise<void> {
  await db.execute(writeOrderStatement(write));
}

/** Where the order was placed (`orders.channel`): 'web' by default, which `order_write` leaves. */
export async function setOrderChannel(db: DbOrTx, orderId: string, channel: string): Promise<void> {
  await db.update(orders).set({ channel }).where(eq(orders.id, orderId));
}
