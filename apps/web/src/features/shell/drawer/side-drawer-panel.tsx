'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { focusBackTo } from '../lazy-dialog';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { MouseEvent, RefObject } from 'react';
import { cartCount } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/cart-store';
import { openCityChooser } from '@/features/location/city-chooser-store';
import { DrawerLegalLinks } from '@/features/content/drawer-legal-links';
import { StoreBadges } from '../footer/store-badges';
import { SocialLinksList } from '../footer/social-links-list';
import { LanguageSwitcher } from '../header/language-switcher';
import { Logo } from '../header/logo';
import {
  BagIcon,
  ChatIcon,
  ChevronRightIcon,
  CloseIcon,
  CodeIcon,
  InfoIcon,
  LogoutIcon,
  PhoneDeviceIcon,
  PhoneIcon,
  PinIcon,
  StarIcon,
  StoreIcon,
  TagIcon,
  TruckIcon,
} from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { currentCategorySlug } from '../paths';
import sheet from '../sheet.module.css';
import { useSite } from '../site-context';
import { useLogOut } from '../use-log-out';
import { useUser } from '../use-user';
import { shellVisibility } from '../visibility';
import { openSupportChat } from './chat';
import { AccountRows, CategoryMenu, EXTERNAL_ICONS, Row } from './drawer-rows';
import styles from './side-drawer.module.css';
import { SupportSheet } from './support-sheet';

/**
 * The phone's side drawer (SPEC section 2): a left-hand Radix dialog (focus trap, Escape,
 * backdrop, focus back on the menu button) with every row behind its flag or sign-in state.
 * Loaded on the first open (./side-drawer.tsx), so a page's first load carries none of it.
 */
export function SideDrawerPanel({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('header');
  const tc = useTranslations('common');
  const tf = useTranslations('footer');
  const site = useSite();
  const href = useLocalizedHref();
  const pathname = usePathname();
  const user = useUser();
  const logOut = useLogOut();
  const inCart = cartCount(useCart());
  const show = shellVisibility({
    env: site.env,
    isSignedIn: user !== null,
    languages: site.languages,
    supportPhone: site.supportPhone,
  });

  // a followed link closes the drawer (the layout, and so the drawer, stays across pages)
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a[href]')) setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} data-chrome />
        <Dialog.Content
          className={styles.panel}
          data-chrome
          aria-describedby={undefined}
          onClick={closeOnLink}
          onCloseAutoFocus={focusBackTo(returnFocusTo)}
        >
          <div className={styles.head}>
            <Logo site={site} label={t('home', { brand: site.brand.name })} />
            <Dialog.Close className={styles.close} aria-label={tc('close')}>
              <CloseIcon size={22} />
            </Dialog.Close>
          </div>
          <Dialog.Title className="visually-hidden">{t('drawer.title')}</Dialog.Title>

          <nav className={styles.body} aria-label={t('drawer.title')}>
            <button
              type="button"
              className={styles.cityRow}
              aria-haspopup="dialog"
              onClick={() => {
                setOpen(false);
                // the focus comes back to the header's city button when the chooser closes
                openCityChooser(document.querySelector<HTMLElement>('[data-testid="city-chooser"]'));
              }}
            >
              <PinIcon size={22} className={styles.cityPin} />
              <span className={styles.cityText}>
                <span className={styles.caption}>{t('drawer.yourCity')}</span>
                <span className={styles.cityName}>{site.city.name}</span>
              </span>
              <ChevronRightIcon size={18} className={styles.rowAside} />
            </button>

            {/* the cart one tap away on every page, the product page too (issue 17, item 13) */}
            <ul className={styles.group}>
              <Row
                href={href(PATHS.cart)}
                icon={BagIcon}
                label={t('cart')}
                aside={inCart > 0 ? <span className={styles.pill}>{inCart}</span> : undefined}
              />
            </ul>

            <AccountRows user={user} showBonuses={show.bonuses} />

            <CategoryMenu categories={site.categories} current={currentCategorySlug(pathname)} />

            <ul className={styles.group}>
              <Row href={href(PATHS.promotions)} icon={TagIcon} label={tc('nav.promotions')} />
              <Row href={href(PATHS.delivery)} icon={TruckIcon} label={tc(`nav.${show.deliveryLabel}`)} />
              {show.restaurants && (
                <Row href={href(PATHS.restaurants)} icon={StoreIcon} label={tc('nav.restaurants')} />
              )}
              {show.about && <Row href={href(PATHS.about)} icon={InfoIcon} label={tc('nav.about')} />}
              {show.feedbacks && (
                <Row href={href(PATHS.feedbacks)} icon={StarIcon} label={tc('nav.feedbacks')} />
              )}
              {show.externalLinks.map(({ key, url }) => (
                <Row
                  key={key}
                  href={url}
                  icon={EXTERNAL_ICONS[key]}
                  label={tc(`external.${key}`)}
                  external={tc('newTab')}
                />
              ))}
            </ul>

            {show.downloadApps && (
              <div className={styles.group}>
                <p className={styles.sectionTitle}>
                  <PhoneDeviceIcon size={18} /> {tc('nav.downloadApps')}
                </p>
                <div className={styles.padded}>
                  <StoreBadges appStore={show.appStore} googlePlay={show.googlePlay} t={tc} />
                </div>
              </div>
            )}

            {(show.supportCall || show.chat) && (
              <ul className={styles.group}>
                {show.supportCall && site.supportPhone && (
                  <li>
                    <SupportSheet
                      phone={site.supportPhone}
                      trigger={
                        <button type="button" className={styles.row}>
                          <PhoneIcon size={22} className={styles.rowIcon} />
                          <span className={styles.rowLabel}>{t('drawer.support')}</span>
                        </button>
                      }
                    />
                  </li>
                )}
                {show.chat && (
                  <li>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => openSupportChat(site.env.CHAT_KIND)}
                    >
                      <ChatIcon size={22} className={styles.rowIcon} />
                      <span className={styles.rowLabel}>{t('drawer.chat')}</span>
                    </button>
                  </li>
                )}
              </ul>
            )}

            {show.languagePicker && (
              <div className={styles.group}>
                <p className={styles.sectionTitle}>{t('drawer.language')}</p>
                <div className={styles.padded}>
                  <LanguageSwitcher variant="full" />
                </div>
              </div>
            )}

            {show.socialLinks && (
              <div className={styles.group}>
                <p className={styles.sectionTitle}>{t('drawer.social')}</p>
                <div className={styles.padded}>
                  <SocialLinksList site={site} t={tf} />
                </div>
              </div>
            )}

            <DrawerLegalLinks />

            {show.logout && (
              <ul className={styles.group}>
                <li>
                  <button
                    type="button"
                    className={styles.row}
                    onClick={() => {
                      logOut();
                      setOpen(false);
                    }}
                  >
                    <LogoutIcon size={22} className={styles.rowIcon} />
                    <span className={styles.rowLabel}>{tc('account.logout')}</span>
                  </button>
                </li>
              </ul>
            )}

            {show.copyright && (
              <p className={styles.credit}>
                <CodeIcon size={16} /> {tc('credit')}
              </p>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
