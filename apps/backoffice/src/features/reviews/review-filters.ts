/** The reviews page's filters as the URL keeps them (pure, unit-tested). */
import type { TCareReviewsQuery } from '@food/contracts';

export const REVIEW_FILTER_STATUSES = ['PENDING', 'PUBLISHED', 'REJECTED', 'ALL'] as const;

/**
 * `?brand=1&status=REJECTED&score=2`: waiting reviews when no status is named (the moderation
 * queue), every status for `ALL`; anything unreadable is left out rather than sent.
 */
export function filtersFromParams(params: URLSearchParams): Omit<TCareReviewsQuery, 'beforeId'> {
  const status = params.get('status') ?? 'PENDING';
  const brand = Number(params.get('brand'));
  const score = Number(params.get('score'));
  return {
    ...(status === 'PENDING' || status === 'PUBLISHED' || status === 'REJECTED' ? { status } : {}),
    ...(Number.isInteger(brand) && brand > 0 ? { retailNetworkId: brand } : {}),
    ...(Number.isInteger(score) && score >= 1 && score <= 5 ? { score } : {}),
  };
}
