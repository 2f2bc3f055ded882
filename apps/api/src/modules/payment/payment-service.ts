/**
 * Online payment of orders. Each try is an attempt (a payments row: PENDING, then PAID or FAILED
 * by a verified provider callback); the order is paid once any attempt is. A declined or abandoned
 * attempt leaves the order unpaid, and `payAgain` opens a new attempt (closing the old ones, so an
 * old page cannot charge twice).
 *
 * Who may see or pay an order: a signed-in customer's order needs that customer's session (401,
 * 403); a guest's order is reached by its id alone, a random UUID that only the customer was given
 * (a receipt link), as guests have no session.
 *
 * A paid order the restaurant cancels is given back through the provider that took the payment
 * (refund-repo.ts): planned in the cancelling transaction, asked of the provider after it.
 */
import { randomUUID } from 'node:crypto';
import {
  ORDER_STATUS,
  PAYMENT_KIND,
  type TPayOnReceiptBody,
  type TPaymentState,
  type TPaymentStatus,
} from '@food/contracts';
import type { BackofficeEvents } from '../events/index.js';
import { recordEvent } from '../events/index.js';
import type { AppConfig } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Session } from '../../lib/session.js';
import type { TenantRegistry } from '../../lib/tenant.js';
import { listedPaymentTypes, paymentOf, refuseUnofferedPayment, typesTakenBy } from './payment-types.js';
import { expectedAtOf } from '../orders/index.js';
import { defaultReturnUrl, isAllowedReturnUrl, languageOfReturnUrl, returnUrlFor } from './return-url.js';
import * as repo from './payment-repo.js';
import { paymentStateOf } from './payment-state.js';
import type { AttemptStatus, CallbackResult, PaymentAttempt, RefundResult } from './provider.js';
import { brandOwnProviderNames, type PaymentProviders } from './providers.js';
import * as refundRepo from './refund-repo.js';
import { TestPaymentProvider, decideTestCard } from './test-provider.js';
import { StripeProvider } from './stripe.js';
import { readStripeEvent, verifyStripeSignature } from './stripe-webhook.js';

type Order = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

const ONLINE_KIND = PAYMENT_KIND.ONLINE;
/** a PENDING refund untouched this long belongs to a process that died before the provider answered */
const REFUND_STUCK_MS = 5 * 60_000;

export interface PaymentDeps {
  db: Db;
  tenants: TenantRegistry;
  config: AppConfig;
  clock: Clock;
  /** the providers configured here; each brand's is chosen among them (providers.ts) */
  providers: PaymentProviders;
  /** the boards hear that a held order was paid */
  events: BackofficeEvents;
  /** the staff new-order alerts (modules/notifications): a held order becomes workable when paid or switched */
  staffAlerts?: { orderWorkable(tx: DbOrTx, orderId: string): Promise<void> };
}

export class PaymentService {
  constructor(private readonly deps: PaymentDeps) {}

  /**
   * The payment types a brand offers: its listed ones its provider can take (payment-types.ts).
   * The config endpoint answers these, and orders are checked against them.
   */
  offeredTypes(env: Readonly<Record<string, unknown>>, currencyCode: string) {
    return typesTakenBy(listedPaymentTypes(env), this.deps.providers.forBrand(env, currencyCode));
  }

  /** The brand editor's view of a brand's providers: its own list, those here, the one in use. */
  providerChoice(env: Readonly<Record<string, unknown>>, currencyCode: string) {
    const { providers } = this.deps;
    return {
      paymentProviders: brandOwnProviderNames(env),
      configuredProviders: providers.configuredNames(),
      paymentProvider: providers.forBrand(env, currencyCode)?.name ?? null,
    };
  }

  /**
   * 422 unless the brand offers the type (above): ONLINE_PAYMENT_NOT_AVAILABLE for online payment
   * it lists while none of its providers is here, else PAYMENT_TYPE_NOT_AVAILABLE.
   */
  refuseUnoffered(
    type: Parameters<typeof refuseUnofferedPayment>[0],
    tenant: { brand: { env: Readonly<Record<string, unknown>> }; network: { currencyCode: string } },
  ): void {
    const { env } = tenant.brand;
    refuseUnofferedPayment(
      type,
      listedPaymentTypes(env),
      this.deps.providers.forBrand(env, tenant.network.currencyCode),
    );
  }

