import type { TTotpSetup } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { useT } from '../../i18n';
import { useSession } from '../../session';
import { Badge, Button, Notice, Panel, TextField, useToast } from '../../ui';
import { adminKitMessages, CopyField } from '../admin-kit';
import { groupSecret, normalizeCode } from './account-rules';
import { accountMessages } from './messages';
import { TotpQrCode } from './TotpQrCode';
import { useAccountErrorText } from './use-account-errors';

/**
 * The TOTP second factor: set up (a new secret, shown as a key to type and an otpauth link,
 * confirmed with a code from the app) or turned off with a current code.
 */
export function TotpPanel() {
  const t = useT(accountMessages);
  const kit = useT(adminKitMessages);
  const { member } = useSession();
  return (
    <Panel
      title={t('totp')}
      actions={member.totpEnabled ? <Badge tone="success">{kit('on')}</Badge> : <Badge>{kit('off')}</Badge>}
    >
      <p className="bo-account__state">{member.totpEnabled ? t('totpOn') : t('totpOff')}</p>
      {member.totpEnabled ? <DisableForm /> : <SetUp />}
    </Panel>
  );
}

function useCodeForm(submitCode: (code: string) => Promise<void>) {
  const t = useT(accountMessages);
  const explain = useAccountErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const digits = normalizeCode(code);
    if (!digits) {
      setError(t('codeShape'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await submitCode(digits);
    } catch (err) {
      setError(explain(err));
      setBusy(false);
    }
  }
  const field = (
    <TextField
      className="bo-account__code"
      label={t('code')}
      hint={t('codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      value={code}
      onChange={(e) => setCode(e.target.value)}
      error={error}
    />
  );
  return { field, submit, isBusy };
}

function SetUp() {
  const t = useT(accountMessages);
  const explain = useAccountErrorText();
  const toast = useToast();
  const { refresh } = useSession();
  const [setup, setSetup] = useState<TTotpSetup | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  const form = useCodeForm(async (code) => {
    await api.post('/me/totp/enable', { code });
    toast.show(t('enabled'));
    // other sessions ended and mustSetUpTotp may be over: read the member again
    await refresh();
  });

  async function start() {
    setStarting(true);
    setFailure(null);
    try {
      setSetup(await api.post<TTotpSetup>('/me/totp/setup'));
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setStarting(false);
    }
  }

  if (!setup)
    return (
      <div className="bo-account__totp">
        <p className="bo-muted">{t('totpIntro')}</p>
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        <div>
          <Button variant="primary" busy={isStarting} onClick={() => void start()}>
            {t('setUp')}
          </Button>
        </div>
      </div>
    );

  return (
    <div className="bo-account__totp">
      <section className="bo-account__step" aria-labelledby="bo-totp-step1">
        <h3 id="bo-totp-step1" className="bo-account__step-title">
          {t('step1')}
        </h3>
        <p className="bo-field__hint">{t('step1Hint')}</p>
        <TotpQrCode url={setup.otpauthUrl} label={t('qrCode')} />
        <CopyField
          label={t('secretKey')}
          value={groupSecret(setup.secret)}
          copyValue={setup.secret}
          isSecret
        />
        <CopyField label={t('otpauthUrl')} value={setup.otpauthUrl} isSecret />
        <p>
          <a href={setup.otpauthUrl}>{t('openInApp')}</a>
        </p>
      </section>
      <form className="bo-account__step" aria-labelledby="bo-totp-step2" onSubmit={form.submit} noValidate>
        <h3 id="bo-totp-step2" className="bo-account__step-title">
          {t('step2')}
        </h3>
        <div className="bo-account__inline">
          {form.field}
          <Button type="submit" variant="primary" busy={form.isBusy}>
            {t('enable')}
          </Button>
          <Button variant="ghost" onClick={() => setSetup(null)}>
            {t('cancelSetUp')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function DisableForm() {
  const t = useT(accountMessages);
  const toast = useToast();
  const { refresh } = useSession();
  const form = useCodeForm(async (code) => {
    await api.post('/me/totp/disable', { code });
    toast.show(t('disabled'));
    await refresh();
  });
  return (
    <form className="bo-account__step" aria-labelledby="bo-totp-disable" onSubmit={form.submit} noValidate>
      <h3 id="bo-totp-disable" className="bo-account__step-title">
        {t('disableTitle')}
      </h3>
      <p className="bo-field__hint">{t('disableHint')}</p>
      <div className="bo-account__inline">
        {form.field}
        <Button type="submit" variant="danger" busy={form.isBusy}>
          {t('disable')}
        </Button>
      </div>
    </form>
  );
}
