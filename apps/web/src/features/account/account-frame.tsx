'use client';

import { RouterLink } from '@/features/shell/router-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useRequiredUser } from '../auth/require-user';
import { bonusesFeatureOn } from '../bonuses/bonus-rules';
import { GiftIcon, HeartIcon, HomeIcon, LogoutIcon, OrdersIcon, UserIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import { displayPhone } from '../shell/phone';
import { displayName } from '../shell/stored-user';
import { useSite } from '../shell/site-context';
import { useLogOut } from '../shell/use-log-out';
import { Avatar } from './avatar';
import styles from './account.module.css';

/**
 * The account area's frame (SPEC section 2): the customer's menu beside the page on desktops,
 * a row of tabs above it on phones. Signed-in only: a guest is sent to sign-in, and the page
 * itself mounts only once the customer is known.
 */
export function AccountFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('common.account');
  const ta = useTranslations('account');
  const site = useSite();
  const href = useLocalizedHref();
  const pathname = usePathname();
  const user = useRequiredUser();
  const logOut = useLogOut();

  const items = [
    { path: PATHS.orders, label: t('orders'), Icon: OrdersIcon },
    ...(bonusesFeatureOn(site.env) ? [{ path: PATHS.bonuses, label: t('bonuses'), Icon: GiftIcon }] : []),
    { path: PATHS.favorites, label: t('favorites'), Icon: HeartIcon },
    { path: PATHS.profile, label: t('profile'), Icon: UserIcon },
    { path: PATHS.addresses, label: t('addresses'), Icon: HomeIcon },
  ];

  return (
    <div className={`container ${styles.frame}`}>
      <aside className={styles.side}>
        <div className={styles.who}>
          {user ? (
            <>
              <Avatar imageUrl={user.imageUrl} size={48} />
              <div className={styles.whoText}>
                <span className={styles.whoName}>{displayName(user) ?? ta('guestName')}</span>
                {user.phone && <span className={styles.whoPhone}>{displayPhone(user.phone)}</span>}
              </div>
            </>
          ) : (
            <span className={styles.skeletonLine} aria-hidden="true" />
          )}
        </div>
        <nav aria-label={ta('menuLabel')}>
          <ul className={styles.nav}>
            {items.map(({ path, label, Icon }) => {
              const to = href(path);
              const isCurrent = pathname === to || pathname.startsWith(`${to}/`);
              return (
                <li key={path}>
                  <RouterLink
                    href={to}
                    className={styles.navItem}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    <Icon size={20} />
                    <span>{label}</span>
                  </RouterLink>
                </li>
              );
            })}
            <li className={styles.navLogout}>
              <button type="button" className={styles.navItem} onClick={() => logOut()}>
                <LogoutIcon size={20} />
                <span>{t('logout')}</span>
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        {user ? (
          children
        ) : (
          <div className={styles.loading} role="status">
            <span className="visually-hidden">{ta('loading')}</span>
            <span className={styles.skeletonBlock} aria-hidden="true" />
            <span className={styles.skeletonBlock} aria-hidden="true" />
          </div>
        )}
      </div>
    </div>
  );
}
