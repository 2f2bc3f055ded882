'use client';

import type { TOrderCreated } from '@food/contracts';
import { errorCodeOf, type ErrorCode } from '@food/contracts/errors';
import { isOnlinePayment } from '@food/domain/payment';
import { servedPhone } from '@food/domain/phone';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { keyOfCalculated, type CartLine } from '@/features/cart/cart-rules';
import { keyOfLine, optionsText } from '@/features/cart/line-key';
import { cartActions } from '@/features/cart/cart-store';
import { CURRENT_ORDER_KEY, savePlacedOrder, type PlacedOrder } from '@/features/order/placed-orders';
import { showMessage } from '@/features/shell/notify';
import { useSite } from '@/features/shell/site-context';
import { localizedPath } from '@/lib/routing/locale-path';
import { deliveryAddressLine } from './address-line';
import { isAddressCheckPending, submitTarget } from './address-pending';
import { attemptFor, type Attempt } from './attempt';
import { reactToCalcError } from './calc-reactions';
import { ApiError } from '@/lib/api/browser-client';
import { createOrder } from './checkout-api';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutForm } from './checkout-form';
import { cashChange } from './checkout-rules';
import { checkoutActions, readCheckout, useCheckout } from './checkout-store';
import { holdCart } from './held-cart';
import { FIELD_ORDER, validateCheckout, type CheckoutField, type FormErrors } from './form-validation';
import { useCheckoutBody } from './use-calculation';

/** Codes the calculation also answers: the cart reacts to them the same way (SPEC section 8). */
const CART_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'PRODUCT_ON_STOP',
  'PRODUCTS_ERROR',
  'OUTLET_NOT_FOUND',
  'PRODUCTS_NOT_SPECIFY',
  'DELIVERY_METHOD_NOT_AVAILABLE',
  'DELIVERY_TIME_INVALID',
  // ASAP refused by the restaurant's day (creation only): the time field says why
  'OUTLET_PAUSED',
  'OUTLET_CLOSED',
]);

/**
 * Placing the order: the form is checked, the order sent with one Idempotency-Key per attempt
 * (the same order sent again reuses it), remembered for the confirmation page, and the customer
 * goes to the payment page (online) or straight to the confirmation. A failure shows what to fix,
 * else checkout:order_creation_error (SPEC section 8), and payment does not start.
 */
export function usePlaceOrder(ctx: CheckoutContext, focusField: (field: CheckoutField) => void) {
  const site = useSite();
  const router = useRouter();
  const confirmedPath = localizedPath(site.locale, '/order-confirmed/{orderId}', site);
  const returnUrl = typeof window === 'undefined' ? undefined : `${window.location.origin}${confirmedPath}`;
  const body = useCheckoutBody(ctx, true, returnUrl);
  const [errors, setErrors] = useState<FormErrors>({});
  const [isPlacing, setPlacing] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  // back from the payment page, the browser may restore this page as it left it, still placing;
  // the cart is held for that order (held-cart.ts) and the customer may act on it again
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setPlacing(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  // a submit made before the map answered for the typed address waits for the answer (issue 17,
  // item 5), then goes on with the form as it is then; what it was for, while it waits
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const { form, addressCheck } = useCheckout();
  const isPending = isAddressCheckPending(form, addressCheck);

  const place = async () => {
    const state = readCheckout();
    if (isAddressCheckPending(state.form, state.addressCheck)) return setWaitingFor(submitTarget(state.form));
    const found = validateCheckout(state.form, {
      total: state.calc && !state.calcError ? state.calc.amount : null,
      confirmedBalance: state.calc?.bonuses.balance ?? 0,
      hasLocation: state.form.address.latitude !== null,
      isOtherCity: state.addressCheck.status === 'otherCity',
      phoneCountries: ctx.phoneCountries,
    });
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) return focusField(first);
    if (!body || isPlacing) return;

    const json = JSON.stringify(body);
    attempt.current = attemptFor(attempt.current, json, () => crypto.randomUUID());
    setPlacing(true);
    const lines = cartActions.read();
    try {
      const created = await createOrder(body, attempt.current.key);
      savePlacedOrder(snapshotOf(created, { form: state.form, lines, ctx }));
      attempt.current = null;
      if (created.paymentUrl) {
        window.localStorage.setItem(CURRENT_ORDER_KEY, created.orderId);
        // the cart waits for the payment: after a declined card it is still there (issue 17,
        // item 9); the offer is accepted anew for every order
        holdCart(created.orderId);
        checkoutActions.setForm({ rulesAgree: false });
        window.location.assign(created.paymentUrl);
      } else {
        holdCart(null);
        cartActions.removeAll();
        checkoutActions.orderPlaced();
        router.push(confirmedPath.replace('{orderId}', created.orderId));
      }
    } catch (err) {
      setPlacing(false);
      handleFailure(err, lines, (found) => {
        setErrors(found);
        const field = FIELD_ORDER.find((f) => found[f]);
        if (field) focusField(field);
      });
    }
  };

  // the waiting submit goes on with this render's `place` (its body holds the found address)
  const latestPlace = useRef(place);
  useEffect(() => {
    latestPlace.current = place;
  });
  useEffect(() => {
    if (waitingFor === null || isPending) return;
    setWaitingFor(null);
    // another method, street or house since the tap is an order the customer has not asked for
    if (submitTarget(form) === waitingFor) void latestPlace.current();
  }, [waitingFor, isPending, form]);

  return { place, errors, isPlacing: isPlacing || waitingFor !== null, canPlace: body !== null };
}

