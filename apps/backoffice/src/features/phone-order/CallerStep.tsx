import type { TCareCustomerSummary, TPhoneOrderCustomer } from '@food/contracts';
import { displayPhone } from '@food/domain/phone-display';
import { useState, type FormEvent } from 'react';
import { useErrorText, useT } from '../../i18n';
import { Badge, Button, Notice, Panel, TextField, Toolbar, useToast } from '../../ui';
import { phoneOrderMessages } from './messages';
import { createCaller, findCallers, getCaller } from './phone-order-api';

export function CallerStep({
  rn,
  caller,
  onCaller,
}: {
  rn: number;
  caller: TPhoneOrderCustomer | null;
  onCaller: (caller: TPhoneOrderCustomer | null) => void;
}) {
  const t = useT(phoneOrderMessages);
  const explain = useErrorText();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [found, setFound] = useState<{ q: string; customers: TCareCustomerSummary[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [names, setNames] = useState({ firstName: '', lastName: '' });

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(explain(err));
    } finally {
      setBusy(false);
    }
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim().length < 2) return setTooShort(true);
    setTooShort(false);
    void run(async () => {
      const answer = await findCallers(rn, typed.trim());
      setFound({ q: typed.trim(), customers: answer.customers });
    });
  };
  const choose = (id: string) => run(async () => onCaller(await getCaller(id)));
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const customer = await createCaller({ retailNetworkId: rn, phone: found?.q ?? typed, ...names });
      if (customer.isNew) toast.show(t('customerAdded'));
      onCaller(customer);
    });
  };

  if (caller) {
    const name = [caller.firstName, caller.lastName].filter(Boolean).join(' ') || t('noName');
    return (
      <Panel
        title={t('stepCaller')}
        actions={
          <Button size="sm" variant="ghost" onClick={() => onCaller(null)}>
            {t('change')}
          </Button>
        }
      >
        <p className="bo-po__chosen">
          <strong>{name}</strong> · {displayPhone(caller.phone)}{' '}
          {caller.isBlocked ? <Badge tone="warning">{t('blocked')}</Badge> : null}
        </p>
      </Panel>
    );
  }
  return (
    <Panel title={t('stepCaller')}>
      <form role="search" aria-label={t('stepCaller')} onSubmit={search} noValidate>
        <Toolbar className="bo-po__inline">
          <TextField
            label={t('phoneLabel')}
            hint={t('phoneHint')}
            type="tel"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={tooShort ? t('tooShort') : undefined}
          />
          <Button type="submit" variant="primary" busy={busy}>
            {t('find')}
          </Button>
        </Toolbar>
      </form>
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {found && found.customers.length > 0 ? (
        <ul className="bo-po__list">
          {found.customers.map((c) => {
            const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || t('noName');
            return (
              <li key={c.id}>
                <span>
                  {name} · {displayPhone(c.phone)}
                </span>
                <Button size="sm" onClick={() => void choose(c.id)} aria-label={t('chooseLabel', { name })}>
                  {t('choose')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {found && found.customers.length === 0 ? (
        <form onSubmit={create} className="bo-po__new" noValidate>
          <p>{t('noCaller')}</p>
          <Toolbar className="bo-po__inline">
            <TextField
              label={t('newFirstName')}
              value={names.firstName}
              onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))}
            />
            <TextField
              label={t('newLastName')}
              value={names.lastName}
              onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))}
            />
            <Button type="submit" busy={busy}>
              {t('addCustomer')}
            </Button>
          </Toolbar>
        </form>
      ) : null}
    </Panel>
  );
}
