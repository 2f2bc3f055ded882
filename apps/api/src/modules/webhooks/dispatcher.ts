/**
 * The webhook dispatcher (issue 18 item 8), one per API instance:
 * 1. turns new outbox events into deliveries for the webhooks that want them, and marks the events
 *    dispatched, in one transaction;
 * 2. sends the deliveries that are due, signed, and records each answer; a failure is tried again
 *    after the configured waits (WEBHOOK_RETRY_SECONDS), then given up as FAILED.
 *
 * It wakes on every back-office event (the outbox writer publishes after its commit) and also looks
 * every WEBHOOK_POLL_MS, so an event committed just before a crash, whose notice never went out,
 * is still delivered. Rows are taken with `FOR UPDATE SKIP LOCKED`, so several instances on one
 * PostgreSQL share the work without sending anything twice; PGlite has one process. A delivery is
 * claimed by pushing its due time past the send (a lease) before the HTTP call, outside any
 * transaction: if the process dies mid-send, it is due again when the lease ends (at least once;
 * the event id lets receivers skip a repeat).
 *
 * A notice wakes a round only when some live webhook subscribed to the event's type (a cache of
 * those types, read again every WEBHOOK_POLL_MS at most and forgotten when this instance registers
 * a webhook): with no webhook configured, an order costs the dispatcher no statement, and the
 * poll marks the events dispatched in batches. A webhook registered on another instance is known
 * here by the next poll; meanwhile the registering instance, which hears every instance's
 * notices, dispatches the events. A webhook never gets an event older than itself
 * (delivery-rules.ts), so events left for the poll are not a backlog it would receive.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outboxEvents, webhookDeliveries } from '../../db/schema.js';
import type { BackofficeDeps } from '../staff/index.js';
import { postWebhook, type DeliveryResult } from './delivery-http.js';
import { deliveriesFor, isDelivered, isWebhookEventType, nextAttemptAt } from './delivery-rules.js';
import { signBody } from './signature.js';
import {
  listLiveWebhooks,
  liveWebhookEventTypes,
  lockDueDeliveries,
  lockUndispatchedEvents,
  nextDueAt,
} from './webhooks-repo.js';

const EVENT_BATCH = 200;
const SEND_BATCH = 20;
/** deliveries sent at once; one slow receiver holds a slot for at most WEBHOOK_TIMEOUT_MS */
const SEND_CONCURRENCY = 4;

type Claimed = Awaited<ReturnType<typeof lockDueDeliveries>>[number];

export class WebhookDispatcher {
  private isStopped = true;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private log: Pick<FastifyBaseLogger, 'error' | 'warn'> = console;
  /** the event types live webhooks want, as last read; null: not known, every notice wakes a round */
  private wantedTypes: ReadonlySet<string> | null = null;
  /** when `wantedTypes` was read (performance.now(): the app's clock may stand still in tests) */
  private wantedTypesReadAt = 0;
  /** when webhooksChanged() last forgot them */
  private forgottenAt = 0;

  constructor(private readonly deps: BackofficeDeps) {}

  async start(log: Pick<FastifyBaseLogger, 'error' | 'warn'>): Promise<void> {
    this.log = log;
    this.isStopped = false;
    try {
      this.unsubscribe = await this.deps.events.subscribe((event) => {
        if (isWebhookEventType(event.type) && this.mayWant(event.type)) this.wake();
      });
    } catch (err) {
      // the polling still delivers everything, only later: no reason to refuse to start
      this.log.error({ err }, 'webhook dispatcher cannot hear events; it polls only');
    }
    this.wake();
  }

  /** Finishes what is being sent (at most WEBHOOK_TIMEOUT_MS), then stops. */
  async stop(): Promise<void> {
    this.isStopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.running;
  }

  /** A webhook was registered here: every notice wakes a round again until the types are read. */
  webhooksChanged(): void {
    this.wantedTypes = null;
    this.forgottenAt = performance.now();
  }

  private mayWant(type: string): boolean {
    return this.wantedTypes === null || this.wantedTypes.has(type);
  }

  private rememberWantedTypes(types: ReadonlySet<string>, readAt: number): void {
    // a registration while the read was under way leaves the cache unknown
    if (readAt < this.forgottenAt) return;
    this.wantedTypes = types;
    this.wantedTypesReadAt = readAt;
  }

