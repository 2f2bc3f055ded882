'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { setBrowserCookie } from '../cookies';
import { CloseIcon } from '../icons';
import { useLocalizedHref } from '../links';
import { useSite } from '../site-context';
import { bannerView, isExternalLink, type BannerView } from './header-banner';
import { headerBannerCookie } from './notice-timings';
import styles from './notices.module.css';

/**
 * The brand's header banner (SPEC sections 3 and 4): per device text and button in the page's
 * language; closing it hides it until the end of the day (a cookie named after the date, read
 * before paint by BANNER_PRE_PAINT_SCRIPT so a cached page never flashes it).
 */
export function HeaderBanner() {
  const t = useTranslations('notices.banner');
  const site = useSite();
  const href = useLocalizedHref();
  const [dismissed, setDismissed] = useState(false);
  const banner = site.headerBanner;
  const mobile = bannerView(banner, 'mobile', site.locale);
  const desktop = bannerView(banner, 'desktop', site.locale);
  if (!banner || dismissed || (!mobile && !desktop)) return null;

  const dismiss = () => {
    const { name, expires } = headerBannerCookie(new Date());
    setBrowserCookie(name, '1', { expires });
    setDismissed(true);
  };

  const content = (view: BannerView, className = '') => (
    <div className={`${styles.bannerContent} ${className}`}>
      <p className={styles.bannerText}>{view.text}</p>
      {view.button &&
        (isExternalLink(view.button.href) ? (
          <a
            href={view.button.href}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.bannerButton}
            style={{ background: banner.buttonColor, color: banner.buttonTextColor }}
          >
            {view.button.text}
          </a>
        ) : (
          <RouterLink
            href={href(view.button.href)}
            className={styles.bannerButton}
            style={{ background: banner.buttonColor, color: banner.buttonTextColor }}
          >
            {view.button.text}
          </RouterLink>
        ))}
    </div>
  );

  return (
    <aside
      aria-label={t('label')}
      className={`${styles.banner} ${mobile ? '' : styles.noMobile} ${desktop ? '' : styles.noDesktop}`}
      style={{ background: banner.color, color: banner.textColor }}
      data-chrome
    >
      <div className={`container ${styles.bannerInner}`}>
        {mobile && content(mobile, styles.mobileOnly)}
        {desktop && content(desktop, styles.desktopOnly)}
        <button type="button" className={styles.bannerClose} aria-label={t('close')} onClick={dismiss}>
          <CloseIcon size={18} />
        </button>
      </div>
    </aside>
  );
}
