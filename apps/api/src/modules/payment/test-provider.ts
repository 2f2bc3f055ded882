/**
 * The `test` provider of ARCHITECTURE.md: a hosted page served by this API stands in for a bank's
 * page. Card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (and so is anything else).
 * The page's result comes back the way a real provider's does: a callback whose `data` is
 * base64url(JSON) and whose `signature` is base64url(HMAC-SHA256(secret, data)), verified before
 * anything changes. A forged callback (no secret) is refused. A refund is given back at once.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type {
  AttemptStatus,
  CallbackResult,
  PaymentAttempt,
  PaymentProvider,
  RefundResult,
  Wallet,
} from './provider.js';
import { signaturesMatch } from './signature.js';

const TEST_CARD_PAYS = '4242424242424242';
const TEST_CARD_DECLINED = '4000000000000002';

export interface TestCallbackPayload {
  paymentId: string;
  status: Exclude<AttemptStatus, 'PENDING'>;
  amount: number;
  currencyCode: string;
  transactionId: string;
  reason: string | null;
}

/** What the test bank decides for a card number (spaces and dashes ignored). */
export function decideTestCard(cardNumber: string): { status: 'PAID' | 'FAILED'; reason: string | null } {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === TEST_CARD_PAYS) return { status: 'PAID', reason: null };
  if (digits === TEST_CARD_DECLINED) return { status: 'FAILED', reason: 'Card declined' };
  return { status: 'FAILED', reason: 'Unknown test card' };
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  /**
   * It stands in for a real provider's page, which shows the phone's wallets beside cards (LiqPay
   * and Stripe Checkout both do): the page takes the test card for them. No Binance Pay.
   */
  readonly wallets = new Set<Wallet>(['GOOGLE_PAY', 'APPLE_PAY']);

  takesCurrency(): boolean {
    return true;
  }

  constructor(
    private readonly secret: string,
    private readonly publicApiUrl: string,
  ) {}

  /** The test bank gives every refund at once (the refunds table records it). */
  async refund(): Promise<RefundResult> {
    return { status: 'SUCCEEDED', providerRefundId: `test-refund-${randomUUID()}` };
  }

  checkoutUrl(a: PaymentAttempt): string {
    return `${this.publicApiUrl}/payment/v1/test/checkout/${a.paymentId}`;
  }

  sign(data: string): string {
    return createHmac('sha256', this.secret).update(data).digest('base64url');
  }

  /** The callback the test bank sends for a finished attempt. */
  callbackFor(payload: TestCallbackPayload): { data: string; signature: string } {
    const data = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
    return { data, signature: this.sign(data) };
  }

  readCallback({ data, signature }: { data: string; signature: string }): CallbackResult | null {
    if (!signaturesMatch(this.sign(data), signature)) return null;
    let p: Partial<TestCallbackPayload>;
    try {
      p = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Partial<TestCallbackPayload>;
    } catch {
      return null;
    }
    if (typeof p.paymentId !== 'string' || (p.status !== 'PAID' && p.status !== 'FAILED')) return null;
    return {
      paymentId: p.paymentId,
      status: p.status,
      providerPaymentId: typeof p.transactionId === 'string' ? p.transactionId : null,
      amount: typeof p.amount === 'number' ? p.amount : null,
      currencyCode: typeof p.currencyCode === 'string' ? p.currencyCode : null,
      reason: typeof p.reason === 'string' ? p.reason : null,
    };
  }
}
