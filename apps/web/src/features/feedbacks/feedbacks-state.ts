import type { TFeedbacksResponse } from '@food/contracts';

export type TFeedback = TFeedbacksResponse['items'][number];

/**
 * The feedbacks list (SPEC sections 4 and 9) as a pure reducer: a request is pending, then
 * fulfilled or rejected; a page is appended to the list unless the request was a reset (a new
 * sort order, or the first page), which replaces it. A response that a newer request has
 * overtaken is dropped, so a slow "more" cannot land in a list already re-sorted.
 */

/**
 * Newest first (SPEC section 9), ten to a page. The section's page size of 1 stays the API's
 * default for a request that names none; on the page, one review per "show more" was what issue
 * 17 (item 20) found broken, so the storefront asks for full pages.
 */
export const FEEDBACK_DEFAULTS = { pageSize: 10, sortProperty: 'date', sortDirection: 'desc' } as const;

export const FEEDBACK_SORTS = {
  newest: { sortProperty: 'date', sortDirection: 'desc' },
  best: { sortProperty: 'score', sortDirection: 'desc' },
  worst: { sortProperty: 'score', sortDirection: 'asc' },
} as const;
export type FeedbackSort = keyof typeof FEEDBACK_SORTS;

export const isFeedbackSort = (v: string): v is FeedbackSort => Object.hasOwn(FEEDBACK_SORTS, v);

export interface FeedbacksState {
  items: TFeedback[];
  /** where the next page starts; null when there is nothing more */
  continuationToken: string | null;
  sort: FeedbackSort;
  loading: boolean;
  error: boolean;
  /** the request whose answer the list waits for */
  requestId: number;
  /** whether that request starts the list over (a new order): a retry after it fails must too */
  isReset: boolean;
}

export type FeedbacksAction =
  | { type: 'pending'; requestId: number; reset: boolean; sort: FeedbackSort }
  | {
      type: 'fulfilled';
      requestId: number;
      reset: boolean;
      items: TFeedback[];
      continuationToken: string | null;
    }
  | { type: 'rejected'; requestId: number };

export function initialFeedbacks(first: {
  items: TFeedback[];
  continuationToken: string | null;
}): FeedbacksState {
  return {
    items: first.items,
    continuationToken: first.continuationToken,
    sort: 'newest',
    loading: false,
    error: false,
    requestId: 0,
    isReset: false,
  };
}

export function feedbacksReducer(state: FeedbacksState, action: FeedbacksAction): FeedbacksState {
  switch (action.type) {
    case 'pending':
      return {
        ...state,
        loading: true,
        error: false,
        requestId: action.requestId,
        sort: action.sort,
        isReset: action.reset,
      };
    case 'fulfilled': {
      if (action.requestId !== state.requestId) return state;
      const seen = new Set(action.reset ? [] : state.items.map((f) => f.id));
      const fresh = action.items.filter((f) => !seen.has(f.id));
      return {
        ...state,
        items: action.reset ? fresh : [...state.items, ...fresh],
        continuationToken: action.continuationToken,
        loading: false,
        error: false,
      };
    }
    case 'rejected':
      if (action.requestId !== state.requestId) return state;
      return { ...state, loading: false, error: true };
  }
}

/**
 * What "try again" asks for after a failure: the same request. After a failed new order that is
 * that order's first page again: the token in hand belongs to the old order, and the site API
 * refuses a token made for another order (400).
 */
export const retryOf = (state: FeedbacksState): { sort: FeedbackSort; reset: boolean } => ({
  sort: state.sort,
  reset: state.isReset,
});

/** The body of POST /site/feedbacks for the next page (or the first one of a new sort). */
export function feedbacksRequest(q: {
  retailNetworkId: number;
  businessRegionId: number;
  lang: string;
  sort: FeedbackSort;
  continuationToken: string | null;
}) {
  return {
    retailNetworkId: q.retailNetworkId,
    businessRegionId: q.businessRegionId,
    lang: q.lang,
    ...FEEDBACK_DEFAULTS,
    ...FEEDBACK_SORTS[q.sort],
    ...(q.continuationToken ? { continuationToken: q.continuationToken } : {}),
  };
}

const isFeedback = (f: unknown): f is TFeedback => {
  if (typeof f !== 'object' || f === null) return false;
  const o = f as Record<string, unknown>;
  return (
    Number.isInteger(o.id) &&
    typeof o.authorName === 'string' &&
    Number.isInteger(o.score) &&
    (o.score as number) >= 1 &&
    (o.score as number) <= 5 &&
    typeof o.comment === 'string' &&
    (o.reply === null || typeof o.reply === 'string') &&
    typeof o.createdAt === 'string'
  );
};

/**
 * A page from the site API as the browser received it. A light check instead of the contract's
 * zod schema, which would bring every contract and zod into the page's JavaScript; an answer of
 * another shape is an error, like a failed request.
 */
export function parseFeedbacksPage(body: unknown): { items: TFeedback[]; continuationToken: string | null } {
  const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const token = o.continuationToken;
  if (!Array.isArray(o.items) || !o.items.every(isFeedback) || !(token === null || typeof token === 'string'))
    throw new Error('feedbacks: the answer is not a page of feedbacks');
  return { items: o.items, continuationToken: token };
}
