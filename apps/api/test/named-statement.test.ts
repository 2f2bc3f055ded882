import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { outboxEvents, orders } from '../src/db/schema.js';
import { flattenStatement, runNamed } from '../src/lib/named-statement.js';
import { databaseKinds, startTestApi, type TestApi } from './harness.js';

describe.each(databaseKinds())('a named statement on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(() => api.close());

  it('answers as db.execute does, run after run, with its values as parameters', async () => {
    const { db } = api.database;
    for (const n of [1, 2, 7, 40]) {
      const statement = sql`select ${n}::integer * 2 as doubled, ${`outlet ${n}`}::text as label`;
      const { rows } = await runNamed<{ doubled: number; label: string }>(db, statement);
      expect(rows).toEqual([{ doubled: n * 2, label: `outlet ${n}` }]);
    }
  });

  it('never answers one text with another of the same values', async () => {
    const { db } = api.database;
    for (const n of [5, 6, 5]) {
      const doubled = await runNamed<{ v: number }>(db, sql`select ${n}::integer * 2 as v`);
      const tripled = await runNamed<{ v: number }>(db, sql`select ${n}::integer * 3 as v`);
      expect([doubled.rows[0]!.v, tripled.rows[0]!.v]).toEqual([n * 2, n * 3]);
    }
  });

  if (kind === 'postgres')
    it('is kept prepared by the connection that ran it', async () => {
      const { db } = api.database;
      // one connection for both statements: a transaction
      const prepared = await db.transaction(async (tx) => {
        await runNamed(tx, sql`select ${3}::integer as kept_by_name`);
        return runNamed<{ n: number }>(
          tx,
          sql`select count(*)::integer as n from pg_prepared_statements
            where name like 'named_%' and statement like '%as kept_by_name' and statement not like '%pg_prepared%'`,
        );
      });
      expect(prepared.rows[0]!.n).toBe(1);
    });
});

describe('a database without the drizzle internals it reaches for', () => {
  it('runs the statement through db.execute, unnamed', async () => {
    const executed: unknown[] = [];
    const db = {
      execute: async (statement: unknown) => {
        executed.push(statement);
        return { rows: [{ answer: 42 }] };
      },
    };
    const statement = sql`select 42 as answer`;
    const { rows } = await runNamed(db as unknown as Parameters<typeof runNamed>[0], statement);
    expect(rows).toEqual([{ answer: 42 }]);
    expect(executed).toEqual([statement]);
  });
});

describe('a statement flattened without drizzle', () => {
  const dialect = new PgDialect();
  const flatten = (statement: ReturnType<typeof sql>) =>
    flattenStatement(statement, (object) => dialect.sqlToQuery(sql`${object}`).sql);

  it('has the text and values drizzle gives it', () => {
    const e = sql.identifier('e');
    const at = new Date('2026-11-27T10:00:00Z');
    const part = sql`select ${orders.id} from ${orders} where ${eq(orders.localId, 7)} and ${orders.createdAt} < ${at}`;
    const statement = sql`with ${e} as (${part}), q as (select ${'say "hi"'}::text as ${sql.identifier('we"ird')})
      select ${e}.id, ${null}::text, ${true}, ${2.5}, ${undefined} from ${e}, q, ${outboxEvents}
      where ${sql.join([sql`${1}`, sql`${2}`, sql`${3}`], sql` + `)} > 0`;
    const flat = flatten(statement);
    const { sql: text, params } = dialect.sqlToQuery(statement);
    expect(flat).toEqual({ sql: text, params });
    expect(flat!.params).toEqual([7, at, 'say "hi"', null, true, 2.5, 1, 2, 3]);
  });

  it('leaves to drizzle what it does not write itself', () => {
    expect(flatten(sql`select ${sql.placeholder('id')}`)).toBeNull();
    expect(flatten(sql`select 1 where 2 in ${[1, 2]}`)).toBeNull();
    expect(flatten(sql`select ${sql`${'inlined'}`.inlineParams()}`)).toBeNull();
    expect(flatten(sql`select ${{ kind: 'object' }}`)).toBeNull();
  });
});
