/**
 * `POST /order-service/api/http-order-create`: prices the request again (never trusting the
 * client's figures), checks what only an order needs, then writes the order, its lines, the bonus
 * spending, the payment attempt and the idempotent response at once (orders-repo.ts `writeOrderStatement`).
 * A promo code with limits is counted again under its lock in that transaction: when the last
 * use went to a concurrent order, this order is priced again with the code refused, and refused
 * (422 PROMO_CODE_NOT_APPLICABLE, order-rules.ts): nobody is charged more than they were shown.
 * The `order.created` event is written in the same statement as the order (the outbox: webhooks)
 * with its notice, which the commit sends (the live board, on every instance). The key is claimed
 * in the statement that reads the outlet's day, stop list and staff alert settings: an order
 * without anything else in its transaction costs two round trips (README, "Round trips").
 */
import { randomUUID } from 'node:crypto';
import type { TCheckoutRequest, TOrderCreated, TStaffAlertSettings } from '@food/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { NaturalBatch } from '../../lib/natural-batch.js';
import type { JoinedLimits } from '../../lib/rate-limit/joined-hits.js';
import { bothParts, noPart, type ReadPart } from '../../lib/read-parts.js';
import type { Session } from '../../lib/session.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import type { BonusService } from '../bonus/index.js';
import type { BackofficeEvents } from '../events/index.js';
import type { PaymentService } from '../payment/index.js';
import { countPromoUses } from './checkout-repo.js';
import type { CheckoutService, PricedCheckout } from './checkout-service.js';
import { contactPhoneKey, refuseUnservedPhones } from './contact-phone.js';
import {
  DOUBLE_SUBMIT_WINDOW_MS,
  IDEMPOTENCY_TTL_MS,
  KeyHeld,
  claimKey,
  freeKeyClaimPart,
  holdLease,
  isKeyLost,
  releaseKey,
  type Claim,
  type LeaseHolder,
} from './idempotency.js';
import { creationProblems } from './order-rules.js';
import { paymentOf } from '../payment/index.js';
import { usageRefusal, type UsageRefusal } from './pricing/promo.js';
import { additionalInfoRecord, deliveryRecord, orderLines } from './order-records.js';
import {
  orderWriteOf,
  orderWritePayload,
  setOrderChannel,
  writeOrderStatement,
  type NewOrder,
  type OrderWrite,
} from './orders-repo.js';
import { requestHash } from './request-hash.js';

export interface CreateResult {
  status: number;
  body: TOrderCreated;
  isReplay: boolean;
}

export interface OrderCreationDeps {
  db: Db;
  tenants: TenantRegistry;
  clock: Clock;
  checkout: CheckoutService;
  payments: PaymentService;
  events: BackofficeEvents;
  /** spends the order's points in its transaction */
  bonuses: BonusService;
  /** the receipt e-mail's job, enqueued in the order's transaction (modules/notifications) */
  receipts?: {
    orderPlaced(tx: DbOrTx, order: { orderId: string; email: string | null | undefined }): Promise<void>;
  };
  /**
   * the staff new-order alerts (modules/notifications): the outlet's settings read with its day,
   * the alerts enqueued in the order's transaction (none: the write needs no transaction)
   */
  staffAlerts?: {
    settingsPart(outletId: number): ReadPart<TStaffAlertSettings>;
    alertsFor(
      orderId: string,
      written: { outletId: number; statusId: number; paymentKind: number; isPaid: boolean },
      settings: TStaffAlertSettings,
    ): ((tx: DbOrTx) => Promise<void>) | null;
  };
  /**
   * PostgreSQL: orders written alone (no transaction) that arrive while such a write is in
   * flight go together as one statement (`writeTogether`). Nothing to gain on PGlite, one
   * process and one connection: there each goes alone.
   */
  batchWrites?: boolean;
}

/** The most orders written in one statement (README, "Round trips of a creation"). */
export const WRITE_BATCH_CAP = 16;

