/**
 * `GET /orders/v1/receipt/{orderId}` (issue 20 item 6): one placed order as the customer is shown
 * it, on the confirmation page and in the account. Reachable as the payment status is: a guest's
 * order by its id, a customer's order by its customer's session only.
 */
import { z } from './zod';
import { ZLanguage } from './common';
import { ZPaymentState } from './payment';

/** `lang`: the page's language (names in it when the brand speaks it, else its default); another value is 400 */
export const ZReceiptQuery = z.object({ lang: ZLanguage.optional() });

export const ZReceiptLine = z.object({
  productId: z.number().int(),
  /** the name it was bought under; in another language than the brand's default, the dish's name in it */
  name: z.string(),
  /** today's picture of the dish; null when the city no longer sells it */
  imageUrl: z.string().nullable(),
  /** the dish is no longer on the menu (archived or gone) */
  isGone: z.boolean(),
  count: z.number().int(),
  /** minor units per unit as charged, options included */
  price: z.number().int(),
  oldPrice: z.number().int().nullable(),
  amount: z.number().int(),
  /** an addon: the dish it came with */
  parentProductId: z.number().int().nullable(),
  /** the options chosen, under their names of the moment in the receipt's language */
  options: z.array(z.object({ groupName: z.string(), name: z.string(), price: z.number().int() })),
});
export type TReceiptLine = z.infer<typeof ZReceiptLine>;

export const ZReceiptAddress = z.object({
  city: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable(),
  apartment: z.string().nullable(),
});

export const ZReceipt = z.object({
  orderId: z.uuid(),
  /** the number said aloud */
  localId: z.number().int(),
  /** 0 new, 1 accepted, 2 on its way or ready, 3 completed, 4 cancelled */
  statusId: z.number().int(),
  type: z.enum(['DELIVERY', 'PICKUP']),
  /** where a delivery goes, as given at checkout; null for a pickup */
  address: ZReceiptAddress.nullable(),
  /** the outlet that cooks it (a pickup is collected there) */
  outlet: z.object({ name: z.string(), address: z.string(), phone: z.string() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** the time the customer chose; null: as soon as possible */
  deliverAt: z.iso.datetime({ offset: true }).nullable(),
  /** when it is due: the restaurant's time once accepted, else the chosen time or the estimate */
  expectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** the outlet's IANA time zone, in which every time above is shown */
  timeZone: z.string(),
  lines: z.array(ZReceiptLine),
  promoCode: z.string().nullable(),
  comment: z.string().nullable(),
  /** minor units */
  productsAmount: z.number().int(),
  discountAmount: z.number().int(),
  bonusAmount: z.number().int(),
  deliveryPrice: z.number().int(),
  amount: z.number().int(),
  currencyCode: z.string(),
  payment: z.object({
    /** how it is paid now: CASH, CARD, ONLINE (switched to CASH or CARD after a declined card) */
    type: z.string(),
    /** what the customer chose at checkout when it was a wallet (GOOGLE_PAY, APPLE_PAY), else `type` */
    chosenType: z.string(),
    /** cash to give change from (minor units), for CASH */
    changeFrom: z.number().int().nullable(),
    state: ZPaymentState,
    isPaid: z.boolean(),
    /** the open attempt's page while it waits */
    paymentUrl: z.string().nullable(),
    refundedAmount: z.number().int(),
  }),
  /** an online payment not made yet: the restaurant waits for it before cooking */
  awaitingPayment: z.boolean(),
});
export type TReceipt = z.infer<typeof ZReceipt>;
