import { ORDER_STATUS } from '@food/domain/order-status';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const STATUS_NAME = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, id]) => [id, name]));

/** Orders created in the last 24 hours, by their status now. */
export async function ordersOfLastDay(db: DbOrTx, now: Date): Promise<{ status: string; count: number }[]> {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await rowsOf<{ status_id: number; count: number }>(
    db,
    sql`select status_id, count(*)::int as count from orders where created_at > ${since.toISOString()}::timestamptz group by status_id`,
  );
  return rows.map((r) => ({
    status: STATUS_NAME.get(Number(r.status_id)) ?? String(r.status_id),
    count: r.count,
  }));
}

/** The job queue's rows that are not done, by state: PENDING is its depth, DEAD its dead letters. */
export async function jobsByState(db: DbOrTx): Promise<{ state: string; count: number }[]> {
  const rows = await rowsOf<{ state: string; count: number }>(
    db,
    sql`select state, count(*)::int as count from jobs where state in ('PENDING', 'RUNNING', 'DEAD') group by state`,
  );
  return rows;
}
