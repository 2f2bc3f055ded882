/**
 * The durable job queue (issue 21 item 1; README.md beside this file): `enqueue` writes a job in
 * the caller's transaction, and the worker of every API instance claims due jobs with
 * `FOR UPDATE SKIP LOCKED`, runs them (at most `concurrency` at once), and records the end:
 * DONE, a retry after the back-off, or DEAD after the last attempt. The pattern of the webhook
 * dispatcher (webhooks/dispatcher.ts), generalised to any kind of work.
 *
 * At least once: a claim pushes the job's due time to the end of its lease; a worker that dies
 * mid-run leaves it RUNNING with a lease that ends, and it is due again. So a handler must be
 * idempotent by the job's key (a repeat finds its work done and returns).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { PgChannel } from '../../lib/pg-channel.js';
import {
  DEFAULT_BACKOFF,
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  afterFailure,
  errorText,
  type Backoff,
} from './job-rules.js';
import * as repo from './jobs-repo.js';

export interface JobContext {
  jobId: number;
  key: string;
  /** 1 for the first run */
  attempt: number;
  /** aborted when the app starts stopping: a long job returns at its next safe point */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** What a payload's schema must do: a zod schema does. */
interface PayloadSchema<P> {
  safeParse(value: unknown): { success: true; data: P } | { success: false; error: { message: string } };
}

/** What a kind of job is and does; `register` makes it runnable on this instance. */
export interface JobDefinition<P> {
  /** the `kind` column: stable, it names rows written by older versions too */
  kind: string;
  /** read on each run; a payload it refuses makes the job DEAD at once (no try can succeed) */
  payload: PayloadSchema<P>;
  run(payload: P, ctx: JobContext): Promise<void>;
  maxAttempts?: number;
  backoff?: Backoff;
  /** longer than any run should take: after it the job is thought dead and run again */
  leaseMs?: number;
  /** recurring: after each run (or its last failed try) it is due again this long after */
  repeatEveryMs?: number;
  /** the payload is emptied when the job ends (DONE or DEAD): it holds something secret */
  isPayloadSecret?: boolean;
}

/** A registered kind, for `enqueue` to type its payload by. */
export interface JobType<P> {
  readonly kind: string;
  /** phantom: carries P for the type checker */
  readonly _payload?: P;
}

/** Thrown by a handler when no later try can succeed: the job is DEAD at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export interface JobQueueOptions {
  /** jobs run at once on this instance (JOBS_CONCURRENCY) */
  concurrency: number;
  /** how often an idle worker looks for due jobs whose wake-up it missed (JOBS_POLL_MS) */
  pollMs: number;
  /** for tests: the jitter's draw */
  random?: () => number;
}

const WAKE_CHANNEL = 'jobs_wake';
/** a due time a few milliseconds off is not worth a timer of its own */
const MIN_WAIT_MS = 20;

interface Registered {
  definition: JobDefinition<unknown>;
  maxAttempts: number;
  backoff: Backoff;
  leaseMs: number;
}

export class JobQueue {
  private readonly kinds = new Map<string, Registered>();
  private readonly channel: PgChannel<string>;
  private readonly random: () => number;
  /** set by `start`: the worker logs only once started */
  private log!: FastifyBaseLogger;

