'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BonusesShortcut } from '@/features/bonuses/bonuses-shortcut';
import { openCityChooser } from '@/features/location/city-chooser-store';
import { HeaderSearch } from '@/features/search/header-search';
import { SideDrawer } from '../drawer/side-drawer';
import { ChevronDownIcon, HeartIcon, PhoneIcon, PinIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { displayPhone, telHref } from '../phone';
import { useSite } from '../site-context';
import { useFavoritesCount, useUser } from '../use-user';
import { shellVisibility } from '../visibility';
import { AccountMenu } from './account-menu';
import { CategoryNav } from './category-nav';
import { HeaderCart, TuckedCart } from './header-cart';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import bubble from './count-bubble.module.css';
import styles from './header.module.css';
import { useStickyHeaderHidden } from './use-sticky-header';

/**
 * The sticky two-row header (SPEC section 2). One set of elements serves phones and desktops;
 * CSS hides what a phone has no room for (phone, languages, account: those live in the side
 * drawer), so each test hook exists exactly once. The cart shows on every page and width, and
 * while the top row is tucked away its copy rides in the category row (issue 17, item 13).
 */
export function Header() {
  const t = useTranslations('header');
  const site = useSite();
  const href = useLocalizedHref();
  const user = useUser();
  const favorites = useFavoritesCount();
  const [hidden, setHidden] = useStickyHeaderHidden();
  const show = shellVisibility({
    env: site.env,
    isSignedIn: user !== null,
    languages: site.languages,
    supportPhone: site.supportPhone,
  });

  return (
    <header
      className={`${styles.header} ${hidden ? styles.hidden : ''}`}
      data-chrome
      // a keyboard user tabbing into a tucked-away header gets it back; a tap on the category
      // row (or its cart) must not move the row from under the finger before the click lands
      onFocus={(e) => {
        if (e.target.matches(':focus-visible')) setHidden(false);
      }}
    >
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <SideDrawer className={styles.menuButton} />
          <Logo className={styles.logo} />
          <span className={`${styles.spacer} ${styles.mobileSpacer}`} />
          <button
            type="button"
            className={styles.city}
            data-testid="city-chooser"
            aria-haspopup="dialog"
            onClick={(e) => openCityChooser(e.currentTarget)}
          >
            <PinIcon size={20} className={styles.cityPin} />
            <span className="visually-hidden">{t('drawer.yourCity')}: </span>
            <span data-testid="city-name" className={styles.cityName}>
              {site.city.name}
            </span>
            <ChevronDownIcon size={16} className={styles.cityChevron} />
          </button>
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

          {show.languagePicker && <LanguageSwitcher className={styles.languages} />}

          <HeaderSearch className={styles.search} labelClassName={styles.searchLabel} />
          <BonusesShortcut className={styles.iconButton} bubbleClassName={bubble.bubble} />

          {show.accountRows && (
            <Link
              href={href(PATHS.favorites)}
              className={`${styles.iconButton} ${styles.desktopOnly}`}
              aria-label={t('favorites', { count: favorites })}
            >
              <HeartIcon />
              {favorites > 0 && <span className={bubble.bubble}>{favorites}</span>}
            </Link>
          )}

          {user ? (
            <AccountMenu user={user} showBonuses={show.bonuses} className={styles.desktopOnly} />
          ) : (
            <Link
              href={href(PATHS.signIn)}
              className={`${styles.login} ${styles.desktopOnly}`}
              data-testid="login-button"
            >
              {t('login')}
            </Link>
          )}

          <HeaderCart />
        </div>
      </div>
      <CategoryNav end={<TuckedCart isHeaderHidden={hidden} />} />
    </header>
  );
}
