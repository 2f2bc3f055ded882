import type { ApiError } from '../../api/client';

/**
 * Whole minutes to wait from a 429's details (`retryAfterSeconds`, or `retryAfter` in seconds),
 * rounded up so "try in 1 minute" is never early; null when the answer does not say.
 */
export function waitMinutes(error: Pick<ApiError, 'details'>): number | null {
  const details = error.details;
  if (!details || typeof details !== 'object') return null;
  const record = details as Record<string, unknown>;
  const seconds = record.retryAfterSeconds ?? record.retryAfter;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.ceil(seconds / 60);
}
