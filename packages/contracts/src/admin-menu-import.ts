/**
 * A brand's whole menu to and from a spreadsheet (issue 19 item 8): `GET /admin/v1/menu/export`
 * and `POST /admin/v1/menu/import` (the same at `/ops/v1/menu/…` for a POS). One row per product,
 * keyed by its article; the columns are in apps/api/src/modules/menu-import/README.md. An export
 * imported back changes nothing.
 */
import { z } from './zod';

const ZNetworkId = z.coerce.number().int().positive().max(2_147_483_647);

export const MENU_FILE_FORMATS = ['csv', 'xlsx'] as const;
export const ZMenuFileFormat = z.enum(MENU_FILE_FORMATS);
export type TMenuFileFormat = z.infer<typeof ZMenuFileFormat>;

export const ZMenuExportQuery = z.object({
  retailNetworkId: ZNetworkId,
  format: ZMenuFileFormat.default('csv'),
});

export const ZMenuImportQuery = z.object({
  retailNetworkId: ZNetworkId,
  format: ZMenuFileFormat.default('csv'),
  /** true (the default): only say what would change */
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export const ZMenuImportChange = z.object({
  /** the file's line (CSV) or row (XLSX), the header being 1 */
  line: z.number().int(),
  article: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** the columns whose value changes */
  fields: z.array(z.string()),
});
export type TMenuImportChange = z.infer<typeof ZMenuImportChange>;

export const ZMenuImportError = z.object({
  line: z.number().int(),
  message: z.string(),
});
export type TMenuImportError = z.infer<typeof ZMenuImportError>;

/** 200 for a dry run or an import made; 422 when any error refused the whole file (nothing written). */
export const ZMenuImportResult = z.object({
  dryRun: z.boolean(),
  /** whether the changes were written */
  applied: z.boolean(),
  changes: z.array(ZMenuImportChange),
  errors: z.array(ZMenuImportError),
  counts: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int() }),
});
export type TMenuImportResult = z.infer<typeof ZMenuImportResult>;
