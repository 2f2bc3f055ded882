/**
 * Customer care in the back office (issue 23 item 2): `/admin/v1/care/…` for owners and brand
 * managers. A customer belongs to one retail network; staff see those of the networks in their
 * scope (apps/api/src/modules/care/README.md).
 */
import { z } from 'zod';

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
