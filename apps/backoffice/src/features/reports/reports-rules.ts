import type { TReportName } from '@food/contracts';

/** The filters of the page, kept in the address (a link shows the same figures). */
export interface ReportFilters {
  retailNetworkId: number | null;
  businessRegionId: number | null;
  outletId: number | null;
  channel: 'web' | 'phone' | 'api' | null;
  from: string;
  to: string;
}

/** the reports the page shows, in its order (each has its CSV) */
export const SHOWN_REPORTS = [
  'summary',
  'hours',
  'delivery-types',
  'payment-types',
  'channels',
  'customers',
  'dishes',
  'promo-codes',
  'cancellations',
  'delivery-times',
  'speed',
] as const satisfies readonly TReportName[];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** the last 7 days up to today on the reader's calendar */
function defaultPeriod(today: string): { from: string; to: string } {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 6);
  return { from: d.toISOString().slice(0, 10), to: today };
}

export function filtersFromParams(params: URLSearchParams, today: string): ReportFilters {
  const fallback = defaultPeriod(today);
  const channel = params.get('channel');
  const from = params.get('from');
  const to = params.get('to');
  return {
    retailNetworkId: id(params.get('brand')),
    businessRegionId: id(params.get('city')),
    outletId: id(params.get('outlet')),
    channel: channel === 'web' || channel === 'phone' || channel === 'api' ? channel : null,
    from: from && DATE.test(from) ? from : fallback.from,
    to: to && DATE.test(to) ? to : fallback.to,
  };
}

export function reportQuery(f: ReportFilters, lang?: string) {
  return {
    retailNetworkId: f.retailNetworkId,
    businessRegionId: f.businessRegionId,
    outletId: f.outletId,
    channel: f.channel,
    from: f.from,
    to: f.to,
    lang,
  };
}

/** The change against the previous period in percent (one decimal), or null when it had nothing. */
export function changeOf(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current == null || previous == null || previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
