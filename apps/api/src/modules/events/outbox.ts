/**
 * The transactional outbox (issue 18 item 8): an event is written in the same transaction as the
 * change it describes, so an order committed is an event that will be delivered, even if the
 * process dies right after the commit. After the commit the writer calls
 * `BackofficeEvents.publish(event)` so the live board hears of it within a second; the webhook
 * dispatcher also polls the table, which covers a publish lost to a crash.
 */
import type { DbOrTx } from '../../db/client.js';
import { outboxEvents } from '../../db/schema.js';

export const EVENT_TYPES = ['order.created', 'order.status_changed', 'stop_list.changed'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/**
 * Events between instances only, never offered to webhooks: `catalog.changed` tells every
 * instance to drop its cached catalogue reads (a price changed through /ops/v1/products);
 * `order.paid` tells the boards that a held order's online payment arrived, so it joins "New".
 */
export type InternalEventType = 'catalog.changed' | 'order.paid';

export interface OutboxEvent {
  id: number;
  type: EventType | InternalEventType;
  retailNetworkId: number;
  outletId: number | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export async function recordEvent(
  tx: DbOrTx,
  event: {
    type: EventType | InternalEventType;
    retailNetworkId: number;
    outletId: number | null;
    data: Record<string, unknown>;
  },
): Promise<OutboxEvent> {
  const [row] = await tx
    .insert(outboxEvents)
    .values(event)
    .returning({ id: outboxEvents.id, createdAt: outboxEvents.createdAt });
  return { ...event, id: row!.id, createdAt: row!.createdAt.toISOString() };
}