  /** Runs a round now, or right after the one in progress. */
  wake(): void {
    if (this.isStopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.runAgain) {
        this.runAgain = false;
        this.wake();
      }
    });
  }

  private async round(): Promise<void> {
    let wait = this.deps.config.WEBHOOK_POLL_MS;
    try {
      const readAt = performance.now();
      if (this.wantedTypes === null || readAt - this.wantedTypesReadAt >= this.deps.config.WEBHOOK_POLL_MS)
        this.rememberWantedTypes(await liveWebhookEventTypes(this.deps.db), readAt);
      for (;;) {
        const dispatched = await this.dispatchEvents();
        const sent = this.isStopped ? 0 : await this.sendDue();
        if (this.isStopped || dispatched + sent === 0) break;
      }
      // a retry due before the next poll is not left waiting for it (nor spun on while another
      // instance holds it for a moment)
      const due = await nextDueAt(this.deps.db);
      if (due) wait = Math.min(wait, Math.max(50, due.getTime() - this.deps.clock.now().getTime()));
    } catch (err) {
      this.log.error({ err }, 'webhook dispatcher round failed; trying again at the next poll');
    }
    if (!this.isStopped && !this.runAgain) {
      this.timer = setTimeout(() => this.wake(), wait);
      this.timer.unref();
    }
  }

  /** Creates the deliveries of new outbox events; returns how many events it handled. */
  private async dispatchEvents(): Promise<number> {
    return this.deps.db.transaction(async (tx) => {
      const events = await lockUndispatchedEvents(tx, EVENT_BATCH);
      if (!events.length) return 0;
      const now = this.deps.clock.now();
      const rows = deliveriesFor(events, await listLiveWebhooks(tx));
      if (rows.length)
        await tx
          .insert(webhookDeliveries)
          .values(rows.map((r) => ({ ...r, nextAttemptAt: now })))
          .onConflictDoNothing();
      await tx
        .update(outboxEvents)
        .set({ dispatchedAt: now })
        .where(
          inArray(
            outboxEvents.id,
            events.map((e) => e.id),
          ),
        );
      return events.length;
    });
  }

  /** Sends one batch of due deliveries; returns how many it sent (delivered or not). */
  private async sendDue(): Promise<number> {
    const { config, clock } = this.deps;
    const claimed = await this.deps.db.transaction(async (tx) => {
      const now = clock.now();
      const due = await lockDueDeliveries(tx, now, SEND_BATCH);
      if (!due.length) return due;
      const lease = Math.max(60_000, 4 * config.WEBHOOK_TIMEOUT_MS);
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + lease),
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((d) => d.id),
          ),
        );
      return due;
    });
    for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY)
      await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map((d) => this.send(d)));
    return claimed.length;
  }

  private async send(delivery: Claimed): Promise<void> {
    const { event } = delivery;
    const attempt = delivery.attempts + 1;
    // `data` carries the place with what the event says; the id is the event's, on every attempt
    const body = JSON.stringify({
      id: event.id,
      type: event.type,
      createdAt: event.createdAt.toISOString(),
      data: { retailNetworkId: event.retailNetworkId, outletId: event.outletId, ...event.data },
    });
    let result: DeliveryResult;
    try {
      result = await postWebhook(
        delivery.url,
        body,
        {
          'content-type': 'application/json',
          'user-agent': 'food-storefront-webhooks/1',
          'x-signature': signBody(body, delivery.secret),
          'x-event-id': String(event.id),
          'x-event-type': event.type,
          'x-delivery-attempt': String(attempt),
        },
        {
          timeoutMs: this.deps.config.WEBHOOK_TIMEOUT_MS,
          allowPrivate: this.deps.config.WEBHOOK_ALLOW_PRIVATE,
        },
      );
    } catch (err) {
      result = { statusCode: null, error: (err as Error).message };
    }
    await this.record(delivery.id, attempt, result).catch((err) =>
      // the lease runs out and the delivery is tried again: at least once, never lost
      this.log.error({ err, deliveryId: delivery.id }, 'webhook delivery result not recorded'),
    );
  }

  private async record(id: number, attempt: number, result: DeliveryResult): Promise<void> {
    const now = this.deps.clock.now();
    if (isDelivered(result.statusCode)) {
      await this.deps.db
        .update(webhookDeliveries)
        .set({ status: 'DELIVERED', deliveredAt: now, lastStatusCode: result.statusCode, lastError: null })
        .where(eq(webhookDeliveries.id, id));
      return;
    }
    const next = nextAttemptAt(attempt, this.deps.config.WEBHOOK_RETRY_SECONDS, now);
    await this.deps.db
      .update(webhookDeliveries)
      .set({
        status: next ? 'PENDING' : 'FAILED',
        ...(next ? { nextAttemptAt: next } : {}),
        lastStatusCode: result.statusCode,
        lastError: result.error,
      })
      // a webhook deleted meanwhile gave its deliveries up: this answer does not bring one back
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'PENDING')));
  }
}
