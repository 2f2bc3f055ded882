import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LazyImages } from '../catalog/lazy-images';
import { RouterLinks } from './router-links';
import { CartBar } from './cart-bar';
import {
  CartGlobalHooks,
  EmailCollectModal,
  LocationHost,
  MobileAppPopup,
  SignedInParts,
} from './deferred-parts';
import { FocusAfterNavigation } from './focus-after-navigation';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { DownloadAppNotice } from './notices/download-app-notice';
import { CookieNotice } from './notices/cookie-notice';
import { BANNER_PRE_PAINT_SCRIPT } from './notices/header-banner';
import { HeaderBanner } from './notices/header-banner-view';
import { MessagePopupHost } from './notices/message-popup-host';
import { SnackbarHost } from './notices/snackbar';
import type { SiteInfo } from './site-context';
import styles from './shell.module.css';
import { Vitals } from '../vitals/vitals';
import { PwaHost } from '../pwa/pwa-host';

/**
 * The page chrome around every page (SPEC section 2): skip link, notices, sticky header with
 * the category row, footer, the phone's cart bar, and the message popup and snackbar any
 * feature can raise through ./notify. Everything per visitor (cart, sign-in, cookies) is read
 * in the browser after hydration, so the page itself stays cacheable.
 */
export function Shell({ site, children }: { site: SiteInfo; children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <div className={styles.page} data-cookie-notice-pad>
      <script dangerouslySetInnerHTML={{ __html: BANNER_PRE_PAINT_SCRIPT }} />
      <a href="#main" className={styles.skip} data-chrome>
        {t('skipToContent')}
      </a>
      {/* right after the skip link: the second Tab stop while it shows (issue 17, item 19) */}
      <CookieNotice />
      <DownloadAppNotice />
      <HeaderBanner />
      <Header site={site} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer site={site} />
      <CartBar />
      <CartGlobalHooks />
      <FocusAfterNavigation />
      <RouterLinks />
      <LazyImages />
      <EmailCollectModal />
      <MobileAppPopup />
      <LocationHost />
      <SignedInParts />
      <MessagePopupHost />
      <SnackbarHost />
      <Vitals />
      <PwaHost />
    </div>
  );
}