  // the worker
  private isStopped = true;
  private claiming: Promise<void> | null = null;
  private claimAgain = false;
  /** the last claim filled every free slot: more jobs may be due now */
  private hasBacklog = true;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopping = new AbortController();
  private readonly running = new Map<number, { claim: repo.Claim; done: Promise<void> }>();

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly options: JobQueueOptions,
  ) {
    this.random = options.random ?? Math.random;
    this.channel = new PgChannel<string>(database, {
      channel: WAKE_CHANNEL,
      name: 'job wake-up',
      keyOf: () => 'all',
    });
  }

  register<P>(definition: JobDefinition<P>): JobType<P> {
    if (this.kinds.has(definition.kind)) throw new Error(`job kind ${definition.kind} is registered twice`);
    this.kinds.set(definition.kind, {
      definition: definition as JobDefinition<unknown>,
      maxAttempts: definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      backoff: definition.backoff ?? DEFAULT_BACKOFF,
      leaseMs: definition.leaseMs ?? DEFAULT_LEASE_MS,
    });
    return { kind: definition.kind };
  }

  /**
   * Adds a job, in the caller's transaction when `db` is one: it exists iff that transaction
   * commits. The same key of the same kind again changes nothing and answers the existing job.
   * Every instance's worker hears of it once it is committed (PostgreSQL delivers a NOTIFY at
   * commit; PGlite has one connection, so the worker's claim waits for the commit anyway).
   */
  async enqueue<P>(
    db: DbOrTx,
    type: JobType<P>,
    key: string,
    payload: P,
    options: { runAt?: Date } = {},
  ): Promise<{ id: number; isNew: boolean; state: repo.JobState }> {
    const registered = this.kinds.get(type.kind);
    if (!registered) throw new Error(`job kind ${type.kind} is not registered`);
    const runAt = options.runAt ?? this.clock.now();
    // a payload its own handler would refuse is the caller's bug: thrown before anything is written
    const parsed = registered.definition.payload.safeParse(payload);
    if (!parsed.success) throw new Error(`job ${type.kind} payload refused: ${parsed.error.message}`);
    const { job, isNew } = await repo.insertJob(db, {
      kind: type.kind,
      key,
      payload: parsed.data as Record<string, unknown>,
      maxAttempts: registered.maxAttempts,
      runAt,
    });
    if (isNew) await this.announce(db, type.kind);
    return { id: job.id, isNew, state: job.state };
  }

  /** A recurring job's one row (key `recurring`): run once per interval across all instances. */
  async ensureRecurring(type: JobType<unknown>, firstRunAt: Date): Promise<void> {
    const registered = this.kinds.get(type.kind);
    if (!registered?.definition.repeatEveryMs) throw new Error(`job kind ${type.kind} does not recur`);
    await repo.ensureRecurringJob(this.database.db, {
      kind: type.kind,
      key: 'recurring',
      maxAttempts: registered.maxAttempts,
      runAt: firstRunAt,
    });
    this.wake();
  }

  private async announce(db: DbOrTx, kind: string): Promise<void> {
    if (this.database.kind === 'postgres') {
      // in the caller's transaction: PostgreSQL sends it at commit, and never on a rollback
      // JSON, as PgChannel reads every notice
      await db.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${JSON.stringify(kind)})`);
    } else {
      await this.channel.publish(kind);
    }
  }

  /* ------------------------------------------------------------------------------ the worker */

  /** Starts claiming: at once, on every enqueue (any instance), and every `pollMs`. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    this.channel.useLogger(log);
    this.isStopped = false;
    this.stopping = new AbortController();
    try {
      this.unsubscribe = await this.channel.subscribe('all', (kind) => {
        if (this.kinds.has(kind)) this.wake();
      });
    } catch (err) {
      // polling still runs every job, only later: no reason to refuse to start
      this.log.error({ err }, 'job worker cannot hear enqueues; it polls only');
    }
    this.wake();
  }

  /**
   * Graceful stop: claims nothing more (unstarted jobs stay PENDING for the next start or another
   * instance), tells running handlers through their signal, and waits for them up to
   * `deadlineMs`. What is still running then is handed back, due at once elsewhere.
   */
  async stop(deadlineMs: number): Promise<{ finished: number; released: number }> {
    if (this.isStopped) return { finished: 0, released: 0 };
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.stopping.abort();
    await this.claiming;
    const before = this.running.size;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.running.values()].map((r) => r.done)),
      new Promise((resolve) => (timer = setTimeout(resolve, deadlineMs))),
    ]);
    clearTimeout(timer);
    const left = [...this.running.values()].map((r) => r.claim);
    let released = 0;
    if (left.length) {
      released = await repo.releaseClaims(this.database.db, left, this.clock.now()).catch((err) => {
        // their leases end and they run again: at least once, never lost
        this.log.error({ err }, 'running jobs not handed back; they run again when their lease ends');
        return 0;
      });
      this.log.warn(
        { jobs: left.map((c) => c.id) },
        `${left.length} jobs still running at the stop deadline`,
      );
    }
    await this.channel.close();
    return { finished: before - left.length, released };
  }

  /** Claims due jobs now, or right after the claim in progress. */
  wake(): void {
    if (this.isStopped) return;
    // something may be due (an enqueue, a poll, a finished run while every slot was taken)
    this.hasBacklog = true;
    if (this.claiming) {
      this.claimAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.claiming = this.claimRound().finally(() => {
      this.claiming = null;
      if (this.claimAgain) {
        this.claimAgain = false;
        this.wake();
      }
    });
  }

  /** jobs running on this instance now (tests, the bench) */
  get runningCount(): number {
    return this.running.size;
  }

  private async claimRound(): Promise<void> {
    let wait = this.options.pollMs;
    const kinds = [...this.kinds.keys()];
    const leases = kinds.map((k) => this.kinds.get(k)!.leaseMs);
    try {
      for (;;) {
        const free = this.options.concurrency - this.running.size;
        // full: a finishing run wakes the worker again
        if (free <= 0 || this.isStopped) return;
        const claimed = await repo.claimDueJobs(this.database.db, kinds, leases, this.clock.now(), free);
        for (const job of claimed) {
          if (job.state === 'DEAD')
            this.log.error({ jobId: job.id, kind: job.kind, key: job.key }, `job DEAD: ${job.lastError}`);
          else this.runClaimed(job);
        }
        // every slot filled: more may be due, and the next finishing run claims again
        this.hasBacklog = claimed.length === free;
        if (!this.hasBacklog) break;
      }
      // idle: sleep until the next due job (a retry), not a whole poll; while jobs run, each
      // finishing one looks again soon enough
      if (this.running.size === 0) {
        const due = await repo.nextDueAt(this.database.db, kinds);
        if (due) wait = Math.min(wait, Math.max(MIN_WAIT_MS, due.getTime() - this.clock.now().getTime()));
      }
    } catch (err) {
      this.log.error({ err }, 'job claim failed; trying again at the next poll');
    }
    if (!this.isStopped && !this.claimAgain) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.wake(), wait);
      this.timer.unref();
    }
  }

  private runClaimed(job: repo.ClaimedJob): void {
    const claim = { id: job.id, attempts: job.attempts };
    const done = this.runOne(job, claim).finally(() => {
      this.running.delete(job.id);
      // a free slot claims again only when the last claim filled every slot (more may be due):
      // a drained queue costs no query per finished job
      if (this.hasBacklog) this.wake();
    });
    this.running.set(job.id, { claim, done });
  }

  private async runOne(job: repo.ClaimedJob, claim: repo.Claim): Promise<void> {
    const registered = this.kinds.get(job.kind)!;
    const { definition } = registered;
    const log = this.log;
    let failure: { error: unknown; isPermanent: boolean } | null = null;
    try {
      const parsed = definition.payload.safeParse(job.payload);
      if (!parsed.success) throw new PermanentJobError(`payload refused: ${parsed.error.message}`);
      await definition.run(parsed.data, {
        jobId: job.id,
        key: job.key,
        attempt: job.attempts,
        signal: this.stopping.signal,
        log,
      });
    } catch (error) {
      failure = { error, isPermanent: error instanceof PermanentJobError };
    }
    const now = this.clock.now();
    try {
      const held = failure
        ? await this.recordFailure(registered, job, claim, failure, now)
        : await repo.finishJob(
            this.database.db,
            claim,
            definition.repeatEveryMs
              ? {
                  state: 'PENDING',
                  now,
                  runAt: new Date(now.getTime() + definition.repeatEveryMs),
                  attempts: 0,
                  lastError: null,
                }
              : { state: 'DONE', now, lastError: null, clearPayload: definition.isPayloadSecret === true },
          );
      if (!held)
        log.warn(
          { jobId: job.id, kind: job.kind },
          'job finished after its claim ended; its new claim decides',
        );
    } catch (err) {
      // the lease runs out and the job runs again: at least once, never lost
      log.error({ err, jobId: job.id, kind: job.kind }, 'job end not recorded');
    }
  }

  private async recordFailure(
    registered: Registered,
    job: repo.ClaimedJob,
    claim: repo.Claim,
    failure: { error: unknown; isPermanent: boolean },
    now: Date,
  ): Promise<boolean> {
    const { definition } = registered;
    const lastError = errorText(failure.error);
    const outcome = afterFailure(
      {
        attempts: job.attempts,
        maxAttempts: job.maxAttempts,
        isPermanent: failure.isPermanent,
        repeatEveryMs: definition.repeatEveryMs,
      },
      registered.backoff,
      now,
      this.random(),
    );
    const facts = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts, err: failure.error };
    if (outcome.state === 'DEAD') this.log.error(facts, `job DEAD after ${job.attempts} attempts`);
    else this.log.warn({ ...facts, retryAt: outcome.runAt }, 'job failed; it will be tried again');
    return repo.finishJob(
      this.database.db,
      claim,
      outcome.state === 'DEAD'
        ? { state: 'DEAD', now, lastError, clearPayload: definition.isPayloadSecret === true }
        : { state: 'PENDING', now, runAt: outcome.runAt, attempts: outcome.attempts, lastError },
    );
  }
}
