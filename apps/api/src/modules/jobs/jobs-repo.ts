/** Queries of the job queue; each takes the database or a transaction. */
import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['state'];

/**
 * Adds a job unless one of its kind has the key already: answers the job of that key, new or
 * not. `on conflict do nothing` never fails the caller's transaction (no unique violation).
 */
export async function insertJob(
  db: DbOrTx,
  job: { kind: string; key: string; payload: Record<string, unknown>; maxAttempts: number; runAt: Date },
): Promise<{ job: { id: number; state: JobState }; isNew: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({ ...job, updatedAt: job.runAt })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] })
    .returning({ id: jobs.id, state: jobs.state });
  if (inserted) return { job: inserted, isNew: true };
  const [existing] = await db
    .select({ id: jobs.id, state: jobs.state })
    .from(jobs)
    .where(and(eq(jobs.kind, job.kind), eq(jobs.key, job.key)))
    .limit(1);
  return { job: existing!, isNew: false };
}

/**
 * A recurring job's row: added, or made due again when it had ended (DONE or DEAD, e.g. the
 * interval was 0 for a while). A waiting or running one is left as it is.
 */
export async function ensureRecurringJob(
  db: DbOrTx,
  job: { kind: string; key: string; maxAttempts: number; runAt: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ ...job, payload: {}, updatedAt: job.runAt })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: { state: 'PENDING', runAt: job.runAt, attempts: 0, finishedAt: null, updatedAt: job.runAt },
      setWhere: inArray(jobs.state, ['DONE', 'DEAD']),
    });
}

/** A claimed job, as the worker needs it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
}

/** A PostgreSQL array literal of texts (kinds are names from the code, quoted all the same). */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Claims up to `limit` due jobs of the given kinds (`jobs_claim`, migration 0013): PENDING ones
 * whose time has come and RUNNING ones whose lease has ended (their worker died). Each becomes
 * RUNNING with one more attempt and `run_at` at the end of its kind's lease (`leaseMs`, parallel
 * to `kinds`). A lease that ended on the job's last attempt makes it DEAD instead (returned too,
 * so the caller can log it). Rows other workers hold are skipped, never waited for.
 */
export async function claimDueJobs(
  db: DbOrTx,
  kinds: readonly string[],
  leaseMs: readonly number[],
  now: Date,
  limit: number,
): Promise<ClaimedJob[]> {
  if (!kinds.length || limit <= 0) return [];
  const rows = await rowsOf<{
    id: number | string;
    kind: string;
    key: string;
    payload: unknown;
    state: JobState;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
  }>(
    db,
    sql`select * from jobs_claim(${textArray(kinds)}::text[], ${`{${leaseMs.map((ms) => Math.round(ms)).join(',')}}`}::int[], ${now.toISOString()}::timestamptz, ${limit}::int)`,
  );
  // node-postgres answers a bigint as a string
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    key: r.key,
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
    state: r.state,
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    lastError: r.last_error,
  }));
}

/** The claim a worker holds: the job and the attempt it claimed (a later claim has another). */
export interface Claim {
  id: number;
  attempts: number;
}
const heldBy = (claim: Claim) =>
  and(eq(jobs.id, claim.id), eq(jobs.attempts, claim.attempts), eq(jobs.state, 'RUNNING'));

/**
 * Records the end of a run, only while the worker still holds the claim: a run whose lease ended
 * and was claimed again elsewhere changes nothing (that claim finishes it). Answers whether it
 * held.
 */
export async function finishJob(
  db: DbOrTx,
  claim: Claim,
  end:
    | { state: 'DONE' | 'DEAD'; now: Date; lastError: string | null; clearPayload: boolean }
    | { state: 'PENDING'; now: Date; runAt: Date; attempts: number; lastError: string | null },
): Promise<boolean> {
  const set =
    end.state === 'PENDING'
      ? { state: end.state, runAt: end.runAt, attempts: end.attempts, lastError: end.lastError }
      : {
          state: end.state,
          finishedAt: end.now,
          lastError: end.lastError,
          ...(end.clearPayload ? { payload: {} } : {}),
        };
  const rows = await db
    .update(jobs)
    .set({ ...set, updatedAt: end.now })
    .where(heldBy(claim))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Hands claims back unfinished (the app is stopping): due at once for another worker. */
export async function releaseClaims(db: DbOrTx, claims: readonly Claim[], now: Date): Promise<number> {
  let released = 0;
  for (const claim of claims) {
    const rows = await db
      .update(jobs)
      .set({ state: 'PENDING', runAt: now, updatedAt: now, lastError: 'the app stopped during the run' })
      .where(heldBy(claim))
      .returning({ id: jobs.id });
    released += rows.length;
  }
  return released;
}

/** When the next job of these kinds is due (or its lease ends), if any (`jobs_next_due`). */
export async function nextDueAt(db: DbOrTx, kinds: readonly string[]): Promise<Date | null> {
  if (!kinds.length) return null;
  const rows = await rowsOf<{ at: Date | string | null }>(
    db,
    sql`select jobs_next_due(${textArray(kinds)}::text[]) as at`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/* ------------------------------------------------------------------ the back office's view */

/** DEAD jobs, and failing ones: waiting for another try after an error. */
const deadLetterWhere = (filter: { state?: 'DEAD' | 'FAILING'; kind?: string }) =>
  and(
    filter.state === 'DEAD'
      ? eq(jobs.state, 'DEAD')
      : filter.state === 'FAILING'
        ? and(eq(jobs.state, 'PENDING'), isNotNull(jobs.lastError))
        : or(eq(jobs.state, 'DEAD'), and(eq(jobs.state, 'PENDING'), isNotNull(jobs.lastError))),
    filter.kind ? eq(jobs.kind, filter.kind) : undefined,
  );

export async function listDeadLetters(
  db: DbOrTx,
  filter: { state?: 'DEAD' | 'FAILING'; kind?: string },
  page: number,
  size: number,
): Promise<{ rows: JobRow[]; total: number }> {
  const where = deadLetterWhere(filter);
  const [total] = await db.select({ n: count() }).from(jobs).where(where);
  const rows = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: total?.n ?? 0 };
}

/** How many jobs are in each state (the screen's summary line). */
export async function countByState(db: DbOrTx): Promise<Record<JobState | 'FAILING', number>> {
  const rows = await rowsOf<{
    pending: number;
    running: number;
    done: number;
    dead: number;
    failing: number;
  }>(
    db,
    sql`
    select count(*) filter (where state = 'PENDING')::int as pending,
           count(*) filter (where state = 'RUNNING')::int as running,
           count(*) filter (where state = 'DONE')::int as done,
           count(*) filter (where state = 'DEAD')::int as dead,
           count(*) filter (where state = 'PENDING' and last_error is not null)::int as failing
    from ${jobs}`,
  );
  const r = rows[0]!;
  return {
    PENDING: Number(r.pending),
    RUNNING: Number(r.running),
    DONE: Number(r.done),
    DEAD: Number(r.dead),
    FAILING: Number(r.failing),
  };
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** A manual retry: due now with a fresh set of attempts, if it is still DEAD or waiting. */
export async function requeueJob(db: DbOrTx, id: number, now: Date): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ state: 'PENDING', runAt: now, attempts: 0, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['DEAD', 'PENDING'])))
    .returning();
  return row;
}

/** Discards a DEAD or waiting job (its key may be enqueued again); a running one is left. */
export async function deleteJob(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), inArray(jobs.state, ['DEAD', 'PENDING'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
