/**
 * Live order status (issue 6, ARCHITECTURE.md "Cross-instance events"). The board's status moves
 * (modules/board) publish each change with the order's expected time; every API instance fans it
 * out to the server-sent event streams of that customer it holds.
 *
 * - PGlite (one process): an in-process fan-out.
 * - PostgreSQL (any number of instances): `pg_notify('order_status', json)`; each instance
 *   with open streams LISTENs on one dedicated connection and fans out what arrives, its own
 *   publishes included, so every instance takes the same path.
 */
import { EventEmitter } from 'node:events';
import type { TOrderStatusEvent } from '@food/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';

export const ORDER_STATUS_CHANNEL = 'order_status';

export interface OrderStatusChange {
  orderId: string;
  customerId: string;
  status: number;
  /** the expected time after the change (accepting with a preparation time moves it) */
  expectedAt?: string | null;
}

type Listener = (event: TOrderStatusEvent) => void;
interface Notice extends TOrderStatusEvent {
  customerId: string;
}

/**
 * One emitter per database: every OrderEvents of this process over the same database (an app's,
 * a worker's, a test's) reaches the same streams, as they would through PostgreSQL.
 */
const emitters = new WeakMap<Database, EventEmitter>();
function emitterFor(database: Database): EventEmitter {
  let emitter = emitters.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    // one listener per open stream; thousands are expected on a busy evening
    emitter.setMaxListeners(0);
    emitters.set(database, emitter);
  }
  return emitter;
}

export class OrderEvents {
  private readonly local: EventEmitter;
  /** this instance's own subscriptions, removed on close */
  private readonly mine = new Set<{ customerId: string; listener: Listener }>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private isClosed = false;
  private log: Pick<FastifyBaseLogger, 'warn' | 'error'> = console;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {
    this.local = emitterFor(database);
  }

  useLogger(log: Pick<FastifyBaseLogger, 'warn' | 'error'>): void {
    this.log = log;
  }

  /** Tells the customer's open streams, on every instance, that an order moved. */
  async publishStatusChange(change: OrderStatusChange): Promise<void> {
    const notice: Notice = {
      customerId: change.customerId,
      orderId: change.orderId,
      statusId: change.status,
      ...(change.expectedAt !== undefined ? { expectedAt: change.expectedAt } : {}),
      at: this.clock.now().toISOString(),
    };
    if (this.database.kind === 'postgres') {
      await this.database.db.execute(
        sql`select pg_notify(${ORDER_STATUS_CHANNEL}, ${JSON.stringify(notice)})`,
      );
    } else {
      this.deliver(notice);
    }
  }

  /** Calls `listener` for each status change of the customer's orders; resolves once listening. */
  async subscribe(customerId: string, listener: Listener): Promise<() => void> {
    const entry = { customerId, listener };
    this.mine.add(entry);
    this.local.on(customerId, listener);
    const unsubscribe = () => {
      this.mine.delete(entry);
      this.local.off(customerId, listener);
    };
    try {
      await this.ensureListening();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** how many streams this instance is holding (for tests and metrics) */
  get subscriberCount(): number {
    return this.mine.size;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    for (const { customerId, listener } of this.mine) this.local.off(customerId, listener);
    this.mine.clear();
    const client = this.listener;
    this.listener = null;
    this.listening = null;
    await client?.end().catch(() => {});
  }

  private deliver(notice: Notice) {
    const { customerId, ...event } = notice;
    this.local.emit(customerId, event);
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
      if (msg.channel !== ORDER_STATUS_CHANNEL || !msg.payload) return;
      try {
        this.deliver(JSON.parse(msg.payload) as Notice);
      } catch (err) {
        this.log.warn({ err }, 'unreadable order status notification');
      }
    });
    const lost = (err?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      if (this.isClosed) return;
      this.log.error({ err }, 'order status listener lost; reconnecting');
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`LISTEN ${ORDER_STATUS_CHANNEL}`);
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
