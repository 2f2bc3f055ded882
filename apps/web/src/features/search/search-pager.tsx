'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ChevronLeftIcon, ChevronRightIcon } from '@/features/shell/icons';
import { useLocalizedHref } from '@/features/shell/links';
import { pageWindow, searchPagePath } from './search-rules';
import styles from './search-page.module.css';

/** Pages of /search as links (`?page=`), so the back button and a shared link keep the place. */
export function SearchPager({
  query,
  page,
  totalPages,
}: {
  query: string;
  page: number;
  totalPages: number;
}) {
  const t = useTranslations('search');
  const href = useLocalizedHref();
  const links = pageWindow(page, totalPages);
  if (links.length === 0) return null;
  const to = (n: number) => href(searchPagePath(query, n));

  return (
    <nav className={styles.pager} aria-label={t('pager')}>
      {page > 1 ? (
        <Link href={to(page - 1)} className={styles.pageStep} rel="prev" aria-label={t('prev')}>
          <ChevronLeftIcon size={20} />
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepOff}`} aria-hidden="true">
          <ChevronLeftIcon size={20} />
        </span>
      )}
      <ol className={styles.pages}>
        {links.map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={to(n)}
                className={styles.pageLink}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageN', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link href={to(page + 1)} className={styles.pageStep} rel="next" aria-label={t('next')}>
          <ChevronRightIcon size={20} />
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepOff}`} aria-hidden="true">
          <ChevronRightIcon size={20} />
        </span>
      )}
    </nav>
  );
}
