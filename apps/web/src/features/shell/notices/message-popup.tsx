'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { SheetClose } from '../sheet-close';
import { useTranslations } from 'next-intl';
import { translateOnPage } from './page-translations';
import { useState, useSyncExternalStore } from 'react';
import { AlertIcon, CheckIcon } from '../icons';
import { clearMessage, messageStore } from '../notify';
import { displayPhone } from '../phone';
import sheet from '../sheet.module.css';
import { useSite } from '../site-context';
import { messageText } from './message-text';

/**
 * The message popup (SPEC sections 2 and 4): open whenever a message exists, closed by clearing
 * it; a bottom sheet on phones and a modal on desktops (sheet.module.css).
 */
export function MessagePopup() {
  const message = useSyncExternalStore(messageStore.subscribe, messageStore.get, () => null);
  const t = useTranslations('notices.message');
  const root = useTranslations();
  const site = useSite();
  const phone = site.supportPhone ? displayPhone(site.supportPhone) : null;
  // the last message stays on screen while the popup animates out
  const [last, setLast] = useState(message);
  if (message && message !== last) setLast(message);
  const shown = message ?? last;

  const translate = (path: string) =>
    root.has(path) ? root(path, { phone: phone ?? '' }) : translateOnPage(path, { phone: phone ?? '' });
  const text = shown
    ? (messageText(shown, translate, phone) ??
      (shown.kind === 'error' ? t('fallbackError', { phone: phone ?? '' }) : null))
    : null;
  const isError = shown?.kind === 'error';

  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => !open && clearMessage()}>
      <Dialog.Portal>
        {/* not chrome: a message answers something the customer did, also in the app's web view */}
        <Dialog.Overlay className={sheet.overlay} />
        <Dialog.Content
          className={sheet.sheet}
          data-testid="message-popup"
          data-kind={shown?.kind}
          {...(text ? {} : { 'aria-describedby': undefined })}
        >
          <div className={`${sheet.badge} ${isError ? '' : sheet.badgeSuccess}`}>
            {isError ? <AlertIcon size={28} /> : <CheckIcon size={28} />}
          </div>
          <Dialog.Title className={sheet.title}>{isError ? t('errorTitle') : t('successTitle')}</Dialog.Title>
          {text && <Dialog.Description className={sheet.text}>{text}</Dialog.Description>}
          <div className={sheet.actions}>
            <Dialog.Close className={sheet.primary}>{t('ok')}</Dialog.Close>
          </div>
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
