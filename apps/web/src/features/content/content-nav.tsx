'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { stripLocalePrefix } from '@/features/shell/paths';
import { useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import { CITY_AREAS_PATH, SITE_TEXT_PAGES, isPageOn } from './content-pages';
import styles from './content.module.css';

/** The information pages side by side: a reader of one legal text often wants the next. */
export function ContentNav() {
  const t = useTranslations('content.nav');
  const tc = useTranslations('common.nav');
  const site = useSite();
  const href = useLocalizedHref();
  const current = stripLocalePrefix(usePathname());
  const links = [
    ...Object.values(SITE_TEXT_PAGES)
      .filter((p) => isPageOn(p, site.env))
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
            <Link
              href={href(l.path)}
              className={styles.navLink}
              aria-current={current === l.path ? 'page' : undefined}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
