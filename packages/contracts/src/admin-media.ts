import { z } from './zod';

/** POST /admin/v1/media/images (issue 19 item 3): the brand the picture is for, and an optional crop. */
export const ZMediaUploadQuery = z.object({
  retailNetworkId: z.coerce.number().int().positive(),
  /** `left,top,width,height` in pixels of the upright original */
  crop: z
    .string()
    .regex(/^\d{1,6},\d{1,6},\d{1,6},\d{1,6}$/, { error: 'crop is left,top,width,height in whole pixels' })
    .optional(),
  /** `logo`: a brand's logo, wide and low, needs 40 px on its shorter side instead of 300 */
  purpose: z.enum(['photo', 'logo']).default('photo'),
});
export type TMediaUploadQuery = z.infer<typeof ZMediaUploadQuery>;

/** An uploaded picture: its key goes into imageKey of a product, category, banner, promotion or logo. */
export const ZUploadedImage = z.object({
  /** `upload/<32 hex>`, a content hash: the picture under a key never changes */
  key: z.string().regex(/^upload\/[0-9a-f]{32}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** the picture at its stored size; the storefront asks for its sizes with w, h, mode, format, q */
  imageUrl: z.string(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImage>;
