/**
 * The one word an order's payment is summed up in, for the payment status answer and the board.
 * A refund speaks first: a cancelled order that was paid and given back is REFUNDED (or
 * PARTIALLY_REFUNDED while part of what was paid is still with us), not "not required".
 */
import type { TPaymentState } from '@food/contracts';

export interface PaymentFacts {
  isPaid: boolean;
  /** paid online (payment kind 4), not on receipt */
  isOnline: boolean;
  isCancelled: boolean;
  /** the newest attempt's status, null without attempts */
  latestAttempt: 'PENDING' | 'PAID' | 'FAILED' | null;
  /** minor units taken by the provider (every PAID attempt: a bank may charge an old one too) */
  paidAmount: number;
  /** minor units given back */
  refundedAmount: number;
}

export function paymentStateOf(f: PaymentFacts): TPaymentState {
  if (f.refundedAmount > 0) return f.refundedAmount >= f.paidAmount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  if (f.isPaid) return 'PAID';
  // a cancelled order is not paid for any more: its open attempt no longer counts
  if (!f.isOnline || f.isCancelled) return 'NOT_REQUIRED';
  return f.latestAttempt === 'FAILED' ? 'FAILED' : 'PENDING';
}
