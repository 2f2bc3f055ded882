'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { hasBrowserCookie, setBrowserCookie } from '@/features/shell/cookies';
import { PhoneDeviceIcon } from '@/features/shell/icons';
import { stripLocalePrefix } from '@/features/shell/paths';
import { SheetClose } from '@/features/shell/sheet-close';
import sheet from '@/features/shell/sheet.module.css';
import { useSite } from '@/features/shell/site-context';
import { mobileAppPopupLink, platformOf } from '@/features/shell/visibility';

/**
 * The "mobile app is more convenient" popup (SPEC section 2), a bottom sheet on phones.
 *
 * Decisions where the spec is silent: it is behind the brand flag SHOW_MOBILE_APP_POPUP and the
 * store link of the phone's platform (visibility.ts, mobileAppPopupLink); it opens after the
 * customer has looked around for a few seconds, never while they are paying (cart, checkout,
 * confirmation); either answer records `mobile_app_popup_seen` for a day, like the
 * download-app notice.
 */
const MOBILE_APP_POPUP_COOKIE = 'mobile_app_popup_seen';
const MOBILE_APP_POPUP_MAX_AGE_S = 86_400;
const MOBILE_APP_POPUP_DELAY_MS = 4000;
const BUSY_PATHS = new Set(['cart', 'checkout', 'purchase', 'order', 'order-confirmed']);

export function MobileAppPopup() {
  const t = useTranslations('content.appPopup');
  const site = useSite();
  const pathname = usePathname();
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const busy = BUSY_PATHS.has(stripLocalePrefix(pathname).split('/')[1] ?? '');

  useEffect(() => {
    if (busy || hasBrowserCookie(MOBILE_APP_POPUP_COOKIE)) return;
    // the platform is only known in the browser; the page itself is cached for everyone
    const store = mobileAppPopupLink(site.env, platformOf(navigator.userAgent));
    if (!store) return;
    const timer = setTimeout(() => {
      if (hasBrowserCookie(MOBILE_APP_POPUP_COOKIE)) return;
      setLink(store);
      setOpen(true);
    }, MOBILE_APP_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [site.env, busy]);

  const answer = () => {
    setBrowserCookie(MOBILE_APP_POPUP_COOKIE, '1', { maxAgeS: MOBILE_APP_POPUP_MAX_AGE_S });
    setOpen(false);
  };

  if (!link) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && answer()}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} data-chrome />
        <Dialog.Content className={sheet.sheet} data-chrome>
          <SheetClose />
          <div className={sheet.badge}>
            <PhoneDeviceIcon size={28} />
          </div>
          <Dialog.Title className={sheet.title}>{t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>
            {t('text', { brand: site.brand.name })}
          </Dialog.Description>
          <div className={sheet.actions}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className={sheet.primary}
              onClick={answer}
            >
              {t('open')}
            </a>
            <Dialog.Close className={sheet.secondary}>{t('stay')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
