/**
 * How a care search box's text is read (pure, unit-tested): an e-mail when it holds "@", an order
 * number when it is "#" and digits or at most 7 digits, a phone when the domain's phone rule reads
 * it as a valid number of one of the networks' countries (any spelling a person types), else a
 * name whose every word must be found.
 */
import { parsePhone } from '@food/domain/phone';

export type CareQuery =
  | { kind: 'email'; email: string }
  | { kind: 'order'; localId: number }
  | { kind: 'phone'; phones: string[] }
  | { kind: 'name'; words: string[] };

const MAX_LOCAL_ID = 9_007_199_254_740_991;

export function readCareQuery(typed: string, countries: readonly string[]): CareQuery {
  const q = typed.trim();
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() };
  const hashed = /^#\s*(\d{1,15})$/.exec(q);
  if (hashed) return { kind: 'order', localId: Math.min(Number(hashed[1]), MAX_LOCAL_ID) };
  if (/^\d{1,7}$/.test(q)) return { kind: 'order', localId: Number(q) };
  const phones = new Set<string>();
  for (const country of countries) {
    const parsed = parsePhone(q, country);
    if (parsed) phones.add(parsed.e164);
  }
  if (phones.size > 0) return { kind: 'phone', phones: [...phones] };
  if (/^\d{8,15}$/.test(q)) return { kind: 'order', localId: Number(q) };
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, 5);
  return { kind: 'name', words };
}

/** A LIKE pattern that finds `word` anywhere, with its own % _ and \ taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
