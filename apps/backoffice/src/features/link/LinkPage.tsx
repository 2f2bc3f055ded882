import type { TLinkInfo, TSignInResponse } from '@food/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { api, ApiError, type ApiErrorCode } from '../../api/client';
import { browserTimeZone, useErrorText, useFormat, useLanguage, useT } from '../../i18n';
import { useAuth } from '../../session';
import { Button, Notice, Spinner, TextField } from '../../ui';
import { AuthFrame } from '../sign-in/AuthFrame';
import { linkMessages } from './messages';

/** STAFF_PASSWORD_MIN_LENGTH of the contracts (a value import would bring zod into the bundle) */
const MIN_PASSWORD = 10;

type Load =
  | { state: 'loading' }
  | { state: 'ready'; info: TLinkInfo }
  | { state: 'failed'; code: ApiErrorCode | null; error: unknown };

/**
 * A one-time link (/admin/link/:token): the first owner's setup (e-mail, name, password), an
 * invitation (name, password) or a password reset. Using it signs the member in.
 */
export function LinkPage() {
  const t = useT(linkMessages);
  const errorText = useErrorText();
  const format = useFormat();
  const { language } = useLanguage();
  const { completeSignIn } = useAuth();
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'email' | 'name' | 'password' | 'confirm', string>>>(
    {},
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get<TLinkInfo>(`/links/${encodeURIComponent(token)}`)
      .then((info) => {
        if (!live) return;
        setLoad({ state: 'ready', info });
        setName(info.name ?? '');
      })
      .catch((error: unknown) => {
        if (live) setLoad({ state: 'failed', code: error instanceof ApiError ? error.code : null, error });
      });
    return () => {
      live = false;
    };
  }, [token]);

  if (load.state === 'loading')
    return (
      <AuthFrame title={t('checking')}>
        <Spinner label={t('checking')} />
      </AuthFrame>
    );

  if (load.state === 'failed')
    return (
      <AuthFrame title={t('titleINVITE')}>
        <Notice tone="danger">
          {load.code === 'LINK_EXPIRED'
            ? t('expired')
            : load.code === 'LINK_INVALID' ||
                load.code === 'VALIDATION_ERROR' ||
                load.code === 'ROUTE_NOT_FOUND'
              ? t('invalid')
              : errorText(load.error)}
        </Notice>
        <Link href="/sign-in">{t('toSignIn')}</Link>
      </AuthFrame>
    );

  const { info } = load;
  const isSetup = info.kind === 'SETUP';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (isSetup && !email.trim()) next.email = t('required');
    if (info.kind !== 'RESET' && !name.trim()) next.name = t('required');
    if (password.length < MIN_PASSWORD) next.password = t('tooShort', { min: MIN_PASSWORD });
    if (confirm !== password) next.confirm = t('mismatch');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setFormError(null);
    try {
      const answer = await api.post<TSignInResponse>(`/links/${encodeURIComponent(token)}`, {
        password,
        ...(info.kind !== 'RESET' ? { name: name.trim() } : {}),
        ...(isSetup ? { email: email.trim() } : {}),
        language,
      });
      await completeSignIn(answer);
      navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WEAK_PASSWORD')
        setErrors({ password: t('weak', { message: error.message }) });
      else if (error instanceof ApiError && error.code === 'EMAIL_TAKEN')
        setErrors({ email: t('emailTaken') });
      else if (error instanceof ApiError && error.code === 'LINK_EXPIRED') setFormError(t('expired'));
      else if (error instanceof ApiError && error.code === 'LINK_INVALID') setFormError(t('invalid'));
      else setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthFrame title={t(`title${info.kind}`)}>
      <p className="bo-auth__muted">{t(`intro${info.kind}`, { email: info.email ?? '' })}</p>
      {formError ? <Notice tone="danger">{formError}</Notice> : null}
      <form onSubmit={submit} noValidate>
        {isSetup ? (
          <TextField
            label={t('email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
        ) : (
          // for password managers: the account this password belongs to
          <input type="hidden" name="username" autoComplete="username" value={info.email ?? ''} />
        )}
        {info.kind !== 'RESET' ? (
          <TextField
            label={t('name')}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
        ) : null}
        <TextField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint', { min: MIN_PASSWORD })}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label={t('confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          {t('submit')}
        </Button>
      </form>
      <p className="bo-auth__muted">
        {t('expires', { time: format.dateTime(info.expiresAt, browserTimeZone()) })}
      </p>
    </AuthFrame>
  );
}
