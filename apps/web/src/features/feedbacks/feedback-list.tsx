'use client';

import { useTranslations } from 'next-intl';
import { useId, useReducer, useRef } from 'react';
import { apiCall } from '@/lib/api/browser-client';
import { formatCityDate } from '../promotions/promotion-view';
import {
  FEEDBACK_SORTS,
  feedbacksReducer,
  feedbacksRequest,
  initialFeedbacks,
  isFeedbackSort,
  parseFeedbacksPage,
  retryOf,
  type FeedbackSort,
  type TFeedback,
} from './feedbacks-state';
import styles from './feedbacks.module.css';

interface FeedbackListProps {
  first: { items: TFeedback[]; continuationToken: string | null };
  retailNetworkId: number;
  businessRegionId: number;
  locale: string;
  timeZone: string;
  brandName: string;
}

const SORT_LABELS = { newest: 'sortNewest', best: 'sortBest', worst: 'sortWorst' } as const;

/**
 * The feedbacks after the server's first page: "show more" asks the site API for the next page
 * by continuation token and appends it; a new order starts over (feedbacks-state.ts). Calls go
 * same-origin through /api, as every browser call does.
 */
export function FeedbackList({
  first,
  retailNetworkId,
  businessRegionId,
  locale,
  timeZone,
  brandName,
}: FeedbackListProps) {
  const t = useTranslations('content.feedbacks');
  const [state, dispatch] = useReducer(feedbacksReducer, first, initialFeedbacks);
  const lastRequest = useRef(0);
  const sortId = useId();

  const load = async (sort: FeedbackSort, reset: boolean) => {
    const requestId = ++lastRequest.current;
    dispatch({ type: 'pending', requestId, reset, sort });
    try {
      const answer = await apiCall<unknown>('/site/feedbacks', {
        method: 'POST',
        body: feedbacksRequest({
          retailNetworkId,
          businessRegionId,
          lang: locale,
          sort,
          continuationToken: reset ? null : state.continuationToken,
        }),
      });
      const page = parseFeedbacksPage(answer);
      dispatch({ type: 'fulfilled', requestId, reset, ...page });
    } catch (err) {
      console.error(err);
      dispatch({ type: 'rejected', requestId });
    }
  };

  const hasMore = state.continuationToken !== null;

  return (
    <div className={styles.feedbacks}>
      <div className={styles.toolbar}>
        <label htmlFor={sortId} className={styles.sortLabel}>
          {t('sort')}
        </label>
        <select
          id={sortId}
          className={styles.sort}
          value={state.sort}
          onChange={(e) => isFeedbackSort(e.target.value) && load(e.target.value, true)}
        >
          {Object.keys(FEEDBACK_SORTS).map((s) => (
            <option key={s} value={s}>
              {t(SORT_LABELS[s as FeedbackSort])}
            </option>
          ))}
        </select>
      </div>

      {state.items.length === 0 && !state.loading ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty')}</h2>
          <p>{t('emptyText')}</p>
        </div>
      ) : (
        <ol className={styles.list} aria-busy={state.loading} data-testid="feedback-list">
          {state.items.map((f) => (
            <li key={f.id}>
              <FeedbackCard feedback={f} locale={locale} timeZone={timeZone} brandName={brandName} />
            </li>
          ))}
        </ol>
      )}

      <p className="visually-hidden" role="status" aria-live="polite">
        {state.loading ? t('loading') : t('shown', { count: state.items.length })}
      </p>

      {state.error && (
        <div className={styles.error} role="alert">
          <p>{t('loadError')}</p>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              const again = retryOf(state);
              void load(again.sort, again.reset);
            }}
          >
            {t('retry')}
          </button>
        </div>
      )}

      {hasMore && !state.error ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => load(state.sort, false)}
          disabled={state.loading}
          aria-busy={state.loading}
          data-testid="feedbacks-more"
        >
          {state.loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {state.loading ? t('loading') : t('more')}
        </button>
      ) : (
        state.items.length > 0 && !state.error && <p className={styles.end}>{t('end')}</p>
      )}
    </div>
  );
}

function FeedbackCard({
  feedback: f,
  locale,
  timeZone,
  brandName,
}: {
  feedback: TFeedback;
  locale: string;
  timeZone: string;
  brandName: string;
}) {
  const t = useTranslations('content.feedbacks');
  return (
    <article className={styles.card} data-testid="feedback">
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          {f.authorName.trim().charAt(0).toUpperCase() || '•'}
        </span>
        <div className={styles.who}>
          {/* a rated order's review from a customer who gave no name */}
          <h2 className={styles.author}>{f.authorName.trim() || t('anonymous')}</h2>
          <time className={styles.date} dateTime={f.createdAt}>
            {formatCityDate(f.createdAt, locale, timeZone)}
          </time>
        </div>
        <Stars score={f.score} label={t('rating', { score: f.score })} />
      </header>
      {/* a rated order's score alone has no text */}
      {f.comment.trim() && <p className={styles.comment}>{f.comment}</p>}
      {f.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>{t('reply', { brand: brandName })}</p>
          <p className={styles.replyText}>{f.reply}</p>
        </div>
      )}
    </article>
  );
}

function Stars({ score, label }: { score: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
          <path
            d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"
            className={i <= score ? styles.starOn : styles.starOff}
          />
        </svg>
      ))}
    </span>
  );
}
