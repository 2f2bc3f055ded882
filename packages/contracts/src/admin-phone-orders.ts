/**
 * Orders taken by phone in the back office (issue 23 item 3): `/admin/v1/phone-orders/…` for
 * owners and brand managers. The operator finds or creates the caller as a customer, picks a saved
 * or typed address (or a pickup restaurant), orders from the menu of the outlet that serves it,
 * and places the order through the storefront's own order creation with channel 'phone'
 * (apps/api/src/modules/phone-orders/README.md). Prices always come from the server.
 */
import { z } from './zod';
import { ZAddressSuggestion } from './addresses';
import { ZCalculation, ZCheckoutLine } from './checkout';
import { ZCareSearchResult } from './admin-care';
import { ZUserAddress } from './customer';
import { ZLanguage } from './common';
import { ZProductOptionGroup } from './options';

const MAX_INT = 2_147_483_647;
const ZNetworkId = z.coerce.number().int().positive().max(MAX_INT);
const ZId = z.coerce.number().int().positive().max(MAX_INT);
/** a one-line text field: no line breaks */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n]*$/, { error: 'must be one line' });

export const ZPhoneOrderCustomerSearch = z.object({
  retailNetworkId: ZNetworkId,
  /** a phone as the operator types it (or a name, an e-mail, an order number: care's rules) */
  q: z
    .string()
    .trim()
    .min(2, { error: 'q needs at least 2 characters' })
    .max(100, { error: 'q is at most 100 characters' }),
});
export type TPhoneOrderCustomerSearch = z.infer<typeof ZPhoneOrderCustomerSearch>;
export const ZPhoneOrderCustomerSearchResult = ZCareSearchResult;

export const ZPhoneOrderCustomerParams = z.object({
  id: z.uuid({ error: 'id must be a customer id (UUID)' }),
});

/** a saved address of the caller, as their account shows it */
export const ZPhoneOrderAddress = ZUserAddress;
export type TPhoneOrderAddress = z.infer<typeof ZPhoneOrderAddress>;

export const ZPhoneOrderCustomer = z.object({
  id: z.uuid(),
  retailNetworkId: z.number().int(),
  /** E.164 */
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isBlocked: z.boolean(),
  /** saved delivery addresses, as the customer's account keeps them */
  addresses: z.array(ZPhoneOrderAddress),
  /** true when this request created the customer */
  isNew: z.boolean(),
});
export type TPhoneOrderCustomer = z.infer<typeof ZPhoneOrderCustomer>;

export const ZPhoneOrderCustomerCreate = z.object({
  retailNetworkId: z.number().int().positive().max(MAX_INT),
  /** as typed ("067 123 45 67", "+38…"): a valid number of the brand's countries */
  phone: z.string().trim().min(5, { error: 'phone is too short' }).max(40),
  firstName: oneLine(60).default(''),
  lastName: oneLine(60).default(''),
});
export type TPhoneOrderCustomerCreate = z.infer<typeof ZPhoneOrderCustomerCreate>;

export const ZPhoneOrderAddressQuery = z.object({
  retailNetworkId: ZNetworkId,
  /** the city looked in first (then the network's others) */
  businessRegionId: ZId,
  query: z.string().trim().min(2, { error: 'query needs at least 2 characters' }).max(200),
  lang: ZLanguage.optional(),
});
export const ZPhoneOrderAddressSuggestions = z.array(ZAddressSuggestion);

/** The menu of an outlet: given, or the one whose delivery zone holds the point. */
export const ZPhoneOrderMenuQuery = z
  .object({
    retailNetworkId: ZNetworkId,
    /** pickup: the restaurant chosen */
    outletId: ZId.optional(),
    /** delivery: the address's point, the zone decides the outlet */
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    lang: ZLanguage.optional(),
  })
  .refine((q) => q.outletId !== undefined || (q.lat !== undefined && q.lng !== undefined), {
    error: 'give outletId (pickup) or lat and lng (delivery)',
  });
export type TPhoneOrderMenuQuery = z.infer<typeof ZPhoneOrderMenuQuery>;

export const ZPhoneOrderMenuProduct = z.object({
  id: z.number().int(),
  article: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  /** the menu's unit price now (automatic promotions applied), minor units; the order is priced by the server */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  /** on the outlet's stop list: cannot be ordered */
  isOnStop: z.boolean(),
  optionGroups: z.array(ZProductOptionGroup),
});
export type TPhoneOrderMenuProduct = z.infer<typeof ZPhoneOrderMenuProduct>;

