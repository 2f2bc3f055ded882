/**
 * The validation rules of SPEC section 5 that shape what the storefront sends to
 * `POST /order-service/api/order-checkout` and `/http-order-create`, as pure functions.
 */
import type { ZCheckoutRequest } from '@food/contracts';
import { paymentTypeToSend } from '@food/domain/payment';
import { servedPhone } from '@food/domain/phone';
import { flatPartsOf } from '@food/domain/private-house';
import { promoCodeAsTyped } from '@food/domain/promo-code';
import type { z } from 'zod';
import { addonLines, type AddonChoices, type OfferedAddon } from '../cart/addon-choices';
import { MAX_LINE_COUNT, type CartLine } from '../cart/cart-rules';
import { normalizeOptions } from '../cart/line-key';
import type { CheckoutForm, PaymentType, UserAddress } from './checkout-form';
import { localTimeToUtcIso } from './delivery-time';

export type CheckoutBody = z.input<typeof ZCheckoutRequest>;

export const isValidEmail = (raw: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(raw.trim());

type PromoStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export interface PromoState {
  value: string;
  applied: boolean;
  status: PromoStatus;
  /** why the last calculation refused it: NOT_FOUND, EXPIRED, NOT_STARTED, MIN_AMOUNT, ALREADY_USED… */
  reason: string | null;
}

export const NO_PROMO: PromoState = { value: '', applied: false, status: 'idle', reason: null };

/**
 * SPEC section 5: the code is sent only when the last calculation reported success, or on the
 * final create. Applying it is the one calculation that asks about a fresh code ('checking').
 */
export function promoToSend(promo: PromoState, isCreate: boolean): string | null {
  const code = promoCodeAsTyped(promo.value);
  if (!code || !promo.applied) return null;
  return isCreate || promo.status === 'checking' || promo.status === 'valid' ? code : null;
}

/**
 * Refusals that depend on who orders (once per customer, first order only, all uses gone): they
 * can come after the code was accepted, once the phone is typed or another order took the last
 * use, and the order would be refused with them (PROMO_CODE_NOT_APPLICABLE).
 */
const CUSTOMER_REFUSALS = new Set(['ALREADY_USED', 'NOT_FIRST_ORDER', 'USES_EXHAUSTED']);

/**
 * What a calculation (or a refused order) tells the promo code. One being checked learns its
 * fate; an accepted one is refused again only for who orders: for a smaller cart (MIN_AMOUNT)
 * it stays applied, so adding a dish back brings the discount back.
 */
export function promoAfterAnswer(
  promo: PromoState,
  answer: { isSuccess: boolean; reason?: string | null },
): PromoState {
  if (!promo.applied) return promo;
  const refused: PromoState = { ...promo, applied: false, status: 'invalid', reason: answer.reason ?? null };
  if (promo.status === 'checking') return answer.isSuccess ? { ...promo, status: 'valid' } : refused;
  const isCustomerRefusal = !answer.isSuccess && CUSTOMER_REFUSALS.has(answer.reason ?? '');
  return promo.status === 'valid' && isCustomerRefusal ? refused : promo;
}

/** SPEC section 5: bonuses only with a confirmed balance above 0, within it, and applied. */
export function bonusesToSend(bonuses: CheckoutForm['bonuses'], confirmedBalance: number): number {
  if (!bonuses.applied || confirmedBalance <= 0) return 0;
  if (bonuses.value <= 0 || bonuses.value > confirmedBalance) return 0;
  return Math.floor(bonuses.value);
}

/** Whole currency units as typed ("500", "500,50") to minor units; null when not a number. */
export function parseMoney(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** SPEC section 5: change for cash is sent only for cash payment with a numeric amount. */
export function cashChange(payment: PaymentType, payCashAmount: string): number | null {
  return payment === 'CASH' ? parseMoney(payCashAmount) : null;
}

/**
 * SPEC section 5: house defaults to 0 for delivery when empty; apartment, entrance, floor and
 * intercom are blank for private houses.
 */
export function addressToSend(address: UserAddress, isDelivery: boolean) {
  const clean = (v: string) => v.trim() || null;
  return {
    street: clean(address.street),
    house: clean(address.house) ?? (isDelivery ? '0' : null),
    ...flatPartsOf(address, (v = '') => clean(v)),
    isPrivateHouse: address.isPrivateHouse,
  };
}

/** SPEC section 5: the stop-list check is off when the order has no outlet and street or house is missing. */
export function isStopListChecked(outletId: number | null, address: UserAddress): boolean {
  return !(outletId === null && (!address.street.trim() || !address.house.trim()));
}

/** SPEC section 9: the largest persons count of the cart's dishes (1 when none says). */
export function personsCount(lines: readonly Pick<CartLine, 'persons'>[]): number {
  return lines.reduce((max, l) => Math.max(max, l.persons ?? 1), lines.length ? 1 : 0);
}

/**
 * Product lines: count 0 or less dropped, counts capped at maxCount (SPEC section 5); a line with
 * chosen options sends their ids, ascending (issue 19).
 */
export function productLines(cart: readonly CartLine[]) {
  return cart
    .filter((l) => l.count > 0)
    .map((l) => {
      const line = { productId: l.productId, count: Math.min(l.count, l.maxCount ?? MAX_LINE_COUNT) };
      return l.options?.length ? { ...line, options: normalizeOptions(l.options.map((o) => o.id)) } : line;
    });
}

/** Where the order goes: an address, a chosen restaurant, or (before either) a price preview. */
export type Destination =
  | { kind: 'delivery'; lat: number; lng: number }
  | { kind: 'pickup'; outletId: number }
  /**
   * no address or restaurant chosen yet: priced at the restaurant the visitor is known to be
   * served by (the outlet_id cookie), with its stop list, else at the city's prices (the menu's)
   * with no outlet and no stop list (SPEC section 5; issue 17, items 4 and 26)
   */
  | { kind: 'preview'; outletId: number | null };

export function destinationOf(form: CheckoutForm, knownOutletId: number | null): Destination {
  if (form.method === 'PICKUP' && form.pickupRestaurantId !== null)
    return { kind: 'pickup', outletId: form.pickupRestaurantId };
  const { latitude, longitude } = form.address;
  if (form.method === 'DELIVERY' && latitude !== null && longitude !== null && form.address.street.trim())
    return { kind: 'delivery', lat: latitude, lng: longitude };
  return { kind: 'preview', outletId: knownOutletId };
}

export interface BodyInput {
  rn: number;
  cart: readonly CartLine[];
  addons: AddonChoices;
  /** the last calculation's addons: caps and what is on offer; null before the first */
  offeredAddons: readonly OfferedAddon[] | null;
  form: CheckoutForm;
  destination: Destination;
  promo: PromoState;
  customerUuid: string | null;
  confirmedBalance: number;
  /** the outlet's IANA time zone (ON_TIME is chosen on its clock) */
  outletTimeZone: string | null;
  /** the city the customer orders in (name) */
  cityName: string;
  cpa: { cpaName: string; cpaId: string } | null;
  /** the brand's phone countries, its network's first (national numbers are read there) */
  phoneCountries: readonly string[];
  isCreate: boolean;
  returnUrl?: string;
  /** the page's language: the receipt and the status messages speak it */
  language?: string;
}

/**
 * The request body of a calculation or an order, from the cart and the form. The contact and the
 * comments go with the order only: they change no price, and a calculation per keystroke of a
 * name would answer again what the customer has just been told (e.g. the outlet-not-found modal
 * opening anew after they closed it). One exception: while a promo code is applied, a complete
 * phone goes with the calculation too, since a code's limits are per customer (once per phone,
 * first order only) and the customer must see the refusal before placing the order, which the
 * server would otherwise refuse.
 */
export function buildCheckoutBody(input: BodyInput): CheckoutBody {
  const { form: typed, destination } = input;
  const keepsPhone = promoToSend(input.promo, input.isCreate) !== null;
  const form: CheckoutForm = input.isCreate ? typed : withoutContact(typed, keepsPhone);
  const isDelivery = destination.kind === 'delivery';
  const outletId = destination.kind === 'delivery' ? null : destination.outletId;
  // a preview with no known restaurant: a delivery with no address yet, at the city's prices
  const isCityPreview = destination.kind === 'preview' && outletId === null;
  const onTime =
    form.deliveryTime === 'ON_TIME' && input.outletTimeZone !== null
      ? localTimeToUtcIso(form.deliverOn.date, form.deliverOn.time, input.outletTimeZone)
      : null;
  const friendPhone = servedPhone(form.orderForFriend.phone, input.phoneCountries);
  const friend =
    form.orderForFriend.isActive && form.orderForFriend.name.trim() && friendPhone
      ? { name: form.orderForFriend.name.trim(), phone: friendPhone }
      : null;
  const persons = form.personsCount ?? personsCount(input.cart);
  return {
    retailNetworkId: input.rn,
    // the stop list whenever the outlet is known, on the cart page too (issue 17, item 26)
    checkStopList: isCityPreview ? false : isStopListChecked(outletId, form.address),
    sourceName: 'WEB',
    target: 'WEB',
    outletId,
    customerUuid: input.customerUuid,
    customerComment: form.orderComment.isActive ? form.orderComment.value.trim() || null : null,
    promoCode: promoToSend(input.promo, input.isCreate),
    products: [...productLines(input.cart), ...addonLines(input.addons, input.offeredAddons)],
    payment: {
      bonusCount: bonusesToSend(form.bonuses, input.confirmedBalance),
      paymentType: paymentTypeToSend(form.payment),
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    },
    delivery: {
      timeIndication: onTime ? 'ON_TIME' : 'ASAP',
      deliveryTime: onTime,
      city: (isDelivery && form.address.city) || input.cityName,
      ...(isDelivery ? addressToSend(form.address, true) : {}),
      type: isDelivery || isCityPreview ? 0 : 1,
      location:
        destination.kind === 'delivery'
          ? { type: 'Point', coordinates: [destination.lng, destination.lat] }
          : null,
      courier: isDelivery && form.courierComment.isActive ? form.courierComment.value.trim() || null : null,
    },
    additionalInfo: {
      personsCount: persons,
      change: cashChange(form.payment, form.payCashAmount),
      doNotCallback: form.dontCallMe,
      ...(input.cpa ?? {}),
      friend,
      // what the messages about the order need, with the order only
      ...(input.isCreate
        ? { smsConsent: form.smsStatus, ...(input.language ? { language: input.language } : {}) }
        : {}),
    },
    customerName: form.name.trim() || null,
    // a half-typed phone or email is left out of a calculation rather than refused; the phone is
    // read by the rule of both sides (@food/domain/phone): "671234567" is +380671234567 in Ukraine
    customerPhone: servedPhone(form.phone, input.phoneCountries),
    customerEmail: isValidEmail(form.email) ? form.email.trim() : null,
  };
}

/** The form as a calculation sees it: no name, e-mail, comments or friend; the phone only for a promo code. */
function withoutContact(form: CheckoutForm, keepsPhone: boolean): CheckoutForm {
  return {
    ...form,
    name: '',
    phone: keepsPhone ? form.phone : '',
    email: '',
    orderComment: { ...form.orderComment, isActive: false },
    courierComment: { ...form.courierComment, isActive: false },
    orderForFriend: { ...form.orderForFriend, isActive: false },
  };
}
