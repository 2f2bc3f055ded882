/**
 * How an order is written down: the delivery details the courier and kitchen need, the extra
 * information of the request, and the lines with the catalogue data of the moment (so the order
 * history shows what was bought even after the menu changes).
 */
import type { TCheckoutRequest } from '@food/contracts';
import { flatPartsOf } from '@food/domain/private-house';
import type { OrderLineOption } from '../../db/schema.js';
import { languageOfReturnUrl } from '../payment/index.js';
import type { PricedCheckout } from './checkout-service.js';
import { contactPhoneKey } from './contact-phone.js';
import type { NewOrderLine } from './orders-repo.js';

export function deliveryRecord(body: TCheckoutRequest, priced: PricedCheckout): Record<string, unknown> {
  const d = body.delivery;
  const { cart, zone } = priced;
  const type = d.type;
  const timeIndication = d.timeIndication;
  const expectedAt = cart.expectedAt.toISOString();
  const comment = d.comment ?? null;
  if (type === 1) return { type, timeIndication, expectedAt, comment };
  // no apartment, entrance, floor or intercom for a private house (SPEC section 5); the house is
  // there: creation refuses a delivery without one (order-rules.ts), so no made-up 'house 0'
  const { apartment, entrance, floor, intercom } = flatPartsOf(d, (v) => v ?? null);
  // field by field, not spread: V8 copies a spread after other fields slowly (issue 22 item 6:
  // 25 µs an order, 1 now)
  return {
    type,
    timeIndication,
    expectedAt,
    comment,
    city: d.city ?? priced.region.name,
    street: d.street ?? null,
    house: d.house,
    apartment,
    entrance,
    floor,
    intercom,
    isPrivateHouse: d.isPrivateHouse,
    location: d.location ?? null,
    courierComment: d.courier ?? null,
    zoneId: zone?.zoneId ?? null,
  };
}

export function additionalInfoRecord(
  body: TCheckoutRequest,
  returnUrl: string | null,
): Record<string, unknown> {
  const info = body.additionalInfo;
  return {
    personsCount: info.personsCount ?? null,
    // SPEC section 5: change only for cash
    change: body.payment.paymentType === 'CASH' ? (info.change ?? null) : null,
    doNotCallback: info.doNotCallback ?? false,
    cpaName: info.cpaName ?? null,
    cpaId: info.cpaId ?? null,
    // E.164 like the contact's phone (contact-phone.ts)
    friend: info.friend ? { ...info.friend, phone: contactPhoneKey(info.friend.phone) } : null,
    sourceName: body.sourceName ?? null,
    target: body.target,
    paymentMethod: body.payment.paymentType,
    ...(returnUrl ? { returnUrl } : {}),
    // the receipt and status messages speak the page's language (issue 21); older clients send
    // none, but their return URL's path names it (`/ru/order-confirmed/…`)
    language: info.language ?? (body.payment.returnUrl ? languageOfReturnUrl(body.payment.returnUrl) : null),
    // status texts only with the customer's consent (issue 21 item 3)
    smsConsent: info.smsConsent === true,
  };
}

/**
 * A line's options as the order keeps them: names in every language of the moment (history and
 * the board show them in theirs), the price per unit that is inside the line's price.
 */
function lineOptions(
  { optionGroups, tenant }: PricedCheckout,
  p: PricedCheckout['cart']['lines']['products'][number],
): OrderLineOption[] {
  const lang = tenant.brand.defaultLanguage;
  return p.options.map((o) => {
    const group = optionGroups?.get(p.productId)?.find((g) => g.id === o.groupId);
    const option = group?.options.find((x) => x.id === o.optionId);
    return {
      groupId: o.groupId,
      optionId: o.optionId,
      groupName: group?.name ?? { [lang]: o.groupName },
      name: option?.name ?? { [lang]: o.name },
      price: o.price,
      linkedProductId: o.linkedProductId,
    };
  });
}

export function orderLines(priced: PricedCheckout): NewOrderLine[] {
  const { cart } = priced;
  return [
    ...cart.lines.products.map((p) => ({
      productId: p.productId,
      parentProductId: null,
      count: p.count,
      price: p.price,
      oldPrice: p.oldPrice,
      amount: p.amount,
      archived: { name: p.name, article: p.article, persons: p.persons },
      ...(p.options.length ? { options: lineOptions(priced, p) } : {}),
    })),
    ...cart.lines.addons
      .filter((a) => a.count > 0)
      .map((a) => ({
        productId: a.addonId,
        parentProductId: a.productId,
        count: a.count,
        price: a.price,
        oldPrice: null,
        amount: a.amount,
        archived: { name: a.name, freeCount: a.freeCount, isAddon: true },
      })),
    // a GIFT promo code's dish, free (pricing/price-cart.ts)
    ...(cart.gift
      ? [
          {
            productId: cart.gift.productId,
            parentProductId: null,
            count: cart.gift.count,
            price: 0,
            oldPrice: cart.gift.listPrice,
            amount: 0,
            archived: { name: cart.gift.name, article: cart.gift.article, isGift: true },
          },
        ]
      : []),
  ];
}