  /** The storefront page to come back to, checked against the storefront's host. */
  resolveReturnUrl(requested: string | null | undefined, orderId: string): string {
    const template = requested ?? defaultReturnUrl(this.deps.config.STOREFRONT_URL);
    if (!isAllowedReturnUrl(template, this.deps.config.STOREFRONT_URL))
      throw new AppError('RETURN_URL_NOT_ALLOWED', "returnUrl must be on the storefront's own host", [
        { returnUrl: requested },
      ]);
    return returnUrlFor(template, orderId);
  }

  /**
   * A new attempt's row and its provider URL, for the caller to store: a new order stores it
   * with the order itself (orders-repo.ts `writeOrder`).
   */
  async prepareAttempt(
    order: { id: string; localId: number; amount: number; retailNetworkId: number },
    returnUrl: string,
  ): Promise<{ row: repo.NewPayment; paymentUrl: string }> {
    const { brand, network } = await this.deps.tenants.getTenant(order.retailNetworkId);
    const provider = this.deps.providers.forBrand(brand.env, network.currencyCode);
    if (!provider)
      throw new AppError('ONLINE_PAYMENT_NOT_AVAILABLE', 'This brand takes no online payment at the moment', [
        { paymentType: 'ONLINE', offered: this.offeredTypes(brand.env, network.currencyCode) },
      ]);
    const now = this.deps.clock.now();
    const row: repo.NewPayment = {
      id: randomUUID(),
      orderId: order.id,
      provider: provider.name,
      amount: order.amount,
      currencyCode: network.currencyCode,
      status: 'PENDING',
      createdAt: now,
      updatedAt: now,
    };
    return { row, paymentUrl: (await this.urlOf(row, order, returnUrl))! };
  }

  /** A new attempt for an unpaid online order (after a decline or an abandoned page). */
  async payAgain(orderId: string, session: Session | null, returnUrl: string | null | undefined) {
    const order = await this.visibleOrder(orderId, session);
    if (order.isPaid) throw new AppError('ORDER_ALREADY_PAID', `Order ${order.localId} is already paid`);
    if (order.paymentKind !== ONLINE_KIND || order.statusId === ORDER_STATUS.CANCELLED)
      throw new AppError('PAYMENT_NOT_REQUIRED', `Order ${order.localId} is not paid online`);
    const target = returnUrl
      ? this.resolveReturnUrl(returnUrl, order.id)
      : (this.storedReturnUrl(order) ?? this.resolveReturnUrl(null, order.id));
    // the brand is read here, before the transaction: on PGlite a query outside an open
    // transaction waits for it to end, so reading it inside (on a cold cache) hung the database
    const attempt = await this.prepareAttempt(order, target);
    await this.deps.db.transaction(async (tx) => {
      // attempts, then the order (as callbacks lock them), and the order checked again under its
      // lock: it may have been paid or switched to pay on receipt meanwhile
      await repo.lockPayments(tx, order.id);
      const locked = await repo.lockOrder(tx, order.id);
      if (locked?.isPaid) throw new AppError('ORDER_ALREADY_PAID', `Order ${order.localId} is already paid`);
      if (!locked || locked.paymentKind !== ONLINE_KIND || locked.statusId === ORDER_STATUS.CANCELLED)
        throw new AppError('PAYMENT_NOT_REQUIRED', `Order ${order.localId} is not paid online`);
      await repo.setOrderReturnUrl(tx, order.id, target, this.deps.clock.now());
      // an old page can no longer charge
      await repo.closePendingPayments(tx, order.id, attempt.row.createdAt);
      await repo.insertPayment(tx, attempt.row);
    });
    return { orderId: order.id, paymentId: attempt.row.id, paymentUrl: attempt.paymentUrl };
  }

