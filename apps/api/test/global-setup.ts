/**
 * Once per `vitest run`: a migrated, seeded database for the API test files to start from,
 * instead of each file seeding its own (seconds each, most of the suite's time): PGlite's files
 * as a tar in the temporary folder, and, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/seed.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded PGlite's files (a tar) */
    pgliteTemplate: string;
    /** the seeded PostgreSQL database to create each file's database from, or '' */
    postgresTemplate: string;
  }
}

async function onAdmin<T>(run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const pglite = await openDatabase({ kind: 'pglite' });
  await seedDemo(pglite.db);
  const file = path.join(
    os.tmpdir(),
    `food-api-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir!()).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);

  let template = '';
  if (process.env.TEST_DATABASE_URL) {
    template = `t_template_${randomBytes(6).toString('hex')}`;
    await onAdmin((admin) => admin.query(`create database "${template}"`));
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${template}`;
    // closed before any file clones it: a template must have no sessions
    const seeded = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await seedDemo(seeded.db);
    await seeded.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(file, { force: true });
    if (template) await onAdmin((admin) => admin.query(`drop database if exists "${template}" with (force)`));
  };
}
