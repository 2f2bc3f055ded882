/**
 * The Speed page's rules (issue 20 item 4), pure and tested: Google's thresholds of each Core
 * Web Vital, the p75 rows folded into one line per page type, and the filters as the address
 * keeps them.
 */
import { PAGE_TYPES, type TPageType, type TVitalMetric, type TVitalsP75 } from '@food/contracts';
import { endOfLocalDay, startOfLocalDay } from '../admin-kit/stamp';

export type Rating = 'good' | 'needsImprovement' | 'poor';

/** web.dev/articles/vitals: good up to the first figure, poor above the second (at p75). */
const THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
} as const satisfies Partial<Record<TVitalMetric, readonly [number, number]>>;

export type ShownMetric = keyof typeof THRESHOLDS;
export const SHOWN_METRICS: readonly ShownMetric[] = ['LCP', 'INP', 'CLS'];

export function ratingOf(metric: ShownMetric, p75: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needsImprovement' : 'poor';
}

export interface SpeedRow {
  pageType: TPageType;
  metrics: Partial<Record<ShownMetric, { p75: number; count: number }>>;
}

/** One row per page type that reported anything, in the storefront's order. */
export function speedRows(p75: TVitalsP75): SpeedRow[] {
  const rows = new Map<TPageType, SpeedRow>();
  for (const r of p75) {
    if (!(SHOWN_METRICS as readonly string[]).includes(r.metric)) continue;
    const row = rows.get(r.pageType) ?? { pageType: r.pageType, metrics: {} };
    row.metrics[r.metric as ShownMetric] = { p75: r.p75, count: r.count };
    rows.set(r.pageType, row);
  }
  // the contract lists the budget's eight page types first, in the storefront's order, then `other`
  return PAGE_TYPES.flatMap((type) => rows.get(type) ?? []);
}

export interface SpeedFilters {
  retailNetworkId: number | null;
  /** calendar dates `YYYY-MM-DD` in the reader's time zone, both days included */
  from: string | null;
  to: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A malformed value in a hand-edited address drops that filter instead of failing the page. */
export function filtersFromParams(params: URLSearchParams): SpeedFilters {
  const brand = Number(params.get('brand'));
  const date = (value: string | null) => (value && DATE.test(value) ? value : null);
  return {
    retailNetworkId: Number.isInteger(brand) && brand > 0 && brand <= 2_147_483_647 ? brand : null,
    from: date(params.get('from')),
    to: date(params.get('to')),
  };
}

/** GET /vitals's query: the days as instants of the reader's time zone; no period, the API's 28 days. */
export function speedQuery(filters: SpeedFilters) {
  return {
    rn: filters.retailNetworkId,
    from: filters.from ? startOfLocalDay(filters.from) : undefined,
    to: filters.to ? endOfLocalDay(filters.to) : undefined,
  };
}
