import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { runNamed } from '../src/lib/named-statement.js';
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
