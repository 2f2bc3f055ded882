/**
 * A live event channel across API instances (ARCHITECTURE.md "Cross-instance events"), under
 * the order status streams and the back office's board and webhooks.
 *
 * - PGlite (one process): an in-process fan-out.
 * - PostgreSQL (any number of instances): `pg_notify(channel, json)`; each instance with
 *   subscribers LISTENs on one dedicated connection, reconnecting while it has any, and fans out
 *   what arrives, its own publishes included, so every instance takes the same path.
 *
 * Subscribers listen under a key (a customer's id, or one key for all) that `keyOf` reads from
 * each notice.
 */
import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DbOrTx } from '../db/client.js';

export type ChannelLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface PgChannelOptions<Notice> {
  channel: string;
  /** names the channel in log lines ("order status" → "order status listener lost") */
  name: string;
  /** the subscribers' key a notice goes to */
  keyOf: (notice: Notice) => string;
}

const RECONNECT_MS = 1000;

/**
 * One emitter per database and channel: every publisher and subscriber of this process over the
 * same database (an app's, a worker's, a test's) reaches the same listeners, as they would
 * through PostgreSQL.
 */
const emitters = new WeakMap<Database, Map<string, EventEmitter>>();
function processEmitter(database: Database, channel: string): EventEmitter {
  let byChannel = emitters.get(database);
  if (!byChannel) {
    byChannel = new Map();
    emitters.set(database, byChannel);
  }
  let emitter = byChannel.get(channel);
  if (!emitter) {
    emitter = new EventEmitter();
    // one listener per open stream; thousands are expected on a busy evening
    emitter.setMaxListeners(0);
    byChannel.set(channel, emitter);
  }
  return emitter;
}

export class PgChannel<Notice> {
  private readonly local: EventEmitter;
  /** this instance's own subscriptions, removed on close */
  private readonly mine = new Set<{ key: string; listener: (notice: Notice) => void }>();
  private client: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private isClosed = false;
  private log: ChannelLog = console;

  constructor(
    private readonly database: Database,
    private readonly options: PgChannelOptions<Notice>,
  ) {
    this.local = processEmitter(database, options.channel);
  }

  useLogger(log: ChannelLog): void {
    this.log = log;
  }

  /** Tells the subscribers of every instance; rejects when PostgreSQL refuses the notice. */
  async publish(notice: Notice): Promise<void> {
    if (this.database.kind === 'postgres') {
      await this.database.db.execute(
        sql`select pg_notify(${this.options.channel}, ${JSON.stringify(notice)})`,
      );
    } else {
      this.deliver(notice);
    }
  }

  /**
   * The notice as part of the writer's transaction. On PostgreSQL NOTIFY is transactional: the
   * commit itself sends it, so an instance killed between its commit and a publish after it loses
   * no event (the scale bench's kill found such losses), and a rolled-back write tells nobody. On
   * PGlite (one process) the returned function delivers it: call it after the commit.
   */
  async publishWithin(tx: DbOrTx, notice: Notice): Promise<() => void> {
    if (this.database.kind !== 'postgres') return () => this.deliver(notice);
    await tx.execute(sql`select pg_notify(${this.options.channel}, ${JSON.stringify(notice)})`);
    return () => {};
  }

  /**
   * The notice as an expression of the writer's own statement, `noticeJson` being the notice as
   * SQL json built there (e.g. from a row it inserts): the change and its notice in one round
   * trip, sent by the commit as `publishWithin`'s. Null on PGlite: there `afterCommit(notice)`
   * delivers it.
   */
  notifyExpression(noticeJson: SQL): SQL | null {
    if (this.database.kind !== 'postgres') return null;
    return sql`pg_notify(${this.options.channel}, (${noticeJson})::text)`;
  }

  /** What to call after the commit for a notice sent with `notifyExpression`: PGlite's delivery. */
  afterCommit(notice: Notice): () => void {
    return this.database.kind === 'postgres' ? () => {} : () => this.deliver(notice);
  }

  /** Calls `listener` for each notice under `key`; resolves once listening. */
  async subscribe(key: string, listener: (notice: Notice) => void): Promise<() => void> {
    const entry = { key, listener };
    this.mine.add(entry);
    this.local.on(key, listener);
    const unsubscribe = () => {
      this.mine.delete(entry);
      this.local.off(key, listener);
    };
    try {
      await this.listen();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** how many subscriptions this instance is holding (for tests and metrics) */
  get subscriberCount(): number {
    return this.mine.size;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const { key, listener } of this.mine) this.local.off(key, listener);
    this.mine.clear();
    const client = this.client;
    this.client = null;
    this.listening = null;
    await client?.end().catch(() => {});
  }

  private deliver(notice: Notice) {
    this.local.emit(this.options.keyOf(notice), notice);
  }

  private listen(): Promise<void> {
    if (this.database.kind !== 'postgres' || this.isClosed) return Promise.resolve();
    this.listening ??= this.connect().catch((err) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  private async connect(): Promise<void> {
    const { channel, name } = this.options;
    // a dedicated connection: LISTEN holds it for good, so it is not taken from the pool
    const pool = (this.database.db as unknown as { $client: pg.Pool }).$client;
    const client = new pg.Client(pool.options);
    client.on('notification', (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        this.deliver(JSON.parse(msg.payload) as Notice);
      } catch (err) {
        this.log.warn({ err }, `unreadable ${name} notification`);
      }
    });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      this.listening = null;
      if (this.isClosed) return;
      this.log.error({ err }, `${name} listener lost; reconnecting`);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    if (this.isClosed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private scheduleReconnect() {
    if (this.reconnectTimer || this.subscriberCount === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.reconnectTimer.unref();
  }
}
