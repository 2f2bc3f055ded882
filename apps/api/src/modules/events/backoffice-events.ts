/**
 * Live events for the back office's board and the webhook dispatcher, on every API instance
 * (issue 18 item 4, ARCHITECTURE.md "Cross-instance events"), through `lib/pg-channel.ts`
 * (in-process on PGlite, `pg_notify('backoffice_events', json)` and LISTEN on PostgreSQL).
 *
 * A notice carries the outbox event whole (they are small: ids, statuses, a product); a
 * subscriber filters by its scope.
 */
import type { SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { PgChannel, type ChannelLog } from '../../lib/pg-channel.js';
import {
  recordEachWith,
  recordEventWith,
  type ChangeWithEvent,
  type NewEvent,
  type OutboxEvent,
} from './outbox.js';

const BACKOFFICE_CHANNEL = 'backoffice_events';

/** every subscriber hears every event, so all listen under one key */
const ALL = 'event';

export class BackofficeEvents {
  private readonly channel: PgChannel<OutboxEvent>;
  private log: ChannelLog = console;

  constructor(database: Database) {
    this.channel = new PgChannel<OutboxEvent>(database, {
      channel: BACKOFFICE_CHANNEL,
      name: 'back-office event',
      keyOf: () => ALL,
    });
  }

  useLogger(log: ChannelLog): void {
    this.log = log;
    this.channel.useLogger(log);
  }

  /** After the commit: tells every instance's subscribers. A failure is logged, never thrown. */
  async publish(event: OutboxEvent): Promise<void> {
    try {
      await this.channel.publish(event);
    } catch (err) {
      this.log.error({ err, eventId: event.id }, 'back-office event not published');
    }
  }

  /** Sent by the commit of `tx` (`PgChannel.publishWithin`): call the result after the commit. */
  publishWithin(tx: DbOrTx, event: OutboxEvent): Promise<() => void> {
    return this.channel.publishWithin(tx, event);
  }

  /**
   * `change`, its event's outbox row and the event's notice in one statement (outbox.ts
   * `recordEventWith`): sent by the commit, like `publishWithin`'s. Call `deliver` after the
   * commit (PGlite's in-process delivery; nothing on PostgreSQL).
   */
  async recordWith(
    db: DbOrTx,
    change: SQL,
    event: NewEvent,
  ): Promise<{ event: OutboxEvent; deliver: () => void }> {
    const recorded = await recordEventWith(db, change, event, (json) => this.channel.notifyExpression(json));
    return { event: recorded, deliver: this.channel.afterCommit(recorded) };
  }

  /**
   * `recordWith` for several changes in one statement (outbox.ts `recordEachWith`), all or
   * nothing: a notice per event, sent by the commit. One `deliver` per item, in their order.
   */
  async recordEachWith(
    db: DbOrTx,
    changeOf: (value: SQL) => SQL,
    items: ChangeWithEvent[],
  ): Promise<{ event: OutboxEvent; deliver: () => void }[]> {
    const recorded = await recordEachWith(db, changeOf, items, (json) => this.channel.notifyExpression(json));
    return recorded.map((event) => ({ event, deliver: this.channel.afterCommit(event) }));
  }

  /** Calls `listener` for every event; resolves once listening. */
  subscribe(listener: (event: OutboxEvent) => void): Promise<() => void> {
    return this.channel.subscribe(ALL, listener);
  }

  get subscriberCount(): number {
    return this.channel.subscriberCount;
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
