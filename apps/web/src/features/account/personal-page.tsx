'use client';

import type { TProfilePatch, TUser } from '@food/contracts';
import { hasErrorCode } from '@food/contracts/errors';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { showMessage, showSnackbar } from '../shell/notify';
import { displayPhone } from '../shell/phone';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { patchProfile } from './account-api';
import { AccountModal } from './account-modal';
import { setAccountUser, useAccountUser } from './account-user';
import { AvatarEditor } from './avatar-editor';
import { LoadFailed } from './load-failed';
import { NotificationPreferencesCard } from './notification-preferences';
import {
  checkBirthDate,
  checkProfileForm,
  joinNames,
  needsBirthDateConfirm,
  oldestBirthDate,
  profilePatchOf,
  todayUtc,
  type ProfileProblem,
} from './profile-rules';
import styles from './account.module.css';

/** /account/personal: name, e-mail, birth date (confirmed once), the profile photo and order notifications. */
export function PersonalPage() {
  const stored = useUser();
  const { user, failed, reload } = useAccountUser(stored?.id ?? '');
  const t = useTranslations('account.personal');
  if (!user) return failed ? <LoadFailed onRetry={reload} /> : <div className={styles.skeletonBlock} />;
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
      </div>
      <section className={styles.card} aria-labelledby="photo-title">
        <h2 id="photo-title" className={styles.sectionTitle}>
          {t('photo')}
        </h2>
        <AvatarEditor user={user} />
      </section>
      <ProfileForm key={user.id} user={user} />
      <NotificationPreferencesCard key={`notifications-${user.id}`} user={user} />
    </>
  );
}

function ProfileForm({ user }: { user: TUser }) {
  const t = useTranslations('account.personal');
  const site = useSite();
  const [fullName, setFullName] = useState(joinNames(user));
  const [email, setEmail] = useState(user.email ?? '');
  const [birthDate, setBirthDate] = useState(user.birthDate ?? '');
  const [problems, setProblems] = useState<{ fullName?: ProfileProblem; email?: ProfileProblem }>({});
  const [birthProblem, setBirthProblem] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = {
    name: useId(),
    email: useId(),
    birth: useId(),
    nameError: useId(),
    emailError: useId(),
    birthError: useId(),
  };
  const today = todayUtc(new Date());

  const patchOf = (confirmBirthDate: boolean): TProfilePatch => {
    const patch: TProfilePatch = profilePatchOf({ fullName, email }, user);
    if (confirmBirthDate) {
      patch.birthDate = birthDate;
      patch.isBirthDateConfirmed = true;
    }
    return patch;
  };

  async function save(patch: TProfilePatch) {
    if (Object.keys(patch).length === 0) {
      showSnackbar({ text: t('nothingChanged') });
      return;
    }
    setBusy(true);
    try {
      setAccountUser(await patchProfile(user.id, patch));
      // SPEC section 4: a successful profile update closes the birth-date modal
      setConfirmOpen(false);
      showSnackbar({ text: t('saved') });
    } catch (err) {
      // SPEC section 8: a failed profile patch is only logged; the customer is told it did not save
      console.warn('account: profile not saved', err);
      if (err instanceof ApiError && hasErrorCode(err, 'BIRTH_DATE_LOCKED'))
        setBirthProblem(t('birthLocked'));
      else if (err instanceof ApiError && err.status === 401) return;
      else showMessage({ kind: 'error', key: 'account:personal.saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = checkProfileForm({ fullName, email });
    setProblems(found);
    const birth = !user.isBirthDateConfirmed && birthDate ? checkBirthDate(birthDate, today) : null;
    setBirthProblem(birth ? t(`birthProblems.${birth}`) : null);
    if (found.fullName || found.email || birth) return;
    if (needsBirthDateConfirm(birthDate, user)) setConfirmOpen(true);
    else void save(patchOf(false));
  }

  const birthLabel = birthDate
    ? new Intl.DateTimeFormat(site.locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${birthDate}T00:00:00Z`))
    : '';

  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title" className={styles.sectionTitle}>
        {t('details')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={ids.name} className={styles.fieldLabel}>
            {t('fullName')}
          </label>
          <input
            id={ids.name}
            className={styles.input}
            name="fullName"
            autoComplete="name"
            value={fullName}
            maxLength={150}
            aria-invalid={problems.fullName ? true : undefined}
            aria-describedby={problems.fullName ? ids.nameError : undefined}
            onChange={(e) => setFullName(e.target.value)}
          />
          {problems.fullName && (
            <span id={ids.nameError} className={styles.fieldError}>
              {t(`problems.${problems.fullName}`)}
            </span>
          )}
        </div>
        <div className={styles.row}>
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('phone')}</span>
            <span className={`${styles.input} ${styles.readonlyValue}`}>{displayPhone(user.phone)}</span>
            <span className={styles.hint}>{t('phoneHint')}</span>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.email} className={styles.fieldLabel}>
              {t('email')}
            </label>
            <input
              id={ids.email}
              className={styles.input}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? ids.emailError : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {problems.email && (
              <span id={ids.emailError} className={styles.fieldError}>
                {t(`problems.${problems.email}`)}
              </span>
            )}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.birth} className={styles.fieldLabel}>
            {t('birthDate')}
          </label>
          <input
            id={ids.birth}
            className={styles.input}
            type="date"
            name="birthDate"
            value={birthDate}
            min={oldestBirthDate(today)}
            max={today}
            readOnly={user.isBirthDateConfirmed}
            aria-invalid={birthProblem ? true : undefined}
            aria-describedby={`${ids.birth}-hint${birthProblem ? ` ${ids.birthError}` : ''}`}
            onChange={(e) => {
              setBirthDate(e.target.value);
              setBirthProblem(null);
            }}
          />
          <span id={`${ids.birth}-hint`} className={styles.hint}>
            {user.isBirthDateConfirmed ? t('birthConfirmedHint') : t('birthHint')}
          </span>
          {birthProblem && (
            <span id={ids.birthError} className={styles.fieldError} role="alert">
              {birthProblem}
            </span>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>
            {t('save')}
          </button>
        </div>
      </form>
      <AccountModal
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('confirmBirthTitle')}
        description={t('confirmBirthText', { date: birthLabel })}
        testId="birth-date-modal"
      >
        <div className={styles.modalActions}>
          <button type="button" className={styles.secondary} onClick={() => setConfirmOpen(false)}>
            {t('confirmBirthCancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => void save(patchOf(true))}
          >
            {t('confirmBirthOk')}
          </button>
        </div>
      </AccountModal>
    </section>
  );
}
