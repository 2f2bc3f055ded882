import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_SECONDS,
  deliveriesFor,
  isDelivered,
  nextAttemptAt,
  webhookWants,
  type EventForMatching,
  type WebhookTarget,
} from './delivery-rules.js';

const registered = new Date('2026-11-26T10:00:00Z');
const hook = (over: Partial<WebhookTarget> = {}): WebhookTarget => ({
  id: 'w1',
  events: ['order.created'],
  isOwnerScope: false,
  retailNetworkIds: [1],
  outletIds: [],
  createdAt: registered,
  ...over,
});
const event = (over: Partial<EventForMatching> = {}): EventForMatching => ({
  id: 10,
  type: 'order.created',
  retailNetworkId: 1,
  outletId: 1001,
  createdAt: new Date('2026-11-26T10:00:05Z'),
  ...over,
});

describe('which webhooks get an event', () => {
  it('sends a subscribed event inside the brand', () => {
    expect(webhookWants(hook(), event())).toBe(true);
  });

  it('leaves out events not subscribed to, other brands and other outlets', () => {
    expect(webhookWants(hook(), event({ type: 'stop_list.changed' }))).toBe(false);
    expect(webhookWants(hook(), event({ retailNetworkId: 2, outletId: 2001 }))).toBe(false);
    const outletHook = hook({ retailNetworkIds: [], outletIds: [1002] });
    expect(webhookWants(outletHook, event({ outletId: 1001 }))).toBe(false);
    expect(webhookWants(outletHook, event({ outletId: 1002 }))).toBe(true);
  });

  it('gives an owner-scoped webhook every brand', () => {
    expect(
      webhookWants(hook({ isOwnerScope: true, retailNetworkIds: [] }), event({ retailNetworkId: 3 })),
    ).toBe(true);
  });

  it('never sends internal events, nor events from before the webhook existed', () => {
    const all = hook({
      isOwnerScope: true,
      events: ['order.created', 'order.status_changed', 'stop_list.changed'],
    });
    expect(webhookWants(all, event({ type: 'catalog.changed' }))).toBe(false);
    expect(webhookWants(all, event({ createdAt: new Date('2026-11-26T09:59:59Z') }))).toBe(false);
  });

  it('pairs every event with every webhook that wants it', () => {
    const hooks = [hook({ id: 'a' }), hook({ id: 'b', retailNetworkIds: [2] })];
    expect(
      deliveriesFor([event({ id: 1 }), event({ id: 2, retailNetworkId: 2, outletId: 2001 })], hooks),
    ).toEqual([
      { webhookId: 'a', eventId: 1 },
      { webhookId: 'b', eventId: 2 },
    ]);
  });
});

describe('retries', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('waits 10 s, 30 s, 2 min, 10 min, 1 h, 6 h, then gives up', () => {
    const waits = [1, 2, 3, 4, 5, 6].map(
      (n) => (nextAttemptAt(n, DEFAULT_RETRY_SECONDS, now)!.getTime() - now.getTime()) / 1000,
    );
    expect(waits).toEqual([10, 30, 120, 600, 3600, 21_600]);
    expect(nextAttemptAt(7, DEFAULT_RETRY_SECONDS, now)).toBeNull();
  });

  it('follows a configured schedule, fractions of a second included', () => {
    expect(nextAttemptAt(1, [0.5], now)!.getTime() - now.getTime()).toBe(500);
    expect(nextAttemptAt(2, [0.5], now)).toBeNull();
  });

  it('counts only a 2xx answer as delivered', () => {
    expect(isDelivered(200)).toBe(true);
    expect(isDelivered(204)).toBe(true);
    expect(isDelivered(301)).toBe(false);
    expect(isDelivered(500)).toBe(false);
    expect(isDelivered(null)).toBe(false);
  });
});
