/**
 * The operator's draft as the storefront's checkout body (pure, unit-tested): the same
 * calculation and order creation price it, so a phone order follows every rule a web order does.
 * The customer is the one the operator picked (as if signed in: their promo limits, their order
 * history); prices, promo results and the outlet are never taken from the draft. No bonus points
 * are spent by phone: spending them needs the customer's own sign-in.
 */
import type { TCheckoutRequest, TPhoneOrderDraft } from '@food/contracts';

export interface DraftCustomer {
  id: string;
  /** E.164: the order's contact phone and the payment link's recipient */
  phone: string;
}

export function checkoutRequestOf(draft: TPhoneOrderDraft, customer: DraftCustomer): TCheckoutRequest {
  const address = draft.deliveryType === 'DELIVERY' ? draft.address : null;
  return {
    retailNetworkId: draft.retailNetworkId,
    // the stop list always counts: an operator cannot sell what the kitchen stopped
    checkStopList: true,
    sourceName: 'phone',
    target: 'WEB',
    outletId: draft.deliveryType === 'PICKUP' ? (draft.outletId ?? null) : null,
    customerUuid: customer.id,
    customerComment: draft.comment || null,
    promoCode: draft.promoCode || null,
    products: draft.products.map((line) => ({
      productId: line.productId,
      count: line.count,
      ...(line.options ? { options: line.options } : {}),
    })),
    payment: { bonusCount: 0, paymentType: draft.paymentType, returnUrl: null },
    delivery: {
      timeIndication: 'ASAP',
      deliveryTime: null,
      type: draft.deliveryType === 'PICKUP' ? 1 : 0,
      city: address?.city || null,
      street: address?.street ?? null,
      house: address?.house ?? null,
      apartment: address?.apartment ?? null,
      entrance: address?.entrance ?? null,
      floor: address?.floor ?? null,
      intercom: address?.intercom ?? null,
      isPrivateHouse: address?.isPrivateHouse ?? false,
      location: address ? { type: 'Point', coordinates: [address.lng, address.lat] } : null,
      courier: null,
      comment: null,
    },
    additionalInfo: {
      change: draft.paymentType === 'CASH' ? (draft.change ?? null) : null,
      ...(draft.language ? { language: draft.language } : {}),
    },
    customerName: draft.contactName,
    customerPhone: customer.phone,
    customerEmail: null,
  };
}
