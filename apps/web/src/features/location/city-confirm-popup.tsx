'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { PinIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import sheet from '../shell/sheet.module.css';
import { SheetClose } from '../shell/sheet-close';
import { openCityChooser } from './city-chooser-store';
import type { AskedCity, CityPopupAnswer } from './city-popup-rule';
import styles from './city-confirm-popup.module.css';

/**
 * "Your city {city}?" (SPEC sections 2 and 4), shown when geo by IP places the visitor in
 * another city: it names that city, and "Yes, thanks" goes there; "No, another" opens the
 * chooser; closing it confirms the page's city. Either way the question is settled for the
 * session (`onSettled`).
 */
export function CityConfirmPopup({
  open,
  city,
  onSettled,
}: {
  open: boolean;
  city: AskedCity;
  onSettled: (answer: CityPopupAnswer) => void;
}) {
  const t = useTranslations('location.popup');
  const href = useLocalizedHref();
  const answer = useRef<CityPopupAnswer>('stay');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onSettled(answer.current);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content
          className={sheet.sheet}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            if (answer.current === 'no') {
              // the chooser takes the focus; it gives it back to the header's city button
              e.preventDefault();
              openCityChooser(document.querySelector<HTMLElement>('[data-testid="city-chooser"]'));
            }
          }}
        >
          <span className={sheet.badge} aria-hidden>
            <PinIcon size={28} />
          </span>
          <Dialog.Title className={sheet.title}>{t('title', { city: city.name })}</Dialog.Title>
          <p className={sheet.text}>{t('text')}</p>
          <div className={`${sheet.actions} ${styles.actions}`}>
            <Dialog.Close className={sheet.primary} onClick={() => (answer.current = 'yes')}>
              {t('yes')}
            </Dialog.Close>
            <Dialog.Close className={sheet.secondary} onClick={() => (answer.current = 'no')}>
              {t('no')}
            </Dialog.Close>
          </div>
          <p className={styles.terms}>
            <RouterLink href={href(PATHS.delivery)} onClick={() => onSettled('stay')}>
              {t('deliveryLink')}
            </RouterLink>
          </p>
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
