/**
 * The clean-up of expired rows (modules/housekeeping) on a real database: what is past its time
 * goes, what a rule may still read stays, a backlog goes in batches, and two API instances
 * running it at once (two connection pools on PostgreSQL) neither fail nor both work. It runs as
 * a recurring job of the queue (modules/jobs): one row, run by one instance per interval.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import {
  idempotencyKeys,
  jobs,
  notificationDeliveries,
  rateLimits,
  sessions,
  signInCodes,
} from '../src/db/schema.js';
import { seedDemo } from '../src/db/seed/seed.js';
import type { Clock } from '../src/lib/clock.js';
import { tryHousekeepingLock } from '../src/modules/housekeeping/cleanup-repo.js';
import { deleteExpiredRows, registerHousekeeping } from '../src/modules/housekeeping/housekeeping.js';
import { JobQueue } from '../src/modules/jobs/index.js';
import { createCustomer, uniquePhone } from './customer-fixtures.js';
import { createPostgresDatabase, databaseKinds } from './harness.js';

const HOUR = 60 * 60 * 1000;
const silent = pino({ level: 'silent' });

/** Two API instances on one database: two pools on PostgreSQL; PGlite has one process, one connection. */
async function openInstances(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    return { a: database, b: database, close: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const a = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  const b = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 4 });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await created.drop();
    },
  };
}

