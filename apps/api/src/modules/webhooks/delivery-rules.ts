/**
 * Which webhooks get an event, and when a failed delivery is tried again. Pure rules, tested beside.
 */
import { inScope, type Scope } from '../staff/index.js';
import { EVENT_TYPES, type EventType } from '../events/index.js';

/** The default waits (WEBHOOK_RETRY_SECONDS): 10 s, 30 s, 2 min, 10 min, 1 h, 6 h, then FAILED. */
export const DEFAULT_RETRY_SECONDS = [10, 30, 120, 600, 3600, 21_600] as const;

export const isWebhookEventType = (type: string): type is EventType =>
  (EVENT_TYPES as readonly string[]).includes(type);

export interface WebhookTarget {
  id: string;
  events: readonly string[];
  isOwnerScope: boolean;
  retailNetworkIds: readonly number[];
  outletIds: readonly number[];
  createdAt: Date;
}

export interface EventForMatching {
  id: number;
  type: string;
  retailNetworkId: number;
  outletId: number | null;
  createdAt: Date;
}

const scopeOfWebhook = (
  w: Pick<WebhookTarget, 'isOwnerScope' | 'retailNetworkIds' | 'outletIds'>,
): Scope => ({
  all: w.isOwnerScope,
  retailNetworkIds: w.retailNetworkIds,
  outletIds: w.outletIds,
});

/**
 * A webhook gets an event of a type it subscribed to, inside its scope (the brand, or the outlet),
 * that happened after it was registered (an older event still waiting in the outbox is not news to
 * it). Internal events (catalog.changed) never go out.
 */
export function webhookWants(webhook: WebhookTarget, event: EventForMatching): boolean {
  return (
    isWebhookEventType(event.type) &&
    webhook.events.includes(event.type) &&
    event.createdAt.getTime() >= webhook.createdAt.getTime() &&
    inScope(scopeOfWebhook(webhook), { retailNetworkId: event.retailNetworkId, outletId: event.outletId })
  );
}

/** The deliveries to create for a batch of events. */
export function deliveriesFor(
  events: readonly EventForMatching[],
  webhooks: readonly WebhookTarget[],
): Array<{ webhookId: string; eventId: number }> {
  const rows: Array<{ webhookId: string; eventId: number }> = [];
  for (const event of events)
    for (const webhook of webhooks)
      if (webhookWants(webhook, event)) rows.push({ webhookId: webhook.id, eventId: event.id });
  return rows;
}

/**
 * After failed attempt number `attempts` (1 for the first): when to try again, or null to give up
 * (FAILED). `waits[i]` seconds follow attempt i + 1.
 */
export function nextAttemptAt(attempts: number, waits: readonly number[], now: Date): Date | null {
  const wait = waits[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 1000);
}

/** Only a 2xx answer is a delivery; a redirect is not followed (it could lead anywhere). */
export const isDelivered = (statusCode: number | null) =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
