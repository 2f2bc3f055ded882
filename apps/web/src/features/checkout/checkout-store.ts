'use client';

import type { TCalculation, TDeliveryZoneMatch, TPaymentState } from '@food/contracts';
import { promoCodeAsTyped } from '@food/domain/promo-code';
import { useSyncExternalStore } from 'react';
import { readAddonChoices, cartActions } from '@/features/cart/cart-store';
import type { CheckoutModal, CalcReaction, ApiFailure } from './calc-reactions';
import {
  DEFAULT_FORM,
  parseStoredForm,
  storableForm,
  type CheckoutForm,
  type UserAddress,
} from './checkout-form';
import { NO_PROMO, promoAfterAnswer, type PromoState } from './checkout-rules';
import { heldCartOrder, heldCartOutcome, holdCart } from './held-cart';
import { rememberOutlet } from './outlet-cookie';
import {
  nextPriceNotice,
  placeKeyOf,
  priceChangesOf,
  type PriceNotice,
  type PricePlace,
} from './price-changes';
import { PROMO_KEY, parseStoredPromo, storablePromo } from './promo-storage';

/**
 * Cart state of SPEC section 3 beyond the lines: the checkout form (kept in localStorage
 * 'checkout_form'), the promo code, the calculated cart with its loading flag and the product
 * whose change is being priced, the last calculation error, and the modal on screen.
 */
export interface CheckoutState {
  form: CheckoutForm;
  promo: PromoState;
  calc: TCalculation | null;
  isCalculating: boolean;
  /** the product whose '+' or '-' is being priced (its line shows the pending price) */
  toggledProductId: number | null;
  calcError: ApiFailure | null;
  modal: CheckoutModal | null;
  timeProblem: CalcReaction['timeProblem'];
  /** what the map said of the typed delivery address */
  addressCheck: AddressCheck;
  /** prices a calculation changed, and why (issue 17, item 4) */
  priceNotice: PriceNotice | null;
  /** where the last calculation priced (price-changes.ts placeKeyOf) */
  pricedAt: string | null;
}

export type AddressCheck =
  | { status: 'idle' | 'checking' | 'notFound' | 'error' }
  | { status: 'found'; zone: TDeliveryZoneMatch | null }
  | { status: 'otherCity'; city: { businessRegionId: number; slug: string | null; name: string } };

const FORM_KEY = 'checkout_form';
const SERVER_STATE: CheckoutState = {
  form: DEFAULT_FORM,
  promo: NO_PROMO,
  calc: null,
  isCalculating: false,
  toggledProductId: null,
  calcError: null,
  modal: null,
  timeProblem: null,
  addressCheck: { status: 'idle' },
  priceNotice: null,
  pricedAt: null,
};

let state: CheckoutState | null = null;
const listeners = new Set<() => void>();

const storedItem = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage off: the defaults
  }
};

function read(): CheckoutState {
  if (state === null) {
    state = {
      ...SERVER_STATE,
      form: parseStoredForm(storedItem(FORM_KEY)),
      // kept with the cart (issue 17, item 3); an empty cart has no code
      promo: cartActions.read().length ? parseStoredPromo(storedItem(PROMO_KEY)) : NO_PROMO,
    };
  }
  return state;
}

