import { useState, type FormEvent } from 'react';
import { api, ApiError, setCsrfToken } from '../../api/client';
import type { SignInAnswer } from '../../api/types';
import { useErrorText, useT } from '../../i18n';
import { useAuth } from '../../session';
import { Button, Notice, TextField } from '../../ui';
import { AuthFrame } from './AuthFrame';
import { signInMessages } from './messages';
import { waitMinutes } from './retry-after';

type Step = 'password' | 'code';

/**
 * Sign-in: e-mail and password, then the authenticator code when the member has a second
 * factor. Each refusal says what to do next (a wrong password, the throttle with its wait, a
 * switched-off account, a wrong or late code).
 */
export function SignInPage() {
  const t = useT(signInMessages);
  const errorText = useErrorText();
  const { completeSignIn } = useAuth();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string; code?: string }>({});

  function explain(err: unknown): string {
    if (err instanceof ApiError) {
      if (err.code === 'INVALID_CREDENTIALS') return t('wrongPassword');
      if (err.code === 'TOO_MANY_SIGN_IN_ATTEMPTS') {
        const minutes = waitMinutes(err);
        return minutes ? t('throttled', { minutes }) : t('throttledNoWait');
      }
      if (err.code === 'STAFF_INACTIVE') return t('inactive');
      if (err.code === 'TOTP_INCORRECT') return t('wrongCode');
    }
    return errorText(err);
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(email.trim() ? {} : { email: t('required') }),
      ...(password ? {} : { password: t('required') }),
    };
    setFieldErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<SignInAnswer>('/auth/sign-in', { email: email.trim(), password });
      // the code step is a write of the new (not yet verified) session: it carries its token
      setCsrfToken(answer.csrfToken);
      if (answer.secondFactorRequired) {
        setStep('code');
        setPassword('');
      } else await completeSignIn(answer);
    } catch (err) {
      setError(explain(err));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFieldErrors({ code: t('codeShape') });
      return;
    }
    setFieldErrors({});
    setBusy(true);
    setError(null);
    try {
      const answer = await api.post<{ csrfToken: string }>('/auth/totp', { code: digits });
      await completeSignIn(answer);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && err.code !== 'TOTP_INCORRECT') {
        // the unverified session lasts five minutes
        setStep('password');
        setCode('');
        setError(t('codeExpired'));
      } else setError(explain(err));
    } finally {
      setBusy(false);
    }
  }

  if (step === 'code')
    return (
      <AuthFrame title={t('codeTitle')}>
        <p className="bo-auth__muted">{t('codeIntro')}</p>
        {error ? <Notice tone="danger">{error}</Notice> : null}
        <form onSubmit={submitCode} noValidate>
          <TextField
            label={t('code')}
            className="bo-auth__code-field"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldErrors.code}
          />
          <Button type="submit" variant="primary" size="lg" busy={busy}>
            {t('codeSubmit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setStep('password');
              setCode('');
              setError(null);
            }}
          >
            {t('back')}
          </Button>
        </form>
      </AuthFrame>
    );

  return (
    <AuthFrame title={t('title')}>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      <form onSubmit={submitPassword} noValidate>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
        />
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          {t('submit')}
        </Button>
      </form>
      <p className="bo-auth__muted">{t('forgot')}</p>
    </AuthFrame>
  );
}
