/**
 * The clean-up's statements: each deletes at most `limit` rows past their time and answers how
 * many went. PostgreSQL has no DELETE ... LIMIT, so each picks its batch by primary key in a
 * subquery; the count comes back as one row (PGlite hands every returned row to JavaScript).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Cutoffs } from './retention.js';
import { rowsOf } from '../../db/rows.js';

export type ExpiredKind =
  'signInCodes' | 'sessions' | 'idempotencyKeys' | 'rateLimits' | 'jobs' | 'notificationMarks';
export const EXPIRED_KINDS: readonly ExpiredKind[] = [
  'signInCodes',
  'sessions',
  'idempotencyKeys',
  'rateLimits',
  'jobs',
  'notificationMarks',
];

/** the advisory lock's number: "foodhk" in ASCII, so it is told apart from any other lock */
const HOUSEKEEPING_LOCK_KEY = 0x666f6f64686b;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

function deleteStatement(kind: ExpiredKind, cut: Cutoffs, limit: number): SQL {
  switch (kind) {
    case 'signInCodes':
      return sql`delete from sign_in_codes where id in (
        select c.id from sign_in_codes c where c.sent_at < ${at(cut.signInCodesSentBefore)} limit ${limit})`;
    case 'sessions':
      return sql`delete from sessions where id in (
        select s.id from sessions s
        where s.expires_at < ${at(cut.sessionsExpiredBefore)} or s.revoked_at < ${at(cut.sessionsRevokedBefore)}
        limit ${limit})`;
    case 'idempotencyKeys':
      return sql`delete from idempotency_keys where (retail_network_id, key) in (
        select k.retail_network_id, k.key from idempotency_keys k
        where k.created_at < ${at(cut.idempotencyKeysCreatedBefore)} limit ${limit})`;
    case 'rateLimits':
      return sql`delete from rate_limits where key in (
        select r.key from rate_limits r where r.resets_at < ${at(cut.rateLimitsResetBefore)} limit ${limit})`;
    case 'jobs':
      // the job queue's table (modules/jobs): ended jobs, by the finished_at index
      return sql`delete from jobs where id in (
        select j.id from jobs j
        where (j.state = 'DONE' and j.finished_at < ${at(cut.jobsDoneBefore)})
           or (j.state = 'DEAD' and j.finished_at < ${at(cut.jobsDeadBefore)})
        limit ${limit})`;
    case 'notificationMarks':
      // the notifications' "sent" marks (modules/notifications): no job that may read one is left
      return sql`delete from notification_deliveries where key in (
        select d.key from notification_deliveries d
        where d.sent_at < ${at(cut.notificationMarksSentBefore)} limit ${limit})`;
  }
}

export async function deleteExpiredBatch(
  db: DbOrTx,
  kind: ExpiredKind,
  cut: Cutoffs,
  limit: number,
): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (${deleteStatement(kind, cut, limit)} returning 1) select count(*)::int as n from gone`,
  );
  return Number(rows[0]!.n);
}

/**
 * Takes the clean-up's advisory lock for the caller's transaction: false when another instance
 * (another connection) holds it. Released by the transaction's end, so a crash never leaves it.
 */
export async function tryHousekeepingLock(tx: DbOrTx): Promise<boolean> {
  const rows = await rowsOf<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${String(HOUSEKEEPING_LOCK_KEY)}::bigint) as locked`,
  );
  return rows[0]!.locked === true;
}