  /**
   * Issue 17, item 9: after a declined or abandoned card payment the customer may pay the same
   * order on receipt instead (cash or card to the courier), rather than place it again. Only an
   * unpaid online order that is still new (the restaurant has not started it, and nothing was
   * cooked on an unpaid order): a paid, cancelled or accepted one is a 409 and nothing changes.
   * Open attempts are closed in the same transaction, so an old payment page can no longer charge
   * (a bank that already charged still reports it, and the order is then paid: money moved).
   */
  async payOnReceipt(
    orderId: string,
    session: Session | null,
    { paymentType, change }: Omit<TPayOnReceiptBody, 'orderId'>,
  ): Promise<TPaymentStatus> {
    const order = await this.visibleOrder(orderId, session);
    this.refuseUnoffered(paymentType, await this.deps.tenants.getTenant(order.retailNetworkId));
    const cashFrom = paymentType === 'CASH' ? (change ?? null) : null;
    if (cashFrom !== null && cashFrom < order.amount)
      throw new AppError('CHANGE_TOO_SMALL', 'The cash to give change from is less than the total', [
        { change: cashFrom, amount: order.amount },
      ]);
    await this.deps.db.transaction(async (tx) => {
      // the attempts first, then the order: the order a provider's callback locks them in
      await repo.lockPayments(tx, order.id);
      const locked = await repo.lockOrder(tx, order.id);
      if (!locked) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
      if (locked.isPaid) throw new AppError('ORDER_ALREADY_PAID', `Order ${locked.localId} is already paid`);
      if (locked.paymentKind !== ONLINE_KIND || locked.statusId === ORDER_STATUS.CANCELLED)
        throw new AppError('PAYMENT_NOT_REQUIRED', `Order ${locked.localId} is not paid online`);
      if (locked.statusId !== ORDER_STATUS.NEW)
        throw new AppError(
          'ORDER_ALREADY_ACCEPTED',
          `Order ${locked.localId} is already being prepared; call the restaurant to change its payment`,
          [{ statusId: locked.statusId }],
        );
      const now = this.deps.clock.now();
      await repo.closePendingPayments(tx, order.id, now, 'Paid on receipt instead');
      const payment = paymentOf(paymentType, locked.amount);
      await repo.setOrderPayment(tx, order.id, {
        paymentType: payment.paymentType,
        paymentKind: payment.paymentKind,
        change: cashFrom,
        now,
      });
      await this.deps.staffAlerts?.orderWorkable(tx, order.id);
    });
    return this.status(order.id, session);
  }

  async status(orderId: string, session: Session | null): Promise<TPaymentStatus> {
    const order = await this.visibleOrder(orderId, session);
    const { network } = await this.deps.tenants.getTenant(order.retailNetworkId);
    const attempts = await repo.listPayments(this.deps.db, order.id);
    const latest = attempts[0];
    const isCancelled = order.statusId === ORDER_STATUS.CANCELLED;
    const status: TPaymentState = paymentStateOf({
      isPaid: order.isPaid,
      isOnline: order.paymentKind === ONLINE_KIND,
      isCancelled,
      latestAttempt: (latest?.status as AttemptStatus | undefined) ?? null,
      paidAmount: paidAmountOf(attempts),
      refundedAmount: order.refundedAmount,
    });
    const open = !order.isPaid && !isCancelled && latest?.status === 'PENDING' ? latest : null;
    return {
      orderId: order.id,
      localId: order.localId,
      orderStatusId: order.statusId,
      status,
      isPaid: order.isPaid,
      paymentType: order.paymentType,
      paymentKind: order.paymentKind,
      amount: order.amount,
      currencyCode: network.currencyCode,
      provider: latest?.provider ?? null,
      attempts: attempts.length,
      failureReason: attempts.find((a) => a.status === 'FAILED')?.failureReason ?? null,
      paymentUrl: open
        ? await this.urlOf(open, order, this.storedReturnUrl(order) ?? this.resolveReturnUrl(null, order.id))
        : null,
      refundedAmount: order.refundedAmount,
      expectedAt: expectedAtOf(order),
    };
  }

  /**
   * In the transaction that cancels a paid order, after its attempts were locked (as callbacks
   * lock them): the refunds owed, written PENDING. Run them with `runRefunds` after the commit.
   */
  planRefunds(tx: DbOrTx, orderId: string, reason: string | null): Promise<string[]> {
    return refundRepo.planRefunds(tx, { orderId, reason, now: this.deps.clock.now() });
  }

