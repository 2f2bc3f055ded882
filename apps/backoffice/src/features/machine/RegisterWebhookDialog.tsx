import type { TWebhookCreated, TWebhookEventType } from '@food/contracts';
import { useId, useState } from 'react';
import { useT } from '../../i18n';
import { usePlaces, useSession } from '../../session';
import { Checkbox, TextField } from '../../ui';
import {
  EMPTY_SCOPE,
  FormDialog,
  isScopeEmpty,
  machineScopeBody,
  ScopeFields,
  useFormSubmit,
  type PickedScope,
} from '../admin-kit';
import { createWebhook } from './machine-api';
import { EVENT_TYPES, webhookUrlProblem } from './machine-rules';
import { machineMessages } from './messages';
import { useMachineErrorText } from './use-machine-errors';

/** A new webhook: the address, its events, and everything the member manages or a part of it. */
export function RegisterWebhookDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TWebhookCreated) => void;
}) {
  const t = useT(machineMessages);
  const explain = useMachineErrorText();
  const places = usePlaces();
  const { member } = useSession();
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEventType[]>([...EVENT_TYPES]);
  const [isPicked, setPicked] = useState(false);
  const [scope, setScope] = useState<PickedScope>(EMPTY_SCOPE);
  const urlMessages = { empty: t('urlEmpty'), notUrl: t('urlNotUrl'), notHttp: t('urlNotHttp') } as const;
  const form = useFormSubmit<'url' | 'events' | 'scope'>({
    check: () => {
      const problem = webhookUrlProblem(url);
      return {
        ...(problem ? { url: urlMessages[problem] } : {}),
        ...(events.length ? {} : { events: t('pickEvent') }),
        ...(isPicked && isScopeEmpty(scope) ? { scope: t('pickScope') } : {}),
      };
    },
    send: async () =>
      onCreated(
        await createWebhook({
          url: url.trim(),
          events,
          ...(isPicked ? machineScopeBody(scope, places) : {}),
        }),
      ),
    fieldCodes: { WEBHOOK_URL_NOT_ALLOWED: 'url', INVALID_SCOPE: 'scope' },
    explain,
  });
  const { errors } = form;

  return (
    <FormDialog
      title={t('registerTitle')}
      description={t('hooksIntro')}
      submitLabel={t('register')}
      form={form}
      onClose={onClose}
    >
      <TextField
        label={t('url')}
        hint={t('urlHint')}
        type="url"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={errors.url}
      />
      <fieldset
        className={`bo-scope${errors.events ? ' bo-scope--invalid' : ''}`}
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend className="bo-field__label">{t('events')}</legend>
        {EVENT_TYPES.map((type) => (
          <Checkbox
            key={type}
            label={
              <>
                {t(`event.${type}`)} <code className="bo-mono bo-muted">{type}</code>
              </>
            }
            checked={events.includes(type)}
            onChange={(e) =>
              setEvents((list) =>
                e.target.checked
                  ? EVENT_TYPES.filter((x) => x === type || list.includes(x))
                  : list.filter((x) => x !== type),
              )
            }
          />
        ))}
        {errors.events ? (
          <p id={`${id}-events-error`} className="bo-field__error">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="bo-scope">
        <legend className="bo-field__label">{t('hookScope')}</legend>
        <label className="bo-check">
          <input type="radio" name={`${id}-scope`} checked={!isPicked} onChange={() => setPicked(false)} />
          <span>{t('hookScopeMine')}</span>
        </label>
        <label className="bo-check">
          <input type="radio" name={`${id}-scope`} checked={isPicked} onChange={() => setPicked(true)} />
          <span>{t('hookScopePicked')}</span>
        </label>
      </fieldset>
      {isPicked ? (
        <ScopeFields
          mode="mixed"
          legend={t('hookScopePicked')}
          allowEverything={member.role === 'OWNER'}
          value={scope}
          onChange={setScope}
          error={errors.scope}
        />
      ) : null}
    </FormDialog>
  );
}
