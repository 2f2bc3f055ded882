import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutBody } from './checkout-rules';
import {
  apiError,
  calculationOf,
  cartLine,
  checkoutContext,
  eachTestANewVisitor,
  fakeRouter,
  geocodeOf,
  heldAnswer,
  loadPage,
  localeMessages,
  ok,
  orderCreatedOf,
  settle,
  stubApi,
  wait,
  watchConsole,
  type ApiAnswer,
  type ApiRequest,
} from './checkout-test-kit';

// the hook goes to the order's confirmation with the router
const router = fakeRouter();
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** Where the browser was sent off the storefront (the payment page); happy-dom would load it. */
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

eachTestANewVisitor();
beforeEach(() => {
  router.push.mockClear();
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});

const CREATE = '/api/order-service/api/http-order-create';
const GEOCODE = '/api/geo/v1/addresses/geocode';
const PHILADELPHIA = cartLine(100001, 'Philadelphia', 34_900);
const CALIFORNIA = cartLine(100002, 'California', 28_900);
const PRICES = { [PHILADELPHIA.productId]: 34_900, [CALIFORNIA.productId]: 28_900 };
const KHRESHCHATYK_22 = { street: 'Khreshchatyk St', house: '22', lat: 50.4474, lng: 30.5219 };

const en = localeMessages('en');
/** A message of the storefront's English texts, by its path ("checkout.errors.cashTooSmall"). */
const text = (path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], en) as string;

/** What answers the order creations instead of the server. */
interface Refusal {
  /** the first one only: a failure, a slow answer, a dropped line */
  first?: () => ApiAnswer | Promise<ApiAnswer>;
  /** every one */
  every?: ApiAnswer;
}

/**
 * The API's order creation as the server behaves: one order per Idempotency-Key (the same key
 * answers the order it made), online orders with a payment page; a `refusal` answers instead.
 */
function stubOrderApi({ first, every }: Refusal = {}) {
  const orders = new Map<string, ReturnType<typeof orderCreatedOf>>();
  let creates = 0;
  const api = stubApi((req) => {
    if (req.path === GEOCODE) return ok(geocodeOf({ ...KHRESHCHATYK_22 }));
    if (req.path !== CREATE) return apiError(404, 'ROUTE_NOT_FOUND');
    const isFirst = creates++ === 0;
    if (every) return every;
    if (first && isFirst) return first();
    const key = req.headers.get('idempotency-key') ?? '';
    const body = req.body as CheckoutBody;
    const known = orders.get(key);
    if (known) return ok(known, 201);
    const orderId = `6f1c2a9e-0b7d-4c3e-8a51-${String(orders.size + 1).padStart(12, '0')}`;
    const isOnline = body.payment?.paymentType === 'ONLINE';
    const order = orderCreatedOf(calculationOf(body, PRICES), {
      orderId,
      localId: 57 + orders.size,
      paymentType: isOnline ? 'ONLINE' : 'CASH',
      paymentUrl: isOnline ? `https://pay.example/checkout/${orderId}` : null,
    });
    orders.set(key, order);
    return ok(order, 201);
  });
  const createRequests = () => api.requests.filter((r) => r.path === CREATE);
  return { ...api, orders, createRequests };
}

/**
 * Checkout as a page load with the cart and form the customer left: the hook with the fields
 * that show its errors (the form's own TextField) and the message popup of the shell.
 */
async function openCheckout() {
  const {
    wrapper,
    modules: [cart, checkout, placing, addressCheck, validation, field, popup, placed, held],
  } = await loadPage('en', () =>
    Promise.all([
      import('@/features/cart/cart-store'),
      import('./checkout-store'),
      import('./use-place-order'),
      import('./use-address-check'),
      import('./form-validation'),
      import('./ui/field'),
      import('@/features/shell/notices/message-popup'),
      import('@/features/order/placed-orders'),
      import('./held-cart'),
    ]),
  );
  const { TextField } = field;

  function CheckoutForm() {
    addressCheck.useAddressCheck(checkoutContext.rn);
    const { place, errors, isPlacing } = placing.usePlaceOrder(checkoutContext, (name) =>
      document.querySelector<HTMLElement>(`[name="${name}"]`)?.focus(),
    );
    return (
      <>
        {validation.FIELD_ORDER.map((name) => (
          <TextField key={name} name={name} label={name} value="" onValue={() => {}} error={errors[name]} />
        ))}
        {/* never disabled here: the hook itself must turn a second tap away */}
        <button type="button" aria-busy={isPlacing} onClick={() => void place()}>
          Place order
        </button>
        <popup.MessagePopup />
      </>
    );
  }

  const { cartActions } = cart;
  const { checkoutActions } = checkout;
  // a delivery to an address the map found, paid in cash on receipt
  cartActions.add(PHILADELPHIA);
  checkoutActions.setForm({ name: 'Olena', phone: '67 123 45 67', payment: 'CASH', rulesAgree: true });
  checkoutActions.setAddress({ street: KHRESHCHATYK_22.street, house: KHRESHCHATYK_22.house });
  checkoutActions.setAddressCheck(
    { status: 'found', zone: null },
    { lat: KHRESHCHATYK_22.lat, lng: KHRESHCHATYK_22.lng, city: 'Kyiv' },
  );

  return {
    cartActions,
    checkoutActions,
    readCheckout: checkout.readCheckout,
    readPlacedOrder: placed.readPlacedOrder,
    heldCartOrder: held.heldCartOrder,
    show: () => render(<CheckoutForm />, { wrapper }),
  };
}