  /**
   * Staff give back part or all of what a paid order still holds (issue 21 item 6), in the
   * caller's transaction after `lockAttempts` and the order's lock: PENDING refunds, split over
   * its paid attempts (refund-rules.ts), for `runRefunds` after the commit. 409 ORDER_NOT_PAID for
   * an order paid nowhere online; 422 REFUND_TOO_LARGE above what is still held.
   */
  async planRefundOf(
    tx: DbOrTx,
    order: { id: string; localId: number; isPaid: boolean },
    amount: number,
    reason: string,
  ): Promise<string[]> {
    if (!order.isPaid)
      throw new AppError('ORDER_NOT_PAID', `Order ${order.localId} was not paid online: nothing to refund`);
    const planned = await refundRepo.planAmount(tx, {
      orderId: order.id,
      amount,
      reason,
      now: this.deps.clock.now(),
    });
    if ('held' in planned)
      throw new AppError(
        'REFUND_TOO_LARGE',
        `Only ${planned.held} minor units of order ${order.localId} can still be refunded`,
        [{ amount, held: planned.held }],
      );
    return planned.refundIds;
  }

  /**
   * Asks the provider that took each payment to give it back, one by one, and records the answer:
   * SUCCEEDED adds to the order's refunded sum, FAILED keeps the provider's reason for staff to
   * see and retry. Never throws for a provider's refusal.
   */
  async runRefunds(refundIds: readonly string[]): Promise<void> {
    for (const refundId of refundIds) {
      const row = await refundRepo.findRefundToRun(this.deps.db, refundId);
      if (!row || row.refund.status !== 'PENDING') continue;
      const result = await this.askProvider(row);
      const now = this.deps.clock.now();
      if (result.status === 'SUCCEEDED')
        await this.deps.db.transaction((tx) =>
          refundRepo.markRefunded(tx, { refundId, providerRefundId: result.providerRefundId, now }),
        );
      else await refundRepo.markRefundFailed(this.deps.db, { refundId, reason: result.reason, now });
    }
  }

  /**
   * Takes the order's refunds that may be asked again (failed ones, and pending ones whose process
   * died before the provider answered), for `runRefunds` after the commit. Two retries at once
   * never take the same refund.
   */
  /**
   * Locks an order's attempts in the caller's transaction. Whoever also locks the order takes the
   * attempts first, as payment callbacks do, so neither waits on the other.
   */
  lockAttempts(tx: DbOrTx, orderId: string): Promise<void> {
    return repo.lockPayments(tx, orderId);
  }

  /** the refunds of these orders with their provider, for the board */
  refundsOf(db: DbOrTx, orderIds: string[]) {
    return refundRepo.listRefunds(db, orderIds);
  }

  claimRefundsForRetry(tx: DbOrTx, orderId: string): Promise<string[]> {
    const now = this.deps.clock.now();
    return refundRepo.claimForRetry(tx, {
      orderId,
      now,
      stuckBefore: new Date(now.getTime() - REFUND_STUCK_MS),
    });
  }

  private async askProvider(
    row: NonNullable<Awaited<ReturnType<typeof refundRepo.findRefundToRun>>>,
  ): Promise<RefundResult> {
    // the provider that took the payment, whichever the brand uses now
    const provider = this.deps.providers.get(row.provider);
    if (!provider)
      return {
        status: 'FAILED',
        reason: `The payment was taken by ${row.provider}, which is not configured here now`,
      };
    try {
      return await provider.refund({
        refundId: row.refund.id,
        tryKey: `${row.refund.id}-${row.refund.updatedAt.getTime()}`,
        paymentId: row.refund.paymentId,
        providerPaymentId: row.providerPaymentId,
        amount: row.refund.amount,
        currencyCode: row.currencyCode,
      });
    } catch {
      return { status: 'FAILED', reason: `${provider.name} refund failed unexpectedly` };
    }
  }

  /**
   * A provider's server-to-server callback. Nothing changes unless its signature verifies; an
   * attempt once PAID stays PAID, and a paid amount that is not the attempt's is not believed.
   */
  async handleCallback(
    providerName: string,
    fields: { data: string; signature: string },
  ): Promise<{ status: AttemptStatus }> {
    const provider = this.deps.providers.get(providerName);
    if (!provider?.readCallback)
      throw new AppError('NOT_FOUND', `Payment provider ${providerName} is not configured here`);
    const result = provider.readCallback(fields);
    if (!result) throw new AppError('INVALID_SIGNATURE', 'The payment callback signature does not verify');
    return this.applyResult(provider.name, result);
  }

