/**
 * Another API instance on the same database as a test's: on PostgreSQL its own connection pool and
 * LISTEN connection (what a second process has); on PGlite, which one process owns, the same
 * database object and its in-process event bus. Its caches are its own either way, kept 10
 * minutes, so only an event can make it see a change in time.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import type { Clock } from '../src/lib/clock.js';
import type { TestApi } from './harness.js';

export interface SecondInstance {
  url: string;
  database: Database;
  get(path: string): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** `env` adds to (or overrides) the instance's settings; `clock` sets its time. */
export async function startSecondInstance(
  first: TestApi,
  { env = {}, clock }: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<SecondInstance> {
  const pool = (first.database.db as unknown as { $client: { options?: { connectionString?: string } } })
    .$client;
  const database =
    first.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: pool.options!.connectionString!, poolSize: 2 })
      : first.database;
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      OPS_TOKEN: 'test-ops-token-0123456789',
      CATALOG_CACHE_SECONDS: '600',
      ...env,
    }),
    database,
    clock,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    database,
    get: (path) => fetch(url + path),
    post: (path, body, headers = {}) =>
      fetch(url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
}
