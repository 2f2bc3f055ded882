import { useState } from 'react';
import { api } from '../../api/client';
import { useT } from '../../i18n';
import { useSession } from '../../session';
import { Button, Notice, Panel, TextField, useToast } from '../../ui';
import { useFormSubmit } from '../admin-kit';
import { newPasswordProblem } from './account-rules';
import { accountMessages } from './messages';
import { useAccountErrorText } from './use-account-errors';

/** Change the password: the current one, the new one twice; other sessions end. */
export function PasswordPanel() {
  const t = useT(accountMessages);
  const explain = useAccountErrorText();
  const toast = useToast();
  const { member } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const form = useFormSubmit<'current' | 'next' | 'repeat'>({
    check: () => {
      const problem = newPasswordProblem(next, repeat, member.email);
      return {
        ...(current ? {} : { current: t('required') }),
        ...(problem === 'short' ? { next: t('passwordShort') } : {}),
        ...(problem === 'isEmail' ? { next: t('passwordIsEmail') } : {}),
        ...(problem === 'mismatch' ? { repeat: t('passwordMismatch') } : {}),
      };
    },
    send: async () => {
      await api.post('/me/password', { currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      setRepeat('');
      toast.show(t('passwordChanged'));
    },
    fieldCodes: { PASSWORD_INCORRECT: 'current', WEAK_PASSWORD: 'next' },
    explain,
  });
  const { errors } = form;

  return (
    <Panel title={t('password')}>
      <form className="bo-form bo-account__password" onSubmit={form.submit} noValidate>
        {form.failure ? <Notice tone="danger">{form.failure}</Notice> : null}
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
          <Button type="submit" busy={form.isBusy}>
            {t('changePassword')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
