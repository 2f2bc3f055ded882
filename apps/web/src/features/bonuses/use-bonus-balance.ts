'use client';

import { useEffect, useState } from 'react';
import { rememberBonusBalance } from '../auth/session';
import { useSite } from '../shell/site-context';
import { bonusesFeatureOn } from './bonus-rules';
import { loadBonusInfo } from './bonus-api';

/**
 * Asks the bonus API for the signed-in customer's confirmed balance each time a component using
 * this mounts (the drawer on every opening, the shell once per page load), and keeps it with the
 * stored user, so every count the chrome shows follows it (issue 17, item 15: the drawer said 0
 * with 18 confirmed until the bonuses page was opened). Returns whether the answer is pending.
 * A failure keeps the count known before (SPEC section 8: balance failures only log).
 */
export function useFreshBonusBalance(userId: string | null): boolean {
  const site = useSite();
  const isOn = bonusesFeatureOn(site.env);
  const [pendingFor, setPendingFor] = useState<string | null>(isOn ? userId : null);
  useEffect(() => {
    if (!userId || !isOn) return;
    const controller = new AbortController();
    setPendingFor(userId);
    loadBonusInfo(userId, site.rn, false, controller.signal)
      .then((info) => rememberBonusBalance(userId, info.user_points.confirmed))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) console.warn('bonuses: the balance could not be refreshed', err);
      })
      .finally(() => {
        if (!controller.signal.aborted) setPendingFor(null);
      });
    return () => controller.abort();
  }, [userId, isOn, site.rn]);
  return pendingFor !== null && pendingFor === userId;
}

/** Refreshes the balance once per page load for a signed-in customer; draws nothing. */
export function BonusBalanceSync({ userId }: { userId: string }) {
  useFreshBonusBalance(userId);
  return null;
}
