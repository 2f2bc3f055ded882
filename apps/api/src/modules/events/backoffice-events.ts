/**
 * Live events for the back office's board and the webhook dispatcher, on every API instance
 * (issue 18 item 4, ARCHITECTURE.md "Cross-instance events").
 *
 * - PGlite (one process): an in-process fan-out.
 * - PostgreSQL (any number of instances): `pg_notify('backoffice_events', json)`; each instance
 *   with subscribers LISTENs on one dedicated connection and fans out what arrives, its own
 *   publishes included, so every instance takes the same path.
 *
 * A notice carries the outbox event whole (they are small: ids, statuses, a product); a
 * subscriber filters by its scope.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { OutboxEvent } from './outbox.js';

export const BACKOFFICE_CHANNEL = 'backoffice_events';

type Listener = (event: OutboxEvent) => void;

const emitters = new WeakMap<Database, EventEmitter>();
function emitterFor(database: Database): EventEmitter {
  let emitter = emitters.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(database, emitter);
  }
  return emitter;
}

export class BackofficeEvents {
  private readonly local: EventEmitter;
  private readonly mine = new Set<Listener>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private isClosed = false;
  private log: Pick<FastifyBaseLogger, 'warn' | 'error'> = console;

  constructor(private readonly database: Database) {
    this.local = emitterFor(database);
  }

  useLogger(log: Pick<FastifyBaseLogger, 'warn' | 'error'>): void {
    this.log = log;
  }

  /** After the commit: tells every instance's subscribers. A failure is logged, never thrown. */
  async publish(event: OutboxEvent): Promise<void> {
    try {
      if (this.database.kind === 'postgres')
        await this.database.db.execute(
          sql`select pg_notify(${BACKOFFICE_CHANNEL}, ${JSON.stringify(event)})`,
        );
      else this.local.emit('event', event);
    } catch (err) {
      this.log.error({ err, eventId: event.id }, 'back-office event not published');
    }
  }

  /** Calls `listener` for every event; resolves once listening. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.mine.add(listener);
    this.local.on('event', listener);
    const unsubscribe = () => {
      this.mine.delete(listener);
      this.local.off('event', listener);
    };
    try {
      await this.ensureListening();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  get subscriberCount(): number {
    return this.mine.size;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const listener of this.mine) this.local.off('event', listener);
    this.mine.clear();
    const client = this.listener;
    this.listener = null;
    this.listening = null;
    await client?.end().catch(() => {});
  }

  private ensureListening(): Promise<void> {
    if (this.database.kind !== 'postgres' || this.isClosed) return Promise.resolve();
    this.listening ??= this.connect().catch((err) => {
      this.listening = null;
      throw err;
    });
    return this.listening;
  }

  private async connect(): Promise<void> {
    // a dedicated connection: LISTEN holds it for good, so it is not taken from the pool
    const pool = (this.database.db as unknown as { $client: pg.Pool }).$client;
    const client = new pg.Client(pool.options);
    client.on('notification', (msg) => {
      if (msg.channel !== BACKOFFICE_CHANNEL || !msg.payload) return;
      try {
        this.local.emit('event', JSON.parse(msg.payload) as OutboxEvent);
      } catch (err) {
        this.log.warn({ err }, 'unreadable back-office notification');
      }
    });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      if (this.isClosed) return;
      this.log.error({ err }, 'back-office event listener lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${BACKOFFICE_CHANNEL}`);
    if (this.isClosed) {
      await client.end();
      return;
    }
    this.listener = client;
  }

  private scheduleReconnect() {
    if (this.reconnectTimer || this.subscriberCount === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureListening().catch(() => this.scheduleReconnect());
    }, 1000);
    this.reconnectTimer.unref();
  }
}
