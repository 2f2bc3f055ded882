import fs from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../paths.js';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';
import { acquireDataDirLock } from './data-dir-lock.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database: repositories take either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** runs one trivial query; throws when the database is unreachable */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a copy of the database's files, to open another from (`loadDataDir`) */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the pool's clients now (metrics) */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

const MIGRATIONS = path.join(API_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined: in memory (tests); loadDataDir: starts from a copy of another database's
   * files (PGlite's dumpDataDir), as the API tests start from a seeded template
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Ends the pool and waits for every connection to be closed. pool.end() resolves as soon as the
 * clients are released, before their sockets close; a DROP DATABASE ... WITH (FORCE) or a server
 * shutdown in that gap makes a closing client throw 57P01 as an uncaught exception.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  let closed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (++closed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => endPool(pool),
    };
  }
  // PGlite allows one process per data dir: a second one silently loses writes (STACK-NOTES).
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (target.dataDir) {
    dataDir = path.join(target.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(target.dataDir);
  }
  try {
    const client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: { pg_trgm, unaccent },
      loadDataDir: target.loadDataDir,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      dumpDataDir: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
