/**
 * The back office's dead-letter view (README.md beside this file): owners list DEAD and failing
 * jobs and retry or discard one. Each write is audited in its own transaction. Jobs are not of
 * a brand (a clean-up, a text to a phone), so only owners see them.
 */
import type { TAdminJob, TAdminJobList, TAdminJobsQuery } from '@food/contracts';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Principal } from '../staff/index.js';
import type { JobQueue } from './job-queue.js';
import * as repo from './jobs-repo.js';

/** The wire form of a job: never its payload (it may carry a phone or a code). */
function toAdminJob(row: repo.JobRow): TAdminJob {
  return {
    id: row.id,
    kind: row.kind,
    key: row.key,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    lastError: row.lastError,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** `jobKey`: the audit log drops any field named `key` (it takes it for a secret) */
const snapshot = (row: repo.JobRow) => ({
  kind: row.kind,
  jobKey: row.key,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
});

export class DeadLetterService {
  constructor(
    private readonly deps: { db: Db; clock: Clock },
    private readonly queue: JobQueue,
  ) {}

  async list(query: TAdminJobsQuery): Promise<TAdminJobList> {
    const { db } = this.deps;
    const { rows, total } = await repo.listDeadLetters(db, query, query.page, query.size);
    return {
      data: rows.map(toAdminJob),
      pagination: { page: query.page, size: query.size, total, totalPages: Math.ceil(total / query.size) },
      counts: await repo.countByState(db),
    };
  }

  /** Due now with a fresh set of attempts: a DEAD job, or a failing one not to wait for. */
  async retry(principal: Principal, id: number, ip: string): Promise<TAdminJob> {
    const job = await this.deps.db.transaction(async (tx) => {
      const before = await this.changeable(tx, id);
      const after = await repo.requeueJob(tx, id, this.deps.clock.now());
      if (!after) throw notRetryable(id);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'job.retry',
          entityType: 'job',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        },
        ip,
      );
      return after;
    });
    this.queue.wake();
    return toAdminJob(job);
  }

  /** Deletes a DEAD or waiting job: its work is not done (the audit entry keeps what it was). */
  async discard(principal: Principal, id: number, ip: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const before = await this.changeable(tx, id);
      if (!(await repo.deleteJob(tx, id))) throw notRetryable(id);
      await recordAudit(
        tx,
        principal,
        { kind: 'job.discard', entityType: 'job', entityId: id, before: snapshot(before), after: null },
        ip,
      );
    });
  }

  private async changeable(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
    const row = await repo.findJob(tx, id);
    if (!row) throw new AppError('JOB_NOT_FOUND', `Job ${id} was not found`);
    if (row.state !== 'DEAD' && row.state !== 'PENDING') throw notRetryable(id, row.state);
    return row;
  }
}

function notRetryable(id: number, state?: string) {
  return new AppError(
    'JOB_NOT_RETRYABLE',
    `Job ${id} is ${state ?? 'no longer waiting'}: only a DEAD or waiting job can be retried or discarded`,
    [{ state: state ?? null }],
  );
}
