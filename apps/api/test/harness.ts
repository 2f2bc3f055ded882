/**
 * Starts the real API over real HTTP on its own database for one test file: in-memory PGlite,
 * or a fresh PostgreSQL database (created from TEST_DATABASE_URL, dropped afterwards), each a
 * copy of the demo data seeded once per run (global-setup.ts).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { z } from 'zod';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh PostgreSQL database from TEST_DATABASE_URL and how to drop it: empty, or a copy of
 * `template` (a database nobody is connected to).
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export interface TestApi {
  url: string;
  app: App;
  database: Database;
  /** the PostgreSQL database's URL, for a test's own sessions beside the API's pool; null on PGlite */
  databaseUrl: string | null;
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * `options.logger` replaces the silent one, e.g. `{ level: 'warn', stream }` to read what is
 * logged; `options.clock` sets the API's time (e.g. the eve of a daylight-saving change)
 */
export async function startTestApi(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'logger' | 'clock'> = {},
): Promise<TestApi> {
  const pgDb = kind === 'postgres' ? await createPostgresDatabase(inject('postgresTemplate')) : null;
  const database = await openDatabase(
    pgDb
      ? { kind: 'postgres', url: pgDb.url, poolSize: 4 }
      : { kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate'))]) },
  );
  const config = loadConfig({ LOG_LEVEL: 'silent', OPS_TOKEN: 'test-ops-token-0123456789', ...env });
  const app = await buildApp({ config, database, logger: options.logger, clock: options.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    app,
    database,
    databaseUrl: pgDb?.url ?? null,
    get: (path, init) => fetch(url + path, init),
    post: (path, body, init) =>
      fetch(url + path, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** Reads a JSON body and checks it against its contract schema. */
export async function expectContract<S extends z.ZodType>(
  res: Response,
  schema: S,
  status = 200,
): Promise<z.infer<S>> {
  const text = await res.text();
  if (res.status !== status)
    throw new Error(`expected HTTP ${status}, got ${res.status}: ${text.slice(0, 500)}`);
  return schema.parse(JSON.parse(text));
}

/** The error JSON of ARCHITECTURE.md, with its status. */
export async function expectError(res: Response, status: number, code?: string) {
  const body = (await res.json()) as { error?: { code: string; message: string; details?: unknown[] } };
  if (res.status !== status)
    throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(body)}`);
  if (!body.error || typeof body.error.message !== 'string' || !body.error.message) {
    throw new Error(`not the error JSON: ${JSON.stringify(body)}`);
  }
  if (code && body.error.code !== code)
    throw new Error(`expected error ${code}, got ${body.error.code}: ${body.error.message}`);
  return body.error;
}

export const RN = { smUa: 1, pcUa: 2, smAe: 3 } as const;
export const BR = {
  kyiv: 101,
  lviv: 102,
  odesa: 103,
  dnipro: 104,
  brovary: 105,
  pcKyiv: 201,
  dubai: 301,
} as const;
