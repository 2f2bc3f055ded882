'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import drawer from '@/features/shell/drawer/side-drawer.module.css';
import { PATHS, useLocalizedHref } from '@/features/shell/links';
import styles from './drawer-legal-links.module.css';

/** The side drawer's information pages: public offer, privacy, requisites, delivery areas. */
export function DrawerLegalLinks() {
  const t = useTranslations('content.nav');
  const tc = useTranslations('common.nav');
  const href = useLocalizedHref();
  const links = [
    { path: PATHS.publicOffer, label: tc('publicOffer') },
    { path: PATHS.privacy, label: tc('privacy') },
    { path: PATHS.requisites, label: tc('requisites') },
    { path: PATHS.cityAreas, label: t('cityAreas') },
  ];
  return (
    <div className={drawer.group}>
      <p className={drawer.sectionTitle}>{t('info')}</p>
      <ul className={styles.list}>
        {links.map((l) => (
          <li key={l.path}>
            <RouterLink href={href(l.path)} className={styles.link}>
              {l.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
