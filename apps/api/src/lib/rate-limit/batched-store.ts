/**
 * Shared counters for the high-rate groups (cheap catalogue reads, pictures) on PostgreSQL. One
 * upsert per hit cut a cached menu read from ~4,800 to ~1,000 requests a second on one instance
 * (every read became a database write); here each instance counts in memory and adds what it
 * counted to the `rate_limits` row every `FLUSH_EVERY_MS`, in one statement for all keys, reading
 * back the total of every instance. The count is shared, late by at most one flush: a flood gets
 * through at most `FLUSH_EVERY_MS` of its rate per instance beyond the limit, nothing for a cap
 * of thousands. The security groups (codes, operator token, orders, search) stay exact
 * (sql-store.ts).
 *
 * A flush that fails is logged like the exact store's failures; the instance keeps its own
 * counts meanwhile, so it still limits what it sees itself.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { Count, StoreFailureLog } from './sql-store.js';

export const FLUSH_EVERY_MS = 200;

interface Entry {
  /** the total of every instance at the last flush, ours included */
  shared: number;
  /** counted here since */
  pending: number;
  /** being written by the flush in flight */
  flushing: number;
  resetsAt: number;
  windowMs: number;
}

interface Row {
  key: string;
  hits: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: Count) => void;

export class BatchedSqlRateLimitStore {
  private readonly entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly database: Database,
    private readonly failures: StoreFailureLog,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.resetsAt <= now) {
      entry = { shared: 0, pending: 0, flushing: 0, resetsAt: now + timeWindow, windowMs: timeWindow };
      this.entries.set(key, entry);
    }
    entry.pending += 1;
    this.schedule();
    callback(null, { current: entry.shared + entry.flushing + entry.pending, ttl: entry.resetsAt - now });
  }

  read(key: string, callback: Callback): void {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (!entry || entry.resetsAt <= now) return callback(null, { current: 0, ttl: 0 });
    callback(null, { current: entry.shared + entry.flushing + entry.pending, ttl: entry.resetsAt - now });
  }

  /** Writes what was counted since the last flush; resolves when written (tests, shutdown). */
  flush(): Promise<void> {
    this.inFlight ??= this.write().finally(() => {
      this.inFlight = undefined;
      if ([...this.entries.values()].some((e) => e.pending > 0)) this.schedule();
    });
    return this.inFlight;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushEveryMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const now = Date.now();
    const batch: Array<{ k: string; n: number; w: number }> = [];
    for (const [key, entry] of this.entries) {
      if (entry.resetsAt <= now && entry.pending === 0) {
        this.entries.delete(key); // its window is over: nothing to keep
      } else if (entry.pending > 0) {
        entry.flushing = entry.pending;
        entry.pending = 0;
        batch.push({ k: key, n: entry.flushing, w: entry.windowMs });
      }
    }
    if (!batch.length) return;
    try {
      const rows = await rowsOf<Row>(
        this.database.db,
        sql`
        insert into rate_limits as r (key, hits, resets_at)
        select t.k, t.n, now() + t.w * interval '1 millisecond'
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as t(k text, n int, w int),
          (select set_config('synchronous_commit', 'off', true)) as local_setting
        on conflict (key) do update set
          hits = case when r.resets_at <= now() then excluded.hits else r.hits + excluded.hits end,
          resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
        returning key, hits, ceil(extract(epoch from (resets_at - now())) * 1000)::int as ttl`,
      );
      const at = Date.now();
      for (const row of rows) {
        const entry = this.entries.get(row.key);
        if (!entry) continue;
        entry.shared = Number(row.hits);
        entry.flushing = 0;
        entry.resetsAt = at + Math.max(0, Number(row.ttl));
      }
    } catch (err) {
      this.failures.record(err as Error);
      // not written: counted as our own until the window ends, so this instance still limits
      for (const { k } of batch) {
        const entry = this.entries.get(k);
        if (!entry) continue;
        entry.shared += entry.flushing;
        entry.flushing = 0;
      }
    }
  }
}