/** An order written alone: its write and its `order.created` event. */
interface LoneWrite {
  write: OrderWrite;
  event: {
    type: 'order.created';
    retailNetworkId: number;
    outletId: number;
    data: { orderId: string; localId: number; statusId: number };
  };
}

/**
 * An order placed elsewhere than the storefront (the back office's phone orders): its channel
 * (`orders.channel`, 'web' otherwise) and a write of the caller's in the order's transaction.
 */
interface OrderPlacement {
  channel: 'phone';
  alongside?: (
    tx: DbOrTx,
    order: { orderId: string; localId: number; outletId: number; amount: number },
  ) => Promise<void>;
}

/**
 * A claim of the key made in the statement that reads the order's outlet (`create`), with the
 * request's rate-limit hits when the route leaves them to that statement (lib/rate-limit).
 */
interface FirstClaim {
  part: ReadPart<number>;
  limits?: JoinedLimits;
}

/** Under the code's lock its limits turned out spent (a concurrent order took the last use). */
class PromoSpent extends Error {
  constructor(readonly reason: UsageRefusal) {
    super(`promo code spent: ${reason}`);
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class OrderCreationService {
  /** the orders written alone, batched when they arrive together (PostgreSQL) */
  private readonly loneWrites: NaturalBatch<LoneWrite, () => void> | null;

  constructor(private readonly deps: OrderCreationDeps) {
    this.loneWrites = deps.batchWrites
      ? new NaturalBatch({
          cap: WRITE_BATCH_CAP,
          one: (w) => this.writeAlone(w),
          many: (ws) => this.writeTogether(ws),
        })
      : null;
  }

  async create(
    body: TCheckoutRequest,
    session: Session | null,
    idempotencyKey: string | undefined,
    placement?: OrderPlacement,
    limits?: JoinedLimits,
  ): Promise<CreateResult> {
    const { db, clock } = this.deps;
    const rn = body.retailNetworkId;
    const tenant = await this.deps.tenants.getTenant(rn);
    // before the key is claimed: a refused type draws no order number and writes nothing
    this.deps.payments.refuseUnoffered(body.payment.paymentType, tenant);
    refuseUnservedPhones(body, tenant);
    // the same body from another customer is another request
    const hash = requestHash(body, session?.customerId ?? null);
    const key = idempotencyKey ?? `auto:${hash}`;
    const keepMs = idempotencyKey ? IDEMPOTENCY_TTL_MS : DOUBLE_SUBMIT_WINDOW_MS;

    // The usual request brings a key not seen before: it is claimed in the statement that reads
    // the order's outlet (one round trip less). A held key, or a request refused before that
    // statement, goes the way of a claim made first (`createClaimingFirst`): a replay is answered
    // as stored whatever the request would meet now.
    const now = clock.now();
    const held: { lease?: LeaseHolder } = {};
    const first: FirstClaim = {
      part: freeKeyClaimPart({ rn, key, hash, now }, () => {
        // renewed while this request runs, so a retry after a crash need not wait (idempotency.ts)
        held.lease = holdLease(db, { rn, key, hash });
      }),
      limits,
    };
    try {
      const created = await this.createOrder(body, session, hash, key, first, placement);
      return { status: 201, body: created, isReplay: false };
    } catch (err) {
      if (held.lease) throw await this.released(err, { rn, key, hash, claimedAt: now });
      // the request's rate-limit hits first when that statement did not make them: past a limit
      // it is refused before anything else, as on any other route. A statement that failed with
      // them in it is made again without them (a failing rate_limits must not fail the order)
      const again = limits?.lostWithStatement === true;
      await limits?.settle();
      return this.createClaimingFirst(body, session, idempotencyKey, placement, {
        hash,
        key,
        keepMs,
        err: again ? undefined : err,
      });
    } finally {
      await held.lease?.stop();
    }
  }

  /**
   * The key claimed before anything else (`claimKey`): for a key another request holds or has
   * answered, and for a request refused before its claim could go with its outlet's read (`err`:
   * thrown again once the key is known to be this request's, so a replay still answers as stored;
   * none: the outlet's read failed with the rate-limit hits in it, and is made again without).
   */
  private async createClaimingFirst(
    body: TCheckoutRequest,
    session: Session | null,
    idempotencyKey: string | undefined,
    placement: OrderPlacement | undefined,
    { hash, key, keepMs, err }: { hash: string; key: string; keepMs: number; err: unknown | undefined },
  ): Promise<CreateResult> {
    const { db, clock } = this.deps;
    const rn = body.retailNetworkId;
    const claim = (): Promise<Claim> => claimKey(db, { rn, key, hash, now: clock.now(), keepMs });

    let claimed = await claim();
    // a double click without a key waits for the first click's order and answers with it
    for (let waited = 0; !idempotencyKey && claimed.kind === 'in-flight' && waited < 10_000; waited += 50) {
      await sleep(50);
      claimed = await claim();
    }
    if (claimed.kind === 'mismatch')
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with another request',
      );
    if (claimed.kind === 'in-flight')
      throw new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still running; retry shortly',
      );
    if (claimed.kind === 'replay')
      return { status: claimed.status, body: claimed.body as TOrderCreated, isReplay: true };

    const claimedKey = { rn, key, hash, claimedAt: claimed.claimedAt };
    // refused before its claim: the refusal stands, and the key is given back
    if (err !== undefined && !(err instanceof KeyHeld)) throw await this.released(err, claimedKey);
    const lease = holdLease(db, { rn, key, hash });
    try {
      const created = await this.createOrder(body, session, hash, key, claimed.localId, placement);
      return { status: 201, body: created, isReplay: false };
    } catch (failure) {
      throw await this.released(failure, claimedKey);
    } finally {
      await lease.stop();
    }
  }

