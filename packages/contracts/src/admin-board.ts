/**
 * The live order board (issue 18 item 4): `/admin/v1/orders…` for staff and `/ops/v1/orders…` for
 * API keys (ARCHITECTURE.md "Back office and the machine API"). One order shape serves the list,
 * the card and the kitchen ticket, so the board never needs a second request to draw a card.
 */
import { z } from './zod';
import { ZOrderStatusChange, ZOrderStatusChanged } from './ops';
import { ZLineOption } from './options';
import { ZPagination } from './orders';
import { ZPaymentState } from './payment';

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** `1` or several as `0,1,2` (the active ones); any other text is a 400 naming the form */
const ZStatusFilter = z
  .string()
  .regex(/^[0-4](,[0-4]){0,4}$/, { error: 'statusId is one status (0-4) or several as 0,1,2' })
  .transform((s) => [...new Set(s.split(',').map(Number))]);

export const ZBoardOrdersQuery = z.object({
  outletId: ZId.optional(),
  statusId: ZStatusFilter.optional(),
  /** true: only orders waiting for their online payment; false: only the others */
  held: z
    .enum(['true', 'false'], { error: 'held is true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** created at or after; the last 24 hours when neither from nor to is given */
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO 8601 date-time' }).optional(),
  /** created before */
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO 8601 date-time' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type TBoardOrdersQuery = z.infer<typeof ZBoardOrdersQuery>;

export const ZBoardOrderParams = z.object({ id: z.uuid({ error: 'id must be an order id (UUID)' }) });

/**
 * A board state: PAID, PENDING (online, not paid yet), FAILED (the last attempt was declined),
 * NOT_REQUIRED (paid on receipt, or an unpaid order that was cancelled), REFUNDED and
 * PARTIALLY_REFUNDED (a paid order cancelled and given back).
 */
export const ZBoardPaymentState = ZPaymentState;

export const ZBoardRefund = z.object({
  id: z.uuid(),
  /** minor units */
  amount: z.number().int(),
  /** PENDING: asked of the provider; SUCCEEDED: given back; FAILED: refused (retry with POST …/refund) */
  status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
  /** the provider that took the payment: test or liqpay */
  provider: z.string(),
  /** why the provider refused */
  failureReason: z.string().nullable(),
  /** why the order was cancelled */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TBoardRefund = z.infer<typeof ZBoardRefund>;

export const ZBoardAddon = z.object({
  productId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  /** minor units */
  price: z.number().int(),
  amount: z.number().int(),
});

export const ZBoardLine = ZBoardAddon.extend({
  /** addons chosen with this dish (sauces, extra toppings) */
  addons: z.array(ZBoardAddon),
  /** the dish's option-group choices (issue 19: "40 cm", "thin crust"); absent: none */
  options: z.array(ZLineOption).optional(),
});
export type TBoardLine = z.infer<typeof ZBoardLine>;

export const ZBoardAddress = z.object({
  /** one line for the card and the ticket: street, house, flat, entrance, floor, intercom */
  text: z.string(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable(),
  apartment: z.string().nullable(),
  entrance: z.string().nullable(),
  floor: z.string().nullable(),
  intercom: z.string().nullable(),
  isPrivateHouse: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** a map link to the point (null without coordinates) */
  mapUrl: z.string().nullable(),
  /** the customer's note for the courier */
  courierComment: z.string().nullable(),
});

export const ZBoardOrder = z.object({
  /** UUID: the id for every call */
  id: z.uuid(),
  /** the number said aloud */
  localId: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int(),
  outletId: z.number().int(),
  outletName: z.string(),
  /** the outlet's IANA zone: show every time of the order in it */
  timeZone: z.string(),
  statusId: z.number().int(),
  /** the moves the board may offer now (a held order cannot go to cooking) */
  nextStatusIds: z.array(z.number().int()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** ASAP, or ON_TIME for `deliverAt` */
  timeIndication: z.enum(['ASAP', 'ON_TIME']),
  deliverAt: z.iso.datetime({ offset: true }).nullable(),
  /** what the customer is told to expect; moved when the outlet accepts with a preparation time */
  expectedAt: z.iso.datetime({ offset: true }).nullable(),
  acceptedAt: z.iso.datetime({ offset: true }).nullable(),
  prepMinutes: z.number().int().nullable(),
  /** 0 delivery, 1 pickup */
  deliveryType: z.number().int(),
  /** null for pickup */
  address: ZBoardAddress.nullable(),
  customer: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  /** someone else receives it */
  recipient: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** the customer's comment to the order */
  comment: z.string().nullable(),
  personsCount: z.number().int().nullable(),
  /** cash: the sum the customer pays with (minor units), to bring change */
  changeFrom: z.number().int().nullable(),
  doNotCallback: z.boolean(),
  paymentType: z.string(),
  paymentKind: z.number().int(),
  isPaid: z.boolean(),
  paymentState: ZBoardPaymentState,
  /** an online payment not made yet: kept apart, cannot be cooked */
  held: z.boolean(),
  /** minor units */
  productsAmount: z.number().int(),
  discountAmount: z.number().int(),
  deliveryPrice: z.number().int(),
  bonusAmount: z.number().int(),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  currencyCode: z.string(),
  promoCode: z.string().nullable(),
  /** web, phone or api */
  channel: z.string(),
  /** the reason given when it was cancelled */
  statusReason: z.string().nullable(),
  lines: z.array(ZBoardLine),
  refunds: z.array(ZBoardRefund),
});
export type TBoardOrder = z.infer<typeof ZBoardOrder>;

export const ZBoardOrdersPage = z.object({ data: z.array(ZBoardOrder), pagination: ZPagination });
export type TBoardOrdersPage = z.infer<typeof ZBoardOrdersPage>;

/**
 * A status move. Accepting (0 → 1) takes the preparation time in minutes; cancelling (4) takes a
 * reason. The board always sends them; an API key may leave them out (the contract of /ops
 * before the board: a till's accept then gets the standard kitchen time).
 */
export const ZBoardStatusChange = ZOrderStatusChange;
export type TBoardStatusChange = z.infer<typeof ZBoardStatusChange>;

/**
 * `POST /admin/v1/orders/{id}/refunds`: give back `amount` minor units (a whole number, at most
 * what the order's payments still hold) with a reason the audit log and the order keep.
 */
export const ZBoardRefundRequest = z.object({
  amount: z
    .number({ error: 'amount is a whole number of minor units' })
    .int('amount is a whole number of minor units')
    .positive('amount is more than zero')
    .max(2_147_483_647),
  reason: z.string().trim().min(1, 'say why the money is given back').max(500, 'at most 500 characters'),
});
export type TBoardRefundRequest = z.infer<typeof ZBoardRefundRequest>;

/** `/ops/v1/orders/{id}/status` answers what it always did, plus the order as the board shows it. */
export const ZOpsStatusChanged = ZOrderStatusChanged.extend({ order: ZBoardOrder });
export type TOpsStatusChanged = z.infer<typeof ZOpsStatusChanged>;

export const ZBoardStreamQuery = z.object({ outletId: ZId.optional() });

/** One `order` event of `GET /admin/v1/orders/stream` (text/event-stream). */
export const ZBoardStreamEvent = z.object({
  /** order.paid: a held order's online payment arrived (it joins "New") */
  type: z.enum(['order.created', 'order.status_changed', 'order.paid']),
  orderId: z.uuid(),
  localId: z.number().int(),
  retailNetworkId: z.number().int(),
  outletId: z.number().int(),
  statusId: z.number().int(),
  previousStatusId: z.number().int().nullable(),
  /** when the change was committed */
  at: z.iso.datetime({ offset: true }),
});
export type TBoardStreamEvent = z.infer<typeof ZBoardStreamEvent>;
