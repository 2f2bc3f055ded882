/**
 * Operator API (`/ops`, not in the spec): what a restaurant's till or kitchen screen calls to move
 * an order along. Authorised by `Authorization: Bearer <API key>` (OPS_TOKEN is an owner's key);
 * the board's shapes are in admin-board.ts.
 */
import { z } from './zod';

/** Order statuses (SPEC sections 4 and 9) and their moves: the rule of both sides, @food/domain. */
export { ACTIVE_ORDER_STATUSES, ORDER_STATUS } from '@food/domain/order-status';

export const ZOrderStatusId = z.union(
  [z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)],
  {
    error: 'statusId must be 0, 1, 2 (active), 3 (completed) or 4 (cancelled)',
  },
);

export const ZOpsOrderParams = z.object({ id: z.uuid({ error: 'id must be an order id (UUID)' }) });

export const ZOrderStatusChange = z.object({
  statusId: ZOrderStatusId,
  /** why, for a cancellation; kept with the order */
  reason: z.string().trim().max(500).optional(),
  /** accepting (0 → 1): the kitchen's preparation time, 1 to 240 minutes; moves the expected time */
  prepMinutes: z
    .number({ error: 'prepMinutes is a whole number of minutes, 1 to 240' })
    .int({ error: 'prepMinutes is a whole number of minutes, 1 to 240' })
    .min(1, { error: 'prepMinutes is a whole number of minutes, 1 to 240' })
    .max(240, { error: 'prepMinutes is a whole number of minutes, 1 to 240' })
    .optional(),
});

export const ZOrderStatusChanged = z.object({
  orderId: z.uuid(),
  localId: z.number().int(),
  customerId: z.uuid().nullable(),
  previousStatusId: z.number().int(),
  statusId: z.number().int(),
  updatedAt: z.string(),
  /** bonus points credited (completion) or given back (cancellation) by this change */
  bonusPoints: z.number().int(),
});
export type TOrderStatusChanged = z.infer<typeof ZOrderStatusChanged>;
