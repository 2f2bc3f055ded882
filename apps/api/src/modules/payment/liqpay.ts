/**
 * LiqPay (PrivatBank) checkout, implemented from its public protocol (API version 3):
 * - a request is `data` = base64(JSON of the parameters) and
 *   `signature` = base64(sha1(private_key + data + private_key));
 * - the customer is sent to the checkout page with both as query parameters;
 * - LiqPay posts the result to `server_url` as a form with `data` and `signature` made the same
 *   way; only a callback whose signature verifies with our private key is believed;
 * - a refund is a server-to-server POST of `data` and `signature` (action `refund`, the paid
 *   attempt's `order_id` and the amount) to its API endpoint, answered with JSON: `result: ok`
 *   and `status: reversed` when the money went back, else `result: error` with `err_code` and
 *   `err_description`.
 * Amounts go to LiqPay in currency units with two decimals; we keep minor units.
 */
import { createHash } from 'node:crypto';
import type {
  AttemptStatus,
  CallbackResult,
  PaymentAttempt,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  Wallet,
} from './provider.js';
import { signaturesMatch } from './signature.js';

export interface LiqPayKeys {
  publicKey: string;
  privateKey: string;
  checkoutUrl: string;
  sandbox: boolean;
  /** the server-to-server API (refunds): https://www.liqpay.ua/api/request */
  apiUrl: string;
  /** how long a refund call may take before it counts as failed */
  timeoutMs?: number;
}

const REFUND_TIMEOUT_MS = 15_000;
const LIQPAY_CURRENCIES: ReadonlySet<string> = new Set(['UAH', 'USD', 'EUR']);

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

export function encodeLiqPayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

/** LiqPay's result statuses: success (and sandbox) paid; failure, error and reversed failed; the rest wait. */
export function liqpayStatus(status: string): AttemptStatus {
  if (status === 'success' || status === 'sandbox') return 'PAID';
  if (status === 'failure' || status === 'error' || status === 'reversed') return 'FAILED';
  return 'PENDING';
}

const toUnits = (minor: number) => (minor / 100).toFixed(2);

/** Reads LiqPay's answer to a refund request. */
export function readRefundAnswer(answer: unknown): RefundResult {
  if (!answer || typeof answer !== 'object') return { status: 'FAILED', reason: 'LiqPay gave no answer' };
  const a = answer as Record<string, unknown>;
  if (a.result === 'ok' && a.status === 'reversed')
    return {
      status: 'SUCCEEDED',
      providerRefundId: a.payment_id === undefined || a.payment_id === null ? null : String(a.payment_id),
    };
  const reason =
    typeof a.err_description === 'string' && a.err_description
      ? a.err_description
      : typeof a.err_code === 'string' && a.err_code
        ? a.err_code
        : `LiqPay answered status ${typeof a.status === 'string' ? a.status : 'unknown'}`;
  return { status: 'FAILED', reason };
}

export class LiqPayProvider implements PaymentProvider {
  readonly name = 'liqpay' as const;
  /** its checkout page shows Apple Pay and Google Pay beside cards (paytypes apay, gpay) */
  readonly wallets = new Set<Wallet>(['GOOGLE_PAY', 'APPLE_PAY']);

  /** LiqPay takes hryvnias, dollars and euros (API version 3, `currency`) */
  takesCurrency(currencyCode: string): boolean {
    return LIQPAY_CURRENCIES.has(currencyCode);
  }

  constructor(private readonly keys: LiqPayKeys) {}

  checkoutParams(a: PaymentAttempt): Record<string, unknown> {
    return {
      version: 3,
      public_key: this.keys.publicKey,
      action: 'pay',
      amount: toUnits(a.amount),
      currency: a.currencyCode,
      description: a.description,
      // LiqPay wants a new order_id for every attempt: the attempt's id, not the order's
      order_id: a.paymentId,
      result_url: a.returnUrl,
      server_url: a.callbackUrl,
      language: a.language === 'ru' ? 'ru' : a.language === 'en' ? 'en' : 'uk',
      ...(this.keys.sandbox ? { sandbox: 1 } : {}),
    };
  }

  checkoutUrl(a: PaymentAttempt): string {
    const data = encodeLiqPayData(this.checkoutParams(a));
    const url = new URL(this.keys.checkoutUrl);
    url.searchParams.set('data', data);
    url.searchParams.set('signature', liqpaySignature(this.keys.privateKey, data));
    return url.toString();
  }

  refundParams(r: RefundRequest): Record<string, unknown> {
    return {
      version: 3,
      public_key: this.keys.publicKey,
      action: 'refund',
      // the attempt's id was LiqPay's order_id when it was paid
      order_id: r.paymentId,
      amount: toUnits(r.amount),
    };
  }

  async refund(r: RefundRequest): Promise<RefundResult> {
    const data = encodeLiqPayData(this.refundParams(r));
    const form = new URLSearchParams({ data, signature: liqpaySignature(this.keys.privateKey, data) });
    let res: Response;
    try {
      res = await fetch(this.keys.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.keys.timeoutMs ?? REFUND_TIMEOUT_MS),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      return {
        status: 'FAILED',
        reason: timedOut ? 'LiqPay did not answer in time' : 'LiqPay could not be reached',
      };
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) return { status: 'FAILED', reason: `LiqPay answered HTTP ${res.status}` };
    try {
      return readRefundAnswer(JSON.parse(text));
    } catch {
      return { status: 'FAILED', reason: 'LiqPay answered something that is not JSON' };
    }
  }

  readCallback({ data, signature }: { data: string; signature: string }): CallbackResult | null {
    if (!signaturesMatch(liqpaySignature(this.keys.privateKey, data), signature)) return null;
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (payload.public_key !== undefined && payload.public_key !== this.keys.publicKey) return null;
    const amount = Number(payload.amount);
    return {
      paymentId: String(payload.order_id ?? ''),
      status: liqpayStatus(String(payload.status ?? '')),
      providerPaymentId: payload.payment_id === undefined ? null : String(payload.payment_id),
      amount: Number.isFinite(amount) ? Math.round(amount * 100) : null,
      currencyCode: typeof payload.currency === 'string' ? payload.currency : null,
      reason:
        typeof payload.err_description === 'string'
          ? payload.err_description
          : typeof payload.err_code === 'string'
            ? payload.err_code
            : null,
    };
  }
}
