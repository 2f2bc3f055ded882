import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutBody } from './checkout-rules';
import {
  apiError,
  calculationOf,
  cartLine,
  checkoutContext,
  fakeApi,
  heldAnswer,
  newVisitor,
  ok,
  pageProviders,
  type ApiRequest,
} from './checkout-test-kit';

const CALCULATE = '/api/order-service/api/order-checkout';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 32_900);
const CALIFORNIA = cartLine(100002, 'California', 28_900);
/** what the API charges now (the menu showed other prices) */
const PRICES = { [PHILADELPHIA.productId]: 34_900, [CALIFORNIA.productId]: 28_900 };

/** Each test is a page load: the stores start from localStorage, as in a browser. */
async function openCart() {
  vi.resetModules();
  const [cart, checkout, calculation, site] = await Promise.all([
    import('@/features/cart/cart-store'),
    import('./checkout-store'),
    import('./use-calculation'),
    import('@/features/shell/site-context'),
  ]);
  const render = () =>
    renderHook(
      () => {
        calculation.useCalculation(checkoutContext);
        return { ...checkout.useCheckout(), cart: cart.useCart() };
      },
      { wrapper: pageProviders(site.SiteProvider, 'en') },
    );
  return { cartActions: cart.cartActions, render };
}

/** Lets `ms` of the page's time pass, with what the API answered meanwhile. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const linesOf = (request: ApiRequest) => (request.body as CheckoutBody).products;

beforeEach(() => {
  vi.useFakeTimers();
  newVisitor();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCalculation: the cart priced by the API (SPEC section 4)', () => {
  it('prices the cart and shows the API’s prices, not the menu’s', async () => {
    const api = fakeApi((req) => ok({ orderResponse: calculationOf(req.body as CheckoutBody, PRICES) }));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    page.cartActions.add(PHILADELPHIA);
    const { result } = page.render();

    expect(result.current.isCalculating).toBe(true);
    await wait(250);

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: CALCULATE });
    expect(linesOf(api.requests[0]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 1 }]);
    expect(result.current.isCalculating).toBe(false);
    expect(result.current.calc?.amount).toBe(34_900 + 5_900);
    expect(result.current.cart[0]?.price).toBe(34_900);
  });

  it('prices quick taps of "+" together, once', async () => {
    const api = fakeApi((req) => ok({ orderResponse: calculationOf(req.body as CheckoutBody, PRICES) }));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    page.cartActions.add(PHILADELPHIA);
    const { result } = page.render();

    await wait(100);
    act(() => page.cartActions.add(PHILADELPHIA));
    await wait(100);
    act(() => page.cartActions.add(PHILADELPHIA));
    await wait(250);

    expect(api.requests).toHaveLength(1);
    expect(linesOf(api.requests[0]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 3 }]);
    expect(result.current.calc?.products[0]?.amount).toBe(3 * 34_900);
  });

  it('asks again when the cart changes; the old cart’s answer arriving late does not overwrite the new one', async () => {
    const answers: Array<ReturnType<typeof heldAnswer>> = [];
    const api = fakeApi(() => {
      const answer = heldAnswer();
      answers.push(answer);
      return answer.promise;
    });
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    page.cartActions.add(PHILADELPHIA);
    const { result } = page.render();
    await wait(250);
    expect(api.requests).toHaveLength(1);

    act(() => page.cartActions.add(CALIFORNIA));
    // the pending price shows at once
    expect(result.current.isCalculating).toBe(true);
    await wait(250);
    expect(api.requests).toHaveLength(2);
    expect(linesOf(api.requests[1]!)).toEqual([
      { productId: PHILADELPHIA.productId, count: 1 },
      { productId: CALIFORNIA.productId, count: 1 },
    ]);

    // the new cart is answered first, then the old one's answer comes in late
    const [first, second] = api.requests as [ApiRequest, ApiRequest];
    await act(async () => {
      answers[1]!.give(ok({ orderResponse: calculationOf(second.body as CheckoutBody, PRICES) }));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      answers[0]!.give(ok({ orderResponse: calculationOf(first.body as CheckoutBody, PRICES) }));
      await vi.advanceTimersByTimeAsync(0);
    });

    expect(result.current.calc?.products.map((p) => p.productId)).toEqual([
      PHILADELPHIA.productId,
      CALIFORNIA.productId,
    ]);
    expect(result.current.calc?.amount).toBe(34_900 + 28_900 + 5_900);
    expect(result.current.isCalculating).toBe(false);
  });

  it('takes a dish on the stop list out of the cart, says so by its cart name, and prices the rest', async () => {
    const api = fakeApi((req) => {
      const body = req.body as CheckoutBody;
      return body.products.some((l) => l.productId === CALIFORNIA.productId)
        ? apiError(409, 'PRODUCT_ON_STOP', [
            {
              productId: CALIFORNIA.productId,
              name: 'Каліфорнія',
              message: 'Product is on the stop list',
              outletId: 1001,
            },
          ])
        : ok({ orderResponse: calculationOf(body, PRICES) });
    });
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    page.cartActions.add(PHILADELPHIA);
    page.cartActions.add(CALIFORNIA);
    const { result } = page.render();

    await wait(250);
    expect(result.current.modal).toEqual({
      kind: 'stopList',
      products: [{ productId: CALIFORNIA.productId, name: 'California' }],
    });
    expect(result.current.cart.map((l) => l.productId)).toEqual([PHILADELPHIA.productId]);

    // the rest is priced at the restaurant that named the stop (the outlet_id cookie, SPEC section 9)
    await wait(250);
    expect(api.requests).toHaveLength(2);
    expect(linesOf(api.requests[1]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 1 }]);
    expect((api.requests[1]!.body as CheckoutBody).outletId).toBe(1001);
    expect(result.current.calcError).toBeNull();
    expect(result.current.calc?.products.map((p) => p.productId)).toEqual([PHILADELPHIA.productId]);
  });

  it('prices as a guest when the signed-in customer’s session ended on the server', async () => {
    const customerId = '7b0e4a52-3c1d-4f7a-9b55-0c2f6f1f2a11';
    window.localStorage.setItem('user', JSON.stringify({ id: customerId, firstName: 'Olena' }));
    const api = fakeApi((req) => {
      const body = req.body as CheckoutBody;
      return body.customerUuid
        ? apiError(401, 'UNAUTHORIZED', [], 'Sign in again')
        : ok({ orderResponse: calculationOf(body, PRICES) });
    });
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    page.cartActions.add(PHILADELPHIA);
    const { result } = page.render();

    await wait(250);
    expect((api.requests[0]!.body as CheckoutBody).customerUuid).toBe(customerId);
    await wait(250);

    expect(api.requests).toHaveLength(2);
    expect((api.requests[1]!.body as CheckoutBody).customerUuid).toBeNull();
    expect(result.current.calcError).toBeNull();
    expect(result.current.calc?.amount).toBe(34_900 + 5_900);
  });

  it('asks nothing for an empty cart', async () => {
    const api = fakeApi((req) => ok({ orderResponse: calculationOf(req.body as CheckoutBody, PRICES) }));
    vi.stubGlobal('fetch', api.fetch);
    const page = await openCart();
    const { result } = page.render();

    await wait(1_000);
    expect(api.requests).toHaveLength(0);
    expect(result.current.isCalculating).toBe(false);
    expect(result.current.calc).toBeNull();
  });
});
