/**
 * The transactional outbox (issue 18 item 8): an event is written in the same transaction as the
 * change it describes, so an order committed is an event that will be delivered, even if the
 * process dies right after the commit. After the commit the writer calls
 * `BackofficeEvents.publish(event)` so the live board hears of it within a second; the webhook
 * dispatcher also polls the table, which covers a publish lost to a crash.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { outboxEvents } from '../../db/schema.js';
import { runNamed } from '../../lib/named-statement.js';

export const EVENT_TYPES = ['order.created', 'order.status_changed', 'stop_list.changed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/**
 * Events between instances only, never offered to webhooks: `catalog.changed` tells every
 * instance to drop its cached catalogue reads (a price changed through /ops/v1/products);
 * `order.paid` tells the boards that a held order's online payment arrived, so it joins "New".
 */
type InternalEventType = 'catalog.changed' | 'order.paid';

export interface OutboxEvent {
  id: number;
  type: EventType | InternalEventType;
  retailNetworkId: number;
  outletId: number | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export type NewEvent = Omit<OutboxEvent, 'id' | 'createdAt'>;

export async function recordEvent(tx: DbOrTx, event: NewEvent): Promise<OutboxEvent> {
  const [row] = await tx
    .insert(outboxEvents)
    .values(event)
    .returning({ id: outboxEvents.id, createdAt: outboxEvents.createdAt });
  return { ...event, id: row!.id, createdAt: row!.createdAt.toISOString() };
}

/** An outbox row's time as `OutboxEvent.createdAt` has it (`Date.toISOString`), in SQL. */
const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * `change` (a statement answering one row, e.g. `select order_write(…)`) and its event's outbox
 * row in one statement, so in one round trip; the event's row is written only once the change
 * has run, and not at all when it fails. `notify` adds the event's notice to the same statement
 * (`PgChannel.notifyExpression`, given the event as SQL json). Outside a transaction the
 * statement is atomic by itself. A named statement (`lib/named-statement.ts`): `change` must be
 * the same text every run, its values parameters.
 */
export async function recordEventWith(
  db: DbOrTx,
  change: SQL,
  event: NewEvent,
  notify: (noticeJson: SQL) => SQL | null,
): Promise<OutboxEvent> {
  const e = sql.identifier('e');
  const createdAt = isoTime(sql`${e}.created_at`);
  const notice = notify(
    sql`${JSON.stringify(event)}::jsonb || jsonb_build_object('id', ${e}.id, 'createdAt', ${createdAt})`,
  );
  // a named statement: its text is the same for every event of a kind (values are parameters)
  const { rows } = await runNamed<{ id: string | number; createdAt: string }>(
    db,
    sql`with change as (${change}),
    ${e} as (insert into ${outboxEvents} (type, retail_network_id, outlet_id, data)
      select ${event.type}, ${event.retailNetworkId}::integer, ${event.outletId}::integer, ${JSON.stringify(event.data)}::jsonb
      from change returning id, created_at)
    select ${e}.id, ${createdAt} as "createdAt"${notice ? sql`, ${notice} as notified` : sql``} from ${e}`,
  );
  const row = rows[0];
  if (!row) throw new Error(`${event.type}: the change answered no row, so no event was recorded`);
  return { ...event, id: Number(row.id), createdAt: row.createdAt };
}
