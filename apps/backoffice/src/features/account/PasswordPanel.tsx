import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../../api/client';
import { useT } from '../../i18n';
import { useSession } from '../../session';
import { Button, Notice, Panel, TextField, useToast } from '../../ui';
import { showFieldErrors } from '../admin-kit';
import { newPasswordProblem } from './account-rules';
import { accountMessages } from './messages';
import { useAccountErrorText } from './use-account-errors';

type Errors = Partial<Record<'current' | 'next' | 'repeat', string>>;

/** Change the password: the current one, the new one twice; other sessions end. */
export function PasswordPanel() {
  const t = useT(accountMessages);
  const explain = useAccountErrorText();
  const toast = useToast();
  const { member } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(next, repeat, member.email);
    const found: Errors = {
      ...(current ? {} : { current: t('required') }),
      ...(problem === 'short' ? { next: t('passwordShort') } : {}),
      ...(problem === 'isEmail' ? { next: t('passwordIsEmail') } : {}),
      ...(problem === 'mismatch' ? { repeat: t('passwordMismatch') } : {}),
    };
    setFailure(null);
    showFieldErrors(event.currentTarget, () => setErrors(found));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api.post('/me/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      toast.show(t('passwordChanged'));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'PASSWORD_INCORRECT') setErrors({ current: explain(err) });
      else if (err instanceof ApiError && err.code === 'WEAK_PASSWORD') setErrors({ next: explain(err) });
      else setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t('password')}>
      <form className="bo-form bo-account__password" onSubmit={submit} noValidate>
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        {/* lets password managers file the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={member.email} readOnly hidden />
        <TextField
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <TextField
          label={t('newPassword')}
          hint={t('newPasswordHint')}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.next}
        />
        <TextField
          label={t('repeatPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={errors.repeat}
        />
        <div>
          <Button type="submit" busy={isBusy}>
            {t('changePassword')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
