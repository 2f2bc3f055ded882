/**
 * The audit log's filters as the address keeps them (so a view can be shared) and as the API
 * takes them (pure, tested). A hand-edited address with a malformed value drops that filter
 * instead of failing the page with a 400.
 */
import { endOfLocalDay, startOfLocalDay } from '../admin-kit/stamp';

export interface AuditFilters {
  staffId: string | null;
  retailNetworkId: number | null;
  outletId: number | null;
  /** an exact kind (`staff.invite`) or a group (`staff`) */
  kind: string | null;
  /** calendar dates `YYYY-MM-DD` in the reader's time zone, both days included */
  from: string | null;
  to: string | null;
  page: number;
}

const PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KIND = /^[a-z_]+(\.[a-z_]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};
const matching = (value: string | null, shape: RegExp) => (value && shape.test(value) ? value : null);

export function filtersFromParams(params: URLSearchParams): AuditFilters {
  return {
    staffId: matching(params.get('staff'), UUID),
    retailNetworkId: positive(params.get('brand')),
    outletId: positive(params.get('outlet')),
    kind: matching(params.get('kind'), KIND),
    from: matching(params.get('from'), DATE),
    to: matching(params.get('to'), DATE),
    page: positive(params.get('page')) ?? 1,
  };
}

/** The address parameters of a filter change; any change but the page goes back to page 1. */
export function paramsOf(changes: Partial<AuditFilters>): Record<string, string | null> {
  const text = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
  const params: Record<string, string | null> = {};
  if ('staffId' in changes) params.staff = text(changes.staffId);
  if ('retailNetworkId' in changes) params.brand = text(changes.retailNetworkId);
  if ('outletId' in changes) params.outlet = text(changes.outletId);
  if ('kind' in changes) params.kind = text(changes.kind);
  if ('from' in changes) params.from = text(changes.from);
  if ('to' in changes) params.to = text(changes.to);
  params.page = changes.page && changes.page > 1 ? String(changes.page) : null;
  return params;
}

/** GET /audit's query: the days as instants of the reader's time zone, from 00:00 to 23:59:59.999. */
export function auditQuery(filters: AuditFilters) {
  return {
    staffId: filters.staffId,
    retailNetworkId: filters.retailNetworkId,
    outletId: filters.outletId,
    kind: filters.kind,
    from: filters.from ? startOfLocalDay(filters.from) : undefined,
    to: filters.to ? endOfLocalDay(filters.to) : undefined,
    page: filters.page,
    size: PAGE_SIZE,
  };
}

export const hasFilters = (f: AuditFilters) =>
  Boolean(f.staffId || f.retailNetworkId || f.outletId || f.kind || f.from || f.to);
