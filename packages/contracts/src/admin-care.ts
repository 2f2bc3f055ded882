/**
 * Customer care in the back office (issue 23 item 2): `/admin/v1/care/…` for owners and brand
 * managers. A customer belongs to one retail network; staff see those of the networks in their
 * scope (apps/api/src/modules/care/README.md).
 */
import { z } from './zod';

const ZNetworkId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZCareSearchQuery = z.object({
  /** a phone as a person types it, a name, an e-mail or an order number */
  q: z
    .string()
    .trim()
    .min(2, { error: 'q needs at least 2 characters' })
    .max(100, { error: 'q is at most 100 characters' }),
  /** only this retail network's customers (it must be in your scope) */
  retailNetworkId: ZNetworkId.optional(),
});
export type TCareSearchQuery = z.infer<typeof ZCareSearchQuery>;

export const ZCareCustomerSummary = z.object({
  id: z.uuid(),
  retailNetworkId: z.number().int(),
  /** E.164 */
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  isBlocked: z.boolean(),
  /** the personal data was erased on request: the row is kept for the orders' books, anonymised */
  isErased: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCareCustomerSummary = z.infer<typeof ZCareCustomerSummary>;

export const ZCareSearchResult = z.object({
  /** what the query was read as: a phone (normalised), an e-mail, an order number or a name */
  matchedBy: z.enum(['phone', 'email', 'order', 'name']),
  customers: z.array(ZCareCustomerSummary),
});
export type TCareSearchResult = z.infer<typeof ZCareSearchResult>;

export const ZCareCustomerParams = z.object({ id: z.uuid({ error: 'id must be a customer id (UUID)' }) });

export const ZCareOrder = z.object({
  id: z.uuid(),
  localId: z.number().int(),
  statusId: z.number().int(),
  /** minor units */
  amount: z.number().int(),
  outletId: z.number().int(),
  channel: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const ZCareAddress = z.object({
  id: z.uuid(),
  city: z.string(),
  street: z.string(),
  house: z.string(),
  apartment: z.string().nullable(),
  comment: z.string().nullable(),
});

export const ZCareBonusEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['ACCRUAL', 'SPENDING', 'REFERRAL', 'REFUND', 'ADJUSTMENT']),
  /** signed points */
  points: z.number().int(),
  isConfirmed: z.boolean(),
  orderId: z.uuid().nullable(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const ZCareReview = z.object({
  id: z.number().int(),
  score: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  status: z.enum(['PENDING', 'PUBLISHED', 'REJECTED']),
  orderId: z.uuid().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const ZCareCustomer = ZCareCustomerSummary.extend({
  /** the currency of the customer's network, for the order totals */
  currencyCode: z.string(),
  /** latest first, at most 50 */
  orders: z.array(ZCareOrder),
  addresses: z.array(ZCareAddress),
  /** spendable points (the confirmed ledger entries' sum) */
  bonusBalance: z.number().int(),
  /** latest first, at most 100 */
  bonusLedger: z.array(ZCareBonusEntry),
  /** latest first */
  reviews: z.array(ZCareReview),
});
export type TCareCustomer = z.infer<typeof ZCareCustomer>;

const ZReason = z
  .string()
  .trim()
  .min(3, { error: 'reason needs at least 3 characters' })
  .max(500, { error: 'reason is at most 500 characters' });

export const ZCareBonusAdjustment = z.object({
  /** signed points: positive credits, negative debits; never 0 */
  points: z
    .number()
    .int({ error: 'points is a whole number' })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((p) => p !== 0, { error: 'points must not be 0' }),
  reason: ZReason,
});
export type TCareBonusAdjustment = z.infer<typeof ZCareBonusAdjustment>;

export const ZCareBlockChange = z.object({
  blocked: z.boolean(),
  reason: ZReason,
});
export type TCareBlockChange = z.infer<typeof ZCareBlockChange>;

/* ---------------------------------------------------------------- reviews: reply and moderation */

export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED'] as const;

export const ZCareReviewsQuery = z.object({
  /** only reviews with this status (all when left out) */
  status: z.enum(REVIEW_STATUSES).optional(),
  /** only this retail network's reviews (it must be in your scope) */
  retailNetworkId: ZNetworkId.optional(),
  /** only reviews with this score */
  score: z.coerce.number().int().min(1).max(5).optional(),
  /** the next page: reviews older than this one (`nextBeforeId` of the previous page) */
  beforeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type TCareReviewsQuery = z.infer<typeof ZCareReviewsQuery>;

export const ZCareReviewParams = z.object({
  id: z.coerce.number().int({ error: 'id must be a review id' }).positive().max(2_147_483_647),
});

export const ZCareReviewItem = z.object({
  id: z.number().int(),
  retailNetworkId: z.number().int(),
  businessRegionId: z.number().int().nullable(),
  /** the account that wrote it; null for a review left without one (the seed's) */
  customerId: z.uuid().nullable(),
  authorName: z.string(),
  language: z.string(),
  score: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  orderId: z.uuid().nullable(),
  /** the rated order's number, when the review came from one */
  orderLocalId: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TCareReviewItem = z.infer<typeof ZCareReviewItem>;

export const ZCareReviewsResult = z.object({
  /** newest first, at most 50 */
  reviews: z.array(ZCareReviewItem),
  /** pass as `beforeId` for the next page; null when there is none */
  nextBeforeId: z.number().int().nullable(),
});
export type TCareReviewsResult = z.infer<typeof ZCareReviewsResult>;

export const ZCareReviewReply = z.object({
  /** the brand's answer, shown under the review; an empty text takes the reply away */
  reply: z.string().trim().max(2000, { error: 'reply is at most 2000 characters' }),
});
export type TCareReviewReply = z.infer<typeof ZCareReviewReply>;

export const ZCareReviewModeration = z.object({
  /** PUBLISHED shows the review on the public page; REJECTED keeps it off */
  status: z.enum(['PUBLISHED', 'REJECTED']),
  /** why, kept in the audit log (optional) */
  reason: z.string().trim().max(500, { error: 'reason is at most 500 characters' }).optional(),
});
export type TCareReviewModeration = z.infer<typeof ZCareReviewModeration>;

/* ---------------------------------------------------------------- personal data: export and erase */

export const ZCareExportRequest = z.object({ reason: ZReason });
export type TCareExportRequest = z.infer<typeof ZCareExportRequest>;

const ZStamp = z.iso.datetime({ offset: true });

/** Everything the platform keeps about one customer, as a JSON file for the customer (care/README.md). */
export const ZCareExport = z.object({
  exportedAt: ZStamp,
  customer: z.object({
    id: z.uuid(),
    retailNetworkId: z.number().int(),
    phone: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    middleName: z.string(),
    email: z.string().nullable(),
    birthDate: z.string().nullable(),
    isBirthDateConfirmed: z.boolean(),
    referralCode: z.string(),
    isBlocked: z.boolean(),
    hasAvatar: z.boolean(),
    createdAt: ZStamp,
  }),
  addresses: z.array(z.record(z.string(), z.unknown())),
  orders: z.array(
    z.object({
      id: z.uuid(),
      localId: z.number().int(),
      createdAt: ZStamp,
      statusId: z.number().int(),
      channel: z.string(),
      deliveryType: z.number().int(),
      contact: z.record(z.string(), z.unknown()),
      delivery: z.record(z.string(), z.unknown()),
      comment: z.string().nullable(),
      paymentType: z.string(),
      isPaid: z.boolean(),
      /** minor units */
      amount: z.number().int(),
      currencyCode: z.string(),
      promoCode: z.string().nullable(),
      lines: z.array(
        z.object({
          productId: z.number().int(),
          name: z.string(),
          count: z.number().int(),
          price: z.number().int(),
          amount: z.number().int(),
        }),
      ),
    }),
  ),
  bonusLedger: z.array(ZCareBonusEntry),
  ratings: z.array(
    z.object({ orderId: z.uuid(), score: z.number().int(), comment: z.string(), createdAt: ZStamp }),
  ),
  reviews: z.array(ZCareReviewItem),
  favoriteProductIds: z.array(z.number().int()),
  notificationPreferences: z
    .object({ statusEmail: z.boolean(), statusSms: z.boolean(), statusPush: z.boolean() })
    .nullable(),
  emailSubscriptions: z.array(
    z.object({
      email: z.string(),
      language: z.string(),
      consentedAt: ZStamp,
      confirmedAt: ZStamp.nullable(),
      unsubscribedAt: ZStamp.nullable(),
    }),
  ),
  pushSubscriptions: z.array(z.object({ endpoint: z.string(), language: z.string(), createdAt: ZStamp })),
  sessions: z.array(
    z.object({ createdAt: ZStamp, lastSeenAt: ZStamp, expiresAt: ZStamp, revokedAt: ZStamp.nullable() }),
  ),
});
export type TCareExport = z.infer<typeof ZCareExport>;

export const ZCareErase = z.object({
  /** the customer's phone number typed again, as on the card (any spelling of it) */
  confirmation: z.string().trim().min(1, { error: 'type the customer’s phone number' }).max(40),
  reason: ZReason,
});
export type TCareErase = z.infer<typeof ZCareErase>;

export const ZCareEraseResult = z.object({
  customerId: z.uuid(),
  erasedAt: ZStamp,
  /** orders kept for the books, their personal fields cleared */
  ordersAnonymised: z.number().int(),
  reviewsAnonymised: z.number().int(),
  addressesDeleted: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type TCareEraseResult = z.infer<typeof ZCareEraseResult>;
