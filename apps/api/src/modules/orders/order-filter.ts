/**
 * SPEC 4: the status filter of the orders page. The storefront sums the active statuses 0, 1
 * and 2 into one entry and sends their ids together; every other status is its own entry;
 * 'all' sends no status.
 */
export function statusIdsOf(filter: number | number[] | undefined): number[] | undefined {
  if (filter === undefined) return undefined;
  return [...new Set(Array.isArray(filter) ? filter : [filter])].sort((a, b) => a - b);
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
