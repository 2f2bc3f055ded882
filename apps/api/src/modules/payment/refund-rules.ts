/**
 * How a refund staff ask for is split over an order's paid attempts (usually one; two when a bank
 * charged an old attempt too). What an attempt still holds is what it took less every refund
 * asked of it: given back, in progress, or refused and waiting to be asked again (a refused one is
 * retried with POST …/refund, not asked for twice, so it stays counted).
 */
export interface HeldPayment {
  paymentId: string;
  /** minor units still with us */
  held: number;
}

/** The order's total still held, in minor units. */
export const totalHeld = (payments: readonly HeldPayment[]) =>
  payments.reduce((sum, p) => sum + Math.max(0, p.held), 0);

/**
 * The refunds to write for `amount`, taken from the attempts in the order given (oldest first),
 * or null when they hold less than that. `amount` is a positive whole number (the route's schema).
 */
export function splitRefund(
  amount: number,
  payments: readonly HeldPayment[],
): Array<{ paymentId: string; amount: number }> | null {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > totalHeld(payments)) return null;
  const parts: Array<{ paymentId: string; amount: number }> = [];
  let left = amount;
  for (const p of payments) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, p.held));
    if (take > 0) parts.push({ paymentId: p.paymentId, amount: take });
    left -= take;
  }
  return parts;
}
