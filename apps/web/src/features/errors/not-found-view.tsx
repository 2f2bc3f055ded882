import { getTranslations } from 'next-intl/server';
import { RouterLink } from '@/features/shell/router-link';
import type { SiteInfo } from '@/features/shell/site-context';
import { localizedPath } from '@/lib/routing/locale-path';
import styles from './error-page.module.css';
import { PlateIllustration } from './plate-illustration';

/** how many categories the 404 page offers as a way back into the menu */
const SUGGESTED_CATEGORIES = 8;

/**
 * The 404 page inside the page chrome (issue "Bad input": unknown category, product or path):
 * says what happened and leads back to the home page and the menu. Next sends it with status
 * 404 and noindex; the meta tag below says so too when it is streamed.
 */
export async function NotFoundView({ site }: { site: SiteInfo }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'errors.notFound' });
  const path = (rest: string) => localizedPath(site.locale, rest, site);
  const menu = site.categories.find((c) => c.isDefault) ?? site.categories[0];
  const suggested = site.categories.filter((c) => c.slug !== menu?.slug).slice(0, SUGGESTED_CATEGORIES);

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>{`${t('metaTitle')} | ${site.brand.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.code} aria-hidden="true">
        <span>4</span>
        <PlateIllustration kind="plate" className={styles.codePlate} />
        <span>4</span>
      </div>
      <h1 id="not-found-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        {menu && (
          <RouterLink
            className={`${styles.button} ${styles.primary}`}
            href={path(`/menu/${encodeURIComponent(menu.slug)}`)}
          >
            {t('menu')}
          </RouterLink>
        )}
        <RouterLink
          className={`${styles.button} ${menu ? styles.secondary : styles.primary}`}
          href={path('/')}
        >
          {t('home')}
        </RouterLink>
      </div>
      {suggested.length > 0 && (
        <nav className={styles.more} aria-labelledby="not-found-more">
          <h2 id="not-found-more" className={styles.moreTitle}>
            {t('categories')}
          </h2>
          <ul className={styles.chips}>
            {suggested.map((c) => (
              <li key={c.id}>
                <RouterLink className={styles.chip} href={path(`/menu/${encodeURIComponent(c.slug)}`)}>
                  {c.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
