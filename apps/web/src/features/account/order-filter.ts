/**
 * The orders history filter (SPEC sections 4 and 9): 'all' (the default) sends no status; the
 * active statuses 0, 1 and 2 are one entry with their counts summed and their ids sent as a
 * list; every other known status is its own entry. Unknown statuses are not shown.
 */
import { ACTIVE_STATUSES, isActiveStatus, isKnownStatus } from '../orders-live/order-status';

export type FilterKey = 'all' | 'active' | `status-${number}`;

export interface FilterEntry {
  key: FilterKey;
  /** null for 'all' */
  statusIds: number[] | null;
  count: number;
}

export const DEFAULT_FILTER: FilterKey = 'all';
const ORDERS_PAGE_SIZE = 10;

/** The entries the filter shows, from `GET /orders/v1/statistic/{userId}`. */
export function filterEntries(statistic: ReadonlyArray<{ statusId: number; count: number }>): FilterEntry[] {
  const known = statistic.filter((s) => isKnownStatus(s.statusId));
  const active = known.filter((s) => isActiveStatus(s.statusId));
  const others = known.filter((s) => !isActiveStatus(s.statusId)).sort((a, b) => a.statusId - b.statusId);
  return [
    { key: 'all', statusIds: null, count: known.reduce((sum, s) => sum + s.count, 0) },
    { key: 'active', statusIds: [...ACTIVE_STATUSES], count: active.reduce((sum, s) => sum + s.count, 0) },
    ...others.map((s) => ({ key: `status-${s.statusId}` as const, statusIds: [s.statusId], count: s.count })),
  ];
}

/** What a filter key selects; an unknown key is 'all'. */
export function statusIdsOf(key: string): number[] | null {
  if (key === 'active') return [...ACTIVE_STATUSES];
  const m = /^status-(\d+)$/.exec(key);
  if (m && isKnownStatus(Number(m[1])) && !isActiveStatus(Number(m[1]))) return [Number(m[1])];
  return null;
}

/** The `POST /orders/v1/list` body for a page of a filter. */
export function listRequest(userId: string, page: number, key: string, size = ORDERS_PAGE_SIZE) {
  const ids = statusIdsOf(key);
  return {
    userId,
    page: Math.max(1, Math.floor(page)),
    size,
    ...(ids === null ? {} : { statusId: ids.length === 1 ? ids[0]! : ids }),
  };
}

/** The page numbers to offer: first, last, and the ones around the current page, with gaps. */
export function pageList(current: number, total: number): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= 1) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}