  /**
   * Stripe's webhook (stripe-webhook.ts): nothing changes unless `Stripe-Signature` verifies over
   * the raw body and is fresh (400 INVALID_SIGNATURE). An event that names no attempt of ours,
   * an unknown one, or one we do not use is acknowledged (IGNORED), so Stripe stops sending it. A
   * refund Stripe could not carry after all (REFUND_FAILED) is FAILED again, its amount no longer
   * counted as given back, for staff to retry or settle otherwise; only the Stripe refund we
   * recorded as given back does that, once (a duplicate, or one for a try since replaced, is
   * IGNORED).
   */
  async handleStripeWebhook(
    rawBody: string,
    signatureHeader: string | undefined,
  ): Promise<{ status: AttemptStatus | 'IGNORED' | 'REFUND_FAILED' }> {
    const secret = this.deps.providers.stripeWebhookSecret;
    if (!secret || !this.deps.providers.get('stripe'))
      throw new AppError('NOT_FOUND', 'Payment provider stripe is not configured here');
    if (!verifyStripeSignature(signatureHeader, rawBody, secret, this.deps.clock.now().getTime()))
      throw new AppError('INVALID_SIGNATURE', 'The Stripe-Signature of this webhook does not verify');
    const meaning = readStripeEvent(rawBody);
    if (!meaning) throw new AppError('VALIDATION_ERROR', 'The webhook is not a Stripe event');
    if (meaning.kind === 'ignored') return { status: 'IGNORED' };
    if (meaning.kind === 'refundFailed') {
      const failed = await this.deps.db.transaction((tx) =>
        refundRepo.markRefundFailedLater(tx, { ...meaning, provider: 'stripe', now: this.deps.clock.now() }),
      );
      return { status: failed ? 'REFUND_FAILED' : 'IGNORED' };
    }
    try {
      return await this.applyResult('stripe', meaning.result);
    } catch (error) {
      // an attempt of another deployment on the same Stripe account (staging beside production):
      // acknowledged, or Stripe would keep sending it for days and then switch the endpoint off
      if (error instanceof AppError && error.code === 'PAYMENT_NOT_FOUND') return { status: 'IGNORED' };
      throw error;
    }
  }

  /**
   * A Stripe attempt's address: its Checkout Session, made on the first opening (Idempotency-Key
   * per attempt, so two clicks make one) and read again on the next, then Stripe's page. An
   * attempt that is over (paid, failed, its order paid or cancelled) or whose session expired goes
   * back to the storefront with the result instead; so does Stripe being unreachable (the
   * customer can pay again from there).
   */
  async openStripeCheckout(paymentId: string): Promise<string> {
    const stripe = this.deps.providers.get('stripe');
    const payment = /^[0-9a-f-]{36}$/i.test(paymentId)
      ? await repo.findPayment(this.deps.db, paymentId)
      : null;
    const order = payment?.provider === 'stripe' ? await repo.findOrder(this.deps.db, payment.orderId) : null;
    if (!(stripe instanceof StripeProvider) || !payment || !order)
      throw new AppError('PAYMENT_NOT_FOUND', `Payment ${paymentId} was not found`);
    const back = this.storedReturnUrl(order) ?? this.resolveReturnUrl(null, order.id);
    if (payment.status !== 'PENDING' || order.isPaid || order.statusId === ORDER_STATUS.CANCELLED)
      return withPaymentResult(back, order.isPaid);
    const sessionId = payment.providerPaymentId?.startsWith('cs_') ? payment.providerPaymentId : null;
    const answer = sessionId
      ? await stripe.readCheckoutSession(sessionId)
      : await stripe.createCheckoutSession(await this.attemptOf(payment, order, back));
    if (!answer.ok || answer.value.status !== 'open' || !answer.value.url) {
      if (!answer.ok) this.log?.warn({ paymentId, reason: answer.reason }, 'stripe checkout session failed');
      // complete: paid on Stripe's page, its webhook not here yet (the storefront polls the status)
      return withPaymentResult(back, answer.ok && answer.value.status === 'complete');
    }
    if (!sessionId) await repo.setProviderPaymentId(this.deps.db, payment.id, answer.value.id);
    return answer.value.url;
  }

  /** the log, for what only staff should read (a provider's refusal of a page) */
  private log: { warn: (o: object, msg: string) => void } | null = null;

  useLogger(log: { warn: (o: object, msg: string) => void }): void {
    this.log = log;
  }

