/**
 * The periodic clean-up of rows past their time (expired sign-in codes, sessions, idempotency
 * keys, rate-limit windows, finished jobs and the notifications' "sent" marks; retention.ts says
 * how long each is kept), run as a
 * recurring job of the queue (modules/jobs). Safe with several API instances: one claims the job,
 * and each batch runs in its own short transaction holding an advisory lock, so an instance that
 * finds the lock taken leaves the run to the instance holding it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/index.js';
import { compactReportRollups } from '../reports/index.js';
import { EXPIRED_KINDS, deleteExpiredBatch, tryHousekeepingLock, type ExpiredKind } from './cleanup-repo.js';
import { cutoffsAt } from './retention.js';

/**
 * rows per statement: a backlog of millions goes in many short transactions, so no table is
 * locked for long and, on PGlite's one connection, requests get their turn between batches
 */
const CLEANUP_BATCH_SIZE = 500;
/** the first run after start comes this soon (or at the interval, when that is shorter) */
const FIRST_RUN_AFTER_MS = 30_000;

export interface HousekeepingDeps {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
}

export interface CleanupResult {
  deleted: Record<ExpiredKind, number>;
  /** another instance held the lock: it does the work this time */
  isSkipped: boolean;
}

/** One clean-up run; `shouldStop` is asked between batches (the app is closing). */
export async function deleteExpiredRows(
  { database, clock, batchSize = CLEANUP_BATCH_SIZE }: HousekeepingDeps,
  shouldStop: () => boolean = () => false,
): Promise<CleanupResult> {
  const cut = cutoffsAt(clock.now());
  const deleted = Object.fromEntries(EXPIRED_KINDS.map((k) => [k, 0])) as Record<ExpiredKind, number>;
  for (const kind of EXPIRED_KINDS) {
    for (;;) {
      if (shouldStop()) return { deleted, isSkipped: false };
      const count = await database.db.transaction(async (tx) =>
        (await tryHousekeepingLock(tx)) ? deleteExpiredBatch(tx, kind, cut, batchSize) : null,
      );
      if (count === null) return { deleted, isSkipped: true };
      deleted[kind] += count;
      if (count < batchSize) break;
      await nextTurn();
    }
  }
  return { deleted, isSkipped: false };
}

/** the clean-up's one row in the job queue (a recurring job: modules/jobs) */
const HOUSEKEEPING_JOB = 'housekeeping';

export interface Housekeeping {
  /**
   * Makes sure the clean-up's recurring job exists: its first run comes 30 s from now (or at the
   * interval, when that is shorter); a job already waiting keeps its time. server.ts calls it;
   * in-process tests do not, and call `deleteExpiredRows` themselves.
   */
  schedule(): Promise<void>;
}

/**
 * The clean-up as a recurring job of the queue: one row, so one instance runs it per interval
 * whatever the number of instances (the claim's `SKIP LOCKED` and lease; the per-batch advisory
 * lock still guards a run whose lease ended while it was working). Runs never overlap on one
 * instance, and the next is due `intervalMs` after one ends. 0 disables it.
 */
export function registerHousekeeping(
  jobs: JobQueue,
  deps: Omit<HousekeepingDeps, 'log'>,
  intervalMs: number,
): Housekeeping {
  if (intervalMs <= 0) return { schedule: async () => {} };
  const type = jobs.register({
    kind: HOUSEKEEPING_JOB,
    payload: z.object({}),
    repeatEveryMs: intervalMs,
    // a database outage: two more tries, then the next regular run
    maxAttempts: 3,
    // a backlog of millions takes a while; another instance waits this long before taking over
    leaseMs: 10 * 60 * 1000,
    run: (_payload, ctx) => runCleanup({ ...deps, log: ctx.log }, () => ctx.signal.aborted),
  });
  return {
    schedule: () =>
      jobs.ensureRecurring(
        type,
        new Date(deps.clock.now().getTime() + Math.min(FIRST_RUN_AFTER_MS, intervalMs)),
      ),
  };
}

/**
 * One run, logged; a failure is thrown for the queue to retry. After the deletes it folds the
 * report roll-ups' appended parts (modules/reports), which otherwise only a roll-up report folds.
 */
async function runCleanup(deps: HousekeepingDeps, shouldStop: () => boolean): Promise<void> {
  const started = Date.now();
  const result = await deleteExpiredRows(deps, shouldStop);
  const total = Object.values(result.deleted).reduce((a, b) => a + b, 0);
  const facts = { deleted: result.deleted, ms: Date.now() - started };
  if (result.isSkipped) deps.log.debug(facts, 'clean-up: another instance is running it');
  else if (total > 0) deps.log.info(facts, `clean-up: ${total} expired rows deleted`);
  else deps.log.debug(facts, 'clean-up: nothing expired');
  if (result.isSkipped || shouldStop()) return;
  const folded = await compactReportRollups(deps.database.db);
  if (folded > 0) deps.log.info({ folded }, `clean-up: ${folded} report roll-up parts folded`);
}
