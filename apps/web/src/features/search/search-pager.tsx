import { RouterLink } from '@/features/shell/router-link';
import { ChevronLeftIcon, ChevronRightIcon } from '@/features/shell/icons';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import { pageWindow, searchPagePath } from './search-rules';
import styles from './search-page.module.css';

/** The `search` namespace's translator, from `getTranslations` on the server. */
export type SearchT = (key: string, values?: Record<string, string | number>) => string;

/**
 * Pages of /search as links (`?page=`), so the back button and a shared link keep the place.
 * Rendered on the server: plain links, no script of its own.
 */
export function SearchPager({
  query,
  page,
  totalPages,
  site,
  t,
}: {
  query: string;
  page: number;
  totalPages: number;
  site: BrandLanguages & { locale: Language };
  t: SearchT;
}) {
  const links = pageWindow(page, totalPages);
  if (links.length === 0) return null;
  const to = (n: number) => localizedPath(site.locale, searchPagePath(query, n), site);

  return (
    <nav className={styles.pager} aria-label={t('pager')}>
      {page > 1 ? (
        <RouterLink href={to(page - 1)} className={styles.pageStep} rel="prev" aria-label={t('prev')}>
          <ChevronLeftIcon size={20} />
        </RouterLink>
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
              <RouterLink
                href={to(n)}
                className={styles.pageLink}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageN', { page: n })}
              >
                {n}
              </RouterLink>
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <RouterLink href={to(page + 1)} className={styles.pageStep} rel="next" aria-label={t('next')}>
          <ChevronRightIcon size={20} />
        </RouterLink>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageStepOff}`} aria-hidden="true">
          <ChevronRightIcon size={20} />
        </span>
      )}
    </nav>
  );
}
