'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { categoryPath, useLocalizedHref } from '@/features/shell/links';
import { useSite } from '@/features/shell/site-context';
import styles from './category-shortcuts.module.css';

/** How many categories the shortcuts offer: one or two rows of chips. */
const SHORTCUTS = 10;

/**
 * The menu's categories as chips: what search offers before anything is typed and when nothing
 * is found, so the customer always has a next step.
 */
export function CategoryShortcuts() {
  const t = useTranslations('search');
  const site = useSite();
  const href = useLocalizedHref();
  const categories = site.categories.slice(0, SHORTCUTS);
  if (categories.length === 0) return null;
  return (
    <nav className={styles.shortcuts} aria-label={t('categories')}>
      <p className={styles.caption} aria-hidden="true">
        {t('categories')}
      </p>
      <ul className={styles.list}>
        {categories.map((c) => (
          <li key={c.id}>
            <RouterLink href={href(categoryPath(c.slug))} className={styles.chip}>
              {c.name}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
