import { timingSafeEqual } from 'node:crypto';

/** Compares two signatures in constant time (no early exit an attacker could time). */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
