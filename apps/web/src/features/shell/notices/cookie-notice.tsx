'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hasBrowserCookie, setBrowserCookie } from '../cookies';
import { CookieIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { isHomePath } from '../paths';
import { useSite } from '../site-context';
import { isOn } from '../visibility';
import {
  COOKIES_NOTICE_SEEN_COOKIE,
  COOKIES_NOTICE_SEEN_MAX_AGE_S,
  cookieNoticeDelayMs,
} from './notice-timings';
import styles from './notices.module.css';

const rememberSeen = () =>
  setBrowserCookie(COOKIES_NOTICE_SEEN_COOKIE, '1', { maxAgeS: COOKIES_NOTICE_SEEN_MAX_AGE_S });

/**
 * Cookie notice (SPEC sections 4 and 9): hidden once seen; otherwise it appears 200 ms after
 * load on the home page, 50 ms elsewhere. A non-modal card: it never blocks the page.
 */
export function CookieNotice() {
  const t = useTranslations('notices.cookies');
  const site = useSite();
  const href = useLocalizedHref();
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const enabled = isOn(site.env, 'SHOW_COOKIES_NOTICE');
  const isHome = isHomePath(pathname);

  useEffect(() => {
    if (!enabled || hasBrowserCookie(COOKIES_NOTICE_SEEN_COOKIE)) return;
    // SPEC section 7: links from another city's site pass show_cookies=0 for a customer who has seen it
    if (new URLSearchParams(window.location.search).get('show_cookies') === '0') return rememberSeen();
    const timer = setTimeout(() => setVisible(true), cookieNoticeDelayMs(isHome));
    return () => clearTimeout(timer);
  }, [enabled, isHome]);

  if (!visible) return null;
  return (
    <section className={styles.cookie} aria-label={t('label')} data-chrome>
      <CookieIcon size={28} className={styles.cookieIcon} />
      <p className={styles.cookieText}>
        {t('text')}{' '}
        <Link href={href(PATHS.privacy)} className={styles.cookieLink}>
          {t('more')}
        </Link>
      </p>
      <button
        type="button"
        className={styles.cookieButton}
        onClick={() => {
          rememberSeen();
          setVisible(false);
        }}
      >
        {t('accept')}
      </button>
    </section>
  );
}