function handleFailure(err: unknown, lines: readonly CartLine[], setErrors: (e: FormErrors) => void) {
  if (!(err instanceof ApiError)) {
    console.error('checkout: order creation failed', err);
    return showMessage({ kind: 'error', key: 'checkout:order_creation_error' });
  }
  const code = errorCodeOf(err);
  if (code !== null && CART_CODES.has(code)) {
    checkoutActions.applyReaction(
      reactToCalcError(err, {
        namesById: new Map(lines.map((l) => [l.productId, l.name])),
        cartProductIds: lines.map((l) => l.productId),
        isAddressIncorrectShown: readCheckout().modal?.kind === 'addressIncorrectForCity',
      }),
    );
    return;
  }
  if (code === 'CHANGE_TOO_SMALL') return setErrors({ payCashAmount: 'cashTooSmall' });
  // the API's own house rule (a form kept from before it, or another spelling of "none")
  if (code === 'VALIDATION_ERROR' && err.details.some((d) => isPath(d, '/delivery/house')))
    return setErrors({ house: 'houseRequired' });
  // the API's phone rule is the form's (@food/domain/phone): a form kept from before it
  if (code === 'INVALID_PHONE' || code === 'PHONE_COUNTRY_NOT_SERVED') {
    const problem = code === 'INVALID_PHONE' ? 'phoneInvalid' : 'phoneCountryNotServed';
    const isFriend = err.details.some((d) => isPath(d, '/additionalInfo/friend/phone'));
    return setErrors(isFriend ? { friendPhone: problem } : { phone: problem });
  }
  if (code === 'BONUSES_EXCEED_BALANCE') return setErrors({ bonuses: 'bonusesOverBalance' });
  if (code === 'MIN_ORDER_AMOUNT_NOT_REACHED')
    return showMessage({ kind: 'error', key: 'checkout:errors.minOrderNotReached' });
  if (code === 'PROMO_CODE_NOT_APPLICABLE') return checkoutActions.promoRefused(promoReasonOf(err.details));
  if (code === 'UNAUTHORIZED') return showMessage({ kind: 'error', key: 'checkout:errors.signInAgain' });
  // the brand stopped taking this payment since the page was read (its provider went, or its list)
  if (code === 'ONLINE_PAYMENT_NOT_AVAILABLE' || code === 'PAYMENT_TYPE_NOT_AVAILABLE')
    return showMessage({ kind: 'error', key: 'checkout:errors.paymentNotAvailable' });
  console.error('checkout: order creation failed', err.code, err.message);
  showMessage({ kind: 'error', key: 'checkout:order_creation_error' });
}

const isPath = (detail: unknown, path: string) =>
  !!detail && typeof detail === 'object' && 'path' in detail && detail.path === path;

/** The reason a refused order names for its promo code (details[0].reason). */
function promoReasonOf(details: readonly unknown[]): string | null {
  const first = details[0];
  return first && typeof first === 'object' && 'reason' in first && typeof first.reason === 'string'
    ? first.reason
    : null;
}

function snapshotOf(
  created: TOrderCreated,
  { form, lines, ctx }: { form: CheckoutForm; lines: readonly CartLine[]; ctx: CheckoutContext },
): PlacedOrder {
  const calc = created.orderResponse;
  const byId = new Map(lines.map((l) => [l.productId, l]));
  const byKey = new Map(lines.map((l) => [keyOfLine(l), l]));
  const isDelivery = calc.deliveryType === 0;
  const restaurant = ctx.restaurants.find((r) => r.id === calc.outletId) ?? null;
  const address = isDelivery ? deliveryAddressLine(form.address) : null;
  return {
    orderId: created.orderId,
    localId: created.localId,
    statusId: created.statusId,
    createdAt: new Date().toISOString(),
    currencyCode: created.currencyCode,
    paymentType: form.payment,
    isOnline: isOnlinePayment(form.payment),
    productsPrice: calc.productsPrice,
    discount: calc.discount,
    deliveryPrice: calc.delivery.price,
    bonusAmount: calc.bonuses.amount,
    amount: created.amount,
    promoCode: calc.promoCode.isSuccess ? calc.promoCode.code : null,
    lines: [
      ...calc.products.map((p) => {
        const line = byKey.get(keyOfCalculated(p)) ?? byId.get(p.productId);
        // the cart's names of the options (the page's language), else the server's
        const options = optionsText(line?.options?.length ? line.options : p.options);
        return {
          productId: p.productId,
          name: line?.name ?? p.name,
          imageUrl: line?.imageUrl ?? '',
          count: p.count,
          price: p.price,
          amount: p.amount,
          isAddon: false,
          ...(options ? { options } : {}),
        };
      }),
      ...calc.addons
        .filter((x) => x.count > 0)
        .map((x) => ({
          productId: x.addonId,
          // the menu's name in the page's language and its picture
          name: ctx.menuAddons.addons[x.addonId]?.name ?? x.name,
          imageUrl: ctx.menuAddons.addons[x.addonId]?.imageUrl ?? '',
          count: x.count,
          price: x.price,
          amount: x.amount,
          isAddon: true,
        })),
    ],
    method: isDelivery ? 'DELIVERY' : 'PICKUP',
    address,
    restaurant:
      !isDelivery && restaurant
        ? { name: restaurant.name, address: restaurant.address, phone: restaurant.phone }
        : null,
    expectedAt: calc.delivery.expectedAt,
    isAsap: form.deliveryTime === 'ASAP',
    timeZone: calc.timeZone,
    customerName: form.name.trim(),
    customerPhone: servedPhone(form.phone, ctx.phoneCountries) ?? '',
    cashFrom: cashChange(form.payment, form.payCashAmount),
    personsCount: form.personsCount ?? calc.personsCount,
  };
}
