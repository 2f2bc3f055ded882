/**
 * A fingerprint of a request: sha256 of its JSON with object keys sorted, so the same body sent
 * twice hashes the same whatever the key order. Used to tell a retry (same key, same body) from a
 * different request reusing an idempotency key.
 */
import { createHash } from 'node:crypto';

/**
 * The JSON of a JSON value with each object's keys sorted and its undefined members left out.
 * Written with one string and no intermediate arrays (it was ~35 us of an order's ~2.3 ms CPU
 * with entries, filter, map and join); the text must stay byte for byte the same, as the hashes
 * of claimed keys are stored (request-hash.test.ts compares it with the first way).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    let out = '{';
    for (const key of Object.keys(object).sort()) {
      const member = object[key];
      if (member === undefined) continue;
      out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(member)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(...parts: unknown[]): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}
