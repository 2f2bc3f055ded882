import type { TFeedbacksSummary } from '@food/contracts';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { formatAverage, hasSummary, starsFillPercent } from './feedback-summary';
import styles from './feedbacks.module.css';

const STAR = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z';

function StarRow({ className }: { className: string | undefined }) {
  return (
    <span className={className}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg key={i} viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/**
 * The city's average score and the number of reviews it is made of (issue 17 item 20), from the
 * first page's answer: server-rendered, so the cached page and crawlers have it.
 */
export async function FeedbacksSummary({ summary, locale }: { summary: TFeedbacksSummary; locale: string }) {
  if (!hasSummary(summary)) return null;
  const t = await getTranslations({ locale, namespace: 'content.feedbacks' });
  const average = formatAverage(summary.average, locale);
  return (
    <section className={styles.summary} aria-label={t('summaryLabel')} data-testid="feedbacks-summary">
      <p className={styles.average} data-testid="feedbacks-average">
        {average}
      </p>
      <div className={styles.summaryText}>
        <span
          className={styles.averageStars}
          role="img"
          aria-label={t('averageLabel', { average })}
          style={{ '--fill': `${starsFillPercent(summary.average)}%` } as CSSProperties}
        >
          <StarRow className={styles.averageStarsOff} />
          <StarRow className={styles.averageStarsOn} />
        </span>
        <p className={styles.count} data-testid="feedbacks-count">
          {t('count', { count: summary.count })}
        </p>
      </div>
    </section>
  );
}
