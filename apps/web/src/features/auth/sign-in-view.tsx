'use client';

import type { TSendCodeResponse, TValidateCodeResponse } from '@food/contracts';
import { hasErrorCode } from '@food/contracts/errors';
import { brandPhoneCountries, servedPhone } from '@food/domain/phone';
import {
  formatNational,
  nationalDigits,
  phonePlanOf,
  prefixOf,
  recipientOf,
} from '@food/domain/phone-display';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PATHS, useLocalizedHref } from '../shell/links';
import { showMessage, showSnackbar } from '../shell/notify';
import { displayPhone } from '../shell/phone';
import { useSite } from '../shell/site-context';
import { isOn } from '../shell/visibility';
import { useUser } from '../shell/use-user';
import { ApiError, apiCall } from '@/lib/api/browser-client';
import { signUpEvent, track } from './analytics';
import { afterSignIn } from './after-sign-in';
import { recaptchaToken } from './recaptcha';
import { rememberUser } from './session';
import {
  CODE_LENGTH,
  RESEND_AFTER_SECONDS,
  codeDigits,
  codeForSending,
  formatCountdown,
  recaptchaSiteKeyOf,
  retryAfterOf,
  safeRedirect,
  secondsLeft,
  sendCodePath,
  phoneFieldErrorKey,
  sendFailureKey,
  validateFailureKey,
} from './sign-in-rules';
import styles from './sign-in.module.css';

type Step = 'phone' | 'code';

/**
 * Sign-in by phone code (SPEC sections 4, 5, 7 and 8): the phone, then the code texted to it;
 * a new code after the wait; on success the customer goes back to `redirectTo`.
 */
