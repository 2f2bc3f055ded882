/**
 * Stripe's webhooks: the signature check and what each event means for an attempt. Pure, tested
 * in stripe-webhook.test.ts; payment-service.ts applies the result as it does any callback's.
 *
 * `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`: v1 is HMAC-SHA256 of `${t}.${body}`
 * with the endpoint's signing secret, over the body exactly as it came (so the route reads it raw,
 * before any JSON parsing). One v1 must match, compared in constant time, and t must be within
 * 5 minutes of now (a replayed old event is refused). Several v1 appear while a secret is rolled.
 */
import { createHmac } from 'node:crypto';
import type { CallbackResult } from './provider.js';
import { signaturesMatch } from './signature.js';

export const SIGNATURE_TOLERANCE_S = 300;

export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Whether the header signs this body with this secret, within the tolerance of `nowMs`. */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && /^\d{1,12}$/.test(value ?? '')) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  const expected = stripeSignature(secret, timestamp, rawBody);
  // every one compared, so the time does not tell which matched
  return signatures.map((s) => signaturesMatch(expected, s)).includes(true);
}

interface StripeEvent {
  id?: string;
  type?: string;
  data?: { object?: Record<string, unknown> };
}

/**
 * What an event says of one of our attempts (a result to apply), or of one of our refunds (Stripe
 * could not carry it: `refundFailed`, by Stripe's refund id), or why it says nothing to us.
 */
export type StripeEventMeaning =
  | { kind: 'result'; result: CallbackResult }
  | { kind: 'refundFailed'; providerRefundId: string; reason: string }
  | { kind: 'ignored'; why: string };

/** Stripe's refund events: the object is a Refund (`charge.refund.updated` is the older name) */
const REFUND_EVENTS: ReadonlySet<string> = new Set([
  'charge.refund.updated',
  'refund.updated',
  'refund.failed',
]);
/** a refund in these states gives nothing back (`canceled`: cancelled before it was sent) */
const REFUND_FAILURES: ReadonlySet<string> = new Set(['failed', 'canceled']);

/** the words staff read for a refund that failed after Stripe took it */
function refundFailureText(o: Record<string, unknown>): string {
  const why = str(o.failure_reason);
  return `Stripe refund ${str(o.status) ?? 'failed'}${why ? `: ${why}` : ''}`;
}

/** the reason an expired Checkout Session leaves on its attempt (no card was charged) */
export const SESSION_EXPIRED_REASON = 'Stripe Checkout session expired unpaid';

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const upper = (v: unknown): string | null => str(v)?.toUpperCase() ?? null;

function paymentIdOf(o: Record<string, unknown>): string | null {
  const metadata = o.metadata as Record<string, unknown> | undefined;
  return str(metadata?.paymentId) ?? str(o.client_reference_id);
}

/**
 * The events of issue 21: a Checkout Session completed (paid, or still waiting) or expired (its
 * attempt FAILED, unpaid: the order then waits for the unpaid-order sweep as any unpaid one), a
 * PaymentIntent succeeded or failed, and a refund that failed after Stripe took it (days later:
 * the card was closed). charge.refunded and refund updates that are not failures are acknowledged
 * and change nothing: our refunds are recorded from the refund call's own answer, and the attempt
 * stays PAID (the order's refundedAmount says what went back). Events that name no attempt of
 * ours are acknowledged too, so Stripe stops sending them.
 */
export function readStripeEvent(rawBody: string): StripeEventMeaning | null {
  let event: StripeEvent;
  try {
    event = JSON.parse(rawBody) as StripeEvent;
  } catch {
    return null;
  }
  const o = event.data?.object;
  if (!o || typeof event.type !== 'string') return null;
  const paymentId = paymentIdOf(o);
  const named = (result: Omit<CallbackResult, 'paymentId'>): StripeEventMeaning =>
    paymentId ? { kind: 'result', result: { paymentId, ...result } } : { kind: 'ignored', why: 'not ours' };
  switch (event.type) {
    case 'checkout.session.completed':
      return named({
        // an asynchronous method completes the session before the money arrives
        status: o.payment_status === 'paid' ? 'PAID' : 'PENDING',
        providerPaymentId: str(o.payment_intent),
        amount: int(o.amount_total),
        currencyCode: upper(o.currency),
        reason: null,
      });
    case 'payment_intent.succeeded':
      return named({
        status: 'PAID',
        providerPaymentId: str(o.id),
        amount: int(o.amount_received),
        currencyCode: upper(o.currency),
        reason: null,
      });
    case 'payment_intent.payment_failed': {
      const error = o.last_payment_error as Record<string, unknown> | undefined;
      return named({
        status: 'FAILED',
        providerPaymentId: str(o.id),
        amount: null,
        currencyCode: null,
        reason: str(error?.message) ?? str(error?.code) ?? 'Declined',
      });
    }
    case 'checkout.session.expired':
      return named({
        status: 'FAILED',
        providerPaymentId: null,
        amount: null,
        currencyCode: null,
        reason: SESSION_EXPIRED_REASON,
      });
    case 'charge.refunded':
      return { kind: 'ignored', why: 'refunds are recorded from the refund call' };
    default:
      if (REFUND_EVENTS.has(event.type)) {
        const refundId = str(o.id);
        if (!refundId?.startsWith('re_') || !REFUND_FAILURES.has(str(o.status) ?? ''))
          return { kind: 'ignored', why: 'refunds are recorded from the refund call' };
        return { kind: 'refundFailed', providerRefundId: refundId, reason: refundFailureText(o) };
      }
      return { kind: 'ignored', why: `event ${event.type} is not used` };
  }
}
