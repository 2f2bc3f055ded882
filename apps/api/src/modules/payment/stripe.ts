/**
 * Stripe, through Checkout Sessions: Stripe's hosted page takes the card (and Apple Pay or Google
 * Pay where the phone has them) and runs 3-D Secure itself, so no card data or authentication
 * step ever passes through us. A small typed fetch client, not the `stripe` SDK: four calls.
 *
 * - The attempt's address is ours (`/payment/v1/stripe/checkout/{paymentId}`): opening it creates
 *   the session (Idempotency-Key `checkout-{paymentId}`, so a double click makes one) and
 *   redirects to Stripe's page; the session's id is kept on the attempt, and a second opening
 *   reads that session again instead of making another (payment-service.ts).
 * - Results come as webhooks (`POST /payment/v1/callback/stripe`), believed only when their
 *   `Stripe-Signature` verifies: `t=…,v1=…`, HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's
 *   secret, at most 5 minutes old, compared in constant time (stripe-webhook.ts).
 * - A refund is `POST /v1/refunds` for the attempt's PaymentIntent, naming our refund in its
 *   metadata, with an Idempotency-Key per try (`refund-{refundId}-{claimed at}`: a network retry
 *   within the try is one refund). Before each try Stripe's refunds of that PaymentIntent are
 *   read: one that already carries our refund's id (a try whose answer was lost) is taken as
 *   done, so a retry never refunds twice, and a refused refund can be asked again at once (a key
 *   reused would replay Stripe's refusal for 24 hours).
 *
 * Amounts: ours are ISO 4217 minor units, and so are Stripe's for every currency (fils for AED,
 * whole yen for the zero-decimal JPY); Stripe's own exceptions (HUF, TWD, ISK, UGX and the
 * three-decimal ones) ask for amounts divisible by 100 or 10 in some cases, which `stripeAmount`
 * refuses rather than let Stripe round.
 */
import type { PaymentAttempt, PaymentProvider, RefundRequest, RefundResult, Wallet } from './provider.js';

export interface StripeKeys {
  secretKey: string;
  /** https://api.stripe.com, or a local stand-in in tests */
  apiUrl: string;
  publicApiUrl: string;
  timeoutMs?: number;
}

/** the API version the requests are written for (webhook endpoints should be made with it too) */
const STRIPE_API_VERSION = '2024-06-20';
const TIMEOUT_MS = 15_000;

/** Stripe takes these only in amounts divisible by 100 (HUF, TWD, ISK) or 10 (three decimals) */
const DIVISIBLE: Record<string, number> = {
  HUF: 100,
  TWD: 100,
  ISK: 100,
  BHD: 10,
  JOD: 10,
  KWD: 10,
  OMR: 10,
  TND: 10,
};

/** Our minor units in Stripe's, or null when Stripe cannot take that amount exactly. */
export function stripeAmount(minor: number, currencyCode: string): number | null {
  if (!Number.isSafeInteger(minor) || minor <= 0) return null;
  const step = DIVISIBLE[currencyCode.toUpperCase()] ?? 1;
  return minor % step === 0 ? minor : null;
}

/**
 * The two-letter languages Stripe Checkout speaks (its `locale`); for any other (Ukrainian and
 * Arabic among the storefront's) it is `auto`, Stripe's pick by the browser.
 */
const CHECKOUT_LOCALES: ReadonlySet<string> = new Set(
  'bg cs da de el en es et fi fr hr hu id it ja ko lt lv ms mt nb nl pl pt ro ru sk sl sv th tr vi zh'.split(
    ' ',
  ),
);

/** Stripe Checkout's `locale` for the customer's language. */
export const checkoutLocale = (language: string): string =>
  CHECKOUT_LOCALES.has(language.toLowerCase()) ? language.toLowerCase() : 'auto';

export interface CheckoutSession {
  id: string;
  url: string | null;
  /** open, complete or expired */
  status: string;
}

export type StripeAnswer<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Stripe's form encoding: nested keys in brackets (`metadata[paymentId]`). */
export function stripeForm(params: Record<string, unknown>, prefix = ''): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
    } else form.append(key, String(value as string | number | boolean));
  };
  for (const [k, v] of Object.entries(params)) add(prefix ? `${prefix}[${k}]` : k, v);
  return form;
}

