import { z } from './zod';

/**
 * Real-user speed metrics (issue 20 item 4): the storefront's browsers report each page load's
 * Core Web Vitals, owners read their 75th percentile per page type in the back office.
 */

/** The storefront's page types; `other` is every route outside the eight of the budget. */
export const PAGE_TYPES = [
  'home',
  'category',
  'product',
  'cart',
  'checkout',
  'search',
  'account',
  'content',
  'other',
] as const;
export const ZPageType = z.enum(PAGE_TYPES, {
  error: `pageType must be one of ${PAGE_TYPES.join(', ')}`,
});
export type TPageType = z.infer<typeof ZPageType>;

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const ZVitalMetric = z.enum(VITAL_METRICS, {
  error: `name must be one of ${VITAL_METRICS.join(', ')}`,
});
export type TVitalMetric = z.infer<typeof ZVitalMetric>;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const ZDeviceClass = z.enum(DEVICE_CLASSES, {
  error: `device must be one of ${DEVICE_CLASSES.join(', ')}`,
});
export type TDeviceClass = z.infer<typeof ZDeviceClass>;

/**
 * The largest value kept: timings in milliseconds up to 5 minutes (a page that took longer was
 * not waited for), CLS (unitless, good below 0.1) up to 100. Beyond is not a measurement.
 */
export const VITAL_MAX: Record<TVitalMetric, number> = {
  LCP: 300_000,
  INP: 300_000,
  FCP: 300_000,
  TTFB: 300_000,
  CLS: 100,
};

const ZVitalValue = z.object({
  name: ZVitalMetric,
  value: z.number({ error: 'value must be a number' }).finite().min(0, 'value must not be negative'),
});

export const ZVitalsBody = z
  .object({
    retailNetworkId: z
      .number({ error: 'retailNetworkId must be a number' })
      .int()
      .positive()
      .max(2_147_483_647),
    businessRegionId: z
      .number({ error: 'businessRegionId must be a number' })
      .int()
      .positive()
      .max(2_147_483_647)
      .optional(),
    pageType: ZPageType,
    device: ZDeviceClass,
    /** one page load's metrics, each at most once */
    metrics: z
      .array(ZVitalValue)
      .min(1, 'metrics must hold at least one metric')
      .max(VITAL_METRICS.length)
      .superRefine((metrics, ctx) => {
        const seen = new Set<string>();
        metrics.forEach((m, i) => {
          if (seen.has(m.name))
            ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `${m.name} is sent twice` });
          seen.add(m.name);
          if (m.value > VITAL_MAX[m.name])
            ctx.addIssue({
              code: 'custom',
              path: [i, 'value'],
              message: `${m.name} must be at most ${VITAL_MAX[m.name]}`,
            });
        });
      }),
  })
  .strict();
export type TVitalsBody = z.infer<typeof ZVitalsBody>;

export const ZVitalsQuery = z.object({
  /** one brand; every brand when absent */
  rn: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be an ISO date-time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be an ISO date-time' }).optional(),
});
export type TVitalsQuery = z.input<typeof ZVitalsQuery>;

export const ZVitalsP75Row = z.object({
  pageType: ZPageType,
  metric: ZVitalMetric,
  /** milliseconds for timings, unitless for CLS */
  p75: z.number(),
  count: z.number().int(),
});
export type TVitalsP75Row = z.infer<typeof ZVitalsP75Row>;

export const ZVitalsP75 = z.array(ZVitalsP75Row);
export type TVitalsP75 = z.infer<typeof ZVitalsP75>;
