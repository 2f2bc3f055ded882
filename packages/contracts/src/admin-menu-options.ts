import { z } from './zod';

/*
 * Option groups as the back office writes them (issue 19 item 2): the product editor's body
 * carries them (TProductWrite.optionGroups) and the editor view reads them back. Names are per
 * language; prices are minor units added to the product's price. An `id` names a group or an
 * option that stays (order history and carts keep meaning); without one it is new. The rules a
 * set of groups must follow are @food/domain's option-groups.ts (validateOptionGroups).
 */

const MAX_INT = 2_147_483_647;

const ZNames = z.record(z.string().min(2).max(8), z.string().trim().max(120));

export const ZOptionWrite = z.object({
  id: z.number().int().positive().max(MAX_INT).optional(),
  name: ZNames,
  /** minor units added per unit when chosen; 0: included */
  price: z.number().int().min(0, 'an option price must not be negative').max(100_000_000),
  /** a combo's choice that is a dish of the menu (a set's drink, a pizza's second half) */
  linkedProductId: z.number().int().positive().max(MAX_INT).nullable(),
  isDefault: z.boolean(),
});
export type TOptionWrite = z.infer<typeof ZOptionWrite>;

export const ZOptionGroupWrite = z.object({
  id: z.number().int().positive().max(MAX_INT).optional(),
  name: ZNames,
  /** 0: optional; 1 or more: required */
  minChoices: z.number().int().min(0).max(30),
  maxChoices: z.number().int().min(1).max(30),
  options: z.array(ZOptionWrite).max(50),
});
export type TOptionGroupWrite = z.infer<typeof ZOptionGroupWrite>;

export const ZOptionGroupsWrite = z.array(ZOptionGroupWrite).max(20);
