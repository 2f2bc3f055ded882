'use client';

import { hasErrorCode } from '@food/contracts/errors';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { StarIcon } from '../shell/icons';
import { showMessage } from '../shell/notify';
import { AccountModal } from './account-modal';
import { addFeedback } from './orders-history-api';
import styles from './account.module.css';
import rate from './rate-order.module.css';

const SCORES = [1, 2, 3, 4, 5] as const;

/**
 * The rate-order modal (SPEC sections 2 and 4): a score of 1 to 5 and a comment. Sending shows
 * progress, then the thanks (the sent flag); opening it again starts afresh.
 */
export function RateOrderModal({
  order,
  userId,
  onClose,
  onRated,
}: {
  order: { id: string; localId: number } | null;
  userId: string;
  onClose: () => void;
  onRated: (orderId: string) => void;
}) {
  const t = useTranslations('account.rate');
  return (
    <AccountModal
      open={order !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('title', { number: order?.localId ?? '' })}
      testId="rate-order-modal"
    >
      {/* keyed by the order: opening the modal resets the sent flag */}
      {order && (
        <RateForm key={order.id} orderId={order.id} userId={userId} onRated={onRated} onClose={onClose} />
      )}
    </AccountModal>
  );
}

function RateForm({
  orderId,
  userId,
  onRated,
  onClose,
}: {
  orderId: string;
  userId: string;
  onRated: (orderId: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations('account.rate');
  const locale = useLocale();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [isLoading, setIsLoading] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const [problem, setProblem] = useState(false);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (score === 0) return setProblem(true);
    setIsLoading(true);
    try {
      await addFeedback(orderId, { userId, score, comment: comment.trim(), language: locale });
      setIsSent(true);
      onRated(orderId);
    } catch (err) {
      console.warn('orders: feedback not sent', err);
      if (err instanceof ApiError && hasErrorCode(err, 'FEEDBACK_NOT_ALLOWED')) {
        // rated already (another tab) or not completed: said, and the lists refreshed
        showMessage({ kind: 'error', key: 'account:rate.notAllowed' });
        onRated(orderId);
        onClose();
      } else if (!(err instanceof ApiError && err.status === 401)) {
        // SPEC section 8: feedback failures show a notice
        showMessage({ kind: 'error', key: 'account:rate.failed' });
      }
    } finally {
      setIsLoading(false);
    }
  }

  if (isSent)
    return (
      <div className={rate.thanks} role="status">
        <p className={rate.thanksTitle}>{t('thanksTitle')}</p>
        <p className={styles.muted}>{t('thanksText')}</p>
        <button type="button" className={styles.primary} onClick={onClose}>
          {t('done')}
        </button>
      </div>
    );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={rate.stars} aria-describedby={problem ? `${id}-problem` : undefined}>
        <legend className={styles.fieldLabel}>{t('scoreLabel')}</legend>
        <div className={rate.starRow}>
          {SCORES.map((s) => (
            <label key={s} className={rate.star} data-on={s <= score || undefined}>
              <input
                type="radio"
                name={`${id}-score`}
                value={s}
                checked={score === s}
                className="visually-hidden"
                data-testid={`rate-score-${s}`}
                onChange={() => {
                  setScore(s);
                  setProblem(false);
                }}
              />
              <StarIcon size={36} fill={s <= score ? 'currentColor' : 'none'} />
              <span className="visually-hidden">{t(`scores.${s}`)}</span>
            </label>
          ))}
        </div>
        <p className={rate.scoreText} aria-hidden="true">
          {score > 0 ? t(`scores.${score}`) : '\u00a0'}
        </p>
        {problem && (
          <p id={`${id}-problem`} className={styles.fieldError} role="alert">
            {t('scoreRequired')}
          </p>
        )}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`} className={styles.fieldLabel}>
          {t('commentLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          className={styles.input}
          value={comment}
          maxLength={2000}
          rows={3}
          placeholder={t('commentPlaceholder')}
          data-testid="rate-comment"
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <button type="submit" className={styles.primary} disabled={isLoading} data-testid="rate-submit">
        {isLoading ? t('sending') : t('send')}
      </button>
    </form>
  );
}
