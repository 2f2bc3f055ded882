import { z } from './zod';

/*
 * Option groups (issue 19 item 2): a product's choices, such as a pizza's size and crust, the
 * second half of a half-and-half pizza or a set's drink. A line of the cart names the options
 * chosen for it; the same product with other options is another line. Products without groups
 * keep the spec's addon contract unchanged. The pricing rule is @food/domain's option-groups.ts.
 */

export const ZProductOption = z.object({
  id: z.number().int(),
  /** in the language asked for (the brand's default otherwise) */
  name: z.string(),
  /** minor units added to the product's unit price when chosen (0: included) */
  price: z.number().int().min(0),
  /** a combo's choice that is a dish of the menu */
  linkedProductId: z.number().int().nullable(),
  isDefault: z.boolean(),
  /** false while the linked dish is on the outlet's stop list */
  isAvailable: z.boolean(),
});
export type TProductOption = z.infer<typeof ZProductOption>;

export const ZProductOptionGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 0: optional; 1 or more: required */
  minChoices: z.number().int().min(0),
  maxChoices: z.number().int().min(1),
  options: z.array(ZProductOption),
});
export type TProductOptionGroup = z.infer<typeof ZProductOptionGroup>;

/** The options chosen for one cart line, by id (order does not matter; no id twice). */
export const ZChosenOptions = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(30, 'at most 30 options per line');

/** A chosen option as the calculation and the order show it. */
export const ZLineOption = z.object({
  groupId: z.number().int(),
  optionId: z.number().int(),
  groupName: z.string(),
  name: z.string(),
  /** minor units per unit of the line, included in the line's price */
  price: z.number().int(),
});
export type TLineOption = z.infer<typeof ZLineOption>;
