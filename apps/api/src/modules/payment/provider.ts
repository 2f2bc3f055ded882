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

export interface PaymentProvider {
  readonly name: 'test' | 'liqpay';
  checkoutUrl(attempt: PaymentAttempt): string;
  /** The callback's content, or null when its signature does not verify (forged or damaged). */
  readCallback(fields: { data: string; signature: string }): CallbackResult | null;
  /** Asks the provider to give the money back; never throws (a failure is a FAILED result). */
  refund(request: RefundRequest): Promise<RefundResult>;
}
