/**
 * Issue 17, item 9: an order paid online empties the cart only once it is paid. A declined card
 * left the customer with an unpaid order and an empty cart; now the cart is held for the order
 * (its id in localStorage) until the payment status says it is paid, or paid on receipt instead
 * (the customer switched to cash or card after a decline). A cancelled order lets the cart go
 * back to the customer as it is.
 */
import type { TPaymentState } from '@food/contracts';
import { CANCELLED_STATUS } from '../orders-live/order-status';

const HELD_CART_KEY = 'cart_held_for';

export type HeldCartOutcome = 'clear' | 'release' | 'keep';

export function heldCartOutcome(payment: TPaymentState, orderStatusId: number): HeldCartOutcome {
  if (orderStatusId === CANCELLED_STATUS) return 'release';
  return payment === 'PAID' || payment === 'NOT_REQUIRED' ? 'clear' : 'keep';
}

export function heldCartOrder(): string | null {
  try {
    return window.localStorage.getItem(HELD_CART_KEY);
  } catch {
    return null;
  }
}

export function holdCart(orderId: string | null) {
  try {
    if (orderId) window.localStorage.setItem(HELD_CART_KEY, orderId);
    else window.localStorage.removeItem(HELD_CART_KEY);
  } catch {
    // storage off: the cart stays until the customer empties it
  }
}
