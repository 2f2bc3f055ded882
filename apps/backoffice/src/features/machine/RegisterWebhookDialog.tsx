import type { TWebhookCreated, TWebhookEventType } from '@food/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { commonMessages, useT } from '../../i18n';
import { usePlaces, useSession } from '../../session';
import { Button, Checkbox, Dialog, Notice, TextField } from '../../ui';
import {
  EMPTY_SCOPE,
  isScopeEmpty,
  machineScopeBody,
  ScopeFields,
  showFieldErrors,
  type PickedScope,
} from '../admin-kit';
import { createWebhook } from './machine-api';
import { EVENT_TYPES, webhookUrlProblem } from './machine-rules';
import { machineMessages } from './messages';
import { useMachineErrorText } from './use-machine-errors';

type Errors = { url?: string; events?: string; scope?: string };

/** A new webhook: the address, its events, and everything the member manages or a part of it. */
export function RegisterWebhookDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (created: TWebhookCreated) => void;
}) {
  const t = useT(machineMessages);
  const common = useT(commonMessages);
  const explain = useMachineErrorText();
  const places = usePlaces();
  const { member } = useSession();
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<TWebhookEventType[]>([...EVENT_TYPES]);
  const [isPicked, setPicked] = useState(false);
  const [scope, setScope] = useState<PickedScope>(EMPTY_SCOPE);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const urlMessages = { empty: t('urlEmpty'), notUrl: t('urlNotUrl'), notHttp: t('urlNotHttp') } as const;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = webhookUrlProblem(url);
    const found: Errors = {
      ...(problem ? { url: urlMessages[problem] } : {}),
      ...(events.length ? {} : { events: t('pickEvent') }),
      ...(isPicked && isScopeEmpty(scope) ? { scope: t('pickScope') } : {}),
    };
    setFailure(null);
    showFieldErrors(event.currentTarget, () => setErrors(found));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onCreated(
        await createWebhook({
          url: url.trim(),
          events,
          ...(isPicked ? machineScopeBody(scope, places) : {}),
        }),
      );
    } catch (err) {
      if (err instanceof ApiError && err.code === 'WEBHOOK_URL_NOT_ALLOWED') setErrors({ url: explain(err) });
      else if (err instanceof ApiError && err.code === 'INVALID_SCOPE') setErrors({ scope: explain(err) });
      else setFailure(explain(err));
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('registerTitle')}
      description={t('hooksIntro')}
      footer={
        <>
          <Button onClick={onClose}>{common('cancel')}</Button>
          <Button type="submit" form="bo-register-webhook" variant="primary" busy={isBusy}>
            {t('register')}
          </Button>
        </>
      }
    >
      <form id="bo-register-webhook" className="bo-form" onSubmit={submit} noValidate>
        {failure ? <Notice tone="danger">{failure}</Notice> : null}
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
      </form>
    </Dialog>
  );
}
