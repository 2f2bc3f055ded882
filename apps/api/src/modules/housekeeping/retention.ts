/**
 * How long expired rows are kept before the clean-up deletes them. Each limit is the longest
 * any rule still reads the row, plus a margin, so deleting never changes an answer.
 */
import { IDEMPOTENCY_TTL_MS } from '../order-service/index.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sign-in codes live minutes, but the send quotas count them afterwards: per phone and per
 * address over the last hour, a brand's daily cap over the last 24 hours. 25 hours keeps them
 * for every one of those counts.
 */
const SIGN_IN_CODE_KEEP_MS = 25 * HOUR_MS;
/** a revoked session stays a day, so a support look-up of "why was I signed out" still finds it */
const REVOKED_SESSION_KEEP_MS = 24 * HOUR_MS;
/**
 * a rate-limit window that ended is dead; the limiter stamps windows with the database's clock
 * and the clean-up cuts with the API's, so a minute's margin covers a skew between the two
 */
const RATE_LIMIT_GRACE_MS = 60 * 1000;
/**
 * a finished job is kept 3 days for a look at what ran (its key stays taken that long: enqueueing
 * it again is a no-op within that time); a DEAD one 30 days, for an owner to retry or discard
 */
const JOB_DONE_KEEP_MS = 3 * 24 * HOUR_MS;
const JOB_DEAD_KEEP_MS = 30 * 24 * HOUR_MS;
/**
 * a "sent" mark of a message (`notification_deliveries`, modules/notifications) is read by the job
 * of the same key when it runs again; the longest a job stays to run again is a DEAD one's 30 days
 * (an owner's retry), which end when it gave up, up to a day of tries after its mark was written
 */
const NOTIFICATION_MARK_KEEP_MS = JOB_DEAD_KEEP_MS + 24 * HOUR_MS;

/** Rows older than these instants are deleted. */
export interface Cutoffs {
  signInCodesSentBefore: Date;
  sessionsExpiredBefore: Date;
  sessionsRevokedBefore: Date;
  idempotencyKeysCreatedBefore: Date;
  rateLimitsResetBefore: Date;
  jobsDoneBefore: Date;
  jobsDeadBefore: Date;
  notificationMarksSentBefore: Date;
}

export function cutoffsAt(now: Date): Cutoffs {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    signInCodesSentBefore: ago(SIGN_IN_CODE_KEEP_MS),
    sessionsExpiredBefore: now,
    sessionsRevokedBefore: ago(REVOKED_SESSION_KEEP_MS),
    // a key is replayed for its TTL; after that a retry with it is a new order anyway
    idempotencyKeysCreatedBefore: ago(IDEMPOTENCY_TTL_MS),
    rateLimitsResetBefore: ago(RATE_LIMIT_GRACE_MS),
    jobsDoneBefore: ago(JOB_DONE_KEEP_MS),
    jobsDeadBefore: ago(JOB_DEAD_KEEP_MS),
    notificationMarksSentBefore: ago(NOTIFICATION_MARK_KEEP_MS),
  };
}