/** Checkout shown as the customer left it (`openCheckout`). */
async function showCheckout() {
  const page = await openCheckout();
  page.show();
  return page;
}

// hidden: true, as an open popup hides the page from assistive tech (aria-hidden) but not from a tap
const placeButton = () => screen.getByRole('button', { name: 'Place order', hidden: true });
const tap = () => act(() => fireEvent.click(placeButton()));
/** The customer taps "Place order" and the API answers. */
const placeOrder = async () => {
  await tap();
  await settle();
};
const popupText = () => screen.queryByTestId('message-popup')?.textContent ?? '';
/** The message's words before its support phone. */
const lead = (path: string) => text(path).split('{phone}')[0]!.trim();
const INTERNAL_ERROR = apiError(500, 'INTERNAL', [], 'Internal server error');

describe('usePlaceOrder: placing the order (SPEC steps 2 and 3)', () => {
  it('sends the order once and goes to its confirmation; the cart is emptied', async () => {
    const api = stubOrderApi();
    const page = await showCheckout();

    await placeOrder();

    expect(api.createRequests()).toHaveLength(1);
    const [sent] = api.createRequests() as [ApiRequest];
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.body).toMatchObject({
      customerName: 'Olena',
      customerPhone: '+380671234567',
      products: [{ productId: PHILADELPHIA.productId, count: 1 }],
      payment: { paymentType: 'CASH' },
      delivery: { street: 'Khreshchatyk St', house: '22', type: 0 },
    });
    const order = [...api.orders.values()][0]!;
    expect(router.push).toHaveBeenCalledWith(`/en/order-confirmed/${order.orderId}`);
    expect(page.cartActions.read()).toEqual([]);
    // the confirmation page shows what was ordered, by the cart's names
    expect(page.readPlacedOrder(order.orderId)).toMatchObject({
      localId: order.localId,
      lines: [{ productId: PHILADELPHIA.productId, name: 'Philadelphia', count: 1 }],
    });
  });

  it('sends an online order to the payment page and holds the cart for it', async () => {
    const api = stubOrderApi();
    const page = await openCheckout();
    page.checkoutActions.setForm({ payment: 'ONLINE' });
    page.show();

    await placeOrder();

    const order = [...api.orders.values()][0]!;
    expect((api.createRequests()[0]!.body as CheckoutBody).payment).toMatchObject({
      paymentType: 'ONLINE',
      returnUrl: 'http://localhost:3000/en/order-confirmed/{orderId}',
    });
    expect(assign).toHaveBeenCalledWith(order.paymentUrl);
    expect(router.push).not.toHaveBeenCalled();
    // a declined card finds the cart still there; the offer is accepted anew next time
    expect(page.cartActions.read().map((l) => l.productId)).toEqual([PHILADELPHIA.productId]);
    expect(page.heldCartOrder()).toBe(order.orderId);
    expect(page.readCheckout().form.rulesAgree).toBe(false);
  });

  it('turns a second tap away while the order is being placed', async () => {
    const slow = heldAnswer();
    const api = stubOrderApi({ first: () => slow.promise });
    watchConsole('error');
    await showCheckout();

    await tap();
    await tap();
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    expect(api.createRequests()).toHaveLength(1);
    await slow.arrive(INTERNAL_ERROR);
    expect(api.orders.size).toBe(0);
    expect(placeButton().getAttribute('aria-busy')).toBe('false');
  });

  it('retries the same order with the same Idempotency-Key, so the server makes one order', async () => {
    const api = stubOrderApi({ first: () => INTERNAL_ERROR });
    watchConsole('error');
    await showCheckout();

    await placeOrder();
    expect(popupText()).toContain(lead('checkout.order_creation_error'));
    expect(router.push).not.toHaveBeenCalled();
    await act(() => fireEvent.click(screen.getByRole('button', { name: text('notices.message.ok') })));
    expect(popupText()).toBe('');

    await placeOrder();
    const [first, second] = api.createRequests() as [ApiRequest, ApiRequest];
    expect(second.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
    expect(api.orders.size).toBe(1);
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it('makes a changed order a new attempt with a new key', async () => {
    const api = stubOrderApi({ first: () => INTERNAL_ERROR });
    watchConsole('error');
    const page = await showCheckout();

    await placeOrder();
    act(() => page.cartActions.add(CALIFORNIA));
    await placeOrder();

    const [first, second] = api.createRequests() as [ApiRequest, ApiRequest];
    expect(second.headers.get('idempotency-key')).not.toBe(first.headers.get('idempotency-key'));
    expect((second.body as CheckoutBody).products).toHaveLength(2);
  });

  it('tries again with the same key when the line drops, without a second tap', async () => {
    const api = stubOrderApi({ first: () => Promise.reject(new TypeError('Failed to fetch')) });
    await showCheckout();

    await placeOrder();
    expect(api.createRequests()).toHaveLength(1);
    await wait(500);

    const [first, second] = api.createRequests() as [ApiRequest, ApiRequest];
    expect(second.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(popupText()).toBe('');
  });

  it('checks the form first: nothing is sent and the first field to fix gets the focus', async () => {
    const api = stubOrderApi();
    const page = await openCheckout();
    page.checkoutActions.setForm({ phone: '', rulesAgree: false });
    page.show();

    await placeOrder();

    expect(api.createRequests()).toHaveLength(0);
    expect(screen.getByText(text('checkout.errors.phoneRequired'))).toBeTruthy();
    expect(screen.getByText(text('checkout.errors.rulesRequired'))).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('phone');
  });

  it('waits for the map when tapped before it placed the typed address, then places the order there', async () => {
    const api = stubOrderApi();
    const page = await openCheckout();
    page.checkoutActions.setAddress({ street: 'Khreshchatyk St', house: '22' });
    page.show();

    await tap();
    expect(placeButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(text('checkout.errors.addressNotFound'))).toBeNull();
    expect(api.createRequests()).toHaveLength(0);

    await wait(500);
    expect(api.requests.filter((r) => r.path === GEOCODE)).toHaveLength(1);
    expect(api.createRequests()).toHaveLength(1);
    expect((api.createRequests()[0]!.body as CheckoutBody).delivery.location).toEqual({
      type: 'Point',
      coordinates: [KHRESHCHATYK_22.lng, KHRESHCHATYK_22.lat],
    });
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  describe('an order the API refuses shows what to fix, and goes nowhere', () => {
    it.each([
      [
        'CHANGE_TOO_SMALL',
        apiError(422, 'CHANGE_TOO_SMALL', [{ change: 20_000, amount: 40_800 }]),
        'payCashAmount',
        'cashTooSmall',
      ],
      [
        'VALIDATION_ERROR of the house',
        apiError(400, 'VALIDATION_ERROR', [
          { in: 'body', path: '/delivery/house', message: 'house is required', code: 'custom' },
        ]),
        'house',
        'houseRequired',
      ],
      [
        'INVALID_PHONE',
        apiError(400, 'INVALID_PHONE', [
          { in: 'body', path: '/customerPhone', message: 'not a valid phone number' },
        ]),
        'phone',
        'phoneInvalid',
      ],
      [
        'INVALID_PHONE of the friend',
        apiError(400, 'INVALID_PHONE', [
          { in: 'body', path: '/additionalInfo/friend/phone', message: 'not a valid phone number' },
        ]),
        'friendPhone',
        'phoneInvalid',
      ],
      [
        'PHONE_COUNTRY_NOT_SERVED',
        apiError(400, 'PHONE_COUNTRY_NOT_SERVED', [
          { in: 'body', path: '/customerPhone', message: 'a number of Poland' },
        ]),
        'phone',
        'phoneCountryNotServed',
      ],
      ['BONUSES_EXCEED_BALANCE', apiError(422, 'BONUSES_EXCEED_BALANCE'), 'bonuses', 'bonusesOverBalance'],
    ])('%s: the field says so and gets the focus', async (_code, answer, field, problem) => {
      stubOrderApi({ every: answer });
      const page = await showCheckout();

      await placeOrder();

      expect(screen.getByText(text(`checkout.errors.${problem}`))).toBeTruthy();
      expect(document.activeElement?.getAttribute('name')).toBe(field);
      expect(popupText()).toBe('');
      expect(router.push).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
      expect(page.cartActions.read()).toHaveLength(1);
      expect(placeButton().getAttribute('aria-busy')).toBe('false');
    });

    it.each([
      [
        'MIN_ORDER_AMOUNT_NOT_REACHED',
        apiError(422, 'MIN_ORDER_AMOUNT_NOT_REACHED'),
        'checkout.errors.minOrderNotReached',
        null,
      ],
      ['UNAUTHORIZED', apiError(401, 'UNAUTHORIZED'), 'checkout.errors.signInAgain', null],
      [
        'ONLINE_PAYMENT_NOT_AVAILABLE (the brand’s provider went since the page was read)',
        apiError(422, 'ONLINE_PAYMENT_NOT_AVAILABLE', [{ paymentType: 'ONLINE', offered: ['CASH'] }]),
        'checkout.errors.paymentNotAvailable',
        null,
      ],
      [
        'PAYMENT_TYPE_NOT_AVAILABLE',
        apiError(422, 'PAYMENT_TYPE_NOT_AVAILABLE', [{ paymentType: 'CASH', offered: ['ONLINE'] }]),
        'checkout.errors.paymentNotAvailable',
        null,
      ],
      ['a code checkout has no words for', INTERNAL_ERROR, 'checkout.order_creation_error', 'INTERNAL'],
      [
        'a proxy’s page',
        { status: 400, body: '<html><body>Bad request</body></html>' },
        'checkout.order_creation_error',
        'API_ERROR',
      ],
    ])('%s: the message popup says so', async (_code, answer, message, loggedCode) => {
      stubOrderApi({ every: answer });
      const errorLog = watchConsole('error');
      const page = await showCheckout();

      await placeOrder();

      expect(popupText()).toContain(lead(message));
      if (loggedCode)
        expect(errorLog).toHaveBeenCalledWith(
          'checkout: order creation failed',
          loggedCode,
          expect.any(String),
        );
      else expect(errorLog).not.toHaveBeenCalled();
      expect(router.push).not.toHaveBeenCalled();
      expect(page.cartActions.read()).toHaveLength(1);
      expect(placeButton().getAttribute('aria-busy')).toBe('false');
    });

    it('a promo code refused for this customer says why at its field', async () => {
      const api = stubOrderApi({
        every: apiError(422, 'PROMO_CODE_NOT_APPLICABLE', [{ promoCode: 'WELCOME', reason: 'ALREADY_USED' }]),
      });
      const page = await openCheckout();
      page.checkoutActions.applyPromo('WELCOME');
      page.show();

      await placeOrder();

      expect((api.createRequests()[0]!.body as CheckoutBody).promoCode).toBe('WELCOME');
      expect(page.readCheckout().promo).toMatchObject({
        applied: false,
        status: 'invalid',
        reason: 'ALREADY_USED',
      });
      expect(router.push).not.toHaveBeenCalled();
    });

    it('a dish on the stop list leaves the cart, named in the stop-list modal', async () => {
      stubOrderApi({
        every: apiError(409, 'PRODUCT_ON_STOP', [
          {
            productId: CALIFORNIA.productId,
            name: 'Каліфорнія',
            message: 'Product is on the stop list',
            outletId: 1001,
          },
        ]),
      });
      const page = await openCheckout();
      page.cartActions.add(CALIFORNIA);
      page.show();

      await placeOrder();

      expect(page.cartActions.read().map((l) => l.productId)).toEqual([PHILADELPHIA.productId]);
      expect(page.readCheckout().modal).toEqual({
        kind: 'stopList',
        products: [{ productId: CALIFORNIA.productId, name: 'California' }],
      });
      expect(router.push).not.toHaveBeenCalled();
    });

    it('a paused restaurant says when it takes orders again beside the time', async () => {
      stubOrderApi({ every: apiError(422, 'OUTLET_PAUSED', [{ reopensAt: '2026-12-01T12:30:00.000Z' }]) });
      const page = await showCheckout();

      await placeOrder();

      expect(page.readCheckout().timeProblem).toEqual({
        reason: 'OUTLET_PAUSED',
        earliest: '2026-12-01T12:30:00.000Z',
      });
      expect(router.push).not.toHaveBeenCalled();
    });
  });
});
