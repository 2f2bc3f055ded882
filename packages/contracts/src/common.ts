import { z } from './zod';

/** Every call carries the retail network id (SPEC section 7). */
export const ZRetailNetworkId = z.coerce
  .number({ error: 'rn must be a retail network id (a positive integer)' })
  .int()
  .positive()
  .max(2_147_483_647);

export const ZBusinessRegionId = z.coerce
  .number({ error: 'br must be a business region id (a positive integer)' })
  .int()
  .positive()
  .max(2_147_483_647);

export const ZEntityId = z.coerce.number().int().positive().max(2_147_483_647);

export const ZTarget = z.enum(['WEB', 'DESKTOP', 'MOBILE']);
export type TTarget = z.infer<typeof ZTarget>;

export const ZLanguage = z.enum(['uk', 'ru', 'en']);
export type TLanguage = z.infer<typeof ZLanguage>;

export const ZSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug is lower-case latin letters, digits and dashes');

/** Query flags arrive as strings: "true"/"1" are true, "false"/"0" false. */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZLatLng = z.object({ lat: z.number(), lng: z.number() });

/** The error body of ARCHITECTURE.md: `{ error: { code, message, details } }`. */
export const ZErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.unknown()).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZLocalizedMap = z.record(z.string(), z.string());
