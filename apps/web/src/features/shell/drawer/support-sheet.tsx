'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { SheetClose } from '../sheet-close';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PhoneIcon } from '../icons';
import { displayPhone, telHref } from '../phone';
import sheet from '../sheet.module.css';

/** SPEC section 2: the drawer's support call opens a bottom sheet with the phone link. */
export function SupportSheet({ phone, trigger }: { phone: string; trigger: ReactNode }) {
  const t = useTranslations('header.supportSheet');
  const tc = useTranslations('common');
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} data-chrome />
        <Dialog.Content className={sheet.sheet} data-chrome>
          <div className={sheet.badge}>
            <PhoneIcon size={26} />
          </div>
          <Dialog.Title className={sheet.title}>{t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>{t('text')}</Dialog.Description>
          <p className={sheet.phone}>{displayPhone(phone)}</p>
          <div className={sheet.actions}>
            <a href={telHref(phone)} className={sheet.primary}>
              <PhoneIcon size={20} />
              {t('call')}
            </a>
            <Dialog.Close className={sheet.secondary}>{tc('cancel')}</Dialog.Close>
          </div>
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
