/**
 * Checkout of SPEC section 7: `POST /order-service/api/order-checkout` (calculation) and
 * `POST /order-service/api/http-order-create` take the same body. Money is integer minor units
 * everywhere (kopiykas, fils). Prices sent by a client are never read: unknown keys such as a
 * line's `price` are stripped by the schema, and every amount comes from the catalogue.
 */
import { PAYMENT_TYPES } from '@food/domain/payment';
import { z } from './zod';
import { ZChosenOptions, ZLineOption } from './options';
import { ZRetailNetworkId, ZTarget } from './common';

const MAX_INT = 2_147_483_647;

/** SPEC section 3; GOOGLE_PAY, BINANCE_PAY and APPLE_PAY are paid online like ONLINE (@food/domain/payment). */
export const ZPaymentType = z.enum(PAYMENT_TYPES);
export type TPaymentType = z.infer<typeof ZPaymentType>;

/** Numeric payment kinds of SPEC section 3. */
export { PAYMENT_KIND } from '@food/domain/payment';

export const ZCheckoutLine = z.object({
  productId: z.number().int().positive().max(MAX_INT),
  /**
   * Whole units. 0 is accepted and means "none" (a product line with 0 is dropped; an addon
   * line with 0 turns its free default off); negative or fractional counts are a 400.
   */
  count: z.number().int('count must be a whole number').min(0, 'count must not be negative').max(1000),
  calculated: z.boolean().optional(),
  /** ignored: whether a line is an addon is the catalogue's word, not the client's */
  isAddon: z.boolean().optional(),
  /** ignored: a client cannot declare a line a promotional gift */
  promo: z.boolean().optional(),
  /** the option-group choices of this line (issue 19); required groups must be answered */
  options: ZChosenOptions.optional(),
});
export type TCheckoutLine = z.infer<typeof ZCheckoutLine>;

const text = (max: number) => z.string().trim().max(max).nullish();

/** GeoJSON point: coordinates are [longitude, latitude]. */
export const ZGeoPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([
    z
      .number()
      .min(-180, 'longitude must be between -180 and 180')
      .max(180, 'longitude must be between -180 and 180'),
    z.number().min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90'),
  ]),
});

export const ZCheckoutDelivery = z.object({
  /** ASAP, or ON_TIME with `deliveryTime` */
  timeIndication: z.enum(['ASAP', 'ON_TIME']).default('ASAP'),
  /** ISO 8601 with an offset (the storefront sends UTC, converted with the outlet's offset) */
  deliveryTime: z.iso
    .datetime({ offset: true, error: 'deliveryTime must be an ISO 8601 date-time' })
    .nullish(),
  /** the city of the address, as the customer typed or picked it (name, slug or id) */
  city: text(120),
  street: text(200),
  house: text(40),
  apartment: text(40),
  entrance: text(40),
  floor: text(40),
  intercom: text(40),
  isPrivateHouse: z.boolean().default(false),
  /** 0 delivery, 1 pickup */
  type: z.union([z.literal(0), z.literal(1)]),
  location: ZGeoPoint.nullish(),
  /** a note for the courier */
  courier: text(500),
  comment: text(500),
});

export const ZCheckoutPayment = z.object({
  /** bonus points to spend (1 point = 1 currency unit = 100 minor units); needs a session */
  bonusCount: z.number().int().min(0).max(1_000_000).default(0),
  paymentType: ZPaymentType.default('ONLINE'),
  /**
   * Where the payment page sends the customer back; `{orderId}` in it is replaced. Only the
   * storefront's own host (or a subdomain of it) is accepted. Defaults to the storefront's
   * `/order-confirmed/{orderId}`.
   */
  returnUrl: z.url().max(2000).nullish(),
});

