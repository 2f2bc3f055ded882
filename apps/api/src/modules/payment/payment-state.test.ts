import { describe, expect, it } from 'vitest';
import { paymentStateOf, type PaymentFacts } from './payment-state.js';

const unpaidOnline: PaymentFacts = {
  isPaid: false,
  isOnline: true,
  isCancelled: false,
  latestAttempt: 'PENDING',
  paidAmount: 0,
  refundedAmount: 0,
};

describe('payment state', () => {
  it('is PENDING while an online order waits for its payment, FAILED after a decline', () => {
    expect(paymentStateOf(unpaidOnline)).toBe('PENDING');
    expect(paymentStateOf({ ...unpaidOnline, latestAttempt: 'FAILED' })).toBe('FAILED');
    expect(paymentStateOf({ ...unpaidOnline, latestAttempt: null })).toBe('PENDING');
  });

  it('is PAID once paid, and NOT_REQUIRED on receipt or for a cancelled unpaid order', () => {
    expect(paymentStateOf({ ...unpaidOnline, isPaid: true, latestAttempt: 'PAID', paidAmount: 500 })).toBe(
      'PAID',
    );
    expect(paymentStateOf({ ...unpaidOnline, isOnline: false, latestAttempt: null })).toBe('NOT_REQUIRED');
    expect(paymentStateOf({ ...unpaidOnline, isCancelled: true })).toBe('NOT_REQUIRED');
  });

  it('is REFUNDED when everything paid came back, PARTIALLY_REFUNDED while some is still held', () => {
    const paid = { ...unpaidOnline, isPaid: true, isCancelled: true, latestAttempt: 'PAID' as const };
    expect(paymentStateOf({ ...paid, paidAmount: 500, refundedAmount: 500 })).toBe('REFUNDED');
    expect(paymentStateOf({ ...paid, paidAmount: 1000, refundedAmount: 500 })).toBe('PARTIALLY_REFUNDED');
    // a failed refund leaves the money with us: still PAID
    expect(paymentStateOf({ ...paid, paidAmount: 500, refundedAmount: 0 })).toBe('PAID');
  });
});
