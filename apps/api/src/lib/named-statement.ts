/**
 * A statement run as a named (prepared) one on PostgreSQL: parsed once per connection, and from
 * its sixth run with a generic plan kept. Order creation's two statements go this way (issue 22
 * item 6): the read (`read-parts.ts`, ~3 KB, planned in 0.08 ms a run against 0.01 named) and the
 * write with its outbox row (`modules/events` `recordEventWith`, and `recordEachWith` for a batch of
 * orders: one text whatever their number). Only for statements whose text
 * is the same every run, values as parameters: each new text is a statement PostgreSQL keeps for
 * the connection's life. PGlite's driver takes no name: the same as `db.execute` there.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/** What `db.execute` does, reached with a statement name (drizzle's own session and dialect). */
interface DrizzleInternals {
  dialect: { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Whether `db` still has the drizzle internals this reaches for: they are not drizzle's public
 * API, so an upgrade that moves them falls back to `db.execute` (unnamed) instead of failing.
 */
function hasInternals(db: object): db is DrizzleInternals {
  const { dialect, session } = db as Partial<Record<'dialect' | 'session', Record<string, unknown>>>;
  return typeof dialect?.sqlToQuery === 'function' && typeof session?.prepareQuery === 'function';
}

/** a name per statement text (a few: one per set of parts a reader reads, one per written event) */
const statementNames = new Map<string, string>();

export async function runNamed<Row = Record<string, unknown>>(
  db: DbOrTx,
  statement: SQL,
): Promise<{ rows: Row[] }> {
  if (!hasInternals(db)) return (await db.execute(statement)) as { rows: Row[] };
  const query = db.dialect.sqlToQuery(statement);
  let name = statementNames.get(query.sql);
  if (!name) {
    name = `named_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
    // statements built from data would be new texts each time: never more than a few hundred
    if (statementNames.size < 500) statementNames.set(query.sql, name);
  }
  return (await db.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] };
}
