import type { TPaymentStatus } from '@food/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  cartLine,
  eachTestANewVisitor,
  fakeRouter,
  loadPage,
  localeMessages,
  ok,
  paymentStatusOf,
  settle,
  stubApi,
  watchConsole,
} from './checkout-test-kit';

// the modal's "pay on receipt" goes to the confirmation page with the router
const router = fakeRouter();
vi.mock('next/navigation', () => ({ useRouter: () => router }));

eachTestANewVisitor();

const STATUS = '/api/payment/v1/status';
const ORDER_ID = '6f1c2a9e-0b7d-4c3e-8a51-000000000057';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 34_900);
const paymentFailure = localeMessages('en').checkout!.paymentFailure as Record<string, string>;

/** The payment service answering that the order asked about is in `status`. */
const paymentIs = (status: TPaymentStatus['status'], patch: Partial<TPaymentStatus> = {}) =>
  stubApi((req) => ok(paymentStatusOf(req.query.get('orderId')!, status, patch)));

/** Checkout or the cart as a page load, after the visits that left the order and the cart behind. */
async function openPage() {
  const {
    wrapper,
    modules: [cart, abandoned, held],
  } = await loadPage('en', () =>
    Promise.all([
      import('@/features/cart/cart-store'),
      import('./use-abandoned-payment'),
      import('./held-cart'),
      // the modal's code, which the page fetches when an unpaid order turns up
      import('@/features/order/payment-failure-modal'),
    ]),
  );
  function Checkout() {
    return <>{abandoned.useAbandonedPayment().modal}</>;
  }
  return {
    cartActions: cart.cartActions,
    heldCartOrder: held.heldCartOrder,
    holdCart: held.holdCart,
    showCheckout: () => render(<Checkout />, { wrapper }),
    showCart: () => renderHook(() => abandoned.useHeldCart(), { wrapper }),
  };
}

/** The customer went to pay for the order their cart is held for, and comes back to checkout or the cart. */
async function returnWithCartHeld(to: 'checkout' | 'cart') {
  const page = await openPage();
  page.cartActions.add(PHILADELPHIA);
  page.holdCart(ORDER_ID);
  if (to === 'checkout') page.showCheckout();
  else page.showCart();
  await settle();
  return page;
}

const modal = () => screen.queryByTestId('payment-failure');

describe('useAbandonedPayment: back at checkout with an order not paid (SPEC section 4)', () => {
  it('shows the payment-failure modal for the order left at the payment page', async () => {
    const api = paymentIs('PENDING');
    window.localStorage.setItem('current_create_order', ORDER_ID);
    const page = await openPage();

    page.showCheckout();
    await settle();

    expect(api.requests.map((r) => [r.path, r.query.get('orderId')])).toEqual([[STATUS, ORDER_ID]]);
    expect(modal()?.textContent).toContain(paymentFailure.title);
    expect(modal()?.textContent).toContain(paymentFailure.textNumbered!.replace('{number}', '57'));
  });

  it('offers to pay the order the cart is held for before a second one is placed', async () => {
    paymentIs('FAILED');
    const page = await returnWithCartHeld('checkout');

    expect(modal()).not.toBeNull();
    expect(page.cartActions.read()).toHaveLength(1);
    expect(page.heldCartOrder()).toBe(ORDER_ID);
  });

  it('empties the cart of an order paid meanwhile, and shows no modal', async () => {
    paymentIs('PAID');
    const page = await returnWithCartHeld('checkout');

    expect(modal()).toBeNull();
    expect(page.cartActions.read()).toEqual([]);
    expect(page.heldCartOrder()).toBeNull();
  });

  it('gives the cart back when its order was cancelled', async () => {
    paymentIs('NOT_REQUIRED', { orderStatusId: 4 });
    const page = await returnWithCartHeld('checkout');

    expect(modal()).toBeNull();
    expect(page.cartActions.read().map((l) => l.productId)).toEqual([PHILADELPHIA.productId]);
    expect(page.heldCartOrder()).toBeNull();
  });

  it('lets the cart go when its order can no longer be seen', async () => {
    watchConsole('warn');
    stubApi(() => apiError(404, 'ORDER_NOT_FOUND'));
    const page = await returnWithCartHeld('checkout');

    expect(modal()).toBeNull();
    expect(page.cartActions.read()).toHaveLength(1);
    expect(page.heldCartOrder()).toBeNull();
  });

  it('asks again when the browser shows the page from its cache (back from the provider)', async () => {
    const api = paymentIs('FAILED');
    const page = await openPage();
    page.showCheckout();
    await settle();
    expect(api.requests).toHaveLength(0);

    // the customer went to pay, then pressed back
    window.localStorage.setItem('current_create_order', ORDER_ID);
    await act(async () => {
      // happy-dom has no PageTransitionEvent: the browser's, restored from its back-forward cache
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(api.requests).toHaveLength(1);
    expect(modal()).not.toBeNull();
  });

  it('forgets the order being paid when the customer leaves checkout, not on a remount', async () => {
    paymentIs('PENDING');
    window.localStorage.setItem('current_create_order', ORDER_ID);
    const page = await openPage();

    // React's development double run unmounts and mounts again at once
    page.showCheckout().unmount();
    const shown = page.showCheckout();
    await settle();
    expect(window.localStorage.getItem('current_create_order')).toBe(ORDER_ID);

    shown.unmount();
    await settle();
    expect(window.localStorage.getItem('current_create_order')).toBeNull();
  });
});

describe('useHeldCart: the cart page', () => {
  it('empties a cart whose order was paid meanwhile (paid, then the tab was closed)', async () => {
    const api = paymentIs('PAID');
    const page = await returnWithCartHeld('cart');

    expect(api.requests.map((r) => r.query.get('orderId'))).toEqual([ORDER_ID]);
    expect(page.cartActions.read()).toEqual([]);
    expect(page.heldCartOrder()).toBeNull();
  });

  it('asks nothing when the cart is held for no order', async () => {
    const api = paymentIs('PAID');
    const page = await openPage();
    page.cartActions.add(PHILADELPHIA);

    page.showCart();
    await settle();

    expect(api.requests).toHaveLength(0);
    expect(page.cartActions.read()).toHaveLength(1);
  });
});
