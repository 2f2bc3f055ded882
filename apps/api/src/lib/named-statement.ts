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
import { Column, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/** What `db.execute` does, reached with a statement name (drizzle's own session and dialect). */
interface DrizzleInternals {
  dialect: { sqlToQuery(statement: SQL): Query };
  session: {
    prepareQuery(
      query: Query,
      fields: undefined,
      name: string,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

interface Query {
  sql: string;
  params: unknown[];
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

function nameOf(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `named_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // statements built from data would be new texts each time: never more than a few hundred
    if (statementNames.size < 500) statementNames.set(text, name);
  }
  return name;
}

export async function runNamed<Row = Record<string, unknown>>(
  db: DbOrTx,
  statement: SQL,
): Promise<{ rows: Row[] }> {
  if (!hasInternals(db)) return { rows: await rowsOf<Row>(db, statement) };
  const query =
    flattenStatement(statement, (object) => schemaText(db.dialect, object)) ??
    db.dialect.sqlToQuery(statement);
  return (await db.session.prepareQuery(query, undefined, nameOf(query.sql), false).execute()) as {
    rows: Row[];
  };
}

/**
 * a table's or a column's name as drizzle writes it (qualified), asked once for each: the same
 * for every database of the app, whose drizzle instances are given no `casing` (db/client.ts)
 */
const schemaTexts = new WeakMap<Table | Column, string>();
function schemaText(dialect: DrizzleInternals['dialect'], object: Table | Column): string {
  let text = schemaTexts.get(object);
  if (text === undefined) {
    text = dialect.sqlToQuery(new SQL([object])).sql;
    schemaTexts.set(object, text);
  }
  return text;
}

/**
 * drizzle's `sqlToQuery` (PostgreSQL dialect: `$1`, `$2`… and double-quoted names) for the kinds
 * of chunk the hot statements are made of: template text, nested statements, identifiers,
 * tables and columns (their names asked of drizzle once), plain values (strings, numbers,
 * booleans, null, dates) and params. Null for anything else (a placeholder, a list, a subquery,
 * inlined params, an object…), which then goes through drizzle.
 *
 * Why not drizzle's own: it walks each chunk through a chain of `is()` prototype checks and
 * merges an object per chunk, ~5% of the API's CPU per order for a text that never changes
 * (issue 22 item 6); this is one pass of `instanceof` and string concatenation. Same text and
 * params as drizzle's (`named-statement.test.ts`), so the same named statement.
 */
export function flattenStatement(
  statement: SQL,
  nameOfSchemaObject: (object: Table | Column) => string,
): Query | null {
  const query: Query = { sql: '', params: [] };
  return appendChunks(query, statement, nameOfSchemaObject) ? query : null;
}

function appendChunks(
  query: Query,
  statement: SQL,
  nameOfSchemaObject: (object: Table | Column) => string,
): boolean {
  // values drizzle writes into the text as literals (`.inlineParams()`): left to drizzle
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of statement.queryChunks as unknown[]) {
    if (chunk instanceof StringChunk) query.sql += chunk.value.join('');
    else if (chunk instanceof SQL) {
      if (!appendChunks(query, chunk, nameOfSchemaObject)) return false;
    } else if (chunk instanceof Name) query.sql += `"${chunk.value.replace(/"/g, '""')}"`;
    else if (chunk instanceof Table || chunk instanceof Column) query.sql += nameOfSchemaObject(chunk);
    else if (chunk instanceof Param) {
      if (!isPlainValue(chunk.value)) return false;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (!isPlainValue(value)) return false;
      addParam(query, value);
    } else if (chunk === undefined) continue;
    else if (isPlainValue(chunk)) addParam(query, chunk);
    else return false;
  }
  return true;
}

/** a value drizzle sends as a parameter as it is (an object may be a chunk of another kind) */
const isPlainValue = (value: unknown): boolean =>
  value === null ||
  value instanceof Date ||
  (typeof value !== 'object' && typeof value !== 'function' && value !== undefined);

function addParam(query: Query, value: unknown): void {
  query.params.push(value);
  query.sql += `$${query.params.length}`;
}
