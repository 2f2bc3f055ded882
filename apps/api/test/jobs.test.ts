/**
 * The durable job queue (modules/jobs) on a real database, PGlite and PostgreSQL: idempotent
 * enqueue, retries with back-off then DEAD, a lease that ends re-runs the job of a worker that
 * died, two workers never run one job twice, a graceful stop, and a job enqueued in a
 * transaction exists only if that transaction commits.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../src/db/client.js';
import { jobs } from '../src/db/schema.js';
import type { Clock } from '../src/lib/clock.js';
import { JobQueue, PermanentJobError, type JobDefinition } from '../src/modules/jobs/index.js';
import { createPostgresDatabase, databaseKinds } from './harness.js';

const log = pino({ level: 'silent' });
// a recurring job's row has the payload {}: n defaults
const ZPayload = z.object({ n: z.number().int().default(0) });
type Payload = z.infer<typeof ZPayload>;

/** Two API instances on one database: two pools on PostgreSQL; PGlite has one process. */
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

async function waitFor(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A clock a test moves; the queue reads due times and leases from it. */
function movableClock() {
  let at = new Date('2030-01-01T00:00:00Z');
  const clock: Clock = { now: () => at };
  return { clock, move: (ms: number) => (at = new Date(at.getTime() + ms)) };
}

describe.each(databaseKinds())('the job queue on %s', (kind) => {
  let a: Database;
  let b: Database;
  let close: () => Promise<void>;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    ({ a, b, close } = await openInstances(kind));
    // what every handler of these tests did: one row per key, so a second run of a key fails
    await a.db.execute(sql`create table job_test_runs (kind text, key text, primary key (kind, key))`);
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(100);
    await close?.();
  });

  /** A queue on `database` with one kind whose handler records its key (a repeat throws). */
  function queueOf(
    database: Database,
    clock: Clock,
    definition: Partial<JobDefinition<Payload>> & { kind: string },
    concurrency = 4,
  ) {
    const queue = new JobQueue(database, clock, { concurrency, pollMs: 50, random: () => 0 });
    queues.push(queue);
    const runs: Array<{ key: string; n: number }> = [];
    const type = queue.register<Payload>({
      payload: ZPayload,
      run: async (payload, ctx) => {
        runs.push({ key: ctx.key, n: payload.n });
        await database.db.execute(
          sql`insert into job_test_runs (kind, key) values (${definition.kind}, ${ctx.key})`,
        );
      },
      ...definition,
    });
    return { queue, type, runs };
  }

  const rowsOf = (kindName: string) =>
    a.db.select().from(jobs).where(eq(jobs.kind, kindName)).orderBy(jobs.id);
  const recorded = async (kindName: string) => {
    const { rows } = (await a.db.execute(
      sql`select count(*)::int as n from job_test_runs where kind = ${kindName}`,
    )) as unknown as { rows: Array<{ n: number }> };
    return Number(rows[0]!.n);
  };

  it('enqueues a key once: the second enqueue answers the first job, and it runs once', async () => {
    const { clock } = movableClock();
    const { queue, type, runs } = queueOf(a, clock, { kind: `once-${kind}` });
    const first = await queue.enqueue(a.db, type, 'order-1', { n: 1 });
    const second = await queue.enqueue(a.db, type, 'order-1', { n: 2 });
    expect(first.isNew).toBe(true);
    expect(second).toEqual({ id: first.id, isNew: false, state: 'PENDING' });
    await queue.start(log);
    await waitFor(async () => (await rowsOf(`once-${kind}`))[0]?.state === 'DONE');
    // after it is done, the same key is still the same job
    expect((await queue.enqueue(a.db, type, 'order-1', { n: 3 })).id).toBe(first.id);
    await new Promise((r) => setTimeout(r, 150));
    expect(runs).toEqual([{ key: 'order-1', n: 1 }]);
    const rows = await rowsOf(`once-${kind}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'DONE', attempts: 1, payload: { n: 1 }, lastError: null });
  });

  it('retries a failing job after a growing back-off, then gives up as DEAD', async () => {
    const { clock, move } = movableClock();
    let tries = 0;
    const { queue, type } = queueOf(a, clock, {
      kind: `failing-${kind}`,
      maxAttempts: 3,
      backoff: { baseMs: 10_000, maxMs: 60_000 },
      run: async () => {
        tries++;
        throw new Error(`provider down (try ${tries})`);
      },
    });
    await queue.start(log);
    await queue.enqueue(a.db, type, 'k', { n: 1 });
    const row = async () => (await rowsOf(`failing-${kind}`))[0]!;
    await waitFor(async () => (await row()).lastError !== null);
    let r = await row();
    // random() is 0: half the wait, 5 s after the first failure
    expect(r).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'Error: provider down (try 1)' });
    expect(r.runAt.getTime() - clock.now().getTime()).toBe(5_000);

    // not due before its time
    move(4_000);
    queue.wake();
    await new Promise((r) => setTimeout(r, 150));
    expect(tries).toBe(1);

    move(1_000);
    queue.wake();
    await waitFor(async () => (await row()).attempts === 2 && (await row()).state === 'PENDING');
    r = await row();
    expect(r.lastError).toBe('Error: provider down (try 2)');
    expect(r.runAt.getTime() - clock.now().getTime()).toBe(10_000);

    move(10_000);
    queue.wake();
    await waitFor(async () => (await row()).state === 'DEAD');
    r = await row();
    expect(r).toMatchObject({ state: 'DEAD', attempts: 3, lastError: 'Error: provider down (try 3)' });
    expect(r.finishedAt).toEqual(clock.now());
    move(3_600_000);
    queue.wake();
    await new Promise((r) => setTimeout(r, 150));
    expect(tries).toBe(3);
  });

  it('makes a job DEAD at once on a permanent failure or a payload it cannot read', async () => {
    const { clock } = movableClock();
    const { queue, type } = queueOf(a, clock, {
      kind: `permanent-${kind}`,
      run: async (p) => {
        if (p.n === 1) throw new PermanentJobError('the number does not exist');
      },
    });
    await queue.enqueue(a.db, type, 'refused', { n: 1 });
    await a.db.insert(jobs).values({
      kind: `permanent-${kind}`,
      key: 'garbled',
      payload: { n: 'x' },
      maxAttempts: 5,
      runAt: clock.now(),
    });
    await queue.start(log);
    await waitFor(async () => (await rowsOf(`permanent-${kind}`)).every((j) => j.state === 'DEAD'));
    const rows = await rowsOf(`permanent-${kind}`);
    expect(rows.map((j) => [j.key, j.attempts])).toEqual([
      ['refused', 1],
      ['garbled', 1],
    ]);
    expect(rows[0]!.lastError).toBe('PermanentJobError: the number does not exist');
    expect(rows[1]!.lastError).toMatch(/^PermanentJobError: payload refused/);
  });

  it('runs again the job of a worker that died mid-run once its lease ends; the late finish changes nothing', async () => {
    const { clock, move } = movableClock();
    const jobKind = `lease-${kind}`;
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    // worker A takes the job and never finishes in time (its process "died")
    const dying = queueOf(a, clock, { kind: jobKind, leaseMs: 30_000, run: () => hung });
    // worker B, another instance
    const healthy = queueOf(b, clock, { kind: jobKind, leaseMs: 30_000 });
    await dying.queue.enqueue(a.db, dying.type, 'k', { n: 1 });
    await dying.queue.start(log);
    await waitFor(async () => (await rowsOf(jobKind))[0]?.state === 'RUNNING');
    let [row] = await rowsOf(jobKind);
    expect(row!.attempts).toBe(1);
    expect(row!.runAt.getTime() - clock.now().getTime()).toBe(30_000);

    await healthy.queue.start(log);
    await new Promise((r) => setTimeout(r, 150));
    expect(healthy.runs).toEqual([]); // the lease holds

    move(30_001);
    healthy.queue.wake();
    await waitFor(async () => (await rowsOf(jobKind))[0]?.state === 'DONE');
    [row] = await rowsOf(jobKind);
    expect(row).toMatchObject({ state: 'DONE', attempts: 2 });
    expect(healthy.runs).toEqual([{ key: 'k', n: 1 }]);

    // the "dead" worker comes back and finishes: its claim is gone, the row stays as B left it
    release();
    await waitFor(() => dying.queue.runningCount === 0);
    [row] = await rowsOf(jobKind);
    expect(row).toMatchObject({ state: 'DONE', attempts: 2, lastError: null });
  });

  it('makes DEAD a job whose worker died during its last attempt', async () => {
    const { clock, move } = movableClock();
    const jobKind = `lease-last-${kind}`;
    const { queue } = queueOf(a, clock, { kind: jobKind, leaseMs: 30_000 });
    await a.db.insert(jobs).values({
      kind: jobKind,
      key: 'k',
      state: 'RUNNING',
      attempts: 3,
      maxAttempts: 3,
      runAt: new Date(clock.now().getTime() + 1000),
    });
    move(1001);
    await queue.start(log);
    await waitFor(async () => (await rowsOf(jobKind))[0]?.state === 'DEAD');
    expect((await rowsOf(jobKind))[0]).toMatchObject({
      attempts: 3,
      lastError: 'its worker stopped during its last attempt (the lease ended)',
    });
    expect(await recorded(jobKind)).toBe(0);
  });

  it('shares work between two workers without running any job twice', async () => {
    const { clock } = movableClock();
    const jobKind = `shared-${kind}`;
    const ranBy = { a: 0, b: 0 };
    const slow = async (database: Database, key: string) => {
      ranBy[database === a ? 'a' : 'b']++;
      await new Promise((r) => setTimeout(r, 2));
      await database.db.execute(sql`insert into job_test_runs (kind, key) values (${jobKind}, ${key})`);
    };
    const one = queueOf(a, clock, { kind: jobKind, run: (_p, ctx) => slow(a, ctx.key) });
    const two = queueOf(b, clock, { kind: jobKind, run: (_p, ctx) => slow(b, ctx.key) });
    const total = 150;
    await one.queue.start(log);
    await two.queue.start(log);
    for (let i = 0; i < total; i++) await one.queue.enqueue(a.db, one.type, `job-${i}`, { n: i });
    await waitFor(async () => (await rowsOf(jobKind)).every((j) => j.state === 'DONE'), 30_000);
    const rows = await rowsOf(jobKind);
    expect(rows).toHaveLength(total);
    // each attempt is one claim: a second claim of a job would show as attempts 2 (or a failed
    // insert of its key, which would leave it PENDING with an error)
    expect(rows.filter((j) => j.attempts !== 1)).toEqual([]);
    expect(await recorded(jobKind)).toBe(total);
    expect(ranBy.a + ranBy.b).toBe(total);
    // on PostgreSQL both instances took a share (PGlite's "two" are one database object)
    if (kind === 'postgres') expect(Math.min(ranBy.a, ranBy.b)).toBeGreaterThan(0);
  });

  it('stops gracefully: running jobs finish within the deadline, unstarted ones stay PENDING', async () => {
    const { clock } = movableClock();
    const jobKind = `stop-${kind}`;
    const gates = new Map<string, () => void>();
    const started: string[] = [];
    const { queue, type } = queueOf(
      a,
      clock,
      {
        kind: jobKind,
        run: (_p, ctx) =>
          new Promise<void>((resolve) => {
            started.push(ctx.key);
            gates.set(ctx.key, resolve);
          }),
      },
      2,
    );
    for (let i = 0; i < 5; i++) await queue.enqueue(a.db, type, `job-${i}`, { n: i });
    await queue.start(log);
    await waitFor(() => started.length === 2);
    const stopping = queue.stop(5_000);
    // the running ones finish after the stop began: they are recorded DONE
    setTimeout(() => gates.forEach((open) => open()), 100);
    expect(await stopping).toEqual({ finished: 2, released: 0 });
    const rows = await rowsOf(jobKind);
    expect(
      rows
        .filter((j) => j.state === 'DONE')
        .map((j) => j.key)
        .sort(),
    ).toEqual([...started].sort());
    expect(rows.filter((j) => j.state === 'PENDING')).toHaveLength(3);
    expect(rows.filter((j) => j.state === 'PENDING').every((j) => j.attempts === 0)).toBe(true);
  });

  it('hands back a job still running at the stop deadline, due at once for another worker', async () => {
    const { clock } = movableClock();
    const jobKind = `stop-late-${kind}`;
    const { queue, type } = queueOf(a, clock, { kind: jobKind, run: () => new Promise<void>(() => {}) });
    await queue.enqueue(a.db, type, 'forever', { n: 1 });
    await queue.start(log);
    await waitFor(async () => (await rowsOf(jobKind))[0]?.state === 'RUNNING');
    expect(await queue.stop(100)).toEqual({ finished: 0, released: 1 });
    expect((await rowsOf(jobKind))[0]).toMatchObject({
      state: 'PENDING',
      attempts: 1,
      lastError: 'the app stopped during the run',
    });
    expect((await rowsOf(jobKind))[0]!.runAt).toEqual(clock.now());
  });

  it('enqueues inside the caller’s transaction: nothing after a rollback, a run soon after a commit', async () => {
    const { clock } = movableClock();
    const jobKind = `tx-${kind}`;
    const { queue, type, runs } = queueOf(a, clock, { kind: jobKind });
    // polling far away: only the wake-up after the commit can run it soon
    (queue as unknown as { options: { pollMs: number } }).options.pollMs = 600_000;
    await queue.start(log);
    await expect(
      a.db.transaction(async (tx) => {
        await queue.enqueue(tx, type, 'rolled-back', { n: 1 });
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    await a.db.transaction(async (tx) => {
      await queue.enqueue(tx, type, 'committed', { n: 2 });
    });
    await waitFor(() => runs.length === 1, 5_000);
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toEqual([{ key: 'committed', n: 2 }]);
    expect((await rowsOf(jobKind)).map((j) => [j.key, j.state])).toEqual([['committed', 'DONE']]);
  });

  it('a recurring job is never DEAD: after its last failed try it waits for its next run', async () => {
    const { clock } = movableClock();
    const jobKind = `recurring-${kind}`;
    const { queue } = queueOf(a, clock, {
      kind: jobKind,
      repeatEveryMs: 600_000,
      maxAttempts: 1,
      run: async () => {
        throw new Error('database away');
      },
    });
    await queue.ensureRecurring({ kind: jobKind }, clock.now());
    await queue.start(log);
    await waitFor(async () => (await rowsOf(jobKind))[0]?.lastError !== null);
    const [row] = await rowsOf(jobKind);
    expect(row).toMatchObject({
      key: 'recurring',
      state: 'PENDING',
      attempts: 0,
      lastError: 'Error: database away',
    });
    expect(row!.runAt.getTime() - clock.now().getTime()).toBe(600_000);
  });
});
