import { z } from './zod';
import { ZLanguage } from './common';

/**
 * The back office's reports (issue 23 item 1): figures over the orders of a period, each beside
 * the same figure of the period of the same length just before it. One route per report,
 * `GET /admin/v1/reports/{report}` (JSON) and `GET /admin/v1/reports/{report}/csv`.
 */
export const REPORT_NAMES = [
  'summary',
  'delivery-types',
  'payment-types',
  'channels',
  'cancellations',
  'promo-codes',
  'dishes',
  'hours',
  'delivery-times',
  'customers',
  'speed',
] as const;
export type TReportName = (typeof REPORT_NAMES)[number];

export const ORDER_CHANNELS = ['web', 'phone', 'api'] as const;

/** the longest period one report reads: a leap year */
export const REPORT_MAX_DAYS = 366;

const ZId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

/**
 * `from` and `to` are calendar dates (both included) on the clock of `timeZone`, or of the
 * narrowest place named (outlet, city, else the first outlet of the scope) when it is absent.
 * A malformed or impossible date, `to` before `from` and periods over REPORT_MAX_DAYS are 400s
 * with their own codes (INVALID_REPORT_PERIOD, REPORT_PERIOD_TOO_LONG), checked by the service.
 */
export const ZReportQuery = z.object({
  retailNetworkId: ZId('retailNetworkId').optional(),
  businessRegionId: ZId('businessRegionId').optional(),
  outletId: ZId('outletId').optional(),
  channel: z
    .enum(ORDER_CHANNELS, { error: `channel must be one of ${ORDER_CHANNELS.join(', ')}` })
    .optional(),
  from: z.string({ error: 'from must be a date (YYYY-MM-DD)' }).max(40),
  to: z.string({ error: 'to must be a date (YYYY-MM-DD)' }).max(40),
  timeZone: z.string().max(64).optional(),
  /** the language of a CSV file's headers and of dish names */
  lang: ZLanguage.default('en'),
});
export type TReportQuery = z.input<typeof ZReportQuery>;

/** How a column's numbers read: money in minor units of the row's currency, minutes, ms… */
export const REPORT_VALUE_KINDS = ['count', 'money', 'minutes', 'percent', 'ms'] as const;
export type TReportValueKind = (typeof REPORT_VALUE_KINDS)[number];

export const ZReportColumn = z.object({ key: z.string(), kind: z.enum(REPORT_VALUE_KINDS) });
export type TReportColumn = z.infer<typeof ZReportColumn>;

const ZFigures = z.record(z.string(), z.number().nullable());

export const ZReportRow = z.object({
  /** what the row counts: a payment type, a reason, a dish's id, an hour "0".."23"… */
  key: z.string(),
  /** a dish's name; null where the key says it all */
  label: z.string().nullable(),
  /** money columns are in this currency's minor units; null for rows without money */
  currency: z.string().nullable(),
  current: ZFigures,
  previous: ZFigures,
});
export type TReportRow = z.infer<typeof ZReportRow>;

const ZPeriod = z.object({
  from: z.string(),
  to: z.string(),
  /** the instants the dates cover on the report's clock: [start, end) */
  start: z.string(),
  end: z.string(),
});

export const ZReport = z.object({
  report: z.enum(REPORT_NAMES),
  timeZone: z.string(),
  period: ZPeriod,
  previousPeriod: ZPeriod,
  columns: z.array(ZReportColumn),
  rows: z.array(ZReportRow),
});
export type TReport = z.infer<typeof ZReport>;