describe.each(databaseKinds())('clean-up of expired rows on %s', (kind) => {
  let a: Database;
  let b: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await openInstances(kind));
    await seedDemo(a.db);
  });
  afterAll(() => close?.());

  const now = new Date();
  const clock: Clock = { now: () => now };
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const insertCodes = async (sentAt: Date, count = 1) => {
    const phone = uniquePhone();
    await a.db.execute(sql`
      insert into sign_in_codes (retail_network_id, phone, code_hash, sent_at, expires_at)
      select 1, ${phone}, 'hash', ${sentAt.toISOString()}::timestamptz, ${sentAt.toISOString()}::timestamptz + interval '5 minutes'
      from generate_series(1, ${count})`);
    return phone;
  };
  const codesOf = async (phones: string[]) =>
    (
      await a.db
        .select({ phone: signInCodes.phone })
        .from(signInCodes)
        .where(inArray(signInCodes.phone, phones))
    ).map((r) => r.phone);
  const insertSession = async (expiresAt: Date, revokedAt: Date | null = null) => {
    const customer = await createCustomer(a.db);
    const [row] = await a.db
      .insert(sessions)
      .values({
        customerId: customer.id,
        tokenHash: randomUUID(),
        expiresAt,
        revokedAt,
        createdAt: ago(HOUR),
      })
      .returning({ id: sessions.id });
    return row!.id;
  };
  const insertKey = async (createdAt: Date) => {
    const key = randomUUID();
    await a.db.insert(idempotencyKeys).values({ key, retailNetworkId: 1, requestHash: 'h', createdAt });
    return key;
  };
  const insertRateLimit = async (resetsAt: Date) => {
    const key = `test:${randomUUID()}`;
    await a.db.insert(rateLimits).values({ key, hits: 3, resetsAt });
    return key;
  };
  const expiredCodeCount = async () => {
    const cutoff = ago(25 * HOUR).toISOString();
    const { rows } = (await a.db.execute(
      sql`select count(*)::int as n from sign_in_codes where sent_at < ${cutoff}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    return Number(rows[0]!.n);
  };

  it('deletes what is past its time and keeps what a rule may still read', async () => {
    const oldCode = await insertCodes(ago(26 * HOUR));
    const dayOldCode = await insertCodes(ago(24 * HOUR)); // the daily cap still counts it
    const newCode = await insertCodes(now);
    const expired = await insertSession(ago(60_000));
    const live = await insertSession(new Date(now.getTime() + 30 * 24 * HOUR));
    const revokedLongAgo = await insertSession(new Date(now.getTime() + 24 * HOUR), ago(25 * HOUR));
    const revokedLately = await insertSession(new Date(now.getTime() + 24 * HOUR), ago(HOUR));
    const oldKey = await insertKey(ago(25 * HOUR));
    const liveKey = await insertKey(ago(23 * HOUR));
    const endedWindow = await insertRateLimit(ago(2 * 60_000));
    const justEndedWindow = await insertRateLimit(ago(10_000));
    const runningWindow = await insertRateLimit(new Date(now.getTime() + 60_000));
    const job = (key: string, state: 'DONE' | 'DEAD' | 'PENDING', finishedAt: Date | null) => ({
      kind: 'test',
      key: `${key}-${randomUUID()}`,
      state,
      maxAttempts: 3,
      finishedAt,
    });
    const jobRows = await a.db
      .insert(jobs)
      .values([
        job('done-4-days', 'DONE', ago(4 * 24 * HOUR)),
        job('done-2-days', 'DONE', ago(2 * 24 * HOUR)),
        job('dead-31-days', 'DEAD', ago(31 * 24 * HOUR)),
        job('dead-4-days', 'DEAD', ago(4 * 24 * HOUR)),
        job('pending', 'PENDING', null),
      ])
      .returning({ id: jobs.id, key: jobs.key });
    // "sent" marks of messages (modules/notifications), keyed by their job's key
    const mark = (name: string, sentAt: Date) => ({ key: `${randomUUID()}:${name}`, sentAt });
    const marks = [
      mark('32-days', ago(32 * 24 * HOUR)),
      mark('29-days', ago(29 * 24 * HOUR)), // a DEAD job retried now must still find it
      mark('4-days', ago(4 * 24 * HOUR)),
      mark('now', now),
    ];
    await a.db.insert(notificationDeliveries).values(marks);

    const result = await deleteExpiredRows({ database: a, clock, log: silent });
    expect(result).toEqual({
      deleted: {
        signInCodes: 1,
        sessions: 2,
        idempotencyKeys: 1,
        rateLimits: 1,
        jobs: 2,
        notificationMarks: 1,
      },
      isSkipped: false,
    });

    expect((await codesOf([oldCode, dayOldCode, newCode])).sort()).toEqual([dayOldCode, newCode].sort());
    const sessionIds = (
      await a.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [expired, live, revokedLongAgo, revokedLately]))
    ).map((r) => r.id);
    expect(sessionIds.sort()).toEqual([live, revokedLately].sort());
    const keys = (
      await a.db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, [oldKey, liveKey]))
    ).map((r) => r.key);
    expect(keys).toEqual([liveKey]);
    const windows = (
      await a.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(inArray(rateLimits.key, [endedWindow, justEndedWindow, runningWindow]))
    ).map((r) => r.key);
    expect(windows.sort()).toEqual([justEndedWindow, runningWindow].sort());
    const jobsLeft = await a.db
      .select({ key: jobs.key })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          jobRows.map((j) => j.id),
        ),
      );
    expect(jobsLeft.map((j) => j.key.replace(/-[0-9a-f-]{36}$/, '')).sort()).toEqual([
      'dead-4-days',
      'done-2-days',
      'pending',
    ]);
    const marksLeft = await a.db
      .select({ key: notificationDeliveries.key })
      .from(notificationDeliveries)
      .where(
        inArray(
          notificationDeliveries.key,
          marks.map((m) => m.key),
        ),
      );
    expect(marksLeft.map((m) => m.key.split(':')[1]).sort()).toEqual(['29-days', '4-days', 'now']);

    // nothing left to do: a second run deletes nothing
    expect((await deleteExpiredRows({ database: a, clock, log: silent })).deleted).toEqual({
      signInCodes: 0,
      sessions: 0,
      idempotencyKeys: 0,
      rateLimits: 0,
      jobs: 0,
      notificationMarks: 0,
    });
  });

  it('deletes a backlog in bounded batches', async () => {
    const phone = await insertCodes(ago(30 * HOUR), 2_345);
    const prefix = `backlog-${randomUUID()}`;
    await a.db.execute(sql`
      insert into notification_deliveries (key, sent_at)
      select ${prefix} || ':' || n, ${ago(40 * 24 * HOUR).toISOString()}::timestamptz
      from generate_series(1, 1234) n`);
    const result = await deleteExpiredRows({ database: a, clock, log: silent, batchSize: 500 });
    expect(result.deleted.signInCodes).toBe(2_345);
    expect(result.deleted.notificationMarks).toBe(1_234);
    expect(await codesOf([phone])).toEqual([]);
    const { rows } = (await a.db.execute(
      sql`select count(*)::int as n from notification_deliveries where key like ${`${prefix}:%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('runs on two instances at once without failing or deleting anything twice', async () => {
    const phones = [await insertCodes(ago(26 * HOUR), 1_500), await insertCodes(ago(27 * HOUR), 1_500)];
    const keep = await insertCodes(ago(HOUR));
    const runs = await Promise.all([
      deleteExpiredRows({ database: a, clock, log: silent, batchSize: 100 }),
      deleteExpiredRows({ database: b, clock, log: silent, batchSize: 100 }),
    ]);
    // whichever instance found the lock taken left the rest to the other: together, every row once
    expect(runs[0]!.deleted.signInCodes + runs[1]!.deleted.signInCodes).toBe(3_000);
    expect(await expiredCodeCount()).toBe(0);
    expect(await codesOf([...phones, keep])).toEqual([keep]);
  });

  it.runIf(kind === 'postgres')('leaves the run to the instance holding the lock', async () => {
    const phone = await insertCodes(ago(26 * HOUR), 10);
    await b.db.transaction(async (tx) => {
      expect(await tryHousekeepingLock(tx)).toBe(true);
      const result = await deleteExpiredRows({ database: a, clock, log: silent });
      expect(result.isSkipped).toBe(true);
      expect(result.deleted.signInCodes).toBe(0);
    });
    expect(await codesOf([phone])).toHaveLength(10);
    expect((await deleteExpiredRows({ database: a, clock, log: silent })).deleted.signInCodes).toBe(10);
  });

  it('runs as one recurring job: due 30 s after scheduling, logs the counts, folds the report roll-ups, then due again an interval later', async () => {
    const lines: Array<{ level: number; msg: string; deleted?: Record<string, number> }> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const phone = await insertCodes(ago(26 * HOUR), 3);
    // a part the report roll-ups' triggers appended (modules/reports): the run folds it into its day row
    await a.db.execute(sql`insert into report_hours_delta
      (day, retail_network_id, business_region_id, outlet_id, channel, hour, orders, revenue)
      values ('2001-02-03', 1, 101, 1001, 'web', 13, 2, 51000), ('2001-02-03', 1, 101, 1001, 'web', 13, 1, 9000)`);
    let at = now;
    const movable: Clock = { now: () => at };
    // two instances (two pools on PostgreSQL): each schedules the job at its start
    const queues = [a, b].map((database) => new JobQueue(database, movable, { concurrency: 2, pollMs: 50 }));
    const cleanups = [a, b].map((database, i) =>
      registerHousekeeping(queues[i]!, { database, clock: movable }, 600_000),
    );
    for (const q of queues) await q.start(log);
    for (const c of cleanups) await c.schedule();
    const rows = await a.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'housekeeping'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime() - now.getTime()).toBe(30_000);

    // not due yet: nothing deleted
    await new Promise((r) => setTimeout(r, 300));
    expect(await codesOf([phone])).toHaveLength(3);

    at = new Date(now.getTime() + 31_000);
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.msg.includes('roll-up parts folded')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    const info = lines.filter((l) => l.msg.includes('expired rows deleted'));
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ level: 30, msg: 'clean-up: 3 expired rows deleted' });
    expect(info[0]!.deleted).toMatchObject({
      signInCodes: 3,
      sessions: 0,
      idempotencyKeys: 0,
      rateLimits: 0,
    });
    expect(await codesOf([phone])).toEqual([]);
    expect(lines.filter((l) => l.msg.includes('roll-up parts folded'))).toHaveLength(1);
    const day = sql`day = '2001-02-03' and outlet_id = 1001`;
    const { rows: folded } = (await a.db.execute(
      sql`select orders, revenue::int as revenue from report_hours where ${day}`,
    )) as unknown as { rows: Array<{ orders: number; revenue: number }> };
    expect(folded).toEqual([{ orders: 3, revenue: 60000 }]);
    const { rows: left } = (await a.db.execute(
      sql`select count(*)::int as n from report_hours_delta where ${day}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(left).toEqual([{ n: 0 }]);
    await a.db.execute(sql`delete from report_hours where ${day}`);
    // waiting again, an interval after the run, one row still
    await new Promise((r) => setTimeout(r, 200));
    const [after] = await a.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = 'housekeeping'`);
    expect(after).toMatchObject({ state: 'PENDING', attempts: 0, lastError: null });
    expect(after!.runAt.getTime() - at.getTime()).toBe(600_000);

    for (const q of queues) await q.stop(1000);
    await a.db.delete(jobs).where(sql`${jobs.kind} = 'housekeeping'`);
  });
});
