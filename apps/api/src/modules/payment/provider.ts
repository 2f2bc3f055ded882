/**
 * What a payment provider does for us: a page to send the customer to, and a verified reading of
 * its server-to-server callback. Providers are pure (no database); payment-service.ts keeps the
 * attempts and the order's paid flag.
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

export interface PaymentProvider {
  readonly name: 'test' | 'liqpay';
  checkoutUrl(attempt: PaymentAttempt): string;
  /** The callback's content, or null when its signature does not verify (forged or damaged). */
  readCallback(fields: { data: string; signature: string }): CallbackResult | null;
}
