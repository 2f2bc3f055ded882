/**
 * Payment service (`/payment`, ARCHITECTURE.md "Payments"). An online order has payment attempts;
 * a failed or abandoned one leaves the order unpaid and a new attempt can be started.
 */
import { z } from './zod';

export const ZPaymentStatusQuery = z.object({
  orderId: z.uuid({ error: 'orderId must be an order id (UUID)' }),
});

/**
 * PAID: the order is paid. PENDING: an attempt is open (the customer may still be on the page).
 * FAILED: the last attempt was declined or cancelled; pay again. NOT_REQUIRED: cash or card on
 * delivery, or an unpaid order that was cancelled: nothing to pay online. REFUNDED: a paid order
 * the restaurant cancelled, given back in full through the provider (PARTIALLY_REFUNDED: part of
 * it so far); `refundedAmount` says how much.
 */
export const ZPaymentState = z.enum([
  'PAID',
  'PENDING',
  'FAILED',
  'NOT_REQUIRED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
]);
export type TPaymentState = z.infer<typeof ZPaymentState>;

export const ZPaymentStatus = z.object({
  orderId: z.uuid(),
  localId: z.number().int(),
  /** the order's own status (0, 1, 2 active; 3 completed; 4 cancelled), for a guest's confirmation page */
  orderStatusId: z.number().int(),
  status: ZPaymentState,
  isPaid: z.boolean(),
  paymentType: z.string(),
  paymentKind: z.number().int(),
  /** minor units */
  amount: z.number().int(),
  currencyCode: z.string(),
  provider: z.string().nullable(),
  attempts: z.number().int(),
  /** why the last attempt failed, as the provider said */
  failureReason: z.string().nullable(),
  /** the open attempt's page, to continue paying; null when there is none */
  paymentUrl: z.string().nullable(),
  /** minor units given back through the provider (a cancelled paid order) */
  refundedAmount: z.number().int(),
  /** when the order is expected (moved when the restaurant accepts it), for a guest's confirmation page */
  expectedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const ZPayAgainBody = z.object({
  orderId: z.uuid({ error: 'orderId must be an order id (UUID)' }),
  /** as in order creation: the storefront's host only; `{orderId}` is replaced */
  returnUrl: z.url().max(2000).nullish(),
});

/**
 * After a declined or abandoned card payment (issue 17, item 9): the customer pays the same order
 * on receipt instead, in cash (with the sum to give change from, minor units) or by card to the
 * courier or at the restaurant. Only an unpaid online order the restaurant has not taken yet.
 */
export const ZPayOnReceiptBody = z.object({
  orderId: z.uuid({ error: 'orderId must be an order id (UUID)' }),
  paymentType: z.enum(['CASH', 'CARD']),
  change: z.number().int().min(0).max(100_000_000).nullish(),
});
export type TPayOnReceiptBody = z.infer<typeof ZPayOnReceiptBody>;

export const ZPaymentStarted = z.object({
  orderId: z.uuid(),
  paymentId: z.uuid(),
  paymentUrl: z.string(),
});

export const ZProviderParams = z.object({ provider: z.enum(['test', 'liqpay']) });
export const ZPaymentIdParams = z.object({ paymentId: z.uuid({ error: 'not a payment id' }) });

/** A provider's server-to-server callback: base64 data and its signature (LiqPay's shape). */
export const ZPaymentCallback = z.object({
  data: z.string().min(1).max(20_000),
  signature: z.string().min(1).max(200),
});

/** The test provider's page posts the card number (spaces allowed) or a cancel. */
export const ZTestCardForm = z.object({
  cardNumber: z.string().max(40).default(''),
  action: z.enum(['pay', 'cancel']).default('pay'),
});

export const ZCallbackAck = z.object({ ok: z.literal(true), status: ZPaymentState });
