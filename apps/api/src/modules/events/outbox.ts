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

/** One change of `recordEachWith` (its value, handed to the change as jsonb) and its event. */
export interface ChangeWithEvent {
  value: unknown;
  event: NewEvent;
}

/**
 * `recordEventWith` for several changes at once, in one statement (issue 22 item 6: order
 * creation's natural batch, `order-service/order-create-service.ts`): `changeOf(value)` is the
 * change as an expression of one item's value (jsonb), e.g. `order_write(value)`; each item's
 * event gets its outbox row and, with `notify`, its notice. One transaction for all: a failing
 * change fails them all. The text is the same whatever the number of items (they travel as one
 * jsonb array), so it is one named statement. Resolves to the events in the items' order, one a
 * row written (so as many as the items).
 *
 * Each item's outbox id is drawn (`nextval`) with its change, before the insert, so the rows are
 * matched to their items by id, not by the order an INSERT happens to return them in.
 */
export async function recordEachWith(
  db: DbOrTx,
  changeOf: (value: SQL) => SQL,
  items: ChangeWithEvent[],
  notify: (noticeJson: SQL) => SQL | null,
): Promise<OutboxEvent[]> {
  const e = sql.identifier('e');
  const createdAt = isoTime(sql`${e}.created_at`);
  const notice = notify(
    sql`(i.item -> 'event') || jsonb_build_object('id', ${e}.id, 'createdAt', ${createdAt})`,
  );
  const { rows } = await runNamed<{ n: string | number; id: string | number; createdAt: string }>(
    db,
    sql`with i as materialized (
      select t.n, t.item, nextval('outbox_events_id_seq'::regclass) as id,
        ${changeOf(sql`t.item -> 'value'`)} as changed
      from jsonb_array_elements(${JSON.stringify(items)}::jsonb) with ordinality as t(item, n)),
    ${e} as (insert into ${outboxEvents} (id, type, retail_network_id, outlet_id, data)
      select i.id, i.item -> 'event' ->> 'type', (i.item -> 'event' ->> 'retailNetworkId')::integer,
        (i.item -> 'event' ->> 'outletId')::integer, i.item -> 'event' -> 'data'
      from i order by i.n returning id, created_at)
    select i.n, ${e}.id, ${createdAt} as "createdAt"${notice ? sql`, ${notice} as notified` : sql``}
    from ${e} join i on i.id = ${e}.id order by i.n`,
  );
  // committed by now: an answer of another length is not thrown here, where a caller would take
  // it for nothing done and write again, but returned as it is (NaturalBatch refuses it as done)
  return rows.map((row) => ({
    ...items[Number(row.n) - 1]!.event,
    id: Number(row.id),
    createdAt: row.createdAt,
  }));
}
