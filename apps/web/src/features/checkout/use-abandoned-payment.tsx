'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CURRENT_ORDER_KEY } from '@/features/order/placed-orders';
import { PaymentFailureModal } from '@/features/order/payment-failure-modal';
import { paymentStatus } from './checkout-api';

/**
 * SPEC section 4: the order being paid is kept locally while the customer is at the provider.
 * Coming back to checkout without paying (the back button, a closed tab) shows the
 * payment-failure modal for it; leaving checkout forgets it.
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
        orderId = window.localStorage.getItem(CURRENT_ORDER_KEY);
      } catch {
        return;
      }
      if (!orderId) return;
      paymentStatus(orderId, controller.signal)
        .then((s) => {
          if (s.status === 'PAID' || s.status === 'NOT_REQUIRED') return;
          setOrder({ orderId: s.orderId, localId: s.localId });
          setOpen(true);
        })
        .catch((err: unknown) => {
          if (!controller.signal.aborted) console.warn('checkout: payment status unavailable', err);
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
