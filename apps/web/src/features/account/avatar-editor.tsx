'use client';

import type { TUser } from '@food/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { showMessage, showSnackbar } from '../shell/notify';
import { removeAvatar, updateAvatar } from './account-api';
import { AccountModal } from './account-modal';
import { setAccountUser } from './account-user';
import { Avatar } from './avatar';
import { photoAsJpegDataUrl } from './avatar-image';
import { AVATAR_TYPES, checkAvatarFile, stripDataUrlPrefix } from './profile-rules';
import styles from './account.module.css';

/** The profile photo with the image upload modal (SPEC section 2) and its removal. */
export function AvatarEditor({ user }: { user: TUser }) {
  const t = useTranslations('account.personal');
  const [open, setOpen] = useState(false);
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (err: unknown) => {
    console.warn('account: avatar change failed', err);
    if (err instanceof ApiError && err.status === 401) return;
    // SPEC section 8: avatar failures show a notice
    showMessage({ kind: 'error', key: 'account:personal.avatarFailed' });
  };

  async function choose(file: File | undefined) {
    setProblem(null);
    setDataUrl(null);
    if (!file) return;
    const bad = checkAvatarFile(file);
    if (bad) return setProblem(t(`problems.${bad}`));
    try {
      setDataUrl(await photoAsJpegDataUrl(file));
    } catch {
      setProblem(t('problems.avatarType'));
    }
  }

  async function upload() {
    if (!dataUrl) return;
    setBusy(true);
    try {
      setAccountUser(await updateAvatar(user.id, stripDataUrlPrefix(dataUrl)));
      // SPEC section 4: a successful profile update closes the image upload modal
      setOpen(false);
      setDataUrl(null);
      showSnackbar({ text: t('photoSaved') });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      setAccountUser(await removeAvatar(user.id));
      showSnackbar({ text: t('photoRemoved') });
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.photoRow}>
      <Avatar imageUrl={user.imageUrl} size={88} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => setOpen(true)}>
          {user.imageUrl ? t('changePhoto') : t('addPhoto')}
        </button>
        {user.imageUrl && (
          <button type="button" className={styles.ghost} disabled={busy} onClick={() => void remove()}>
            {t('removePhoto')}
          </button>
        )}
      </div>
      <AccountModal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) {
            setDataUrl(null);
            setProblem(null);
          }
        }}
        title={t('photoTitle')}
        description={t('photoText')}
        testId="avatar-modal"
      >
        <div className={styles.preview}>
          {dataUrl ? (
            <span className={styles.avatar} style={{ width: 160, height: 160 }}>
              {/* the chosen photo, before upload */}
              <img src={dataUrl} alt={t('photoPreview')} width={160} height={160} />
            </span>
          ) : (
            <Avatar imageUrl={user.imageUrl} size={160} />
          )}
        </div>
        {problem && (
          <p className={styles.fieldError} role="alert">
            {problem}
          </p>
        )}
        <div className={styles.modalActions}>
          <label className={`${styles.secondary} ${styles.fileButton}`}>
            {dataUrl ? t('chooseOther') : t('choosePhoto')}
            <input
              type="file"
              accept={AVATAR_TYPES.join(',')}
              data-testid="avatar-file"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
          </label>
          <button
            type="button"
            className={styles.primary}
            disabled={!dataUrl || busy}
            onClick={() => void upload()}
          >
            {t('savePhoto')}
          </button>
        </div>
      </AccountModal>
    </div>
  );
}
