import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * The rows of a raw statement. `Db` is typed over any pg driver (`PgQueryResultHKT`), so
 * `execute` answers an unknown shape; both drivers the API opens answer `{ rows }`
 * (node-postgres' QueryResult, PGlite's Results). The row type is the caller's word, as the
 * statement's text is: one cast here instead of one at every raw statement.
 */
export async function rowsOf<Row>(db: DbOrTx, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}