/** where the customer comes back, with the result the storefront shows (as the test page does) */
function withResult(url: string, result: 'success' | 'failed'): string {
  const u = new URL(url);
  u.searchParams.set('payment', result);
  return u.toString();
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  /** Checkout shows Apple Pay and Google Pay with cards, on devices that have them */
  readonly wallets = new Set<Wallet>(['GOOGLE_PAY', 'APPLE_PAY']);

  constructor(private readonly keys: StripeKeys) {}

  takesCurrency(currencyCode: string): boolean {
    return /^[A-Z]{3}$/.test(currencyCode);
  }

  checkoutUrl(a: PaymentAttempt): string {
    return `${this.keys.publicApiUrl}/payment/v1/stripe/checkout/${a.paymentId}`;
  }

  /** The parameters of the attempt's Checkout Session (exported for the tests' reading). */
  sessionParams(a: PaymentAttempt): Record<string, unknown> {
    const amount = stripeAmount(a.amount, a.currencyCode);
    if (amount === null) throw new Error(`Stripe cannot take ${a.amount} minor units of ${a.currencyCode}`);
    const metadata = { paymentId: a.paymentId, orderId: a.orderId };
    return {
      mode: 'payment',
      // cards, with the wallets Checkout shows on them; no bank debits whose result comes days later
      payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: a.currencyCode.toLowerCase(),
            unit_amount: amount,
            product_data: { name: a.description },
          },
        },
      ],
      client_reference_id: a.paymentId,
      metadata,
      // the PaymentIntent's events name the attempt too
      payment_intent_data: { metadata, description: a.description },
      // the customer's language (the page they ordered from), where Stripe has it
      locale: checkoutLocale(a.language),
      success_url: withResult(a.returnUrl, 'success'),
      cancel_url: withResult(a.returnUrl, 'failed'),
    };
  }

  createCheckoutSession(a: PaymentAttempt): Promise<StripeAnswer<CheckoutSession>> {
    return this.call<CheckoutSession>('POST', '/v1/checkout/sessions', {
      form: stripeForm(this.sessionParams(a)),
      idempotencyKey: `checkout-${a.paymentId}`,
    });
  }

  readCheckoutSession(sessionId: string): Promise<StripeAnswer<CheckoutSession>> {
    return this.call<CheckoutSession>('GET', `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`, {});
  }

  async refund(r: RefundRequest): Promise<RefundResult> {
    if (!r.providerPaymentId?.startsWith('pi_'))
      return { status: 'FAILED', reason: 'Stripe did not name the payment to refund' };
    // a retry: an earlier try whose answer was lost may have gone through; never refund twice
    const earlier = await this.call<{
      data: Array<{ id: string; status: string; metadata?: Record<string, string> }>;
    }>('GET', `/v1/refunds?payment_intent=${encodeURIComponent(r.providerPaymentId)}&limit=100`, {});
    if (!earlier.ok) return { status: 'FAILED', reason: earlier.reason };
    const done = earlier.value.data.find(
      (x) => x.metadata?.refundId === r.refundId && (x.status === 'succeeded' || x.status === 'pending'),
    );
    if (done) return { status: 'SUCCEEDED', providerRefundId: done.id };
    const answer = await this.call<{ id: string; status: string; failure_reason?: string | null }>(
      'POST',
      '/v1/refunds',
      {
        form: stripeForm({
          payment_intent: r.providerPaymentId,
          amount: r.amount,
          metadata: { refundId: r.refundId, paymentId: r.paymentId },
        }),
        idempotencyKey: `refund-${r.tryKey}`,
      },
    );
    if (!answer.ok) return { status: 'FAILED', reason: answer.reason };
    // `pending`: Stripe took the refund and the card network will carry it (cards rarely wait)
    if (answer.value.status === 'succeeded' || answer.value.status === 'pending')
      return { status: 'SUCCEEDED', providerRefundId: answer.value.id };
    return {
      status: 'FAILED',
      reason: `Stripe refund ${answer.value.status}${answer.value.failure_reason ? `: ${answer.value.failure_reason}` : ''}`,
    };
  }

  /** One call; an error answer or no answer is a reason, never a throw. */
  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    o: { form?: URLSearchParams; idempotencyKey?: string },
  ): Promise<StripeAnswer<T>> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.keys.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (o.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (o.idempotencyKey) headers['idempotency-key'] = o.idempotencyKey;
    let res: Response;
    try {
      res = await fetch(new URL(path, this.keys.apiUrl), {
        method,
        headers,
        body: o.form?.toString(),
        signal: AbortSignal.timeout(this.keys.timeoutMs ?? TIMEOUT_MS),
      });
    } catch {
      return { ok: false, reason: 'Stripe could not be reached' };
    }
    const body = (await res.json().catch(() => null)) as
      (T & { error?: { message?: string; code?: string } }) | null;
    if (res.ok && body) return { ok: true, value: body };
    const message = body?.error?.message ?? body?.error?.code;
    return { ok: false, reason: message ? `Stripe: ${message}` : `Stripe answered HTTP ${res.status}` };
  }
}
