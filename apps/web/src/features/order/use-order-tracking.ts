'use client';

import type { TOrder, TPaymentStatus } from '@food/contracts';
import { useEffect, useState } from 'react';
import { ApiCallError, fetchOrder, paymentStatus } from '@/features/checkout/checkout-api';
import { checkoutActions } from '@/features/checkout/checkout-store';
import { useUser } from '@/features/shell/use-user';
import { isActiveStatus } from '../orders-live/order-status';
import { ORDER_POLL_MS, nextPaymentPoll } from './order-view-model';
import { CURRENT_ORDER_KEY, readPlacedOrder, type PlacedOrder } from './placed-orders';

export type TrackingProblem = 'notFound' | 'signIn' | 'unavailable' | null;

/**
 * Follows an order on the confirmation page: the payment status until it is settled (so the page
 * turns to "paid" when the provider's callback lands) and then, less often, while the order is
 * active (the status call carries the order's status, all a guest can read); for a signed-in
 * customer also the order itself while it is active. The local snapshot is read after hydration.
 */
export function useOrderTracking(orderId: string) {
  const user = useUser();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [payment, setPayment] = useState<TPaymentStatus | null>(null);
  const [order, setOrder] = useState<TOrder | null>(null);
  const [problem, setProblem] = useState<TrackingProblem>(null);
  const [isLoaded, setLoaded] = useState(false);

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
        const s = await paymentStatus(orderId, controller.signal);
        status = s.status;
        orderStatusId = s.orderStatusId;
        setPayment(s);
        setProblem(null);
        // paid (or to be paid on receipt): the cart held for this order goes (held-cart.ts)
        checkoutActions.settleHeldCart(s.orderId, s.status, s.orderStatusId);
      } catch (err) {
        if (controller.signal.aborted) return;
        if (err instanceof ApiCallError && err.status === 404) return setProblem('notFound');
        if (err instanceof ApiCallError && (err.status === 401 || err.status === 403))
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
  }, [orderId]);

  const statusId = order?.statusId ?? placed?.statusId ?? null;
  const isSignedIn = user !== null;
  const keepFollowing = order === null || isActiveStatus(statusId);
  useEffect(() => {
    if (!isSignedIn || !keepFollowing) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        setOrder(await fetchOrder(orderId, controller.signal));
      } catch (err) {
        // a guest's order, or another customer's: the payment status and the snapshot remain
        if (
          controller.signal.aborted ||
          (err instanceof ApiCallError && err.status >= 400 && err.status < 500)
        )
          return;
      }
      if (!controller.signal.aborted) timer = setTimeout(load, ORDER_POLL_MS);
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [orderId, isSignedIn, keepFollowing]);

  /** a status this page caused (the order switched to pay on receipt), with its new snapshot */
  const applyPayment = (s: TPaymentStatus) => {
    setPayment(s);
    setPlaced(readPlacedOrder(orderId));
  };

  return { placed, payment, order, problem, isLoaded, applyPayment };
}