  /**
   * A verified result applied to its attempt: an attempt once PAID stays PAID (a duplicate or
   * late event changes nothing), a paid amount that is not the attempt's is not believed, and
   * money that arrives for a cancelled order goes straight back.
   */
  private async applyResult(
    providerName: string,
    result: CallbackResult,
  ): Promise<{ status: AttemptStatus }> {
    const provider = { name: providerName };
    const outcome = await this.deps.db.transaction(async (tx) => {
      const payment = /^[0-9a-f-]{36}$/i.test(result.paymentId)
        ? await repo.lockPayment(tx, result.paymentId)
        : null;
      if (!payment || payment.provider !== provider.name)
        throw new AppError('PAYMENT_NOT_FOUND', `Payment ${result.paymentId} was not found`);
      // PAID stays PAID; a failure again (a duplicate, a late expiry of a declined page) adds nothing
      if (payment.status === 'PAID' || result.status === 'PENDING')
        return { status: payment.status as AttemptStatus, refundIds: [] as string[] };
      if (payment.status === 'FAILED' && result.status === 'FAILED')
        return { status: 'FAILED' as AttemptStatus, refundIds: [] as string[] };
      const now = this.deps.clock.now();
      const isAmountRight =
        (result.amount === null || result.amount === payment.amount) &&
        (result.currencyCode === null || result.currencyCode === payment.currencyCode);
      const status: AttemptStatus = result.status === 'PAID' && isAmountRight ? 'PAID' : 'FAILED';
      await repo.updatePayment(tx, payment.id, {
        status,
        failureReason:
          status === 'PAID' ? null : isAmountRight ? (result.reason ?? 'Declined') : 'Amount mismatch',
        // an event that names no PaymentIntent (an expired session) keeps the session's id
        providerPaymentId: result.providerPaymentId ?? payment.providerPaymentId,
        updatedAt: now,
      });
      if (status !== 'PAID') return { status, refundIds: [] as string[] };
      await repo.markOrderPaid(tx, payment.orderId, now);
      // money that arrives for an order already cancelled (a bank page left open past the
      // unpaid cancellation) goes straight back
      const order = await repo.lockOrder(tx, payment.orderId);
      // a cancelled order stays unannounced (orderWorkable reads it): its money goes back below
      if (order) await this.deps.staffAlerts?.orderWorkable(tx, order.id);
      const paidEvent = order
        ? await recordEvent(tx, {
            type: 'order.paid',
            retailNetworkId: order.retailNetworkId,
            outletId: order.outletId,
            data: { orderId: order.id, localId: order.localId, statusId: order.statusId },
          })
        : null;
      const refundIds =
        order?.statusId === ORDER_STATUS.CANCELLED
          ? await refundRepo.planRefunds(tx, {
              orderId: payment.orderId,
              reason: 'Paid after the order was cancelled',
              now,
            })
          : [];
      return { status, refundIds, paidEvent };
    });
    if ('paidEvent' in outcome && outcome.paidEvent) await this.deps.events.publish(outcome.paidEvent);
    await this.runRefunds(outcome.refundIds);
    return { status: outcome.status };
  }

  /** What the hosted test page shows for an attempt. */
  async testPage(paymentId: string) {
    const { payment, order } = await this.testAttempt(paymentId);
    const returnUrl = this.storedReturnUrl(order) ?? this.resolveReturnUrl(null, order.id);
    const { brand } = await this.deps.tenants.getTenant(order.retailNetworkId);
    return {
      localId: order.localId,
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      status: order.isPaid
        ? ('PAID' as const)
        : order.statusId === ORDER_STATUS.CANCELLED
          ? ('FAILED' as const)
          : (payment.status as 'PENDING' | 'PAID' | 'FAILED'),
      returnUrl,
      language: languageOfReturnUrl(returnUrl) ?? pageLanguage(brand.defaultLanguage),
    };
  }

