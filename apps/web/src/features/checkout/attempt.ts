/**
 * One checkout attempt, one Idempotency-Key: the same order sent again (a retry after a timeout,
 * a 409 while the first is still running, a second tap) carries the same key, so the server
 * answers with the first order instead of creating another. A changed order is a new attempt.
 */
import { hasErrorCode } from '@food/contracts/errors';

export interface Attempt {
  key: string;
  /** the request body as sent */
  body: string;
}

export function attemptFor(previous: Attempt | null, body: string, newKey: () => string): Attempt {
  return previous && previous.body === body ? previous : { key: newKey(), body };
}

/** IDEMPOTENCY_KEY_IN_USE (409) and network failures are safe to retry with the same key. */
export const isRetryable = (status: number, code: string) =>
  status === 0 ||
  (status === 409 && hasErrorCode(code, 'IDEMPOTENCY_KEY_IN_USE')) ||
  status === 502 ||
  status === 503 ||
  status === 504;

/** Waits between retries: 0.5 s, 1 s, 2 s, 4 s. */
export const retryDelayMs = (attempt: number) => 500 * 2 ** attempt;
export const MAX_RETRIES = 4;
