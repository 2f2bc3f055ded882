'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hasBrowserCookie, setBrowserCookie } from '../cookies';
import { CloseIcon } from '../icons';
import { useSite } from '../site-context';
import { downloadAppNoticeLink, platformOf } from '../visibility';
import { DOWNLOAD_APP_NOTICE_SEEN_COOKIE, DOWNLOAD_APP_NOTICE_SEEN_MAX_AGE_S } from './notice-timings';
import styles from './notices.module.css';

/** Download-app notice (SPEC sections 3 and 4): per platform flag, dismissible for a day. */
export function DownloadAppNotice() {
  const t = useTranslations('notices.app');
  const site = useSite();
  const [link, setLink] = useState<string | null>(null);

  useEffect(() => {
    if (hasBrowserCookie(DOWNLOAD_APP_NOTICE_SEEN_COOKIE)) return;
    // the platform is only known in the browser; the page itself is cached for everyone
    setLink(downloadAppNoticeLink(site.env, platformOf(navigator.userAgent)));
  }, [site.env]);

  if (!link) return null;
  const dismiss = () => {
    setBrowserCookie(DOWNLOAD_APP_NOTICE_SEEN_COOKIE, '1', { maxAgeS: DOWNLOAD_APP_NOTICE_SEEN_MAX_AGE_S });
    setLink(null);
  };
  return (
    <aside className={styles.app} aria-label={t('label')} data-chrome>
      <button type="button" className={styles.appClose} aria-label={t('close')} onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
      <span className={styles.appTile} aria-hidden="true">
        {site.brand.shortName}
      </span>
      <span className={styles.appText}>
        <strong>{t('title', { brand: site.brand.name })}</strong>
        <span>{t('text')}</span>
      </span>
      <a href={link} target="_blank" rel="noopener noreferrer" className={styles.appOpen} onClick={dismiss}>
        {t('open')}
      </a>
    </aside>
  );
}
