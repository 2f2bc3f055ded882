/**
 * The live order board (issue 18 item 4): orders in a member's or an API key's scope, status
 * moves, refunds of paid orders the restaurant cancels, and the cancellation of online orders
 * left unpaid. Staff (/admin/v1) and API keys (/ops/v1) share every rule here.
 *
 * A move locks the order's payment attempts and then the order (the order a payment callback
 * locks them in), checks the rules (move-rules.ts), and writes the change, the bonus points, the
 * refunds owed, the audit entry and the outbox event in one transaction. After the commit it
 * tells the board (every instance) and the customer's live status, and asks the payment
 * provider for the refunds: never while a transaction holds a connection.
 */
import {
  ORDER_STATUS,
  type TBoardOrder,
  type TBoardOrdersPage,
  type TBoardOrdersQuery,
  type TBoardRefund,
  type TBoardStatusChange,
  type TBoardStreamEvent,
  type TOrderStatusChanged,
} from '@food/contracts';
import type { CancelReasonCode } from '@food/domain/order-status';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { pickText } from '../catalog/index.js';
import { recordEvent, type OutboxEvent } from '../events/index.js';
import { expectedAtOf } from '../orders/index.js';
import { readBackofficeSettings, settingsDefaults } from '../staff/index.js';
import type { PaymentService } from '../payment/index.js';
import type { BackofficeDeps } from '../staff/index.js';
import { assertInScope, type Principal } from '../staff/index.js';
import { inScope } from '../staff/index.js';
import * as repo from './board-repo.js';
import { presentBoardOrder } from './board-present.js';
import { STANDARD_PREP_MINUTES, expectedAtOnAccept, travelMinutesOf } from './expected-time.js';
import { isAccept, refuseMove } from './move-rules.js';

/** Who may hand money back: owners and brand managers (in scope); not outlet staff or tills. */
const mayRefund = (p: Pick<Principal, 'kind' | 'role'>) =>
  p.kind === 'staff' && (p.role === 'OWNER' || p.role === 'BRAND_MANAGER');

/** The API itself, for the audit log: the cancellation of orders left unpaid. */
const SYSTEM_ACTOR = { kind: 'system', id: 'system', label: 'system' } as const;
export type Actor = Principal | typeof SYSTEM_ACTOR;

const DAY_MS = 24 * 60 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** at most this many orders are cancelled per sweep; the next sweep takes the rest */
const SWEEP_LIMIT = 200;
/** a reason code (@food/domain/order-status), translated where it is shown */
const UNPAID_CANCEL_REASON: CancelReasonCode = 'NOT_PAID_IN_TIME';

export interface MoveOutcome {
  changed: TOrderStatusChanged;
  order: TBoardOrder;
}