  /**
   * The test bank takes the card, decides, and reports back through the same signed callback a
   * real provider sends; then the customer goes back to the storefront.
   */
  async payOnTestPage(
    paymentId: string,
    form: { cardNumber: string; action: 'pay' | 'cancel' },
  ): Promise<string> {
    const { payment, order, provider } = await this.testAttempt(paymentId);
    const back = this.storedReturnUrl(order) ?? this.resolveReturnUrl(null, order.id);
    // a cancelled order's page takes no card
    if (payment.status !== 'PENDING' || order.isPaid || order.statusId === ORDER_STATUS.CANCELLED)
      return withPaymentResult(back, order.isPaid);
    const decision =
      form.action === 'cancel'
        ? { status: 'FAILED' as const, reason: 'Cancelled by the customer' }
        : decideTestCard(form.cardNumber);
    const { status } = await this.handleCallback(
      'test',
      provider.callbackFor({
        paymentId: payment.id,
        status: decision.status,
        amount: payment.amount,
        currencyCode: payment.currencyCode,
        transactionId: randomUUID(),
        reason: decision.reason,
      }),
    );
    return withPaymentResult(back, status === 'PAID');
  }

  private async testAttempt(paymentId: string) {
    const provider = this.deps.providers.get('test');
    if (!(provider instanceof TestPaymentProvider))
      throw new AppError('NOT_FOUND', 'The test payment page exists only with PAYMENT_PROVIDER=test');
    const payment = await repo.findPayment(this.deps.db, paymentId);
    const order =
      payment && payment.provider === 'test' ? await repo.findOrder(this.deps.db, payment.orderId) : null;
    if (!payment || !order) throw new AppError('PAYMENT_NOT_FOUND', `Payment ${paymentId} was not found`);
    return { payment, order, provider };
  }

  private async visibleOrder(orderId: string, session: Session | null): Promise<Order> {
    const order = await repo.findOrder(this.deps.db, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND', `Order ${orderId} was not found`);
    if (order.customerId) {
      if (!session) throw new AppError('UNAUTHORIZED', 'Sign in to see this order');
      if (session.customerId !== order.customerId)
        throw new AppError('FORBIDDEN', 'This order belongs to another customer');
    }
    return order;
  }

  private storedReturnUrl(order: Order): string | null {
    const url = order.additionalInfo.returnUrl;
    return typeof url === 'string' ? url : null;
  }

  /** The attempt's page on the provider that made it; null when that one is no longer configured. */
  private async urlOf(
    payment: Pick<repo.PaymentRow, 'id' | 'amount' | 'currencyCode' | 'provider'>,
    order: { id: string; localId: number; retailNetworkId: number },
    returnUrl: string,
  ): Promise<string | null> {
    const provider = this.deps.providers.get(payment.provider);
    return provider ? provider.checkoutUrl(await this.attemptOf(payment, order, returnUrl)) : null;
  }

  private async attemptOf(
    payment: Pick<repo.PaymentRow, 'id' | 'amount' | 'currencyCode' | 'provider'>,
    order: { id: string; localId: number; retailNetworkId: number; additionalInfo?: Record<string, unknown> },
    returnUrl: string,
  ): Promise<PaymentAttempt> {
    const { brand } = await this.deps.tenants.getTenant(order.retailNetworkId);
    return {
      paymentId: payment.id,
      orderId: order.id,
      localId: order.localId,
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      description: `${brand.name}, order ${order.localId}`,
      returnUrl,
      callbackUrl: `${this.deps.config.PUBLIC_API_URL}/payment/v1/callback/${payment.provider}`,
      // the customer's language: the page they ordered from (kept on the order), else the path
      // they come back to, else the brand's; Stripe Checkout and LiqPay speak it where they can
      language:
        customerLanguageOf(order.additionalInfo) ?? languageOfReturnUrl(returnUrl) ?? brand.defaultLanguage,
    };
  }
}

/** What the provider took: every paid attempt (a bank may still charge an old one). */
const paidAmountOf = (attempts: readonly { status: string; amount: number }[]) =>
  attempts.reduce((sum, a) => (a.status === 'PAID' ? sum + a.amount : sum), 0);

/** The storefront shows the payment-failure modal on `payment=failed` (and polls the status). */
function withPaymentResult(url: string, isPaid: boolean): string {
  const u = new URL(url);
  u.searchParams.set('payment', isPaid ? 'success' : 'failed');
  return u.toString();
}

/** the storefront page's language the order was placed from (order-service keeps it), if any */
function customerLanguageOf(info: Record<string, unknown> | undefined): string | null {
  const language = info?.language;
  return typeof language === 'string' && /^[a-z]{2}$/.test(language) ? language : null;
}

const pageLanguage = (language: string): 'uk' | 'ru' | 'en' =>
  language === 'ru' || language === 'en' ? language : 'uk';