  /** Gives a failed request's claim back; what to throw for its failure. */
  private async released(
    err: unknown,
    claim: { rn: number; key: string; hash: string; claimedAt: Date },
  ): Promise<unknown> {
    await releaseKey(this.deps.db, claim.rn, claim.key, claim.hash, claim.claimedAt);
    // stalled past its lease, the key went to a retry, which answers for it
    if (isKeyLost(err))
      return new AppError(
        'IDEMPOTENCY_KEY_IN_USE',
        'A request with this Idempotency-Key is still running; retry shortly',
      );
    return err;
  }

  /** `claim`: the key's order number, or the claim to make with the outlet's read (`create`). */
  private async createOrder(
    body: TCheckoutRequest,
    session: Session | null,
    hash: string,
    key: string,
    claim: number | FirstClaim,
    placement: OrderPlacement | undefined,
    promoSpent?: UsageRefusal,
  ): Promise<TOrderCreated> {
    const { staffAlerts } = this.deps;
    const priced = await this.deps.checkout.price(body, session, {
      forceStopList: true,
      promoSpent,
      // the claim first: it is decoded (and its lease started) before anything can refuse
      alongside: (outletId) =>
        bothParts(
          typeof claim === 'number'
            ? noPart
            : claim.limits
              ? bothParts(claim.part, claim.limits.part())
              : bothParts(claim.part, noPart),
          staffAlerts ? staffAlerts.settingsPart(outletId) : noPart,
        ),
    });
    const { cart, customer, outlet, region } = priced;
    // priced for an order, a delivery without a location was already refused (never a preview)
    if (!outlet) throw new AppError('OUTLET_NOT_FOUND', 'No outlet makes this order');
    const [claimed, alertSettings] = priced.alongside ?? [undefined, undefined];
    const claimedId = claimed?.[0];
    const localId = typeof claim === 'number' ? claim : claimedId;
    if (localId === undefined) throw new Error('an order priced without its outlet read has no key claim');
    const contact = {
      name: body.customerName ?? ([customer?.firstName, customer?.lastName].filter(Boolean).join(' ') || ''),
      // one spelling per number, the one promo code limits look up (contact-phone.ts)
      phone: body.customerPhone ? contactPhoneKey(body.customerPhone) : (customer?.phone ?? null),
      email: body.customerEmail ?? customer?.email ?? undefined,
    };
    // ASAP at a paused outlet or one closed today: the customer chooses a time after it instead
    if (body.delivery.timeIndication === 'ASAP' && cart.asapRefusal) {
      const { reason, reopensAt } = cart.asapRefusal;
      throw new AppError(
        reason,
        reason === 'OUTLET_PAUSED'
          ? `The restaurant is not taking orders until ${reopensAt.toISOString()}; choose a time after it`
          : `The restaurant is closed until ${reopensAt.toISOString()}; choose a time then`,
        [{ outletId: outlet.id, reopensAt: reopensAt.toISOString(), timeZone: priced.calculation.timeZone }],
      );
    }
    const problems = creationProblems(body, cart, contact.phone);
    if (problems.length) {
      const [first] = problems;
      throw new AppError(first!.code, first!.message, first!.details);
    }
    const payment = paymentOf(body.payment.paymentType, cart.amount);
    const orderId = randomUUID();
    // checked before writing anything: a bad return URL must not leave an order behind
    const returnUrl = payment.needsPayment
      ? this.deps.payments.resolveReturnUrl(body.payment.returnUrl, orderId)
      : null;

    const now = this.deps.clock.now();
    const order: NewOrder = {
      id: orderId,
      localId,
      retailNetworkId: body.retailNetworkId,
      businessRegionId: region.id,
      outletId: outlet.id,
      customerId: customer?.id ?? null,
      statusId: 0,
      deliveryType: body.delivery.type,
      delivery: deliveryRecord(body, priced),
      contact: {
        name: contact.name,
        phone: contact.phone!,
        ...(contact.email ? { email: contact.email } : {}),
      },
      paymentType: payment.paymentType,
      paymentKind: payment.paymentKind,
      isPaid: cart.amount === 0,
      productsAmount: cart.productsPrice,
      discountAmount: cart.discount,
      deliveryPrice: cart.deliveryPrice,
      bonusAmount: cart.bonuses.amount,
      amount: cart.amount,
      promoCode: cart.promo.isSuccess ? priced.promoCode : null,
      comment: body.customerComment ?? null,
      additionalInfo: additionalInfoRecord(body, returnUrl),
      deliverAt: body.delivery.timeIndication === 'ON_TIME' ? cart.expectedAt : null,
      // the time the customer was shown (busy minutes included); accepting the order moves it
      expectedAt: cart.expectedAt,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    };
    const attempt = returnUrl
      ? await this.deps.payments.prepareAttempt(
          { id: orderId, localId, amount: cart.amount, retailNetworkId: body.retailNetworkId },
          returnUrl,
        )
      : null;
    const response: TOrderCreated = {
      orderId,
      localId,
      statusId: 0,
      amount: cart.amount,
      currencyCode: priced.tenant.network.currencyCode,
      paymentType: payment.paymentType,
      paymentKind: payment.paymentKind,
      isPaid: cart.amount === 0,
      paymentUrl: attempt?.paymentUrl ?? null,
      orderResponse: priced.calculation,
    };
    const write: OrderWrite = {
      order,
      lines: orderLines(priced),
      payment: attempt?.row ?? null,
      key: { rn: body.retailNetworkId, key, status: 201, response },
    };
    const bonusesUsed = customer ? cart.bonuses.used : 0;
    // nothing for an online order until it is paid (the board holds it apart, unchimed, too)
    const alerts =
      staffAlerts && alertSettings
        ? staffAlerts.alertsFor(
            orderId,
            {
              outletId: outlet.id,
              statusId: 0,
              paymentKind: payment.paymentKind,
              isPaid: order.isPaid ?? false,
            },
            alertSettings,
          )
        : null;
    let deliver: () => void;
    try {
      deliver = await this.write(write, priced, bonusesUsed, placement, alerts);
    } catch (err) {
      // priced again once with the code refused for the reason found under the lock: refused
      if (err instanceof PromoSpent && !promoSpent)
        return this.createOrder(body, session, hash, key, localId, placement, err.reason);
      throw err;
    }
    // committed, and the board told by the commit (PGlite: now, in process)
    deliver();
    return response;
  }

