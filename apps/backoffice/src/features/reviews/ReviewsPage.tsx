import type { TCareReviewItem, TCareReviewsQuery } from '@food/contracts';
import { useEffect, useState } from 'react';
import { useErrorText, useT } from '../../i18n';
import { usePlaces } from '../../session';
import { Badge, Button, PageHeader, Select, Toolbar, useToast, type Tone } from '../../ui';
import { LoadStatus, useResource, useStamp, useUrlParams } from '../admin-kit';
import { RejectDialog, ReplyDialog } from './ReviewDialogs';
import { listReviews, moderateReview } from './reviews-api';
import { reviewsMessages } from './messages';
import { filtersFromParams, REVIEW_FILTER_STATUSES } from './review-filters';
import './reviews.css';

const STATUS_TONE: Record<TCareReviewItem['status'], Tone> = {
  PENDING: 'warning',
  PUBLISHED: 'success',
  REJECTED: 'neutral',
};

/**
 * Reviews (issue 23 item 2, owners and brand managers): what customers wrote, newest first,
 * filtered by brand, status (waiting ones first shown) and score; publish, reject with an optional
 * reason, reply. Only published reviews reach the storefront's reviews page (the API's rule).
 */
export function ReviewsPage() {
  const t = useT(reviewsMessages);
  const explain = useErrorText();
  const toast = useToast();
  const places = usePlaces();
  const stamp = useStamp();
  const [params, setParams] = useUrlParams();
  const filters = filtersFromParams(params);
  const key = JSON.stringify(filters);
  const first = useResource(key, () => listReviews(filters));
  const [older, setOlder] = useState<{ key: string; reviews: TCareReviewItem[]; next: number | null } | null>(
    null,
  );
  const [changed, setChanged] = useState<Record<number, TCareReviewItem>>({});
  const [dialog, setDialog] = useState<{ kind: 'reply' | 'reject'; review: TCareReviewItem } | null>(null);
  const [isLoadingMore, setLoadingMore] = useState(false);
  useEffect(() => setOlder(null), [key]);

  const shownOlder = older?.key === key ? older : null;
  const rows = [...(first.data?.reviews ?? []), ...(shownOlder?.reviews ?? [])].map(
    (r) => changed[r.id] ?? r,
  );
  const next = shownOlder ? shownOlder.next : (first.data?.nextBeforeId ?? null);
  const brandName = (id: number) => places.brands.find((b) => b.retailNetworkId === id)?.name ?? `#${id}`;

  const change = (changes: Partial<Record<'brand' | 'status' | 'score', string | null>>) =>
    setParams(changes);
  const done = (review: TCareReviewItem, message: string) => {
    setChanged((c) => ({ ...c, [review.id]: review }));
    setDialog(null);
    toast.show(message);
  };
  const loadOlder = async () => {
    if (next === null) return;
    setLoadingMore(true);
    try {
      const page = await listReviews({ ...filters, beforeId: next } satisfies TCareReviewsQuery);
      setOlder({ key, reviews: [...(shownOlder?.reviews ?? []), ...page.reviews], next: page.nextBeforeId });
    } catch (err) {
      toast.show(explain(err));
    } finally {
      setLoadingMore(false);
    }
  };
  const publish = async (review: TCareReviewItem) => {
    try {
      done(await moderateReview(review.id, { status: 'PUBLISHED' }), t('published'));
    } catch (err) {
      toast.show(explain(err));
    }
  };

  return (
    <div className="bo-page bo-page--wide bo-reviews">
      <PageHeader title={t('title')} description={t('description')} />
      <Toolbar className="bo-reviews__filters" role="search" aria-label={t('filters')}>
        {places.brands.length > 1 ? (
          <Select
            label={t('brand')}
            value={filters.retailNetworkId ?? ''}
            onChange={(e) => change({ brand: e.target.value || null })}
          >
            <option value="">{t('anyBrand')}</option>
            {places.brands.map((b) => (
              <option key={b.retailNetworkId} value={b.retailNetworkId}>
                {b.name}
              </option>
            ))}
          </Select>
        ) : null}
        <Select
          label={t('status')}
          value={params.get('status') ?? 'PENDING'}
          onChange={(e) => change({ status: e.target.value })}
        >
          {REVIEW_FILTER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s === 'ALL' ? t('anyStatus') : t(`status_${s}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('score')}
          value={filters.score ?? ''}
          onChange={(e) => change({ score: e.target.value || null })}
        >
          <option value="">{t('anyScore')}</option>
          {[5, 4, 3, 2, 1].map((s) => (
            <option key={s} value={s}>
              {t('scoreOption', { score: s })}
            </option>
          ))}
        </Select>
      </Toolbar>
      <LoadStatus
        resource={first}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={rows.length === 0}
        empty={t('empty')}
      />
      {rows.length > 0 ? (
        <ul className="bo-reviews__list" aria-label={t('list')} aria-busy={first.isLoading || undefined}>
          {rows.map((r) => {
            const author = r.authorName || t('noAuthor');
            return (
              <li key={r.id}>
                <article
                  className="bo-review"
                  aria-label={t('reviewOf', { author, score: r.score })}
                  data-testid="review"
                >
                  <header className="bo-review__head">
                    <Badge tone={r.score >= 4 ? 'success' : r.score <= 2 ? 'danger' : 'neutral'}>
                      {t('scoreOption', { score: r.score })}
                    </Badge>
                    <strong>{author}</strong>
                    <Badge tone={STATUS_TONE[r.status]}>{t(`status_${r.status}`)}</Badge>
                    <span className="bo-review__meta">
                      {[
                        places.brands.length > 1 ? brandName(r.retailNetworkId) : null,
                        r.orderLocalId !== null ? t('order', { number: r.orderLocalId }) : null,
                        stamp(r.createdAt, '—'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </header>
                  {r.comment ? (
                    <p className="bo-review__text">{r.comment}</p>
                  ) : (
                    <p className="bo-review__text bo-review__meta">{t('noComment')}</p>
                  )}
                  {r.reply ? (
                    <div className="bo-review__reply">
                      <span className="bo-review__meta">{t('yourReply')}</span>
                      <p>{r.reply}</p>
                    </div>
                  ) : null}
                  <div className="bo-review__actions">
                    {r.status !== 'PUBLISHED' ? (
                      <Button size="sm" variant="primary" onClick={() => publish(r)}>
                        {t('publish')}
                      </Button>
                    ) : null}
                    {r.status !== 'REJECTED' ? (
                      <Button size="sm" onClick={() => setDialog({ kind: 'reject', review: r })}>
                        {t('reject')}
                      </Button>
                    ) : null}
                    <Button size="sm" onClick={() => setDialog({ kind: 'reply', review: r })}>
                      {r.reply ? t('editReply') : t('reply')}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : null}
      {next !== null && rows.length > 0 ? (
        <Button onClick={loadOlder} busy={isLoadingMore}>
          {t('more')}
        </Button>
      ) : null}
      {dialog?.kind === 'reply' ? (
        <ReplyDialog
          review={dialog.review}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, r.reply ? t('replySaved') : t('replyRemoved'))}
        />
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectDialog
          review={dialog.review}
          onClose={() => setDialog(null)}
          onDone={(r) => done(r, t('rejected'))}
        />
      ) : null}
    </div>
  );
}
