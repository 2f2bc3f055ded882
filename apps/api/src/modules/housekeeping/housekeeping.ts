/**
 * The periodic clean-up of rows past their time (expired sign-in codes, sessions, idempotency
 * keys, rate-limit windows; retention.ts says how long each is kept). Safe with several API
 * instances: each batch runs in its own short transaction holding an advisory lock, and an
 * instance that finds the lock taken leaves the run to the instance holding it.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
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
  const deleted: Record<ExpiredKind, number> = {
    signInCodes: 0,
    sessions: 0,
    idempotencyKeys: 0,
    rateLimits: 0,
  };
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

export interface HousekeepingTimer {
  /** no new run starts; resolves once a run in progress has stopped at its next batch */
  stop(): Promise<void>;
}

/**
 * Runs the clean-up shortly after start, then every `intervalMs` after the previous run ended
 * (runs never overlap). The timer is unref'd: it never keeps the process alive. 0 disables it.
 */
export function startHousekeeping(deps: HousekeepingDeps, intervalMs: number): HousekeepingTimer {
  if (intervalMs <= 0) return { stop: async () => {} };
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const runOnce = async () => {
    const started = Date.now();
    try {
      const result = await deleteExpiredRows(deps, () => isStopped);
      const total = Object.values(result.deleted).reduce((a, b) => a + b, 0);
      const facts = { deleted: result.deleted, ms: Date.now() - started };
      if (result.isSkipped) deps.log.debug(facts, 'clean-up: another instance is running it');
      else if (total > 0) deps.log.info(facts, `clean-up: ${total} expired rows deleted`);
      else deps.log.debug(facts, 'clean-up: nothing expired');
    } catch (err) {
      // a database outage must not stop later runs
      deps.log.error({ err }, 'clean-up of expired rows failed');
    }
  };
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = null;
        if (!isStopped) schedule(intervalMs);
      });
    }, ms);
    timer.unref();
  };
  schedule(Math.min(FIRST_RUN_AFTER_MS, intervalMs));

  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
