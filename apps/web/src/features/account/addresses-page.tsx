'use client';

import type { TUser, TUserAddress, TUserAddressInput } from '@food/contracts';
import { errorCodeOf } from '@food/contracts/errors';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { HomeIcon, PinIcon } from '../shell/icons';
import { showMessage, showSnackbar } from '../shell/notify';
import { useUser } from '../shell/use-user';
import { addAddress, fetchUser, removeAddress, updateAddress } from './account-api';
import { AccountModal } from './account-modal';
import { setAccountUser, useAccountUser } from './account-user';
import { AddressForm } from './address-form';
import { addressLine, usableAddresses } from './address-rules';
import { LoadFailed } from './load-failed';
import styles from './account.module.css';
import list from './lists.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; address: TUserAddress } | null;

/** /account/delivery: the saved delivery addresses with the add, edit and delete modals. */
export function AddressesPage() {
  const stored = useUser();
  const { user, failed, reload } = useAccountUser(stored?.id ?? '');
  const t = useTranslations('account.addresses');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TUserAddress | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user) return failed ? <LoadFailed onRetry={reload} /> : <div className={styles.skeletonBlock} />;
  // SPEC section 5: without businessRegionId dropped; by city name, then latitude
  const addresses = usableAddresses(user.addresses);

  async function run(action: () => Promise<TUser>, done: string) {
    setBusy(true);
    try {
      setAccountUser(await action());
      // SPEC section 4: a successful update closes the edit and delete modals
      setEditing(null);
      setDeleting(null);
      showSnackbar({ text: done });
    } catch (err) {
      console.warn('addresses: change failed', err);
      if (err instanceof ApiError && err.status === 401) return;
      // SPEC section 8: address failures show a notice
      showMessage({ kind: 'error', key: failureKey(err) });
    } finally {
      setBusy(false);
    }
  }

  const save = (input: TUserAddressInput) => {
    const u = user;
    if (editing?.mode === 'edit') void run(() => updateAddress(u.id, editing.address.id, input), t('saved'));
    else
      void run(async () => {
        await addAddress(u.id, input);
        return fetchUser(u.id);
      }, t('added'));
  };

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        {addresses.length > 0 && (
          <button
            type="button"
            className={styles.primary}
            data-testid="address-add"
            onClick={() => setEditing({ mode: 'add' })}
          >
            {t('add')}
          </button>
        )}
      </div>

      {addresses.length === 0 ? (
        <div className={`${styles.card} ${styles.empty}`}>
          <span className={styles.emptyIcon}>
            <HomeIcon size={32} />
          </span>
          <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
          <p className={styles.emptyText}>{t('emptyText')}</p>
          <button
            type="button"
            className={styles.primary}
            data-testid="address-add"
            onClick={() => setEditing({ mode: 'add' })}
          >
            {t('add')}
          </button>
        </div>
      ) : (
        <ul className={list.addresses}>
          {addresses.map((a) => (
            <li key={a.id} className={list.addressCard} data-testid="address-card">
              <PinIcon size={22} className={list.addressIcon} />
              <div className={list.addressText}>
                <p className={list.addressLine}>{addressLine(a, t('apartmentShort'))}</p>
                <p className={styles.muted}>
                  {[
                    a.isPrivateHouse ? t('privateHouse') : null,
                    a.entrance ? `${t('fields.entrance')} ${a.entrance}` : null,
                    a.floor ? `${t('fields.floor')} ${a.floor}` : null,
                    a.intercom ? `${t('fields.intercom')} ${a.intercom}` : null,
                    a.comment,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className={list.addressActions}>
                <button
                  type="button"
                  className={styles.ghost}
                  data-testid="address-edit"
                  aria-label={t('editLabel', { address: addressLine(a, t('apartmentShort')) })}
                  onClick={() => setEditing({ mode: 'edit', address: a })}
                >
                  {t('edit')}
                </button>
                <button
                  type="button"
                  className={styles.ghost}
                  data-testid="address-delete"
                  aria-label={t('deleteLabel', { address: addressLine(a, t('apartmentShort')) })}
                  onClick={() => setDeleting(a)}
                >
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <AccountModal
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={editing?.mode === 'edit' ? t('editTitle') : t('addTitle')}
        wide
        testId="address-modal"
      >
        {editing && (
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : null}
            busy={busy}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </AccountModal>

      <AccountModal
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('deleteTitle')}
        description={deleting ? addressLine(deleting, t('apartmentShort')) : undefined}
        testId="address-delete-modal"
      >
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => setDeleting(null)}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={busy}
            data-testid="address-delete-confirm"
            onClick={() => deleting && void run(() => removeAddress(user.id, deleting.id), t('deleted'))}
          >
            {t('deleteConfirm')}
          </button>
        </div>
      </AccountModal>
    </>
  );
}

/** The notice for a refused change (SPEC section 8): the API's reason where the customer can act on it. */
function failureKey(err: unknown): string {
  const code = err instanceof ApiError ? errorCodeOf(err) : null;
  if (code === 'ADDRESS_LIMIT_REACHED') return 'account:addresses.tooMany';
  // issue 17, item 7: the form checks first; the API refuses what it missed
  if (code === 'ADDRESS_NOT_DELIVERABLE') return 'account:addresses.notDeliverable';
  if (code === 'ADDRESS_IN_OTHER_CITY') return 'account:addresses.inOtherCity';
  return 'account:addresses.failed';
}