  /**
   * The order and its `order.created` event (with its live notice: sent by the commit) in one
   * statement, in one transaction with what else goes with it: a promo code's count under its
   * lock, the channel of a phone order, bonus points, the receipt's and the staff alerts' jobs.
   * An order with none of these (a guest's order without an e-mail address at an outlet without
   * alerts) is that one statement alone, atomic by itself: one round trip instead of four.
   * Resolves to what delivers the event after the commit (PGlite's in-process notice).
   */
  private async write(
    write: OrderWrite,
    priced: PricedCheckout,
    bonusesUsed: number,
    placement: OrderPlacement | undefined,
    alerts: ((tx: DbOrTx) => Promise<void>) | null,
  ): Promise<() => void> {
    const { promoLimits } = priced;
    const { order } = write;
    const rn = order.retailNetworkId;
    const email = order.contact.email;
    const event = {
      type: 'order.created' as const,
      retailNetworkId: rn,
      outletId: order.outletId,
      data: { orderId: order.id!, localId: order.localId, statusId: order.statusId ?? 0 },
    };
    const receipt = email && this.deps.receipts;
    const alone = !promoLimits && !placement && bonusesUsed === 0 && !receipt && !alerts;
    if (alone)
      return this.loneWrites ? this.loneWrites.run({ write, event }) : this.writeAlone({ write, event });
    const change = writeOrderStatement(write);
    return this.deps.db.transaction(async (tx) => {
      if (promoLimits) {
        // waits for the code's lock first: a concurrent order's use is committed and counted
        const uses = await countPromoUses(tx, {
          rn,
          code: promoLimits.code,
          customer: promoLimits.customer,
          totalCap: promoLimits.limits.maxUsesTotal,
          lock: true,
        });
        const spent = usageRefusal(promoLimits.limits, uses);
        if (spent) throw new PromoSpent(spent);
      }
      const { deliver } = await this.deps.events.recordWith(tx, change, event);
      if (placement) {
        // order_write lists its columns and channel is not one of them: set it beside the write
        await setOrderChannel(tx, order.id!, placement.channel);
        await placement.alongside?.(tx, {
          orderId: order.id!,
          localId: order.localId,
          outletId: order.outletId,
          amount: order.amount,
        });
      }
      // the balance is checked and spent under the customer's row lock, with the order
      if (bonusesUsed > 0)
        await this.deps.bonuses.spend(tx, {
          customerId: priced.customer!.id,
          orderId: order.id!,
          points: bonusesUsed,
          comment: `Order ${order.localId}`,
        });
      if (receipt) await receipt.orderPlaced(tx, { orderId: order.id!, email });
      await alerts?.(tx);
      return deliver;
    });
  }

  /** One order alone: its write, its event and its notice in one statement, no transaction. */
  private async writeAlone({ write, event }: LoneWrite): Promise<() => void> {
    return (await this.deps.events.recordWith(this.deps.db, writeOrderStatement(write), event)).deliver;
  }

  /**
   * Orders that arrived together, in one statement (events' `recordEachWith`: one transaction,
   * one commit, one notice lock for all, each order its own outbox row and notice). All or
   * nothing: when it fails (a key lost to a retry, say), each is written again alone
   * (lib/natural-batch.ts), so the failing order fails as it would have alone.
   */
  private async writeTogether(writes: LoneWrite[]): Promise<(() => void)[]> {
    const items = writes.map(({ write, event }) => ({ value: orderWritePayload(write), event }));
    const recorded = await this.deps.events.recordEachWith(this.deps.db, orderWriteOf, items);
    return recorded.map((r) => r.deliver);
  }
}
