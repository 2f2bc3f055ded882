'use client';

import type { TNotificationPreferences, TUser } from '@food/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError } from '@/lib/api/browser-client';
import { PushUnavailable, subscribeAccount, unsubscribeBrowser } from '../pwa/push-client';
import { showSnackbar } from '../shell/notify';
import { displayPhone } from '../shell/phone';
import { fetchNotificationPreferences, patchNotificationPreferences } from './account-api';
import { LoadFailed } from './load-failed';
import styles from './account.module.css';

type Channel = 'statusEmail' | 'statusSms' | 'statusPush';
const CHANNELS: readonly Channel[] = ['statusEmail', 'statusSms', 'statusPush'];

/**
 * The profile page's "Order notifications" card (issue 21 item 7): what the customer is told of
 * their orders' status, by e-mail, SMS and push. Each switch saves at once; a refused save puts
 * the switch back and says so. The receipt is not a choice: checkout's e-mail field asks for it.
 */
export function NotificationPreferencesCard({ user }: { user: TUser }) {
  const t = useTranslations('account.notifications');
  const [prefs, setPrefs] = useState<TNotificationPreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState<Channel | null>(null);
  const id = useId();
  const locale = useLocale();

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      fetchNotificationPreferences(user.id, signal)
        .then(setPrefs)
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          console.warn('account: notification preferences not loaded', err);
          setFailed(true);
        });
    },
    [user.id],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function change(channel: Channel, on: boolean) {
    if (!prefs) return;
    const before = prefs;
    // shown at once; put back if the API refuses
    setPrefs({ ...prefs, [channel]: on });
    setSaving(channel);
    try {
      // push: this browser subscribes (asking the permission) before the choice is saved, and
      // stops before it is saved off, so the switch never says on for a browser that cannot get it
      if (channel === 'statusPush') await (on ? subscribeAccount(locale) : unsubscribeBrowser());
      setPrefs(await patchNotificationPreferences(user.id, { [channel]: on }));
      showSnackbar({ text: t('saved') });
    } catch (err) {
      console.warn('account: notification preferences not saved', err);
      setPrefs(before);
      if (err instanceof PushUnavailable) {
        const key = ({ unsupported: 'pushUnsupported', denied: 'pushDenied', failed: 'pushFailed' } as const)[
          err.problem
        ];
        showSnackbar({ text: t(key) });
      }
      // 401: the session ended, and the account frame sends the customer to sign in
      else if (!(err instanceof ApiError && err.status === 401)) showSnackbar({ text: t('saveFailed') });
    } finally {
      setSaving(null);
    }
  }

  const hintOf = (channel: Channel) => {
    if (channel === 'statusEmail')
      return user.email ? t('emailHint', { email: user.email }) : t('emailMissing');
    if (channel === 'statusSms') return t('smsHint', { phone: displayPhone(user.phone) });
    return t('pushHint');
  };

  return (
    <section
      className={styles.card}
      aria-labelledby="notifications-title"
      data-testid="notification-preferences"
    >
      <h2 id="notifications-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('intro')}</p>
      {failed ? (
        <LoadFailed onRetry={() => load()} />
      ) : !prefs ? (
        <div className={styles.skeletonBlock} role="status" aria-label={t('loading')} />
      ) : (
        <ul className={styles.switchList}>
          {CHANNELS.map((channel) => (
            <li key={channel} className={styles.switchRow}>
              <input
                id={`${id}-${channel}`}
                type="checkbox"
                role="switch"
                name={channel}
                checked={prefs[channel]}
                disabled={saving !== null}
                aria-describedby={`${id}-${channel}-hint`}
                onChange={(e) => void change(channel, e.target.checked)}
              />
              <span className={styles.switchText}>
                <label htmlFor={`${id}-${channel}`}>{t(channel)}</label>
                <span id={`${id}-${channel}-hint`} className={styles.hint}>
                  {hintOf(channel)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
