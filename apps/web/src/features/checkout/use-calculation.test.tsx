import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/features/cart/cart-rules';
import type { CheckoutBody } from './checkout-rules';
import {
  apiError,
  calculationOf,
  cartLine,
  checkoutContext,
  eachTestANewVisitor,
  loadPage,
  ok,
  stubApi,
  stubSlowApi,
  wait,
  type ApiRequest,
} from './checkout-test-kit';

const CALCULATE = '/api/order-service/api/order-checkout';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 32_900);
const CALIFORNIA = cartLine(100002, 'California', 28_900);
/** what the API charges now (the menu showed other prices) */
const PRICES = { [PHILADELPHIA.productId]: 34_900, [CALIFORNIA.productId]: 28_900 };
/** how long the cart must stay unchanged before it is priced */
const PRICING_PAUSE = 250;

eachTestANewVisitor();

const bodyOf = (request: ApiRequest) => request.body as CheckoutBody;
const linesOf = (request: ApiRequest) => bodyOf(request).products;
/** The API's answer pricing the cart a request sends. */
const priced = (request: ApiRequest) => ok({ orderResponse: calculationOf(bodyOf(request), PRICES) });

/** The cart page as a page load (the stores start from localStorage, as in a browser) with `lines` in the cart. */
async function openCartWith(...lines: CartLine[]) {
  const {
    wrapper,
    modules: [cart, checkout, calculation],
  } = await loadPage('en', () =>
    Promise.all([
      import('@/features/cart/cart-store'),
      import('./checkout-store'),
      import('./use-calculation'),
    ]),
  );
  for (const line of lines) cart.cartActions.add(line);
  const { result } = renderHook(
    () => {
      calculation.useCalculation(checkoutContext);
      return { ...checkout.useCheckout(), cart: cart.useCart() };
    },
    { wrapper },
  );
  return { cartActions: cart.cartActions, result };
}

describe('useCalculation: the cart priced by the API (SPEC section 4)', () => {
  it('prices the cart and shows the API’s prices, not the menu’s', async () => {
    const api = stubApi(priced);
    const { result } = await openCartWith(PHILADELPHIA);

    expect(result.current.isCalculating).toBe(true);
    await wait(PRICING_PAUSE);

    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: CALCULATE });
    expect(linesOf(api.requests[0]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 1 }]);
    expect(result.current.isCalculating).toBe(false);
    expect(result.current.calc?.amount).toBe(34_900 + 5_900);
    expect(result.current.cart[0]?.price).toBe(34_900);
  });

  it('prices quick taps of "+" together, once', async () => {
    const api = stubApi(priced);
    const { result, cartActions } = await openCartWith(PHILADELPHIA);

    await wait(100);
    act(() => cartActions.add(PHILADELPHIA));
    await wait(100);
    act(() => cartActions.add(PHILADELPHIA));
    await wait(PRICING_PAUSE);

    expect(api.requests).toHaveLength(1);
    expect(linesOf(api.requests[0]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 3 }]);
    expect(result.current.calc?.products[0]?.amount).toBe(3 * 34_900);
  });

  it('asks again when the cart changes; the old cart’s answer arriving late does not overwrite the new one', async () => {
    const api = stubSlowApi();
    const { result, cartActions } = await openCartWith(PHILADELPHIA);
    await wait(PRICING_PAUSE);
    expect(api.requests).toHaveLength(1);

    act(() => cartActions.add(CALIFORNIA));
    // the pending price shows at once
    expect(result.current.isCalculating).toBe(true);
    await wait(PRICING_PAUSE);
    expect(api.requests).toHaveLength(2);
    expect(linesOf(api.requests[1]!)).toEqual([
      { productId: PHILADELPHIA.productId, count: 1 },
      { productId: CALIFORNIA.productId, count: 1 },
    ]);

    // the new cart is answered first, then the old one's answer comes in late
    const [first, second] = api.requests as [ApiRequest, ApiRequest];
    await api.answer(1, priced(second));
    await api.answer(0, priced(first));

    expect(result.current.calc?.products.map((p) => p.productId)).toEqual([
      PHILADELPHIA.productId,
      CALIFORNIA.productId,
    ]);
    expect(result.current.calc?.amount).toBe(34_900 + 28_900 + 5_900);
    expect(result.current.isCalculating).toBe(false);
  });

  it('takes a dish on the stop list out of the cart, says so by its cart name, and prices the rest', async () => {
    const api = stubApi((req) =>
      linesOf(req).some((l) => l.productId === CALIFORNIA.productId)
        ? apiError(409, 'PRODUCT_ON_STOP', [
            {
              productId: CALIFORNIA.productId,
              name: 'Каліфорнія',
              message: 'Product is on the stop list',
              outletId: 1001,
            },
          ])
        : priced(req),
    );
    const { result } = await openCartWith(PHILADELPHIA, CALIFORNIA);

    await wait(PRICING_PAUSE);
    expect(result.current.modal).toEqual({
      kind: 'stopList',
      products: [{ productId: CALIFORNIA.productId, name: 'California' }],
    });
    expect(result.current.cart.map((l) => l.productId)).toEqual([PHILADELPHIA.productId]);

    // the rest is priced at the restaurant that named the stop (the outlet_id cookie, SPEC section 9)
    await wait(PRICING_PAUSE);
    expect(api.requests).toHaveLength(2);
    expect(linesOf(api.requests[1]!)).toEqual([{ productId: PHILADELPHIA.productId, count: 1 }]);
    expect(bodyOf(api.requests[1]!).outletId).toBe(1001);
    expect(result.current.calcError).toBeNull();
    expect(result.current.calc?.products.map((p) => p.productId)).toEqual([PHILADELPHIA.productId]);
  });

  it('prices as a guest when the signed-in customer’s session ended on the server', async () => {
    const customerId = '7b0e4a52-3c1d-4f7a-9b55-0c2f6f1f2a11';
    window.localStorage.setItem('user', JSON.stringify({ id: customerId, firstName: 'Olena' }));
    const api = stubApi((req) =>
      bodyOf(req).customerUuid ? apiError(401, 'UNAUTHORIZED', [], 'Sign in again') : priced(req),
    );
    const { result } = await openCartWith(PHILADELPHIA);

    await wait(PRICING_PAUSE);
    expect(bodyOf(api.requests[0]!).customerUuid).toBe(customerId);
    await wait(PRICING_PAUSE);

    expect(api.requests).toHaveLength(2);
    expect(bodyOf(api.requests[1]!).customerUuid).toBeNull();
    expect(result.current.calcError).toBeNull();
    expect(result.current.calc?.amount).toBe(34_900 + 5_900);
  });

  it('asks nothing for an empty cart', async () => {
    const api = stubApi(priced);
    const { result } = await openCartWith();

    await wait(1_000);
    expect(api.requests).toHaveLength(0);
    expect(result.current.isCalculating).toBe(false);
    expect(result.current.calc).toBeNull();
  });
});