export const ZPhoneOrderMenu = z.object({
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  outletId: z.number().int(),
  outletName: z.string(),
  currencyCode: z.string(),
  /** the delivery zone that holds the point (delivery), else null */
  zone: z
    .object({
      name: z.string(),
      deliveryPrice: z.number().int(),
      minOrderAmount: z.number().int(),
      deliveryTimeMinutes: z.number().int(),
    })
    .nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  products: z.array(ZPhoneOrderMenuProduct),
});
export type TPhoneOrderMenu = z.infer<typeof ZPhoneOrderMenu>;

export const ZPhoneOrderDeliveryAddress = z.object({
  city: oneLine(120),
  street: oneLine(200).pipe(z.string().min(1, { error: 'street is required' })),
  house: oneLine(40).pipe(z.string().min(1, { error: 'house is required' })),
  apartment: oneLine(40).nullish(),
  entrance: oneLine(40).nullish(),
  floor: oneLine(40).nullish(),
  intercom: oneLine(40).nullish(),
  isPrivateHouse: z.boolean().default(false),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** What the operator built: priced by `…/calculate`, placed by `POST /phone-orders`. */
export const ZPhoneOrderDraft = z
  .object({
    retailNetworkId: z.number().int().positive().max(MAX_INT),
    customerId: z.uuid({ error: 'customerId must be a customer id (UUID)' }),
    /** who receives the order (the caller's name as they gave it) */
    contactName: oneLine(120).pipe(z.string().min(1, { error: 'contactName is required' })),
    deliveryType: z.enum(['DELIVERY', 'PICKUP']),
    /** delivery: where to */
    address: ZPhoneOrderDeliveryAddress.nullish(),
    /** pickup: the restaurant */
    outletId: z.number().int().positive().max(MAX_INT).nullish(),
    products: z.array(ZCheckoutLine.pick({ productId: true, count: true, options: true })).max(200),
    promoCode: z.string().trim().max(64).nullish(),
    /** cash to the courier or at the counter, or online through a link texted to the customer */
    paymentType: z.enum(['CASH', 'ONLINE']),
    /** cash only: the sum the customer pays with, minor units */
    change: z.number().int().min(0).max(100_000_000).nullish(),
    comment: z.string().trim().max(1000).nullish(),
    /** the caller's language: the payment text, the receipt and status messages speak it */
    language: ZLanguage.optional(),
  })
  .refine((d) => d.deliveryType === 'PICKUP' || Boolean(d.address), {
    error: 'address is required for delivery',
    path: ['address'],
  })
  .refine((d) => d.deliveryType === 'DELIVERY' || Boolean(d.outletId), {
    error: 'outletId is required for pickup',
    path: ['outletId'],
  });
export type TPhoneOrderDraft = z.infer<typeof ZPhoneOrderDraft>;

export const ZPhoneOrderCalculation = z.object({ calculation: ZCalculation });
export type TPhoneOrderCalculation = z.infer<typeof ZPhoneOrderCalculation>;

/** Whether the payment link's text went out (the order stands either way). */
const ZPhoneOrderLinkText = z.object({
  recipient: z.string(),
  sent: z.boolean(),
  error: z.string().nullable(),
});

export const ZPhoneOrderPlaced = z.object({
  orderId: z.uuid(),
  localId: z.number().int(),
  outletId: z.number().int(),
  amount: z.number().int(),
  currencyCode: z.string(),
  paymentType: z.string(),
  isPaid: z.boolean(),
  /** online: the payment page texted to the customer */
  paymentUrl: z.string().nullable(),
  /** online: whether the text went out (the order stands either way) */
  paymentLink: ZPhoneOrderLinkText.nullable(),
  calculation: ZCalculation,
});
export type TPhoneOrderPlaced = z.infer<typeof ZPhoneOrderPlaced>;

export const ZPhoneOrderParams = z.object({
  orderId: z.uuid({ error: 'orderId must be an order id (UUID)' }),
});

/**
 * `POST /phone-orders/{orderId}/payment-link`: the payment link of an unpaid phone order texted to
 * its customer again (the open payment page, or a new one when the last was declined).
 */
export const ZPhoneOrderLinkResent = z.object({
  orderId: z.uuid(),
  localId: z.number().int(),
  paymentUrl: z.string(),
  paymentLink: ZPhoneOrderLinkText,
  /** the wait before the next text of this order's link */
  resendAfterSeconds: z.number().int(),
  /** texts of this order's link still allowed (the one at placement counts) */
  textsLeft: z.number().int(),
});
export type TPhoneOrderLinkResent = z.infer<typeof ZPhoneOrderLinkResent>;
