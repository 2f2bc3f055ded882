import type { TBackofficeSettings } from '@food/contracts';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { useSession } from '../../session';
import { Button, Checkbox, Notice, PageHeader, Panel, Stack, TextField, useToast } from '../../ui';
import { LoadStatus, useResource } from '../admin-kit';
import { settingsMessages } from './messages';
import {
  parseUnpaidMinutes,
  settingsChanges,
  UNPAID_MINUTES_MAX,
  UNPAID_MINUTES_MIN,
} from './settings-rules';
import './settings.css';

const loadSettings = () => api.get<TBackofficeSettings>('/settings');

/** The back office's settings (owners): a second factor for everyone; unpaid orders' time limit. */
export function SettingsPage() {
  const t = useT(settingsMessages);
  const explain = useErrorText();
  const settings = useResource('settings', loadSettings);
  return (
    <div className="bo-page bo-settings">
      <PageHeader title={t('title')} description={t('description')} />
      <LoadStatus resource={settings} failedTitle={t('loadFailed')} explain={explain} />
      {settings.data ? (
        <SettingsForm stored={settings.data} onSaved={(next) => settings.setData(() => next)} />
      ) : null}
    </div>
  );
}

function SettingsForm({
  stored,
  onSaved,
}: {
  stored: TBackofficeSettings;
  onSaved: (next: TBackofficeSettings) => void;
}) {
  const t = useT(settingsMessages);
  const explain = useErrorText();
  const toast = useToast();
  const { member, refresh } = useSession();
  const [requireTotp, setRequireTotp] = useState(stored.requireTotp);
  const [minutes, setMinutes] = useState(String(stored.unpaidCancelMinutes));
  const [minutesError, setMinutesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unpaidCancelMinutes = parseUnpaidMinutes(minutes);
    setFailure(null);
    if (unpaidCancelMinutes === null) {
      setMinutesError(t('unpaidMinutesInvalid'));
      event.currentTarget.querySelector<HTMLInputElement>('input[type="number"]')?.focus();
      return;
    }
    setMinutesError(null);
    const changes = settingsChanges(stored, { requireTotp, unpaidCancelMinutes });
    if (Object.keys(changes).length === 0) {
      toast.show(t('nothingChanged'), 'neutral');
      return;
    }
    setBusy(true);
    try {
      const saved = await api.patch<TBackofficeSettings>('/settings', changes);
      onSaved(saved);
      const said = [
        ...('requireTotp' in changes ? [t(saved.requireTotp ? 'changedTotpOn' : 'changedTotpOff')] : []),
        ...('unpaidCancelMinutes' in changes ? [t('changedMinutes', { n: saved.unpaidCancelMinutes })] : []),
      ];
      toast.show(t('saved', { changes: said.join(', ') }));
      // turning the rule on may leave this very member without the second factor it now asks for
      if ('requireTotp' in changes) await refresh();
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        <Panel title={t('security')}>
          <Stack gap="sm">
            <Checkbox
              label={t('requireTotp')}
              hint={t('requireTotpHint')}
              checked={requireTotp}
              onChange={(e) => setRequireTotp(e.target.checked)}
            />
            {requireTotp && !stored.requireTotp && !member.totpEnabled ? (
              <Notice tone="warning">{t('requireTotpYou')}</Notice>
            ) : null}
          </Stack>
        </Panel>
        <Panel title={t('orders')}>
          <TextField
            className="bo-settings__minutes"
            label={t('unpaidMinutes')}
            hint={t('unpaidMinutesHint')}
            type="number"
            inputMode="numeric"
            min={UNPAID_MINUTES_MIN}
            max={UNPAID_MINUTES_MAX}
            step={1}
            required
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={minutesError}
          />
        </Panel>
        <div>
          <Button type="submit" variant="primary" busy={isBusy}>
            {t('save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
