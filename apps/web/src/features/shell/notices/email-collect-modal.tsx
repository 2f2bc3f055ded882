'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { SheetClose } from '../sheet-close';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { hasBrowserCookie, setBrowserCookie } from '../cookies';
import { CheckIcon, MailIcon } from '../icons';
import { isHomePath } from '../paths';
import sheet from '../sheet.module.css';
import { useSite } from '../site-context';
import {
  EMAIL_COLLECT_COOKIE,
  EMAIL_COLLECT_COOKIE_PATH,
  EMAIL_COLLECT_DELAY_MS,
  EMAIL_COLLECT_MAX_AGE_S,
} from './notice-timings';
import styles from './notices.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Email-collect modal (brand flag emailCollect.popup.isVisible). Closing it sets
 * seen_email_collect_modal for 300 s on path / (SPEC section 4). There is no subscription
 * backend yet: the address is checked and the customer thanked, nothing is sent.
 */
export function EmailCollectModal() {
  const t = useTranslations('notices.email');
  const site = useSite();
  const isHome = isHomePath(usePathname());
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const [done, setDone] = useState(false);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!site.emailCollectVisible || !isHome || hasBrowserCookie(EMAIL_COLLECT_COOKIE)) return;
    const timer = setTimeout(() => {
      if (!hasBrowserCookie(EMAIL_COLLECT_COOKIE)) setOpen(true);
    }, EMAIL_COLLECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [site.emailCollectVisible, isHome]);

  const close = (next: boolean) => {
    if (next) return;
    setBrowserCookie(EMAIL_COLLECT_COOKIE, '1', {
      maxAgeS: EMAIL_COLLECT_MAX_AGE_S,
      path: EMAIL_COLLECT_COOKIE_PATH,
    });
    setOpen(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL.test(email.trim())) return setError(true);
    setError(false);
    setDone(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} data-chrome />
        <Dialog.Content className={sheet.sheet} data-chrome>
          <div className={`${sheet.badge} ${done ? sheet.badgeSuccess : ''}`}>
            {done ? <CheckIcon size={28} /> : <MailIcon size={28} />}
          </div>
          <Dialog.Title className={sheet.title}>{done ? t('thanksTitle') : t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>{done ? t('thanks') : t('text')}</Dialog.Description>
          {done ? (
            <div className={sheet.actions}>
              <Dialog.Close className={sheet.primary}>{t('done')}</Dialog.Close>
            </div>
          ) : (
            <form className={styles.emailForm} onSubmit={submit} noValidate>
              <label htmlFor={inputId} className={styles.emailLabel}>
                {t('label')}
              </label>
              <input
                id={inputId}
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="name@example.com"
                className={styles.emailInput}
                aria-invalid={error}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p id={errorId} className={styles.emailError}>
                  {t('invalid')}
                </p>
              )}
              <button type="submit" className={sheet.primary}>
                {t('submit')}
              </button>
            </form>
          )}
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
