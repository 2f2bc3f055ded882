/**
 * The clean-up of expired rows (modules/housekeeping) on a real database: what is past its time
 * goes, what a rule may still read stays, a backlog goes in batches, and two API instances
 * running it at once (two connection pools on PostgreSQL) neither fail nor both work.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { idempotencyKeys, rateLimits, sessions, signInCodes } from '../src/db/schema.js';
import { seedDemo } from '../src/db/seed/seed.js';
import type { Clock } from '../src/lib/clock.js';
import { tryHousekeepingLock } from '../src/modules/housekeeping/cleanup-repo.js';
import { deleteExpiredRows, startHousekeeping } from '../src/modules/housekeeping/housekeeping.js';
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

    const result = await deleteExpiredRows({ database: a, clock, log: silent });
    expect(result).toEqual({
      deleted: { signInCodes: 1, sessions: 2, idempotencyKeys: 1, rateLimits: 1 },
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

    // nothing left to do: a second run deletes nothing
    expect((await deleteExpiredRows({ database: a, clock, log: silent })).deleted).toEqual({
      signInCodes: 0,
      sessions: 0,
      idempotencyKeys: 0,
      rateLimits: 0,
    });
  });

  it('deletes a backlog in bounded batches', async () => {
    const phone = await insertCodes(ago(30 * HOUR), 2_345);
    const result = await deleteExpiredRows({ database: a, clock, log: silent, batchSize: 500 });
    expect(result.deleted.signInCodes).toBe(2_345);
    expect(await codesOf([phone])).toEqual([]);
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

  it('runs on a timer, logs the counts at info level, and stops', async () => {
    const lines: Array<{ level: number; msg: string; deleted?: Record<string, number> }> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const phone = await insertCodes(ago(26 * HOUR), 3);
    const timer = startHousekeeping({ database: a, clock, log }, 50);
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.msg.includes('expired rows deleted')) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await timer.stop();
    const info = lines.find((l) => l.msg.includes('expired rows deleted'));
    expect(info).toMatchObject({ level: 30, msg: 'clean-up: 3 expired rows deleted' });
    expect(info!.deleted).toEqual({ signInCodes: 3, sessions: 0, idempotencyKeys: 0, rateLimits: 0 });
    expect(await codesOf([phone])).toEqual([]);

    // stopped: nothing runs any more
    const after = await insertCodes(ago(26 * HOUR));
    await new Promise((r) => setTimeout(r, 300));
    expect(await codesOf([after])).toEqual([after]);
  });
});