interface Applied {
  changed: TOrderStatusChanged;
  refundIds: string[];
  /** the live notices, sent by the commit on PostgreSQL; these deliver them on PGlite */
  deliver: (() => void)[];
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export class OrderBoardService {
  private log: Log = console;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<unknown> | null = null;

  constructor(
    readonly deps: BackofficeDeps,
    /** the customer's status e-mail and text, enqueued in the move's transaction (modules/notifications) */
    private readonly notices?: {
      statusChanged(tx: DbOrTx, change: { orderId: string; statusId: number }): Promise<void>;
    },
  ) {}

  useLogger(log: Log): void {
    this.log = log;
  }

  /** Orders in the principal's scope, newest first; the last 24 hours unless `from`/`to` say otherwise. */
  async list(principal: Principal, q: TBoardOrdersQuery): Promise<TBoardOrdersPage> {
    if (q.outletId !== undefined) await this.assertOutletInScope(principal, q.outletId);
    const to = q.to ? new Date(q.to) : null;
    const from = q.from ? new Date(q.from) : new Date((to ?? this.deps.clock.now()).getTime() - DAY_MS);
    if (to && from.getTime() >= to.getTime())
      throw new AppError('VALIDATION_ERROR', 'from must be before to', [{ path: '/from' }]);
    const filter: repo.OrderFilter = {
      scope: principal.scope,
      outletId: q.outletId,
      statusIds: q.statusId,
      held: q.held,
      from,
      to,
    };
    const total = await repo.countOrders(this.deps.db, filter);
    const rows = await repo.listOrders(this.deps.db, filter, {
      limit: q.size,
      offset: (q.page - 1) * q.size,
    });
    return {
      data: await this.present(rows),
      pagination: { page: q.page, size: q.size, total, totalPages: Math.ceil(total / q.size) },
    };
  }

  /** One order with everything its card and kitchen ticket show: 404 unknown, 403 out of scope. */
  async get(principal: Principal, orderId: string): Promise<TBoardOrder> {
    const row = await this.visibleOrder(principal, orderId);
    return (await this.present([row]))[0]!;
  }

  /** A status move by a member or an API key in scope (or the API itself, `SYSTEM_ACTOR`). */
  async move(
    actor: Actor,
    orderId: string,
    change: TBoardStatusChange,
    clientIp: string | null,
  ): Promise<MoveOutcome> {
    if (actor.kind !== 'system') await this.visibleOrder(actor, orderId);
    const applied = await this.deps.db.transaction(async (tx) => {
      // the attempts, then the order: as payment callbacks lock them, so neither waits on the other
      await this.deps.payments.lockAttempts(tx, orderId);
      const order = await repo.lockOrder(tx, orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
      return this.applyMove(tx, actor, order, change, clientIp);
    });
    await this.afterCommit(applied);
    const row = await repo.findOrder(this.deps.db, orderId);
    return { changed: applied.changed, order: (await this.present([row!]))[0]! };
  }

  /**
   * Asks again for a cancelled order's refunds the provider refused (or that a crash left
   * unanswered). 502 REFUND_FAILED when the provider refuses again; the order shows why. Asking
   * when nothing is owed changes nothing and answers the order.
   */
  async retryRefund(principal: Principal, orderId: string, clientIp: string | null): Promise<TBoardOrder> {
    const order = await this.visibleOrder(principal, orderId);
    const ids = await this.deps.db.transaction(async (tx) => {
      const claimed = await this.deps.payments.claimRefundsForRetry(tx, orderId);
      if (claimed.length)
        await recordAudit(
          tx,
          principal,
          {
            kind: 'order.refund_retry',
            entityType: 'order',
            entityId: order.id,
            retailNetworkId: order.retailNetworkId,
            outletId: order.outletId,
            after: { refundIds: claimed },
          },
          clientIp,
        );
      return claimed;
    });
    return this.runAndPresent(orderId, ids);
  }

  /**
   * Staff give back part or all of what a paid order still holds (issue 21 item 6): owners and
   * brand managers in scope (outlet staff cancel, they do not hand money back: `mayRefund`),
   * audited, through the provider that took the payment. 409 ORDER_NOT_PAID, 422 REFUND_TOO_LARGE
   * and nothing written; 502 REFUND_FAILED when the provider refuses (the refund stays, FAILED,
   * for POST …/refund to ask again).
   */
  async refund(
    principal: Principal,
    orderId: string,
    body: { amount: number; reason: string },
    clientIp: string | null,
  ): Promise<TBoardOrder> {
    const order = await this.visibleOrder(principal, orderId);
    const ids = await this.deps.db.transaction(async (tx) => {
      // the attempts, then the order: as payment callbacks lock them
      await this.deps.payments.lockAttempts(tx, orderId);
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
      const planned = await this.deps.payments.planRefundOf(tx, locked, body.amount, body.reason);
      await recordAudit(
        tx,
        principal,
        {
          kind: 'order.refund',
          entityType: 'order',
          entityId: order.id,
          retailNetworkId: order.retailNetworkId,
          outletId: order.outletId,
          after: { amount: body.amount, reason: body.reason, refundIds: planned },
        },
        clientIp,
      );
      return planned;
    });
    return this.runAndPresent(orderId, ids);
  }

  /** Runs the refunds after their commit; 502 REFUND_FAILED naming the provider's reason if refused. */
  private async runAndPresent(orderId: string, ids: string[]): Promise<TBoardOrder> {
    await this.deps.payments.runRefunds(ids);
    const [presented] = await this.present([(await repo.findOrder(this.deps.db, orderId))!]);
    const failed = presented!.refunds.filter((r) => ids.includes(r.id) && r.status === 'FAILED');
    if (failed.length)
      throw new AppError(
        'REFUND_FAILED',
        `The payment provider refused the refund: ${failed.map((r) => r.failureReason).join('; ')}`,
        failed.map((r) => ({ refundId: r.id, amount: r.amount, reason: r.failureReason })),
      );
    return presented!;
  }

  /** The refund route's guard: 403 for outlet staff and API keys, before the body is read. */
  async guardRefund(principal: Principal, orderId: string): Promise<void> {
    await this.guardOrder(principal, orderId);
    if (!mayRefund(principal))
      throw new AppError('FORBIDDEN', 'Only owners and brand managers give money back');
  }

  /**
   * One sweep: cancels online orders left unpaid longer than the owner's `unpaidCancelMinutes`
   * (else UNPAID_CANCEL_MINUTES), counted from the order or its latest payment attempt, as the
   * API itself (audit actor "system"). Returns how many it cancelled.
   */
  async cancelStaleUnpaid(): Promise<number> {
    const { unpaidCancelMinutes: minutes } = await readBackofficeSettings(
      this.deps.db,
      settingsDefaults(this.deps.config),
    );
    const cutoff = new Date(this.deps.clock.now().getTime() - minutes * 60_000);
    let cancelled = 0;
    while (cancelled < SWEEP_LIMIT) {
      const applied = await this.deps.db.transaction(async (tx) => {
        const order = await repo.lockStaleUnpaidOrder(tx, cutoff);
        if (!order) return null;
        return this.applyMove(
          tx,
          SYSTEM_ACTOR,
          order,
          { statusId: ORDER_STATUS.CANCELLED, reason: UNPAID_CANCEL_REASON },
          null,
        );
      });
      if (!applied) break;
      await this.afterCommit(applied);
      cancelled++;
    }
    if (cancelled) this.log.info({ cancelled, minutes }, 'unpaid online orders cancelled');
    return cancelled;
  }

  /** Starts the unpaid-order sweep every UNPAID_CANCEL_CHECK_SECONDS (0: never). */
  startJobs(): void {
    const seconds = this.deps.config.UNPAID_CANCEL_CHECK_SECONDS;
    if (seconds === 0 || this.timer) return;
    this.timer = setInterval(() => {
      // one sweep at a time per instance; instances share the work through SKIP LOCKED
      if (this.sweeping) return;
      this.sweeping = this.cancelStaleUnpaid()
        .catch((err: unknown) => this.log.error({ err }, 'unpaid order sweep failed'))
        .finally(() => {
          this.sweeping = null;
        });
    }, seconds * 1000);
    this.timer.unref();
  }

  async stopJobs(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** What a stream of this principal (and outlet) is sent for an event; null when it is not theirs. */
  streamEventFor(
    principal: Principal,
    outletId: number | undefined,
    event: OutboxEvent,
  ): TBoardStreamEvent | null {
    if (
      event.type !== 'order.created' &&
      event.type !== 'order.status_changed' &&
      event.type !== 'order.paid'
    )
      return null;
    if (event.outletId === null || (outletId !== undefined && event.outletId !== outletId)) return null;
    if (!inScope(principal.scope, { retailNetworkId: event.retailNetworkId, outletId: event.outletId }))
      return null;
    const d = event.data;
    if (typeof d.orderId !== 'string' || typeof d.statusId !== 'number') return null;
    return {
      type: event.type,
      orderId: d.orderId,
      localId: typeof d.localId === 'number' ? d.localId : 0,
      retailNetworkId: event.retailNetworkId,
      outletId: event.outletId,
      statusId: d.statusId,
      previousStatusId: typeof d.previousStatusId === 'number' ? d.previousStatusId : null,
      at: event.createdAt,
    };
  }

  async assertOutletInScope(principal: Principal, outletId: number): Promise<void> {
    const outlet = await repo.findOutlet(this.deps.db, outletId);
    if (!outlet) throw new AppError('NOT_FOUND', `Outlet ${outletId} was not found`);
    assertInScope(principal, { retailNetworkId: outlet.retailNetworkId, outletId });
  }

  /**
   * A route's guard, before its body is validated (CONTRIBUTING.md: a stranger gets 401/403, never
   * a validation message about someone else's order): 404 unknown, 403 out of scope. An id that is
   * not a UUID is left to the params' validation.
   */
  async guardOrder(principal: Principal, orderId: string): Promise<void> {
    if (UUID.test(orderId)) await this.visibleOrder(principal, orderId);
  }

  private async visibleOrder(principal: Principal, orderId: string): Promise<repo.OrderRow> {
    const row = await repo.findOrder(this.deps.db, orderId);
    if (!row) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
    assertInScope(principal, { retailNetworkId: row.retailNetworkId, outletId: row.outletId });
    return row;
  }

  /** The move's writes, in the caller's transaction, on the order it locked. */
  private async applyMove(
    tx: DbOrTx,
    actor: Actor,
    order: repo.OrderRow,
    change: TBoardStatusChange,
    clientIp: string | null,
  ): Promise<Applied> {
    const refusal = refuseMove(order, change, { detailsRequired: actor.kind === 'staff' });
    if (refusal) throw new AppError(refusal.code, refusal.message, refusal.details);
    const now = this.deps.clock.now();
    const to = change.statusId;
    const reason = change.reason || null;
    const accepted = isAccept(order.statusId, to)
      ? await this.acceptance(tx, order, change.prepMinutes ?? STANDARD_PREP_MINUTES, now)
      : null;
    await tx
      .update(orders)
      .set({
        statusId: to,
        updatedAt: now,
        ...(accepted ?? {}),
        ...(reason
          ? {
              additionalInfo: sql`${orders.additionalInfo} || ${JSON.stringify({ statusReason: reason })}::jsonb`,
            }
          : {}),
      })
      .where(sql`${orders.id} = ${order.id} and ${orders.statusId} = ${order.statusId}`);
    const bonusPoints = await this.deps.bonuses.settle(tx, order, to);
    const refundIds =
      to === ORDER_STATUS.CANCELLED && order.isPaid
        ? await this.deps.payments.planRefunds(tx, order.id, reason)
        : [];
    const expectedAt = accepted
      ? accepted.expectedAt.toISOString()
      : expectedAtOf({ expectedAt: order.expectedAt, delivery: order.delivery });
    await recordAudit(
      tx,
      actor,
      {
        kind: 'order.status',
        entityType: 'order',
        entityId: order.id,
        retailNetworkId: order.retailNetworkId,
        outletId: order.outletId,
        before: { statusId: order.statusId, expectedAt: order.expectedAt?.toISOString() ?? null },
        after: {
          statusId: to,
          ...(accepted ? { prepMinutes: accepted.prepMinutes, expectedAt } : {}),
          ...(reason ? { reason } : {}),
          ...(refundIds.length ? { refundIds } : {}),
        },
      },
      clientIp,
    );
    // every move (staff, API keys, the unpaid-order sweep) tells the customer
    await this.notices?.statusChanged(tx, { orderId: order.id, statusId: to });
    const event = await recordEvent(tx, {
      type: 'order.status_changed',
      retailNetworkId: order.retailNetworkId,
      outletId: order.outletId,
      data: {
        orderId: order.id,
        localId: order.localId,
        statusId: to,
        previousStatusId: order.statusId,
        expectedAt,
      },
    });
    // the board on every instance and the customer's live status, sent by this transaction's
    // commit: a move committed is never a move unheard (ARCHITECTURE.md "Cross-instance events")
    const deliver = [await this.deps.events.publishWithin(tx, event)];
    if (order.customerId)
      deliver.push(
        await this.deps.orderEvents.statusChangeWithin(tx, {
          orderId: order.id,
          customerId: order.customerId,
          status: to,
          expectedAt,
        }),
      );
    return {
      changed: {
        orderId: order.id,
        localId: order.localId,
        customerId: order.customerId,
        previousStatusId: order.statusId,
        statusId: to,
        updatedAt: now.toISOString(),
        bonusPoints,
      },
      refundIds,
      deliver,
    };
  }

  /** Accepting: the kitchen's time, and the customer's expected time moved to match it. */
  private async acceptance(tx: DbOrTx, order: repo.OrderRow, prepMinutes: number, now: Date) {
    const zoneId = order.deliveryType === 0 ? order.delivery.zoneId : null;
    const zoneMinutes = typeof zoneId === 'number' ? await repo.zoneDeliveryMinutes(tx, zoneId) : null;
    const expectedAt = expectedAtOnAccept({
      now,
      prepMinutes,
      travelMinutes: travelMinutesOf(zoneMinutes),
      deliverAt: order.deliverAt,
    });
    return { acceptedAt: now, prepMinutes, expectedAt };
  }

  /** After the commit: the live notices (PGlite's; PostgreSQL's went with the commit), the refunds. */
  private async afterCommit(applied: Applied): Promise<void> {
    for (const deliver of applied.deliver) deliver();
    if (applied.refundIds.length) await this.deps.payments.runRefunds(applied.refundIds);
  }

  /** Rows as the board shows them: lines, attempts, refunds, outlet and currency read beside them. */
  private async present(rows: repo.OrderRow[]): Promise<TBoardOrder[]> {
    if (rows.length === 0) return [];
    const { db, tenants } = this.deps;
    const ids = rows.map((r) => r.id);
    const lines = await repo.listLines(db, ids);
    const attempts = await repo.listAttempts(db, ids);
    const refunds = await this.deps.payments.refundsOf(db, ids);
    const outlets = await repo.listOutlets(db, [...new Set(rows.map((r) => r.outletId))]);
    const outletById = new Map(outlets.map((o) => [o.id, o]));
    const result: TBoardOrder[] = [];
    for (const row of rows) {
      const { brand, network } = await tenants.getTenant(row.retailNetworkId);
      const outlet = outletById.get(row.outletId);
      result.push(
        presentBoardOrder(row, {
          outlet: outlet
            ? {
                name: pickText(outlet.name, brand.defaultLanguage, brand.defaultLanguage),
                timeZone: outlet.timeZone,
              }
            : null,
          lines: lines.filter((l) => l.orderId === row.id),
          attempts: attempts.filter((a) => a.orderId === row.id),
          refunds: refunds.filter((r) => r.refund.orderId === row.id).map(presentRefund),
          currencyCode: network.currencyCode,
          language: brand.defaultLanguage,
        }),
      );
    }
    return result;
  }
}

function presentRefund({
  refund,
  provider,
}: Awaited<ReturnType<PaymentService['refundsOf']>>[number]): TBoardRefund {
  return {
    id: refund.id,
    amount: refund.amount,
    status: refund.status,
    provider,
    failureReason: refund.failureReason,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    updatedAt: refund.updatedAt.toISOString(),
  };
}