export function SignInView({ countryCode }: { countryCode: string }) {
  const t = useTranslations('confirmPhoneCode');
  const site = useSite();
  const href = useLocalizedHref();
  const router = useRouter();
  const query = useSearchParams();
  const user = useUser();
  const plan = phonePlanOf(countryCode);
  const target = safeRedirect(query.get('redirectTo'), href(PATHS.home));

  const [step, setStep] = useState<Step>('phone');
  const [national, setNational] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ recipient: string; resendAt: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const signedInHere = useRef(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const phoneErrorId = useId();
  const codeErrorId = useId();
  const codeHintId = useId();

  // already signed in (another tab, a bookmark): straight on
  useEffect(() => {
    if (user && !signedInHere.current) router.replace(target);
  }, [user, router, target]);

  const left = sent ? secondsLeft(sent.resendAt, now) : 0;
  useEffect(() => {
    if (step !== 'code' || left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [step, left]);

  useEffect(() => {
    if (step === 'code') codeRef.current?.focus();
  }, [step]);

  const recipient = recipientOf(national, plan);

  async function sendCode() {
    const useRecaptcha = isOn(site.env, 'USE_RECAPTCHA');
    setBusy(true);
    try {
      const siteKey = recaptchaSiteKeyOf(site.env);
      const headers: Record<string, string> =
        useRecaptcha && siteKey ? { 'x-recaptcha-token': await recaptchaToken(siteKey) } : {};
      const answer = await apiCall<TSendCodeResponse>(sendCodePath(useRecaptcha), {
        method: 'POST',
        body: { retailNetworkId: site.rn, recipient, source: 'WEB' },
        headers,
        keepUserOn401: true,
      });
      const at = Date.now();
      setNow(at);
      setSent({ recipient, resendAt: at + (answer.resendAfterSeconds || RESEND_AFTER_SECONDS) * 1000 });
      setCode('');
      setCodeError(null);
      setStep('code');
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      const fieldError = err instanceof ApiError ? phoneFieldErrorKey(err.code) : null;
      if (fieldError) {
        setStep('phone');
        setPhoneError(t(fieldError));
        phoneRef.current?.focus();
        return;
      }
      const wait = err instanceof ApiError && status === 429 ? retryAfterOf(err.details) : null;
      if (wait) setSent({ recipient, resendAt: Date.now() + wait * 1000 });
      // SPEC section 4: a rejected send hides the code entry and sets the message
      setStep('phone');
      showMessage({
        kind: 'error',
        key: sendFailureKey(status, err instanceof ApiError ? err.code : undefined),
      });
    } finally {
      setBusy(false);
    }
  }

  function onPhoneSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // the phone rule of both sides: a valid number of the brand's countries, as the API checks it
    if (!servedPhone(recipient, brandPhoneCountries(countryCode, site.env.SMS_EXTRA_COUNTRIES))) {
      setPhoneError(t('invalid_phone'));
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(null);
    // the same number again within the wait: back to its code, no new text
    if (sent && sent.recipient === recipient && secondsLeft(sent.resendAt, Date.now()) > 0) {
      setNow(Date.now());
      setStep('code');
      return;
    }
    void sendCode();
  }

  async function validate(digits: string) {
    if (busy || digits.length !== CODE_LENGTH) return;
    setBusy(true);
    setCodeError(null);
    try {
      const answer = await apiCall<TValidateCodeResponse>('/customer/v1/ValidateCode', {
        method: 'POST',
        body: { retailNetworkId: site.rn, recipient, code: codeForSending(digits), source: 'WEB' },
        keepUserOn401: true,
      });
      signedInHere.current = true;
      rememberUser(answer.user);
      track(signUpEvent(answer.isNewUser));
      afterSignIn(answer.user.id, site);
      showSnackbar({ text: t('signed_in') });
      router.replace(target);
    } catch (err) {
      const apiCode = err instanceof ApiError ? err.code : 'NETWORK';
      const key = validateFailureKey(apiCode);
      if (hasErrorCode(apiCode, 'NUMBER_BLOCKED')) {
        setStep('phone');
        showMessage({ kind: 'error', key });
      } else {
        setCodeError(t(key.slice('confirmPhoneCode:'.length)));
        codeRef.current?.select();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.card}>
      {step === 'phone' ? (
        <form onSubmit={onPhoneSubmit} noValidate>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('phone_lead')}</p>
          <label className={styles.label} htmlFor="sign-in-phone">
            {t('phone_label')}
          </label>
          <div className={`${styles.phoneField} ${phoneError ? styles.invalid : ''}`}>
            <span className={styles.prefix} aria-hidden="true">
              {prefixOf(plan)}
            </span>
            <input
              ref={phoneRef}
              id="sign-in-phone"
              className={styles.phoneInput}
              data-testid="phone-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={formatNational('_'.repeat(plan.nationalLength), plan)}
              value={formatNational(national, plan)}
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={phoneError ? phoneErrorId : undefined}
              onChange={(e) => {
                const next = nationalDigits(e.target.value, plan);
                const shown = formatNational(national, plan);
                // deleting the space after a group deletes that group's last digit
                const isDeletingSpace = next === national && e.target.value.length < shown.length;
                setNational(isDeletingSpace ? national.slice(0, -1) : next);
                setPhoneError(null);
              }}
              autoFocus
            />
          </div>
          {phoneError && (
            <p id={phoneErrorId} className={styles.error} role="alert">
              {phoneError}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('sending') : t('get_code')}
          </button>
          <p className={styles.note}>{t('terms_note')}</p>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (code.length !== CODE_LENGTH) setCodeError(t('code_is_short', { count: CODE_LENGTH }));
            else void validate(code);
          }}
          noValidate
        >
          <h1 className={styles.title}>{t('code_title')}</h1>
          <p className={styles.lead} id={codeHintId}>
            {t.rich('code_sent', {
              phone: displayPhone(recipient),
              b: (chunks) => <strong className={styles.nowrap}>{chunks}</strong>,
            })}{' '}
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                setStep('phone');
                setCodeError(null);
              }}
            >
              {t('change_phone')}
            </button>
          </p>
          <label className={styles.label} htmlFor="sign-in-code">
            {t('code_label')}
          </label>
          <input
            ref={codeRef}
            id="sign-in-code"
            className={`${styles.codeInput} ${codeError ? styles.invalid : ''}`}
            data-testid="code-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH + 2}
            placeholder={'•'.repeat(CODE_LENGTH)}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${codeErrorId} ${codeHintId}` : codeHintId}
            onChange={(e) => {
              const digits = codeDigits(e.target.value);
              setCode(digits);
              setCodeError(null);
              if (digits.length === CODE_LENGTH) void validate(digits);
            }}
          />
          {codeError && (
            <p id={codeErrorId} className={styles.error} role="alert">
              {codeError}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={busy}>
            {busy ? t('checking') : t('sign_in')}
          </button>
          <p className={styles.resend} aria-live="polite">
            {left > 0 ? (
              t('resend_in', { time: formatCountdown(left) })
            ) : (
              <button type="button" className={styles.link} disabled={busy} onClick={() => void sendCode()}>
                {t('resend')}
              </button>
            )}
          </p>
        </form>
      )}
    </div>
  );
}
