import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secret between this process's change-stream subscriber (instrumentation.ts) and its own
 * revalidation route (app/catalogue-changes): made once per process, never configured, never
 * leaving it. Both live in one Node process but may be bundled apart, so it hangs off globalThis.
 */
const KEY = Symbol.for('food.catalogueRevalidateSecret');
const holder = globalThis as unknown as Record<symbol, string | undefined>;

export function revalidateSecret(): string {
  holder[KEY] ??= randomBytes(24).toString('hex');
  return holder[KEY];
}

export function isRevalidateSecret(given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(revalidateSecret());
  return a.length === b.length && timingSafeEqual(a, b);
}

export const REVALIDATE_SECRET_HEADER = 'x-catalogue-secret';
