/**
 * Rate-limit counters in the `rate_limits` table, shared by every API instance on one
 * PostgreSQL database. A hit is one atomic upsert: the row's window restarts when it has ended,
 * else its count goes up, and the count and the time left come back in the same statement, so
 * two instances counting one key at once never lose or double a hit. Times are the database's
 * clock, not each instance's. The high-rate groups share theirs in batches (batched-store.ts).
 *
 * A store that fails (database down, slow, table missing) must not fail the request: the error
 * is handed to the caller (the library then lets the request through, `skipOnError`) and logged,
 * at most once per `LOG_EVERY_MS` so an outage does not flood the log.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { BatchedSqlRateLimitStore } from './batched-store.js';
import type { Sharing } from './policy.js';

export interface Count {
  current: number;
  /** milliseconds until the window ends */
  ttl: number;
}

type Callback = (error: Error | null, result?: Count) => void;

/** the store answers within this or the request goes on unlimited */
const STORE_TIMEOUT_MS = 1000;
const LOG_EVERY_MS = 30_000;

// synchronous_commit off for this statement only: a counter that loses its last hits in a
// database crash is harmless, and a hit need not wait for the WAL to reach the disk
const HIT = (key: string, windowMs: number) => sql`
  insert into rate_limits as r (key, hits, resets_at)
  select ${key}, 1, now() + ${windowMs} * interval '1 millisecond'
  from (select set_config('synchronous_commit', 'off', true)) as local_setting
  on conflict (key) do update set
    hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
    resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
  returning hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl`;

const READ = (key: string) => sql`
  select hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl
  from rate_limits where key = ${key} and resets_at > now()`;

interface Row {
  hits: number;
  ttl: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rate-limit store did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Logs store failures: the first at once, then at most one line per `LOG_EVERY_MS` with a count. */
export class StoreFailureLog {
  private failuresSinceLog = 0;
  private lastLogAt = 0;

  constructor(private readonly log: FastifyBaseLogger) {}

  record(err: Error): void {
    this.failuresSinceLog += 1;
    const now = Date.now();
    if (now - this.lastLogAt < LOG_EVERY_MS) return;
    this.log.error(
      { err, failures: this.failuresSinceLog },
      'rate-limit store failed: requests pass unlimited until it answers again',
    );
    this.lastLogAt = now;
    this.failuresSinceLog = 0;
  }
}

export class SqlRateLimitStore {
  private readonly failures: StoreFailureLog;
  private readonly batched: BatchedSqlRateLimitStore;

  constructor(
    private readonly database: Database,
    log: FastifyBaseLogger,
    private readonly timeoutMs = STORE_TIMEOUT_MS,
  ) {
    this.failures = new StoreFailureLog(log);
    this.batched = new BatchedSqlRateLimitStore(database, this.failures);
  }

  /** Counts one hit of `key` in a window of `timeWindow` ms (the library's store interface). */
  incr(key: string, callback: Callback, timeWindow: number): void {
    this.answer(this.database.db.execute(HIT(key, timeWindow)), callback, { current: 1, ttl: timeWindow });
  }

  /** The count of `key` without counting (for limits that count only failures). */
  read(key: string, callback: Callback): void {
    this.answer(this.database.db.execute(READ(key)), callback, { current: 0, ttl: 0 });
  }

  /**
   * The store of one limit (the library calls this with the limit's options): every limit
   * shares the one table, keys carry their group; `sharing: 'batched'` limits count in batches.
   */
  child(options: { sharing?: Sharing }): SqlRateLimitStore | BatchedSqlRateLimitStore {
    return options.sharing === 'batched' ? this.batched : this;
  }

  private answer(query: PromiseLike<unknown>, callback: Callback, ifNoRow: Count): void {
    withTimeout(Promise.resolve(query), this.timeoutMs).then(
      (result) => {
        const row = (result as { rows: Row[] }).rows[0];
        callback(null, row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : ifNoRow);
      },
      (err: Error) => {
        this.failures.record(err);
        callback(err);
      },
    );
  }
}
