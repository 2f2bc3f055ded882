'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale } from 'next-intl';
import { cartActions, useAddonChoices, useCart } from '@/features/cart/cart-store';
import { useUser } from '@/features/shell/use-user';
import { reactToCalcError, reactToCalculation, type ApiFailure } from './calc-reactions';
import { isAbort } from '@/lib/api/browser-client';
import { calculate } from './checkout-api';
import { buildCheckoutBody, destinationOf, type CheckoutBody } from './checkout-rules';
import { pricePlaceOf } from './price-changes';
import { checkoutActions, readCheckout, useCheckout } from './checkout-store';
import type { CheckoutContext } from './checkout-context';
import { rememberedOutlet } from './outlet-cookie';
import { readAffiliate } from './use-affiliate';

/** Quick '+' taps are priced together; the pending state shows at once. */
const DEBOUNCE_MS = 250;

/**
 * The restaurant known to serve this visitor before they choose one: the one the last stop-list
 * answer named (the outlet_id cookie, SPEC section 9), if it is a pickup restaurant of this city.
 */
export function knownOutletId(ctx: CheckoutContext): number | null {
  const remembered = rememberedOutlet();
  return ctx.isPickupAvailable && ctx.restaurants.some((r) => r.id === remembered && r.isPickupAvailable)
    ? remembered
    : null;
}

/** The body the cart and checkout would send now, or null when there is nothing to price (an empty cart). */
export function useCheckoutBody(
  ctx: CheckoutContext,
  isCreate: boolean,
  returnUrl?: string,
): CheckoutBody | null {
  const cart = useCart();
  const addons = useAddonChoices();
  const { form, promo, calc } = useCheckout();
  const user = useUser();
  const locale = useLocale();
  return useMemo(() => {
    if (!cart.length) return null;
    const destination = destinationOf(form, knownOutletId(ctx));
    const outletId = destination.kind === 'delivery' ? (calc?.outletId ?? null) : destination.outletId;
    const restaurant = ctx.restaurants.find((r) => r.id === outletId);
    return buildCheckoutBody({
      rn: ctx.rn,
      cart,
      addons,
      offeredAddons: calc?.addons ?? null,
      form,
      destination,
      promo,
      customerUuid: ctx.isGuestOnly ? null : (user?.id ?? null),
      confirmedBalance: calc?.bonuses.balance ?? 0,
      outletTimeZone: restaurant?.timeZone ?? calc?.timeZone ?? null,
      cityName: ctx.city.name,
      cpa: readAffiliate(),
      phoneCountries: ctx.phoneCountries,
      isCreate,
      returnUrl,
      language: locale,
    });
  }, [cart, addons, form, promo, calc, user, ctx, isCreate, returnUrl, locale]);
}

/**
 * Keeps the calculated cart in step with the cart and the form (SPEC section 4): pending sets
 * loading, a newer calculation cancels the one in flight (AbortController), and each answer's
 * code gets the reaction of section 8.
 */
export function useCalculation(ctx: CheckoutContext) {
  const [sessionLost, setSessionLost] = useState(false);
  const context = useMemo(() => (sessionLost ? { ...ctx, isGuestOnly: true } : ctx), [ctx, sessionLost]);
  const body = useCheckoutBody(context, false);
  const key = body ? JSON.stringify(body) : null;

  useEffect(() => {
    if (key === null) {
      checkoutActions.calcIdle();
      return;
    }
    const controller = new AbortController();
    checkoutActions.calcStarted(null);
    const timer = setTimeout(async () => {
      const sent = JSON.parse(key) as CheckoutBody;
      const cartProductIds = cartActions.read().map((l) => l.productId);
      try {
        const calc = await calculate(sent, controller.signal);
        checkoutActions.calcSucceeded(calc, pricePlaceOf(sent));
        checkoutActions.applyReaction(
          reactToCalculation(calc, {
            cartProductIds,
            cityId: ctx.city.id,
            isDelivery: sent.delivery.type === 0,
          }),
        );
      } catch (err) {
        if (isAbort(err) || controller.signal.aborted) return;
        const failure = err as ApiFailure;
        checkoutActions.calcFailed(failure);
        // a session that ended on the server: price as a guest rather than fail every time
        if (failure.status === 401 && sent.customerUuid) setSessionLost(true);
        const names = new Map(cartActions.read().map((l) => [l.productId, l.name]));
        checkoutActions.applyReaction(
          reactToCalcError(failure, {
            namesById: names,
            cartProductIds,
            isAddressIncorrectShown: readCheckout().modal?.kind === 'addressIncorrectForCity',
          }),
        );
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, ctx.city.id]);
}
