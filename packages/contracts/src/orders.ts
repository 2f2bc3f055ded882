/**
 * Orders API of SPEC section 7, under /orders: a signed-in customer's order history, one order
 * with its archived product data and the outlet's time zone, statistics, feedback, the latest
 * active and completed order, the confirmation page's prediction, and the live status stream.
 */
import { z } from './zod';
import { ZProduct } from './catalog';
import { ZLineOption } from './options';
import { ZLanguage, ZRetailNetworkId } from './common';
import { ZUserId } from './customer';

const ZStatusId = z.number().int().min(0).max(99);

export const ZOrdersListBody = z.object({
  userId: ZUserId,
  /** 1-based */
  page: z.number().int().min(1).max(100_000).default(1),
  size: z.number().int().min(1).max(100).default(10),
  /**
   * One status, or several summed into one filter (SPEC 4: the active 0, 1 and 2 are one entry);
   * left out for 'all'.
   */
  statusId: z.union([ZStatusId, z.array(ZStatusId).min(1).max(10)]).optional(),
});
export type TOrdersListBody = z.infer<typeof ZOrdersListBody>;

export const ZOrderProduct = z.object({
  productId: z.number().int(),
  count: z.number().int(),
  /** minor units, as charged */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  amount: z.number().int(),
  /** set for an addon: the product it came with */
  parentProductId: z.number().int().nullable(),
  /** the name at order time (archived), so history shows what was bought */
  name: z.string(),
  /** today's catalogue entry (archived products included); null when the product is gone */
  product: ZProduct.nullable(),
  /** the options chosen for the line at order time (issue 19; their prices are inside `price`); absent: none */
  options: z.array(ZLineOption).optional(),
});
export type TOrderProduct = z.infer<typeof ZOrderProduct>;

export const ZOrderOutlet = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
});

export const ZOrder = z.object({
  id: z.uuid(),
  /** the number said aloud */
  localId: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  outletId: z.number().int(),
  outlet: ZOrderOutlet.nullable(),
  statusId: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  deliverAt: z.iso.datetime({ offset: true }).nullable(),
  /** type 0 delivery, 1 pickup; the address fields as given at checkout */
  delivery: z.object({ type: z.number().int() }).catchall(z.unknown()),
  paymentType: z.string(),
  paymentKind: z.number().int(),
  isPaid: z.boolean(),
  productsAmount: z.number().int(),
  discountAmount: z.number().int(),
  deliveryPrice: z.number().int(),
  bonusAmount: z.number().int(),
  amount: z.number().int(),
  currencyCode: z.string(),
  promoCode: z.string().nullable(),
  comment: z.string().nullable(),
  products: z.array(ZOrderProduct),
  /** the outlet's IANA zone and its offset from UTC at the time of the order */
  timeZone: z.string(),
  timeZoneOffsetHours: z.number(),
  feedback: z
    .object({
      score: z.number().int(),
      comment: z.string(),
      /** the brand's answer to the rating (back office, customer care); null while there is none */
      reply: z.string().nullable(),
    })
    .nullable(),
  /** when the order is expected: set at creation, moved when the restaurant accepts it */
  expectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** when the restaurant accepted it (null while it has not) */
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  /** an online payment not made yet: the restaurant waits for it before cooking */
  awaitingPayment: z.boolean(),
  /** minor units given back through the payment provider (a paid order the restaurant cancelled) */
  refundedAmount: z.number().int(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZPagination = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const ZOrdersList = z.object({ data: z.array(ZOrder), pagination: ZPagination });
export type TOrdersList = z.infer<typeof ZOrdersList>;

export const ZOrderIdParams = z.object({ orderId: z.uuid({ error: 'orderId must be an order id (UUID)' }) });
export const ZUserIdQuery = z.object({ userId: ZUserId });

export const ZOrderStatistic = z.array(z.object({ statusId: z.number().int(), count: z.number().int() }));
export type TOrderStatistic = z.infer<typeof ZOrderStatistic>;

export const ZAddFeedbackBody = z.object({
  userId: ZUserId,
  score: z.number().int().min(1, 'score is 1 to 5').max(5, 'score is 1 to 5'),
  comment: z.string().trim().max(2000).default(''),
  /** the language the comment is written in (the page's); the brand's default when absent */
  language: ZLanguage.optional(),
});
export type TAddFeedbackBody = z.infer<typeof ZAddFeedbackBody>;

export const ZLastOrder = ZOrder.nullable();

export const ZPredictionQuery = z.object({
  language: ZLanguage.default('uk'),
  rn: ZRetailNetworkId.optional(),
});
export const ZPrediction = z.object({ language: ZLanguage, prediction: z.string() });
export type TPrediction = z.infer<typeof ZPrediction>;

/** One server-sent event of `GET /orders/v1/stream` (event name `order-status`). */
export const ZOrderStatusEvent = z.object({
  orderId: z.uuid(),
  statusId: z.number().int(),
  /** the expected time after this change (accepting with a preparation time moves it) */
  expectedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** when the change was published */
  at: z.iso.datetime(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;
