/**
 * Live order status (issue 6, ARCHITECTURE.md "Cross-instance events"). The board's status moves
 * (modules/board) publish each change with the order's expected time; every API instance fans it
 * out to the server-sent event streams of that customer it holds, through `lib/pg-channel.ts`
 * (in-process on PGlite, `pg_notify('order_status', json)` and LISTEN on PostgreSQL).
 */
import type { TOrderStatusEvent } from '@food/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { PgChannel, type ChannelLog } from '../../lib/pg-channel.js';

const ORDER_STATUS_CHANNEL = 'order_status';

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

export class OrderEvents {
  /** streams listen under their customer's id */
  private readonly channel: PgChannel<Notice>;

  constructor(
    database: Database,
    private readonly clock: Clock,
  ) {
    this.channel = new PgChannel<Notice>(database, {
      channel: ORDER_STATUS_CHANNEL,
      name: 'order status',
      keyOf: (notice) => notice.customerId,
    });
  }

  useLogger(log: ChannelLog): void {
    this.channel.useLogger(log);
  }

  /** Tells the customer's open streams, on every instance, that an order moved. */
  async publishStatusChange(change: OrderStatusChange): Promise<void> {
    await this.channel.publish(this.noticeOf(change));
  }

  /**
   * The same, sent by the commit of the move's transaction (`PgChannel.publishWithin`): call the
   * returned function after the commit (it delivers on PGlite, and does nothing on PostgreSQL).
   */
  statusChangeWithin(tx: DbOrTx, change: OrderStatusChange): Promise<() => void> {
    return this.channel.publishWithin(tx, this.noticeOf(change));
  }

  private noticeOf(change: OrderStatusChange): Notice {
    return {
      customerId: change.customerId,
      orderId: change.orderId,
      statusId: change.status,
      ...(change.expectedAt !== undefined ? { expectedAt: change.expectedAt } : {}),
      at: this.clock.now().toISOString(),
    };
  }

  /** Calls `listener` for each status change of the customer's orders; resolves once listening. */
  subscribe(customerId: string, listener: Listener): Promise<() => void> {
    // the stream's event is the notice without whom it was for
    return this.channel.subscribe(customerId, ({ customerId: _, ...event }) => listener(event));
  }

  /** how many streams this instance is holding (for tests and metrics) */
  get subscriberCount(): number {
    return this.channel.subscriberCount;
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
