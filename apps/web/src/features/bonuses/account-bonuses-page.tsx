'use client';

import type { TSailplayUserInfo } from '@food/contracts';
import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { rememberBonusBalance } from '../auth/session';
import { LoadFailed } from '../account/load-failed';
import { formatOrderTime } from '../account/order-time';
import { GiftIcon } from '../shell/icons';
import { useLocalizedHref } from '../shell/links';
import { showSnackbar } from '../shell/notify';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { loadBonusInfo } from './bonus-api';
import { bonusActionKey, signedPoints } from './bonus-rules';
import styles from '../account/account.module.css';
import list from '../account/lists.module.css';
import b from './bonuses.module.css';

/**
 * /account/bonuses: the confirmed balance (what can be spent now), points on their way, the
 * history and the customer's referral promo code (SPEC sections 3 and 7).
 */
export function AccountBonusesPage({ timeZone }: { timeZone: string }) {
  const t = useTranslations('bonuses');
  const site = useSite();
  const user = useUser();
  const userId = user?.id ?? '';
  const [info, setInfo] = useState<TSailplayUserInfo | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) => {
      setFailed(false);
      loadBonusInfo(userId, site.rn, true, signal)
        .then((answer) => {
          if (signal?.aborted) return;
          setInfo(answer);
          rememberBonusBalance(userId, answer.user_points.confirmed);
        })
        .catch((err: unknown) => {
          if (signal?.aborted) return;
          // SPEC section 8: a balance failure is only logged; the page offers a retry
          console.warn('bonuses: not loaded', err);
          setFailed(true);
        });
    },
    [userId, site.rn],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failed) return <LoadFailed onRetry={() => load()} />;
  if (!info) return <div className={styles.skeletonBlock} role="status" aria-label={t('loading')} />;
  const points = info.user_points;

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t('accountTitle')}</h1>
      </div>
      <section className={b.balance} aria-labelledby="balance-title">
        <GiftIcon size={40} className={b.balanceIcon} />
        <div>
          <h2 id="balance-title" className={b.balanceLabel}>
            {t('confirmed')}
          </h2>
          <p className={b.balanceValue} data-testid="bonus-balance">
            {t('points', { count: points.confirmed })}
          </p>
          <p className={b.balanceNote}>
            {points.unconfirmed > 0 ? t('unconfirmed', { count: points.unconfirmed }) : t('howToSpend')}
          </p>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="referral-title">
        <h2 id="referral-title" className={styles.sectionTitle}>
          {t('referralTitle')}
        </h2>
        <p className={styles.muted}>{t('referralText')}</p>
        <div className={b.code}>
          <span className={b.codeValue} data-testid="referral-code">
            {info.referral_promocode}
          </span>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              navigator.clipboard
                ?.writeText(info.referral_promocode)
                .then(() => showSnackbar({ text: t('copied') }))
                .catch((err: unknown) => console.warn('bonuses: copy failed', err));
            }}
          >
            {t('copy')}
          </button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.sectionTitle}>
          {t('historyTitle')}
        </h2>
        {!info.history || info.history.length === 0 ? (
          <p className={styles.muted}>{t('historyEmpty')}</p>
        ) : (
          <ul className={list.history} data-testid="bonus-history">
            {info.history.map((entry) => (
              <li key={entry.id} className={list.historyItem}>
                <div>
                  <p>{t(`actions.${bonusActionKey(entry.action)}`)}</p>
                  <p className={styles.muted}>
                    {formatOrderTime(entry.createdAt, site.locale, timeZone)}
                    {!entry.isConfirmed && ` · ${t('pending')}`}
                    {entry.orderId && <OrderLink orderId={entry.orderId} />}
                  </p>
                </div>
                <span className={entry.points >= 0 ? list.plus : list.minus}>
                  {signedPoints(entry.points)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function OrderLink({ orderId }: { orderId: string }) {
  const t = useTranslations('bonuses');
  const href = useLocalizedHref();
  return (
    <>
      {' · '}
      <RouterLink href={href(`/account/orders/${orderId}`)}>{t('order')}</RouterLink>
    </>
  );
}