export const ZCheckoutAdditionalInfo = z.object({
  personsCount: z.number().int().min(0).max(100).nullish(),
  /** cash only: the sum the customer pays with, minor units */
  change: z.number().int().min(0).max(100_000_000).nullish(),
  doNotCallback: z.boolean().nullish(),
  cpaName: text(60),
  cpaId: text(200),
  /** an order for someone else: who receives it */
  friend: z
    .object({ name: z.string().trim().min(1).max(120), phone: z.string().regex(/^\+\d{9,15}$/) })
    .nullish(),
  /**
   * The storefront page's language (uk, ru, en…): the receipt and status messages speak it.
   * Absent (older clients): read from `payment.returnUrl`'s path, else the brand's default.
   */
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'language is a two-letter code')
    .nullish(),
  /** the customer allows status texts to the contact phone for this order (issue 21 item 3) */
  smsConsent: z.boolean().nullish(),
});

export const ZCheckoutRequest = z.object({
  retailNetworkId: ZRetailNetworkId,
  checkStopList: z.boolean().default(true),
  sourceName: text(60),
  target: ZTarget.default('WEB'),
  /** pickup only: the restaurant chosen */
  outletId: z.number().int().positive().max(MAX_INT).nullish(),
  /** the signed-in customer's id; must be the session's own */
  customerUuid: z.uuid().nullish(),
  customerComment: text(1000),
  /** spaces removed and case ignored */
  promoCode: z.string().max(64).nullish(),
  products: z.array(ZCheckoutLine).max(200),
  payment: ZCheckoutPayment.default({ bonusCount: 0, paymentType: 'ONLINE' }),
  delivery: ZCheckoutDelivery,
  additionalInfo: ZCheckoutAdditionalInfo.default({}),
  /** contact of the person ordering; a guest must give the phone (digits with a leading plus) */
  customerName: text(120),
  customerPhone: z
    .string()
    .regex(/^\+\d{9,15}$/, 'customerPhone must be digits with a leading plus')
    .nullish(),
  customerEmail: z.email().max(200).nullish(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;

/* ------------------------------------------------------------------ calculation */

export const ZCalculatedProduct = z.object({
  productId: z.number().int(),
  article: z.string(),
  name: z.string(),
  /** the count priced: the asked count capped at maxCount */
  count: z.number().int(),
  maxCount: z.number().int(),
  calculated: z.literal(true),
  /** unit price, minor units */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  /** price × count */
  amount: z.number().int(),
  promo: z.boolean(),
  isPromo: z.boolean(),
  persons: z.number().int().nullable(),
  /** the line's options, priced (their prices are inside `price`); absent: none */
  options: z.array(ZLineOption).optional(),
});

export const ZCalculatedAddon = z.object({
  addonId: z.number().int(),
  /** the first product of the cart that offers it */
  productId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** the most the cart's products allow together */
  countMax: z.number().int(),
  /** how many come free with the cart's products */
  freeCount: z.number().int(),
  /** unit price of an addon beyond the free ones */
  price: z.number().int(),
  amount: z.number().int(),
});

export const ZCalculation = z.object({
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  /**
   * the outlet that prices and makes the order; null before an address or restaurant is known
   * (a delivery with no location and no street or house: the city's prices, no stop list)
   */
  outletId: z.number().int().nullable(),
  /** 0 delivery, 1 pickup */
  deliveryType: z.union([z.literal(0), z.literal(1)]),
  currencyCode: z.string(),
  products: z.array(ZCalculatedProduct),
  addons: z.array(ZCalculatedAddon),
  /** products and charged addons before any discount (the subtotal) */
  productsPrice: z.number().int(),
  /** productsPrice plus the delivery price */
  amountWithoutDiscount: z.number().int(),
  /** promo code discount */
  discount: z.number().int(),
  /** what the customer pays: productsPrice − discount − bonuses + delivery, never below 0 */
  amount: z.number().int(),
  delivery: z.object({
    price: z.number().int(),
    /** the zone's price before a free-delivery threshold or promo */
    basePrice: z.number().int(),
    /** minutes from the order (or the outlet's opening) to delivery or pickup */
    deliveryTime: z.number().int(),
    /** when the order is expected, ISO 8601 UTC */
    expectedAt: z.string(),
    zoneId: z.number().int().nullable(),
    zoneName: z.string().nullable(),
    minOrderAmount: z.number().int(),
    isMinOrderReached: z.boolean(),
    freeDeliveryThreshold: z.number().int().nullable(),
  }),
  promoCode: z.object({
    code: z.string().nullable(),
    isSuccess: z.boolean(),
    /** REFERRAL: a friend's referral code; no discount, bonus points once the order is completed */
    kind: z.enum(['PERCENT', 'FIXED', 'FREE_DELIVERY', 'GIFT', 'REFERRAL']).nullable(),
    /**
     * why it did not apply: NOT_FOUND, EXPIRED, NOT_STARTED, MIN_AMOUNT; a code's limits
     * ALREADY_USED (by this customer), NOT_FIRST_ORDER, USES_EXHAUSTED (by everyone); for referral
     * codes SIGN_IN_REQUIRED, OWN_CODE, NOT_FIRST_ORDER; NOT_COMBINABLE when every dish is lowered
     * by an automatic promotion that takes no code
     */
    reason: z.string().nullable(),
    minOrderAmount: z.number().int().nullable(),
    /**
     * GIFT: the dish the code adds free (one, price 0), on this line of its own rather than in
     * `products`; the order gets it as a line with price 0. Absent or null: no gift.
     */
    gift: z
      .object({
        productId: z.number().int(),
        article: z.string(),
        name: z.string(),
        count: z.number().int(),
        price: z.number().int(),
        /** what the dish costs without the code */
        listPrice: z.number().int(),
      })
      .nullable()
      .optional(),
  }),
  bonuses: z.object({
    requested: z.number().int(),
    /** points spent on this order */
    used: z.number().int(),
    /** their value, minor units */
    amount: z.number().int(),
    /** the customer's confirmed balance, points (0 for a guest) */
    balance: z.number().int(),
    /** the most this order may take */
    maxUsable: z.number().int(),
  }),
  /** the largest persons count of the cart's products (SPEC section 9) */
  personsCount: z.number().int(),
  timeZone: z.string(),
  timeZoneOffsetHours: z.number(),
  /** taking orders now: open by its hours (exceptions included) and not paused */
  isOutletOpen: z.boolean(),
  /**
   * The outlet's day (issue 18): its busy minutes are already in `delivery.deliveryTime` and
   * `expectedAt`. `asapRefusal` says an ASAP order would be refused now (order creation answers
   * 422 with that code): the outlet is paused, or closed today; `reopensAt` is when it takes
   * orders again, and the time of this calculation's `expectedAt`.
   */
  outletDay: z.object({
    reason: z.enum(['OPEN', 'CLOSED', 'PAUSED']),
    isClosedToday: z.boolean(),
    reopensAt: z.string().nullable(),
    busyMinutes: z.number().int(),
    asapRefusal: z.enum(['OUTLET_PAUSED', 'OUTLET_CLOSED']).nullable(),
  }),
});
export type TCalculation = z.infer<typeof ZCalculation>;

/** The storefront reads `orderResponse` (SPEC section 7). */
export const ZCheckoutResponse = z.object({ orderResponse: ZCalculation });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/* ------------------------------------------------------------------ creation */

/** Other headers pass through untouched (the session cookie and Authorization are read later). */
export const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII without spaces')
    .optional(),
});

export const ZOrderCreated = z.object({
  orderId: z.uuid(),
  /** the number said aloud (orders.local_id) */
  localId: z.number().int(),
  statusId: z.number().int(),
  amount: z.number().int(),
  currencyCode: z.string(),
  paymentType: ZPaymentType,
  paymentKind: z.number().int(),
  isPaid: z.boolean(),
  /** online payment: where to send the customer to pay; null otherwise */
  paymentUrl: z.string().nullable(),
  orderResponse: ZCalculation,
});
export type TOrderCreated = z.infer<typeof ZOrderCreated>;