function update(patch: Partial<CheckoutState>) {
  const prev = read();
  state = { ...prev, ...patch };
  try {
    if (patch.form && patch.form !== prev.form)
      window.localStorage.setItem(FORM_KEY, JSON.stringify(storableForm(patch.form)));
    if (patch.promo && patch.promo !== prev.promo) {
      const kept = storablePromo(patch.promo);
      if (kept) window.localStorage.setItem(PROMO_KEY, JSON.stringify(kept));
      else window.localStorage.removeItem(PROMO_KEY);
    }
  } catch {
    // the form and the code still work for this page
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useCheckout(): CheckoutState {
  return useSyncExternalStore(subscribe, read, () => SERVER_STATE);
}

export const readCheckout = () => read();

// SPEC section 4: removing ALL clears the calculated cart (and so the promo code) too; the code
// lives as long as the cart, so the last line taken out takes it too
if (typeof window !== 'undefined') {
  cartActions.onCleared(() =>
    update({ calc: null, promo: NO_PROMO, calcError: null, toggledProductId: null, priceNotice: null }),
  );
  cartActions.onChanged((lines) => {
    if (!lines.length && read().promo !== NO_PROMO) update({ promo: NO_PROMO, priceNotice: null });
  });
}

export const checkoutActions = {
  setForm(patch: Partial<CheckoutForm>) {
    update({ form: { ...read().form, ...patch } });
  },
  /** A typed change of street or house: the old map position no longer holds. */
  setAddress(patch: Partial<UserAddress>) {
    const { form } = read();
    const moved = 'street' in patch || 'house' in patch;
    update({
      form: {
        ...form,
        address: { ...form.address, ...patch, ...(moved ? { latitude: null, longitude: null } : {}) },
      },
      ...(moved ? { addressCheck: { status: 'idle' } as const } : {}),
    });
  },
  setAddressCheck(addressCheck: AddressCheck, position?: { lat: number; lng: number; city: string }) {
    const { form } = read();
    update({
      addressCheck,
      form: {
        ...form,
        address: {
          ...form.address,
          latitude: position?.lat ?? null,
          longitude: position?.lng ?? null,
          city: position?.city ?? form.address.city,
        },
      },
    });
  },
  /** SPEC section 4: delivery method changes between DELIVERY and PICKUP */
  setMethod(method: CheckoutForm['method']) {
    const { form, modal } = read();
    if (form.method === method) return;
    update({
      form: { ...form, method },
      timeProblem: null,
      // the delivery answer about another city no longer applies to a pickup
      modal: modal?.kind === 'addressIncorrectForCity' ? null : modal,
    });
  },
  /** Stores the value and the applied flag; an applied code is checked by the next calculation. */
  applyPromo(value: string) {
    const code = promoCodeAsTyped(value);
    update({ promo: code ? { value: code, applied: true, status: 'checking', reason: null } : NO_PROMO });
  },
  removePromo() {
    update({ promo: NO_PROMO });
  },
  /** Order creation refused the code for who orders (PROMO_CODE_NOT_APPLICABLE): the field says why. */
  promoRefused(reason: string | null) {
    update({ promo: promoAfterAnswer(read().promo, { isSuccess: false, reason }) });
  },
  calcStarted(toggledProductId: number | null) {
    const s = read();
    update({ isCalculating: true, toggledProductId: toggledProductId ?? s.toggledProductId });
  },
  /**
   * Fulfilled: stores the result, clears loading and the toggled id; the promo code learns its
   * fate; a line priced otherwise than the cart last showed it is named with why (`place`).
   */
  calcSucceeded(calc: TCalculation, place: PricePlace) {
    const { promo, priceNotice, pricedAt } = read();
    const promoNext = promoAfterAnswer(promo, calc.promoCode);
    const placeKey = placeKeyOf(place, calc.outletId);
    const changes = priceChangesOf(cartActions.read(), calc.products);
    cartActions.applyCalculation(calc.products);
    update({
      calc,
      isCalculating: false,
      toggledProductId: null,
      calcError: null,
      timeProblem: null,
      promo: promoNext,
      priceNotice: nextPriceNotice(priceNotice, changes, place, placeKey === pricedAt),
      pricedAt: placeKey,
    });
  },
  /**
   * Rejected: clears loading and the toggled id (a cancelled one never gets here). The last
   * result stays for its addon caps, but the totals are not shown while `calcError` is set.
   */
  calcFailed(error: ApiFailure) {
    update({ isCalculating: false, toggledProductId: null, calcError: error });
  },
  /** The line whose change is about to be priced. */
  toggle(productId: number) {
    update({ toggledProductId: productId });
  },
  /** Nothing to price (an empty cart, no address yet and no restaurant to price at). */
  calcIdle() {
    update({ isCalculating: false, toggledProductId: null, calc: null, calcError: null });
  },
  applyReaction(r: CalcReaction) {
    if (r.outletId !== null) rememberOutlet(r.outletId);
    const gone = [...r.removeProductIds, ...r.notFoundProductIds];
    if (gone.length) {
      cartActions.removeProducts(gone);
      const chosen = readAddonChoices();
      for (const id of gone) if (id in chosen) cartActions.setAddon(id, 0, 0);
    }
    if (r.emptyCart) cartActions.removeAll();
    const patch: Partial<CheckoutState> = {};
    if (r.modal) patch.modal = r.modal;
    if (r.timeProblem) patch.timeProblem = r.timeProblem;
    if (r.modal?.kind === 'deliveryMethodNotAvailable') patch.form = { ...read().form, method: 'DELIVERY' };
    if (Object.keys(patch).length) update(patch);
  },
  showModal(modal: CheckoutModal) {
    update({ modal });
  },
  closeModal() {
    update({ modal: null });
  },
  /**
   * The payment state of the order the cart is held for (held-cart.ts): paid (or paid on receipt
   * instead) empties the cart as a placed order does; cancelled gives it back as it is.
   */
  settleHeldCart(orderId: string, payment: TPaymentState, orderStatusId: number) {
    if (heldCartOrder() !== orderId) return;
    const outcome = heldCartOutcome(payment, orderStatusId);
    if (outcome === 'keep') return;
    holdCart(null);
    if (outcome === 'release') return;
    cartActions.removeAll();
    checkoutActions.orderPlaced();
  },
  /** After an order is placed: the form keeps the contact and address for next time. */
  orderPlaced() {
    const { form } = read();
    update({
      calc: null,
      promo: NO_PROMO,
      calcError: null,
      modal: null,
      priceNotice: null,
      form: {
        ...form,
        bonuses: { value: 0, applied: false },
        orderComment: { value: '', isActive: false },
        courierComment: { value: '', isActive: false },
        payCashAmount: '',
        deliveryTime: 'ASAP',
        deliverOn: { date: '', time: '' },
        orderForFriend: { name: '', phone: '', isActive: false },
        personsCount: null,
        // the next order is accepted anew
        rulesAgree: false,
      },
    });
  },
};
