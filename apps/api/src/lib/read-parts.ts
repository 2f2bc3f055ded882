/**
 * Reads of several modules in one round trip. A module that owns a table hands out a part (its
 * SQL and how to read the answer) instead of reading it itself; the caller runs the parts it
 * needs as one statement, `select (part1), (part2), …`, each part a scalar subquery answering
 * one json value. So order creation reads its outlet's day, its stop list and its staff alert
 * settings fresh in one statement instead of four (issue 22 item 6), each module keeping its SQL.
 * The statement is a named one on PostgreSQL (`named-statement.ts`): parsed once per connection,
 * its plan kept.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { runNamed } from './named-statement.js';

export interface ReadPart<T> {
  /** a scalar subquery, e.g. `(select json_agg(…) from …)`: one json value, or null */
  sql: SQL;
  /** the value as the driver parsed it (json arrives parsed on PostgreSQL and PGlite) */
  decode: (value: unknown) => T;
}

type Values<Parts extends readonly ReadPart<unknown>[]> = {
  [K in keyof Parts]: Parts[K] extends ReadPart<infer T> ? T : never;
};

/** A part answering nothing (where a caller's part is optional). */
export const noPart: ReadPart<undefined> = { sql: sql`select null`, decode: () => undefined };

/**
 * Two parts as one (a json array of both): `first` is decoded first, and `second` even when
 * `first` throws (then `first`'s error is thrown), as `readParts` does.
 */
export function bothParts<A, B>(first: ReadPart<A>, second: ReadPart<B>): ReadPart<[A, B]> {
  return {
    sql: sql`select json_build_array((${first.sql}), (${second.sql}))`,
    decode: (value) => {
      const [a = null, b = null] = (value ?? []) as unknown[];
      let firstError: { err: unknown } | undefined;
      let decodedA: A | undefined;
      try {
        decodedA = first.decode(a);
      } catch (err) {
        firstError = { err };
      }
      const decodedB = second.decode(b);
      if (firstError) throw firstError.err;
      return [decodedA as A, decodedB];
    },
  };
}

/**
 * Runs the parts as one statement and decodes each answer. Every part is decoded even when an
 * earlier one throws (then the first error is thrown): a part may stand for a write made by the
 * statement (a claim) whose decoding its caller must hear of.
 */
export async function readParts<const Parts extends readonly ReadPart<unknown>[]>(
  db: DbOrTx,
  parts: Parts,
): Promise<Values<Parts>> {
  const columns = sql.join(
    parts.map((p, i) => sql`(${p.sql}) as ${sql.identifier(`p${i}`)}`),
    sql`, `,
  );
  const { rows } = await runNamed(db, sql`select ${columns}`);
  const row = rows[0] ?? {};
  const failures: unknown[] = [];
  const values = parts.map((p, i) => {
    try {
      return p.decode(row[`p${i}`] ?? null);
    } catch (err) {
      failures.push(err);
      return undefined;
    }
  });
  if (failures.length) throw failures[0];
  return values as Values<Parts>;
}
