'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type ReactNode } from 'react';
import { CURRENT_ORDER_KEY } from '@/features/order/placed-orders';
import { ApiError } from '@/lib/api/browser-client';
import { paymentStatus } from './checkout-api';
import { checkoutActions } from './checkout-store';
import { heldCartOrder, holdCart } from './held-cart';

// fetched for an unpaid order only: checkout's first load carries no dialog library (issue 20, item 4)
const PaymentFailureModal = dynamic(
  () => import('@/features/order/payment-failure-modal').then((m) => m.PaymentFailureModal),
  { ssr: false, loading: () => null },
);

/**
 * SPEC section 4: the order being paid is kept locally while the customer is at the provider.
 * Coming back to checkout without paying (the back button, a closed tab) shows the
 * payment-failure modal for it; leaving checkout forgets it. The same goes for the order the cart
 * is held for (issue 17, item 9): its cart is still here, and placing it again would make a
 * second order, so checkout offers to pay that one (again, or on receipt) first.
 */
let forgetTimer: ReturnType<typeof setTimeout> | undefined;

export function useAbandonedPayment(): { modal: ReactNode } {
  const [order, setOrder] = useState<{ orderId: string; localId: number } | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // a remount (React's development double run) is not leaving checkout
    clearTimeout(forgetTimer);
    const controller = new AbortController();
    const check = () => {
      let orderId: string | null;
      try {
        orderId = window.localStorage.getItem(CURRENT_ORDER_KEY) ?? heldCartOrder();
      } catch {
        return;
      }
      if (!orderId) return;
      paymentStatus(orderId, controller.signal)
        .then((s) => {
          checkoutActions.settleHeldCart(s.orderId, s.status, s.orderStatusId);
          if (s.status === 'PAID' || s.status === 'NOT_REQUIRED') return;
          setOrder({ orderId: s.orderId, localId: s.localId });
          setOpen(true);
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          releaseIfUnreachable(orderId, err);
          console.warn('checkout: payment status unavailable', err);
        });
    };
    check();
    // back from the provider's page, the browser may show this page from its cache
    const onShow = (e: PageTransitionEvent) => e.persisted && check();
    window.addEventListener('pageshow', onShow);
    return () => {
      controller.abort();
      window.removeEventListener('pageshow', onShow);
      forgetTimer = setTimeout(() => {
        try {
          window.localStorage.removeItem(CURRENT_ORDER_KEY);
        } catch {
          // nothing to forget
        }
      }, 0);
    };
  }, []);

  return {
    modal: order && (
      <PaymentFailureModal
        orderId={order.orderId}
        localId={order.localId}
        open={open}
        onOpenChange={setOpen}
        showOrderLink
      />
    ),
  };
}

/**
 * The cart page: a cart held for an order paid meanwhile (the customer paid and closed the tab
 * before the confirmation page) is emptied; one whose order was cancelled is the customer's again.
 */
export function useHeldCart() {
  useEffect(() => {
    const orderId = heldCartOrder();
    if (!orderId) return;
    const controller = new AbortController();
    paymentStatus(orderId, controller.signal)
      .then((s) => checkoutActions.settleHeldCart(s.orderId, s.status, s.orderStatusId))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        releaseIfUnreachable(orderId, err);
        console.warn('cart: payment status unavailable', err);
      });
    return () => controller.abort();
  }, []);
}

/** An order this browser can no longer see (gone, or signed out of its account) holds no cart. */
function releaseIfUnreachable(orderId: string, err: unknown) {
  if (err instanceof ApiError && [401, 403, 404].includes(err.status) && heldCartOrder() === orderId)
    holdCart(null);
}
