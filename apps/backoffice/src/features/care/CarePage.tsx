import type { TCareCustomer } from '@food/contracts';
import { displayPhone } from '@food/domain/phone-display';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useErrorText, useT } from '../../i18n';
import { Badge, Button, PageHeader, Table, TextField, Toolbar, useToast } from '../../ui';
import { LoadStatus, useResource, useStamp, useUrlParams } from '../admin-kit';
import { ReplyDialog } from '../reviews/ReviewDialogs';
import { AdjustDialog, BlockDialog, EraseDialog, ExportDialog } from './CareDialogs';
import { CustomerCard } from './CustomerCard';
import { getCustomer, searchCustomers } from './care-api';
import { customerName, isQuery } from './care-rules';
import { careMessages } from './messages';
import './care.css';

/**
 * Customer care (issue 23 item 2, owners and brand managers): one search box for a phone as
 * typed, a name, an e-mail or an order number; the customer's card with their orders, addresses,
 * bonuses and reviews; bonus corrections and blocking as small dialogs (each audited by the API).
 */
export function CarePage() {
  const t = useT(careMessages);
  const explain = useErrorText();
  const [params, setParams] = useUrlParams();
  const q = params.get('q') ?? '';
  const id = params.get('id');
  const [typed, setTyped] = useState(q);
  const [tooShort, setTooShort] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isQuery(typed)) return setTooShort(true);
    setTooShort(false);
    setParams({ q: typed.trim(), id: null });
  };

  return (
    <div className="bo-page bo-page--wide bo-care">
      <PageHeader title={t('title')} description={t('description')} />
      <form role="search" aria-label={t('title')} onSubmit={submit} noValidate>
        <Toolbar className="bo-care__search">
          <TextField
            label={t('searchLabel')}
            hint={t('searchHint')}
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={tooShort ? t('tooShort') : undefined}
          />
          <Button type="submit" variant="primary">
            {t('search')}
          </Button>
        </Toolbar>
      </form>
      {id ? (
        <CustomerView id={id} onBack={q ? () => setParams({ id: null }) : null} explain={explain} />
      ) : q ? (
        <Results q={q} onOpen={(customerId) => setParams({ id: customerId })} explain={explain} />
      ) : null}
    </div>
  );
}

function Results({
  q,
  onOpen,
  explain,
}: {
  q: string;
  onOpen: (id: string) => void;
  explain: (error: unknown) => string;
}) {
  const t = useT(careMessages);
  const stamp = useStamp();
  const found = useResource(q, () => searchCustomers(q));
  const rows = found.data?.customers ?? [];
  return (
    <section aria-label={t('results')}>
      <LoadStatus
        resource={found}
        failedTitle={t('loadFailed')}
        explain={explain}
        isEmpty={rows.length === 0}
        empty={t('noResults')}
      />
      {found.data && rows.length > 0 ? (
        <>
          <p className="bo-care-muted">{t(`matchedBy_${found.data.matchedBy}`)}</p>
          <Table className="bo-cards-on-phone" aria-busy={found.isLoading || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('colCustomer')}</th>
                <th scope="col">{t('colPhone')}</th>
                <th scope="col">{t('colEmail')}</th>
                <th scope="col">{t('colSince')}</th>
                <th scope="col">
                  <span className="bo-visually-hidden">{t('open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => {
                const name = c.isErased ? t('erasedName') : (customerName(c) ?? t('noName'));
                return (
                  <tr key={c.id}>
                    <td data-label={t('colCustomer')}>
                      {name} {c.isBlocked ? <Badge tone="danger">{t('blocked')}</Badge> : null}
                    </td>
                    <td data-label={t('colPhone')}>{c.isErased ? '—' : displayPhone(c.phone)}</td>
                    <td data-label={t('colEmail')}>{c.email ?? '—'}</td>
                    <td data-label={t('colSince')}>{stamp(c.createdAt, '—')}</td>
                    <td>
                      <Button size="sm" onClick={() => onOpen(c.id)} aria-label={t('openLabel', { name })}>
                        {t('open')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </>
      ) : null}
    </section>
  );
}

function CustomerView({
  id,
  onBack,
  explain,
}: {
  id: string;
  onBack: (() => void) | null;
  explain: (error: unknown) => string;
}) {
  const t = useT(careMessages);
  const toast = useToast();
  const customer = useResource(id, () => getCustomer(id));
  const [dialog, setDialog] = useState<'adjust' | 'block' | 'export' | 'erase' | null>(null);
  const [replying, setReplying] = useState<TCareCustomer['reviews'][number] | null>(null);
  const explainLoad = (error: unknown) =>
    error instanceof ApiError && error.code === 'CUSTOMER_NOT_FOUND' ? t('notFound') : explain(error);
  const done = (next: TCareCustomer, message: string) => {
    customer.setData(() => next);
    setDialog(null);
    toast.show(message);
  };
  return (
    <>
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('back')}
        </Button>
      ) : null}
      <LoadStatus resource={customer} failedTitle={t('loadFailed')} explain={explainLoad} />
      {customer.data ? (
        <CustomerCard
          customer={customer.data}
          onAdjust={() => setDialog('adjust')}
          onBlock={() => setDialog('block')}
          onReply={setReplying}
          onExport={() => setDialog('export')}
          onErase={() => setDialog('erase')}
        />
      ) : null}
      {customer.data && dialog === 'adjust' ? (
        <AdjustDialog
          customer={customer.data}
          onClose={() => setDialog(null)}
          onDone={(next) => done(next, t('adjusted', { points: next.bonusBalance }))}
        />
      ) : null}
      {customer.data && dialog === 'block' ? (
        <BlockDialog
          customer={customer.data}
          onClose={() => setDialog(null)}
          onDone={(next) => {
            const phone = displayPhone(next.phone);
            done(next, next.isBlocked ? t('blockedDone', { phone }) : t('unblockedDone', { phone }));
          }}
        />
      ) : null}
      {customer.data && replying ? (
        <ReplyDialog
          review={replying}
          onClose={() => setReplying(null)}
          onDone={(review) => {
            customer.setData((c) =>
              c
                ? {
                    ...c,
                    reviews: c.reviews.map((r) =>
                      r.id === review.id ? { ...r, reply: review.reply, status: review.status } : r,
                    ),
                  }
                : c,
            );
            setReplying(null);
            toast.show(review.reply ? t('replySaved') : t('replyRemoved'));
          }}
        />
      ) : null}
      {customer.data && dialog === 'export' ? (
        <ExportDialog
          customer={customer.data}
          onClose={() => setDialog(null)}
          onExported={() => {
            setDialog(null);
            toast.show(t('exported'));
          }}
        />
      ) : null}
      {customer.data && dialog === 'erase' ? (
        <EraseDialog
          customer={customer.data}
          onClose={() => setDialog(null)}
          onErased={() => {
            setDialog(null);
            customer.reload();
            toast.show(t('erased'));
          }}
        />
      ) : null}
    </>
  );
}
