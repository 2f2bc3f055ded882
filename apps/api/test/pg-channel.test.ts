/**
 * The live channel under the order status streams and the back office's events
 * (`lib/pg-channel.ts`): a notice reaches the subscribers of its key on every instance, and on
 * PostgreSQL a listening connection that is cut is opened again while anyone still listens.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { PgChannel, type ChannelLog } from '../src/lib/pg-channel.js';
import { eventually } from './board-fixtures.js';
import { createPostgresDatabase, databaseKinds } from './harness.js';

interface Notice {
  to: string;
  n: number;
}

const CHANNEL = 'pg_channel_test';

/** keeps what the channel logs, to read it back */
function recordingLog() {
  const lines: string[] = [];
  const log: ChannelLog = {
    warn: (_: unknown, msg?: string) => void lines.push(`warn ${msg}`),
    error: (_: unknown, msg?: string) => void lines.push(`error ${msg}`),
  };
  return { lines, log };
}

const channelOver = (database: Database) =>
  new PgChannel<Notice>(database, { channel: CHANNEL, name: 'test', keyOf: (n) => n.to });

describe.each(databaseKinds())('live channel on %s', (kind) => {
  /** two instances: on PostgreSQL two pools over one database, on PGlite the one process */
  let first: Database;
  let second: Database;
  let drop = async () => {};
  beforeAll(async () => {
    if (kind === 'postgres') {
      const pgDb = await createPostgresDatabase();
      drop = pgDb.drop;
      first = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: 2 });
      second = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: 2 });
    } else {
      first = await openDatabase({ kind: 'pglite' });
      second = first;
    }
  });
  afterAll(async () => {
    await first?.close();
    if (second !== first) await second?.close();
    await drop();
  });

  it('brings a notice to the subscribers of its key on every instance, until they leave', async () => {
    const listening = channelOver(first);
    const publishing = channelOver(second);
    const heard: string[] = [];
    const offA = await listening.subscribe('a', (n) => heard.push(`a${n.n}`));
    await listening.subscribe('b', (n) => heard.push(`b${n.n}`));
    expect(listening.subscriberCount).toBe(2);

    await publishing.publish({ to: 'a', n: 1 });
    await publishing.publish({ to: 'b', n: 2 });
    await eventually(async () => heard.length === 2);
    expect(heard).toEqual(['a1', 'b2']);

    offA();
    expect(listening.subscriberCount).toBe(1);
    await publishing.publish({ to: 'a', n: 3 });
    await publishing.publish({ to: 'b', n: 4 });
    await eventually(async () => heard.includes('b4'));
    expect(heard).toEqual(['a1', 'b2', 'b4']);

    await listening.close();
    expect(listening.subscriberCount).toBe(0);
    await publishing.publish({ to: 'b', n: 5 });
    // a later notice that does arrive shows the closed channel's would have by then
    const still = channelOver(first);
    const late: number[] = [];
    await still.subscribe('b', (n) => late.push(n.n));
    await publishing.publish({ to: 'b', n: 6 });
    await eventually(async () => late.includes(6));
    expect(heard).toEqual(['a1', 'b2', 'b4']);
    await Promise.all([still.close(), publishing.close()]);
  });
});

describe.runIf(databaseKinds().includes('postgres'))('live channel on postgres, cut off', () => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    const pgDb = await createPostgresDatabase();
    drop = pgDb.drop;
    database = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('listens again after its connection is cut, and skips an unreadable notice', async () => {
    const channel = channelOver(database);
    const { lines, log } = recordingLog();
    channel.useLogger(log);
    const heard: number[] = [];
    await channel.subscribe('a', (n) => heard.push(n.n));

    await database.db.execute(sql`select pg_notify(${CHANNEL}, 'not json')`);
    await channel.publish({ to: 'a', n: 1 });
    await eventually(async () => heard.includes(1));
    expect(lines).toEqual(['warn unreadable test notification']);

    const { rows: cut } = (await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${CHANNEL}`}`,
    )) as unknown as { rows: unknown[] };
    expect(cut).toHaveLength(1);
    await eventually(async () => lines.includes('error test listener lost; reconnecting'));

    // notices sent while it was away are lost (streams refetch on reconnect); later ones arrive
    await eventually(async () => {
      await channel.publish({ to: 'a', n: 2 });
      return heard.includes(2);
    });
    await channel.close();
  });
});
