'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { HeartIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { useSite } from '../site-context';
import { useFavoritesCount, useUser } from '../use-user';
import { shellVisibility } from '../visibility';
import { AccountMenu } from './account-menu';
import bubble from './count-bubble.module.css';
import styles from './header.module.css';

/**
 * What the header shows per visitor, read in the browser (the page itself is cached): the
 * favourites icon and the account menu when signed in, the log-in link otherwise.
 */
export function HeaderAccount() {
  const t = useTranslations('header');
  const site = useSite();
  const href = useLocalizedHref();
  const user = useUser();
  const favorites = useFavoritesCount();
  const show = shellVisibility({
    env: site.env,
    isSignedIn: user !== null,
    languages: site.languages,
    supportPhone: site.supportPhone,
  });
  return (
    <>
      {show.accountRows && (
        <RouterLink
          href={href(PATHS.favorites)}
          className={`${styles.iconButton} ${styles.desktopOnly}`}
          aria-label={t('favorites', { count: favorites })}
        >
          <HeartIcon />
          {favorites > 0 && <span className={bubble.bubble}>{favorites}</span>}
        </RouterLink>
      )}
      {user ? (
        <AccountMenu user={user} showBonuses={show.bonuses} className={styles.desktopOnly} />
      ) : (
        <RouterLink
          href={href(PATHS.signIn)}
          className={`${styles.login} ${styles.desktopOnly}`}
          data-testid="login-button"
        >
          {t('login')}
        </RouterLink>
      )}
    </>
  );
}
