/**
 * The job queue's pure rules (README.md beside this file): how long to wait before the next try,
 * what a failed run becomes, and what the dead-letter view calls failing. Tested beside.
 */

export interface Backoff {
  /** the wait after the first failure */
  baseMs: number;
  /** no wait grows past this */
  maxMs: number;
}

/** 5 s, 10 s, 20 s ... up to an hour: a provider's blip is retried at once, an outage not hammered */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 5_000, maxMs: 60 * 60 * 1000 };
/** with the default back-off, ten tries span about 40 minutes before the job is DEAD */
export const DEFAULT_MAX_ATTEMPTS = 10;
/** a run that takes longer than this is thought dead and run again elsewhere */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * The wait after failed attempt number `attempt` (1 for the first): base × 2^(attempt−1), capped,
 * with "equal jitter": half of it fixed, half random, so retries of jobs that failed together
 * (a provider's outage) spread out instead of arriving together, and the wait still grows.
 * `random` is in [0, 1).
 */
export function retryDelayMs(attempt: number, backoff: Backoff, random: number): number {
  const exponent = Math.max(0, attempt - 1);
  // 2^exponent overflows nothing below the cap: stop doubling once past it
  const full = exponent >= 40 ? backoff.maxMs : Math.min(backoff.maxMs, backoff.baseMs * 2 ** exponent);
  return Math.round(full / 2 + (full / 2) * Math.min(Math.max(random, 0), 1));
}

export type FailureOutcome =
  { state: 'PENDING'; runAt: Date; attempts: number } | { state: 'DEAD'; attempts: number };

export interface FailedRun {
  /** attempts so far, this one included */
  attempts: number;
  maxAttempts: number;
  /** the handler said no try can succeed (a payload it cannot read): no more tries */
  isPermanent: boolean;
  /** a recurring job is never DEAD: after its last try it waits for its next regular run */
  repeatEveryMs?: number;
}

/** What a failed run becomes: tried again after the back-off, or DEAD (kept for the back office). */
export function afterFailure(run: FailedRun, backoff: Backoff, now: Date, random: number): FailureOutcome {
  const isLast = run.isPermanent || run.attempts >= run.maxAttempts;
  if (isLast && run.repeatEveryMs)
    return { state: 'PENDING', runAt: new Date(now.getTime() + run.repeatEveryMs), attempts: 0 };
  if (isLast) return { state: 'DEAD', attempts: run.attempts };
  return {
    state: 'PENDING',
    runAt: new Date(now.getTime() + retryDelayMs(run.attempts, backoff, random)),
    attempts: run.attempts,
  };
}

/** The text kept of an error: its message, bounded (a provider may answer a whole HTML page). */
export function errorText(err: unknown, max = 2000): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
