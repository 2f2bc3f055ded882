'use client';

import { RouterLink } from '@/features/shell/router-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { setBrowserCookie } from '../cookies';
import { CookieIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { isHomePath } from '../paths';
import { useSite } from '../site-context';
import { isOn } from '../visibility';
import {
  COOKIE_NOTICE_FIT_ID,
  COOKIE_NOTICE_ID,
  COOKIE_NOTICE_OPEN_ATTRIBUTE,
  cookieNoticeFitCss,
  cookieNoticeScript,
} from './cookie-notice-script';
import { COOKIES_NOTICE_SEEN_COOKIE, COOKIES_NOTICE_SEEN_MAX_AGE_S } from './notice-timings';
import styles from './notices.module.css';

function dismiss() {
  setBrowserCookie(COOKIES_NOTICE_SEEN_COOKIE, '1', { maxAgeS: COOKIES_NOTICE_SEEN_MAX_AGE_S });
  const root = document.documentElement;
  root.removeAttribute(COOKIE_NOTICE_OPEN_ATTRIBUTE);
  const fit = document.getElementById(COOKIE_NOTICE_FIT_ID);
  if (fit) fit.textContent = cookieNoticeFitCss(0);
  root.style.scrollPaddingBottom = '';
}

/**
 * Cookie notice (SPEC sections 4 and 9): a compact bar at the bottom, rendered with the page
 * right after the skip link (an early Tab stop) and hidden by CSS until its inline script
 * (./cookie-notice-script.ts) shows it 200 ms after the home page arrives, 50 ms after any other,
 * unless it was seen. It sits under every dialog and keeps the page's end and focused fields
 * clear of itself.
 */
export function CookieNotice() {
  const t = useTranslations('notices.cookies');
  const site = useSite();
  const href = useLocalizedHref();
  const pathname = usePathname();
  // the delay belongs to the page the visitor arrived on; the layout, and this, stay across pages
  const [script] = useState(() => cookieNoticeScript(isHomePath(pathname)));
  if (!isOn(site.env, 'SHOW_COOKIES_NOTICE')) return null;
  return (
    <>
      <section id={COOKIE_NOTICE_ID} className={styles.cookie} aria-label={t('label')} data-chrome>
        <CookieIcon size={24} className={styles.cookieIcon} />
        <p className={styles.cookieText}>
          {t('text')}{' '}
          <RouterLink href={href(PATHS.privacy)} className={styles.cookieLink}>
            {t('more')}
          </RouterLink>
        </p>
        <button type="button" className={styles.cookieButton} onClick={dismiss}>
          {t('accept')}
        </button>
      </section>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
