'use client';

import type { TPaymentStatus, TReceipt } from '@food/contracts';
import { useEffect, useState } from 'react';
import { checkoutActions } from '@/features/checkout/checkout-store';
import { useSite } from '@/features/shell/site-context';
import { ApiError } from '@/lib/api/browser-client';
import { nextPaymentPoll } from './order-view-model';
import { CURRENT_ORDER_KEY, readPlacedOrder, type PlacedOrder } from './placed-orders';
import { fetchReceipt } from './receipt-api';

export type TrackingProblem = 'notFound' | 'signIn' | 'unavailable' | null;

/**
 * Follows an order on the confirmation page through its receipt (reachable by the order's id,
 * as the payment status is): often until the payment is settled (so the page turns to "paid" when
 * the provider's callback lands), then less often while the order is active. The local snapshot
 * is read after hydration.
 */
export function useOrderTracking(orderId: string) {
  // the receipt names the lines and the restaurant in the page's language
  const { locale } = useSite();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [receipt, setReceipt] = useState<TReceipt | null>(null);
  const [problem, setProblem] = useState<TrackingProblem>(null);
  const [isLoaded, setLoaded] = useState(false);
  // a change this page made (paid on receipt instead) is read back at once
  const [reads, setReads] = useState(0);

  useEffect(() => {
    setPlaced(readPlacedOrder(orderId));
    // the customer is back from paying: checkout no longer needs to ask about this order
    try {
      if (window.localStorage.getItem(CURRENT_ORDER_KEY) === orderId)
        window.localStorage.removeItem(CURRENT_ORDER_KEY);
    } catch {
      // storage off
    }
  }, [orderId]);

  useEffect(() => {
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let status: TPaymentStatus['status'] | null = null;
      let orderStatusId: number | null = null;
      try {
        const r = await fetchReceipt(orderId, locale, controller.signal);
        status = r.payment.state;
        orderStatusId = r.statusId;
        setReceipt(r);
        setProblem(null);
        // paid (or to be paid on receipt): the cart held for this order goes (held-cart.ts)
        checkoutActions.settleHeldCart(r.orderId, r.payment.state, r.statusId);
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 404) return setProblem('notFound');
        if (err instanceof ApiError && (err.status === 401 || err.status === 403))
          return setProblem('signIn');
        setProblem('unavailable');
      } finally {
        if (!controller.signal.aborted) setLoaded(true);
      }
      const delay = nextPaymentPoll(status, Date.now() - started, orderStatusId);
      if (delay !== null && !controller.signal.aborted) timer = setTimeout(poll, delay);
    };
    void poll();
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        clearTimeout(timer);
        void poll();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [orderId, locale, reads]);

  /** a status this page caused (the order switched to pay on receipt): shown now, then read back */
  const applyPayment = (s: TPaymentStatus) => {
    setReceipt((r) =>
      r
        ? {
            ...r,
            statusId: s.orderStatusId,
            payment: {
              ...r.payment,
              type: s.paymentType,
              chosenType: s.paymentType,
              state: s.status,
              isPaid: s.isPaid,
              paymentUrl: s.paymentUrl,
              refundedAmount: s.refundedAmount,
            },
          }
        : r,
    );
    setPlaced(readPlacedOrder(orderId));
    setReads((n) => n + 1);
  };

  return { placed, receipt, problem, isLoaded, applyPayment };
}
