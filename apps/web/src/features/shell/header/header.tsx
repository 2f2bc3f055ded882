import { getTranslations } from 'next-intl/server';
import { BonusesShortcut } from '@/features/bonuses/bonuses-shortcut';
import { HeaderSearch } from '@/features/search/header-search';
import { SideDrawer } from '../drawer/side-drawer';
import { PhoneIcon } from '../icons';
import { displayPhone, telHref } from '../phone';
import type { SiteInfo } from '../site-context';
import { shellVisibility } from '../visibility';
import { CategoryNav } from './category-nav';
import { CityButton } from './city-button';
import { HeaderAccount } from './header-account';
import { HeaderCart, TuckedCart } from './header-cart';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import bubble from './count-bubble.module.css';
import styles from './header.module.css';
import { StickyHeaderFrame } from './sticky-header-frame';

/**
 * The sticky two-row header (SPEC section 2). One set of elements serves phones and desktops;
 * CSS hides what a phone has no room for (phone, languages, account: those live in the side
 * drawer), so each test hook exists exactly once. The cart shows on every page and width, and
 * while the top row is tucked away its copy rides in the category row (issue 17, item 13).
 *
 * A server component: the site's facts come as props; the parts that react to the visitor
 * (drawer, city chooser, search, account, cart, category scroller, tucking away) are islands.
 */
export async function Header({ site }: { site: SiteInfo }) {
  const t = await getTranslations({ locale: site.locale, namespace: 'header' });
  const { languagePicker } = shellVisibility({
    env: site.env,
    isSignedIn: false,
    languages: site.languages,
    supportPhone: site.supportPhone,
  });

  return (
    <StickyHeaderFrame>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <SideDrawer className={styles.menuButton} />
          <Logo site={site} label={t('home', { brand: site.brand.name })} className={styles.logo} />
          <span className={`${styles.spacer} ${styles.mobileSpacer}`} />
          <CityButton cityName={site.city.name} label={t('drawer.yourCity')} />
          <span className={`${styles.spacer} ${styles.desktopSpacer}`} />

          {site.headerSupportPhone && (
            <a
              href={telHref(site.headerSupportPhone)}
              className={styles.phone}
              aria-label={t('support', { phone: displayPhone(site.headerSupportPhone) })}
            >
              <PhoneIcon size={18} className={styles.phoneIcon} />
              <span className={styles.phoneText}>
                <span className={styles.phoneNumber}>{displayPhone(site.headerSupportPhone)}</span>
              </span>
            </a>
          )}

          {languagePicker && <LanguageSwitcher className={styles.languages} />}

          <HeaderSearch className={styles.search} labelClassName={styles.searchLabel} />
          <BonusesShortcut className={styles.iconButton} bubbleClassName={bubble.bubble} />
          <HeaderAccount />
          <HeaderCart />
        </div>
      </div>
      <CategoryNav end={<TuckedCart />} />
    </StickyHeaderFrame>
  );
}
