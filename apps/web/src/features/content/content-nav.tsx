import { RouterLink } from '@/features/shell/router-link';
import { getTranslations } from 'next-intl/server';
import type { Env } from '@/features/shell/visibility';
import { localizedPath, type BrandLanguages, type Language } from '@/lib/routing/locale-path';
import { CITY_AREAS_PATH, SITE_TEXT_PAGES, isPageOn } from './content-pages';
import styles from './content.module.css';

/**
 * The information pages side by side: a reader of one legal text often wants the next. A
 * server component: the page it sits on says which one is current.
 */
export async function ContentNav({
  locale,
  brand,
  env,
  current,
}: {
  locale: Language;
  brand: BrandLanguages;
  env: Env;
  /** the language-free path of the page showing the list */
  current: string;
}) {
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'content.nav' }),
    getTranslations({ locale, namespace: 'common.nav' }),
  ]);
  const links = [
    ...Object.values(SITE_TEXT_PAGES)
      .filter((p) => isPageOn(p, env))
      .map((p) => ({ path: p.path, label: tc(p.navKey) })),
    { path: CITY_AREAS_PATH, label: t('cityAreas') },
  ];
  return (
    <nav className={styles.nav} aria-labelledby="content-nav-title">
      <p id="content-nav-title" className={styles.navTitle}>
        {t('info')}
      </p>
      <ul className={styles.navList}>
        {links.map((l) => (
          <li key={l.path}>
            <RouterLink
              href={localizedPath(locale, l.path, brand)}
              className={styles.navLink}
              aria-current={current === l.path ? 'page' : undefined}
            >
              {l.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
