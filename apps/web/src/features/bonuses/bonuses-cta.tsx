'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { signInHref } from '../auth/sign-in-rules';
import { PATHS, useLocalizedHref } from '../shell/links';
import { useUser } from '../shell/use-user';
import styles from './bonuses.module.css';

/** The public page's call to action: the customer's own bonuses, or sign-in coming back there. */
export function BonusesCta() {
  const t = useTranslations('bonuses');
  const href = useLocalizedHref();
  const user = useUser();
  return (
    <RouterLink
      href={user ? href(PATHS.bonuses) : signInHref(href(PATHS.signIn), href(PATHS.bonuses))}
      className={styles.cta}
      data-testid="bonuses-cta"
    >
      {user ? t('myBonuses') : t('join')}
    </RouterLink>
  );
}
