import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { commonMessages, LANGUAGE_NAMES, LANGUAGES, useLanguage, useT, type Language } from '../../i18n';
import { useSession } from '../../session';
import { Button, Notice, Panel, Select, TextField, useToast } from '../../ui';
import { ScopeText } from '../admin-kit';
import { accountMessages } from './messages';
import { useAccountErrorText } from './use-account-errors';

/** Who the member is (e-mail, role, scope), their name, and their language (applied at once). */
export function ProfilePanel() {
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const explain = useAccountErrorText();
  const toast = useToast();
  const { member, refresh } = useSession();
  const { language, setLanguage } = useLanguage();
  const [name, setName] = useState(member.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('nameRequired'));
      return;
    }
    setNameError(null);
    setFailure(null);
    setBusy(true);
    try {
      await api.patch('/me', { name: name.trim() });
      await refresh();
      toast.show(t('nameSaved'));
    } catch (err) {
      setFailure(explain(err));
    } finally {
      setBusy(false);
    }
  }

  async function changeLanguage(next: Language) {
    const was = language;
    setLanguage(next);
    setFailure(null);
    try {
      await api.patch('/me', { language: next });
      await refresh();
      toast.show(t('languageSaved'));
    } catch (err) {
      // the account keeps the old language: show it again, as the server has it
      setLanguage(was);
      setFailure(explain(err));
    }
  }

  return (
    <Panel title={t('profile')}>
      <div className="bo-account__profile">
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
        <dl className="bo-account__facts">
          <div>
            <dt>{t('email')}</dt>
            <dd>{member.email}</dd>
          </div>
          <div>
            <dt>{t('role')}</dt>
            <dd>{common(`role${member.role}`)}</dd>
          </div>
          <div>
            <dt>{t('scope')}</dt>
            <dd>
              <ScopeText
                scope={{ ...member, isOwnerScope: member.role === 'OWNER' }}
                everythingLabel={t('everything')}
              />
            </dd>
          </div>
        </dl>
        <form className="bo-account__inline" onSubmit={saveName} noValidate>
          <TextField
            label={t('name')}
            autoComplete="name"
            required
            maxLength={120}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={nameError}
          />
          <Button type="submit" busy={isBusy} disabled={name.trim() === member.name}>
            {t('saveName')}
          </Button>
        </form>
        <Select
          className="bo-account__language"
          label={t('language')}
          hint={t('languageHint')}
          value={language}
          onChange={(e) => void changeLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </div>
    </Panel>
  );
}
