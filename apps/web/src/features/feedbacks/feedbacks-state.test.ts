import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_DEFAULTS,
  feedbacksReducer,
  feedbacksRequest,
  initialFeedbacks,
  isFeedbackSort,
  parseFeedbacksPage,
  retryOf,
  type FeedbacksState,
  type TFeedback,
} from './feedbacks-state';

const fb = (id: number, score = 5): TFeedback => ({
  id,
  authorName: `Author ${id}`,
  score,
  comment: `Comment ${id}`,
  reply: null,
  language: 'uk',
  businessRegionId: 101,
  createdAt: '2026-11-01T10:00:00.000Z',
});

const start = () => initialFeedbacks({ items: [fb(1)], continuationToken: 't1' });

describe('feedbacks list', () => {
  it('starts from the server’s first page, newest first, not loading', () => {
    expect(start()).toMatchObject({
      items: [fb(1)],
      continuationToken: 't1',
      sort: 'newest',
      loading: false,
    });
  });

  it('sets the loading flag while a page is pending and clears it when it arrives', () => {
    const pending = feedbacksReducer(start(), {
      type: 'pending',
      requestId: 1,
      reset: false,
      sort: 'newest',
    });
    expect(pending.loading).toBe(true);
    const done = feedbacksReducer(pending, {
      type: 'fulfilled',
      requestId: 1,
      reset: false,
      items: [fb(2)],
      continuationToken: 't2',
    });
    expect(done).toMatchObject({ loading: false, error: false, continuationToken: 't2' });
  });

  it('appends a page unless the request was a reset', () => {
    let s: FeedbacksState = feedbacksReducer(start(), {
      type: 'pending',
      requestId: 1,
      reset: false,
      sort: 'newest',
    });
    s = feedbacksReducer(s, {
      type: 'fulfilled',
      requestId: 1,
      reset: false,
      items: [fb(2)],
      continuationToken: 't2',
    });
    expect(s.items.map((f) => f.id)).toEqual([1, 2]);
    s = feedbacksReducer(s, { type: 'pending', requestId: 2, reset: true, sort: 'best' });
    // the old list stays on screen until the new one arrives
    expect(s.items.map((f) => f.id)).toEqual([1, 2]);
    s = feedbacksReducer(s, {
      type: 'fulfilled',
      requestId: 2,
      reset: true,
      items: [fb(7, 5)],
      continuationToken: null,
    });
    expect(s).toMatchObject({ sort: 'best', continuationToken: null });
    expect(s.items.map((f) => f.id)).toEqual([7]);
  });

  it('never shows the same feedback twice when pages overlap', () => {
    let s = feedbacksReducer(start(), { type: 'pending', requestId: 1, reset: false, sort: 'newest' });
    s = feedbacksReducer(s, {
      type: 'fulfilled',
      requestId: 1,
      reset: false,
      items: [fb(1), fb(3)],
      continuationToken: null,
    });
    expect(s.items.map((f) => f.id)).toEqual([1, 3]);
  });

  it('clears the loading flag and flags the error when a page fails, keeping the list', () => {
    let s = feedbacksReducer(start(), { type: 'pending', requestId: 1, reset: false, sort: 'newest' });
    s = feedbacksReducer(s, { type: 'rejected', requestId: 1 });
    expect(s).toMatchObject({ loading: false, error: true, continuationToken: 't1' });
    expect(s.items.map((f) => f.id)).toEqual([1]);
    // trying again clears the error
    expect(feedbacksReducer(s, { type: 'pending', requestId: 2, reset: false, sort: 'newest' }).error).toBe(
      false,
    );
  });

  it('tries a failed new order again from its first page, and a failed "more" from the token', () => {
    let s = feedbacksReducer(start(), { type: 'pending', requestId: 1, reset: true, sort: 'worst' });
    s = feedbacksReducer(s, { type: 'rejected', requestId: 1 });
    // the token in hand ('t1') is the newest-first order's: the retry must not send it
    expect(retryOf(s)).toEqual({ sort: 'worst', reset: true });
    const again = retryOf(s);
    expect(
      feedbacksRequest({
        retailNetworkId: 1,
        businessRegionId: 101,
        lang: 'uk',
        sort: again.sort,
        continuationToken: again.reset ? null : s.continuationToken,
      }),
    ).not.toHaveProperty('continuationToken');

    let more = feedbacksReducer(start(), { type: 'pending', requestId: 1, reset: false, sort: 'newest' });
    more = feedbacksReducer(more, { type: 'rejected', requestId: 1 });
    expect(retryOf(more)).toEqual({ sort: 'newest', reset: false });
  });

  it('drops an answer a newer request has overtaken', () => {
    let s = feedbacksReducer(start(), { type: 'pending', requestId: 1, reset: false, sort: 'newest' });
    s = feedbacksReducer(s, { type: 'pending', requestId: 2, reset: true, sort: 'worst' });
    const late = feedbacksReducer(s, {
      type: 'fulfilled',
      requestId: 1,
      reset: false,
      items: [fb(9)],
      continuationToken: 'x',
    });
    expect(late).toBe(s);
    expect(feedbacksReducer(s, { type: 'rejected', requestId: 1 })).toBe(s);
  });
});

describe('feedbacks request', () => {
  it('carries the network, city and language, newest first, ten to a page', () => {
    expect(
      feedbacksRequest({
        retailNetworkId: 1,
        businessRegionId: 101,
        lang: 'uk',
        sort: 'newest',
        continuationToken: null,
      }),
    ).toEqual({
      retailNetworkId: 1,
      businessRegionId: 101,
      lang: 'uk',
      pageSize: 10,
      sortProperty: 'date',
      sortDirection: 'desc',
    });
    expect(FEEDBACK_DEFAULTS.pageSize).toBe(10);
  });

  it('asks for the next page by continuation token and in the chosen order', () => {
    expect(
      feedbacksRequest({
        retailNetworkId: 1,
        businessRegionId: 101,
        lang: 'ru',
        sort: 'worst',
        continuationToken: 'abc',
      }),
    ).toMatchObject({ sortProperty: 'score', sortDirection: 'asc', continuationToken: 'abc', lang: 'ru' });
  });

  it('knows its sort names only', () => {
    expect(isFeedbackSort('best')).toBe(true);
    expect(isFeedbackSort('toString')).toBe(false);
  });
});

describe('a page as the browser receives it', () => {
  it('takes a page of feedbacks', () => {
    expect(parseFeedbacksPage({ items: [fb(1)], continuationToken: 'x' })).toEqual({
      items: [fb(1)],
      continuationToken: 'x',
    });
    expect(parseFeedbacksPage({ items: [], continuationToken: null }).continuationToken).toBeNull();
  });

  it('refuses anything else, like a failed request', () => {
    for (const bad of [
      null,
      'oops',
      { items: 'x', continuationToken: null },
      { items: [], continuationToken: 5 },
      { items: [{ ...fb(1), score: 9 }], continuationToken: null },
      { items: [{ ...fb(1), comment: undefined }], continuationToken: null },
      { error: { code: 'INVALID_CONTINUATION_TOKEN', message: 'x' } },
    ])
      expect(() => parseFeedbacksPage(bad), JSON.stringify(bad)).toThrow();
  });
});
