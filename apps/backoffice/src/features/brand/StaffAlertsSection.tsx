import type { TLanguage, TStaffAlertSettingsView, TStaffAlertTestResult } from '@food/contracts';
import { useId, useState } from 'react';
import { api } from '../../api/client';
import { LANGUAGE_NAMES, LANGUAGES, useErrorText, useT } from '../../i18n';
import { Button, Notice, Panel, Row, Select, TextArea, useToast } from '../../ui';
import { LoadStatus, useFormSubmit, useResource } from '../admin-kit';
import { chatProblem, emailProblem, linesOf, type TargetProblem } from './staff-alert-rules';
import { staffAlertMessages } from './staff-alert-messages';
// its own styles: the Day screen shows it too, without the brand page's chunk
import './brand.css';

type Field = 'telegram' | 'emails';

/**
 * The outlet editor's new-order alerts (issue 21 item 5): Telegram chats and e-mail addresses,
 * the alerts' language, and a test alert to what is saved. Its own form under the profile's: it
 * is saved on its own (`PUT /outlets/{id}/staff-alerts`), so a wrong address never blocks the
 * outlet's hours, and the server's missing Telegram or SMTP settings are said here plainly.
 */
export function StaffAlertsSection({
  outletId,
  asPanel = false,
}: {
  outletId: number;
  /** a panel of its own (the Day screen, where outlet staff set their kitchen's alerts) */
  asPanel?: boolean;
}) {
  const t = useT(staffAlertMessages);
  const explain = useErrorText();
  const toast = useToast();
  const formId = useId();
  const path = `/outlets/${outletId}/staff-alerts`;
  const saved = useResource(`staff-alerts:${outletId}`, () => api.get<TStaffAlertSettingsView>(path));
  const [draft, setDraft] = useState<{ telegram: string; emails: string; language: TLanguage | '' } | null>(
    null,
  );
  const [testing, setTesting] = useState(false);
  const [results, setResults] = useState<TStaffAlertTestResult['results'] | null>(null);
  const [testFailure, setTestFailure] = useState<string | null>(null);

  const view = saved.data;
  const values = draft ?? {
    telegram: view?.telegramChatIds.join('\n') ?? '',
    emails: view?.emails.join('\n') ?? '',
    language: view?.language ?? '',
  };
  const isDirty =
    view !== null &&
    draft !== null &&
    (linesOf(draft.telegram).join('\n') !== view.telegramChatIds.join('\n') ||
      linesOf(draft.emails).join('\n') !== view.emails.join('\n') ||
      draft.language !== (view.language ?? ''));
  const hasTargets = Boolean(view && view.telegramChatIds.length + view.emails.length > 0);

  const say = (
    p: { problem: TargetProblem; value?: string } | null,
    invalid: 'chatInvalid' | 'emailInvalid',
  ) =>
    !p
      ? undefined
      : p.problem === 'tooMany'
        ? t('tooMany')
        : t(p.problem === 'repeated' ? 'repeated' : invalid, { value: p.value ?? '' });

  const form = useFormSubmit<Field>({
    check: () => {
      const e: Partial<Record<Field, string>> = {};
      const chat = say(chatProblem(linesOf(values.telegram)), 'chatInvalid');
      const mail = say(emailProblem(linesOf(values.emails)), 'emailInvalid');
      if (chat) e.telegram = chat;
      if (mail) e.emails = mail;
      return e;
    },
    explain,
    send: async () => {
      await api.put(path, {
        telegramChatIds: linesOf(values.telegram),
        emails: linesOf(values.emails),
        language: values.language || null,
      });
      setDraft(null);
      setResults(null);
      saved.reload();
      toast.show(t('saved'));
    },
  });

  const sendTest = async () => {
    setTesting(true);
    setTestFailure(null);
    try {
      setResults((await api.post<TStaffAlertTestResult>(`${path}/test`)).results);
    } catch (err) {
      setTestFailure(explain(err));
    } finally {
      setTesting(false);
    }
  };

  const edit = (patch: Partial<typeof values>) => setDraft({ ...values, ...patch });

  const body = (
    <>
      <p className="bo-field__hint">{t('intro')}</p>
      <LoadStatus resource={saved} failedTitle={t('loadFailed')} explain={explain} />
      {view ? (
        <>
          {!view.isTelegramOn ? <Notice tone="warning">{t('telegramOff')}</Notice> : null}
          {!view.isEmailOn ? <Notice tone="warning">{t('emailOff')}</Notice> : null}
          <form id={formId} className="bo-form" onSubmit={form.submit} noValidate>
            {form.failure ? <Notice tone="danger">{form.failure}</Notice> : null}
            <div className="bo-brand__grid">
              <TextArea
                label={t('telegram')}
                hint={t('telegramHint')}
                rows={3}
                spellCheck={false}
                value={values.telegram}
                error={form.errors.telegram}
                onChange={(e) => edit({ telegram: e.target.value })}
              />
              <TextArea
                label={t('emails')}
                hint={t('emailsHint')}
                rows={3}
                spellCheck={false}
                value={values.emails}
                error={form.errors.emails}
                onChange={(e) => edit({ emails: e.target.value })}
              />
              <Select
                label={t('language')}
                value={values.language}
                onChange={(e) => edit({ language: e.target.value as TLanguage | '' })}
              >
                <option value="">{t('languageBrand')}</option>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </Select>
            </div>
            <Row>
              <Button type="submit" variant="primary" busy={form.isBusy} disabled={!isDirty}>
                {t('save')}
              </Button>
              <Button onClick={() => void sendTest()} busy={testing} disabled={isDirty || !hasTargets}>
                {t('test')}
              </Button>
            </Row>
            <p className="bo-field__hint">
              {isDirty ? t('testSaveFirst') : hasTargets ? t('testHint') : t('testNothing')}
            </p>
          </form>
          {testFailure ? <Notice tone="danger">{testFailure}</Notice> : null}
          {results ? (
            <Notice
              tone={results.some((r) => r.outcome !== 'SENT') ? 'warning' : 'success'}
              title={t('testResults')}
            >
              <ul className="bo-brand__alert-results">
                {results.map((r) => (
                  <li key={`${r.channel}:${r.target}`}>
                    {r.target}: {t(r.outcome, { error: r.error ?? '' })}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}
        </>
      ) : null}
    </>
  );
  if (asPanel)
    return (
      <Panel title={t('title')} className="bo-brand__alerts-panel">
        {body}
      </Panel>
    );
  return (
    <section className="bo-brand__alerts" aria-labelledby={`${formId}-title`} data-testid="staff-alerts">
      <h3 id={`${formId}-title`} className="bo-brand__subtitle">
        {t('title')}
      </h3>
      {body}
    </section>
  );
}
