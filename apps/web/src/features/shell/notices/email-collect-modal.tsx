'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { CheckIcon, MailIcon } from '../icons';
import { PATHS, useLocalizedHref } from '../links';
import { SheetClose } from '../sheet-close';
import sheet from '../sheet.module.css';
import { useSite } from '../site-context';
import { rememberEmailCollectAnswered, subscribeEmail } from './email-subscription';
import styles from './notices.module.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

type Step = { name: 'form'; failed: boolean } | { name: 'sending' } | { name: 'done'; email: string };

/**
 * The brand's e-mail pop-up (flag emailCollect.popup.isVisible; issue 17, item 17), mounted open
 * when its time comes (use-email-collect-timer.ts): on the home page after 15 s, never over
 * another dialog or into typing; once closed or subscribed it stays away for a year. Submitting
 * the form under its consent text subscribes the address to the brand's news (POST
 * /site/v1/emailSubscriptions, which keeps it with the language and the signed-in customer).
 * Nothing is sent to the address yet, and the thanks says only what is true: it is kept.
 */
export function EmailCollectModal() {
  const t = useTranslations('notices.email');
  const tc = useTranslations('common');
  const site = useSite();
  const href = useLocalizedHref();
  const [open, setOpen] = useState(true);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form', failed: false });
  const inputId = useId();
  const errorId = useId();
  const consentId = useId();

  const close = (next: boolean) => {
    if (next) return;
    rememberEmailCollectAnswered(site.city.slug);
    setOpen(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (step.name === 'sending') return;
    const address = email.trim();
    if (!EMAIL.test(address)) return setInvalid(true);
    setInvalid(false);
    setStep({ name: 'sending' });
    try {
      const kept = await subscribeEmail({ rn: site.rn, email: address, language: site.locale });
      rememberEmailCollectAnswered(site.city.slug);
      setStep({ name: 'done', email: kept.email });
    } catch (err) {
      console.error('e-mail subscription failed', err);
      setStep({ name: 'form', failed: true });
    }
  };

  const isDone = step.name === 'done';
  const problem = invalid ? t('invalid') : step.name === 'form' && step.failed ? t('failed') : null;
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className={sheet.overlay} data-chrome />
        <Dialog.Content className={sheet.sheet} data-chrome data-testid="email-collect">
          <div className={`${sheet.badge} ${isDone ? sheet.badgeSuccess : ''}`}>
            {isDone ? <CheckIcon size={28} /> : <MailIcon size={28} />}
          </div>
          <Dialog.Title className={sheet.title}>{isDone ? t('thanksTitle') : t('title')}</Dialog.Title>
          <Dialog.Description className={sheet.text}>
            {isDone ? t('thanks', { email: step.email, brand: site.brand.name }) : t('text')}
          </Dialog.Description>
          {isDone ? (
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
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="name@example.com"
                className={styles.emailInput}
                aria-invalid={invalid}
                aria-describedby={`${problem ? `${errorId} ` : ''}${consentId}`}
              />
              {problem && (
                <p id={errorId} className={styles.emailError} role="alert">
                  {problem}
                </p>
              )}
              {/* consent is the act of submitting with this text beside the button (GDPR art. 4(11)) */}
              <p id={consentId} className={styles.emailConsent}>
                {t('consent', { brand: site.brand.name })}{' '}
                {/* a new tab: the form and what is typed in it stay here */}
                <a
                  href={href(PATHS.privacy)}
                  target="_blank"
                  rel="noopener"
                  className={styles.emailConsentLink}
                >
                  {t('privacy')}
                  <span className="visually-hidden"> ({tc('newTab')})</span>
                </a>
              </p>
              <button type="submit" className={sheet.primary} aria-disabled={step.name === 'sending'}>
                {step.name === 'sending' ? t('sending') : t('submit')}
              </button>
            </form>
          )}
          <SheetClose />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
