/**
 * What a payment provider does for us: a page to send the customer to, a verified reading of its
 * server-to-server callback, and giving a payment back. Providers keep no state of ours (no
 * database); payment-service.ts keeps the attempts, the order's paid flag and the refunds.
 */
export interface PaymentAttempt {
  paymentId: string;
  orderId: string;
  localId: number;
  /** minor units */
  amount: number;
  currencyCode: string;
  description: string;
  /** where the customer lands after paying (the storefront) */
  returnUrl: string;
  /** where the provider posts the result (this API) */
  callbackUrl: string;
  language: string;
}

export type AttemptStatus = 'PENDING' | 'PAID' | 'FAILED';

export interface CallbackResult {
  paymentId: string;
  status: AttemptStatus;
  providerPaymentId: string | null;
  /** minor units, as the provider reports them; checked against the attempt */
  amount: number | null;
  currencyCode: string | null;
  reason: string | null;
}

/** Give back (part of) a paid attempt. */
export interface RefundRequest {
  refundId: string;
  /**
   * This try of the refund: a new one each time it is asked (the refund's id and the time it was
   * claimed). Stripe keeps an idempotent answer, a refusal included, for 24 hours, so one key per
   * refund would make a refused refund unaskable for a day; a lost answer is found by the refund's
   * id in Stripe's list before a retry instead (stripe.ts).
   */
  tryKey: string;
  /** the attempt that took the money: our id, which is the provider's order id for it */
  paymentId: string;
  /** the provider's own id of that payment, when it told us one */
  providerPaymentId: string | null;
  /** minor units */
  amount: number;
  currencyCode: string;
}

export type RefundResult =
  | { status: 'SUCCEEDED'; providerRefundId: string | null }
  /** refused or unreachable: the money is still with us; the refund may be tried again */
  | { status: 'FAILED'; reason: string };

export type ProviderName = 'test' | 'liqpay' | 'stripe';
export const PROVIDER_NAMES: readonly ProviderName[] = ['test', 'liqpay', 'stripe'];

/** the wallets a hosted page can show beside cards (SPEC section 3) */
export type Wallet = 'GOOGLE_PAY' | 'APPLE_PAY' | 'BINANCE_PAY';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** the wallets its page takes: a brand offers no other (payment-types.ts) */
  readonly wallets: ReadonlySet<Wallet>;
  /** whether it takes payments in this ISO 4217 currency */
  takesCurrency(currencyCode: string): boolean;
  /**
   * Where to send the customer. Synchronous: a provider that needs a call to make its page
   * (Stripe Checkout) answers an address of ours that makes it when opened (routes.ts).
   */
  checkoutUrl(attempt: PaymentAttempt): string;
  /**
   * The `{data, signature}` callback's content, or null when its signature does not verify
   * (forged or damaged). Absent for a provider whose webhooks have their own route (Stripe).
   */
  readCallback?(fields: { data: string; signature: string }): CallbackResult | null;
  /** Asks the provider to give the money back; never throws (a failure is a FAILED result). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
