/**
 * Bonus API of SPEC section 7, under /bonus: a Sailplay-style `POST /bonus/api/sailplay-http`
 * over the bonus ledger. Points are whole currency units; the confirmed balance is what can be
 * spent at checkout.
 */
import { z } from './zod';
import { ZRetailNetworkId } from './common';
import { ZUserId } from './customer';

export const BONUS_METHODS = ['user.infoByUUID'] as const;

export const ZSailplayRequest = z.object({
  /** only `user.infoByUUID` is served; another method is a 400 UNKNOWN_BONUS_METHOD */
  method: z.string().min(1).max(60),
  args: z.object({
    /** the customer id (customerUuid) */
    uuid: ZUserId,
    retailNetworkId: ZRetailNetworkId,
    options: z.object({ history: z.boolean().optional() }).optional(),
  }),
});
export type TSailplayRequest = z.infer<typeof ZSailplayRequest>;

export const ZBonusHistoryEntry = z.object({
  id: z.number().int(),
  /** ACCRUAL, SPENDING, REFERRAL, REFUND or ADJUSTMENT */
  action: z.string(),
  /** signed: spending is negative */
  points: z.number().int(),
  isConfirmed: z.boolean(),
  orderId: z.uuid().nullable(),
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TBonusHistoryEntry = z.infer<typeof ZBonusHistoryEntry>;

export const ZSailplayUserInfo = z.object({
  status: z.literal('ok'),
  user: z.object({ uuid: z.uuid(), phone: z.string() }),
  user_points: z.object({
    /** spendable now */
    confirmed: z.number().int(),
    /** credited but not yet spendable */
    unconfirmed: z.number().int(),
    /** spent on orders so far (net of refunds) */
    spent: z.number().int(),
    total: z.number().int(),
  }),
  /** the customer's own promo code for friends */
  referral_promocode: z.string(),
  /** newest first; only with options.history */
  history: z.array(ZBonusHistoryEntry).optional(),
});
export type TSailplayUserInfo = z.infer<typeof ZSailplayUserInfo>;
