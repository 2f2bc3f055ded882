'use client';

import { RouterLink } from '@/features/shell/router-link';
import { useTranslations } from 'next-intl';
import { countValues } from '@/lib/format/count';
import { signInHref } from '../auth/sign-in-rules';
import { GiftIcon } from '../shell/icons';
import { PATHS, useLocalizedHref } from '../shell/links';
import { useSite } from '../shell/site-context';
import { useUser } from '../shell/use-user';
import { bonusesFeatureOn, bonusesShortcutTarget } from './bonus-rules';
import styles from './bonuses-shortcut.module.css';

/**
 * The bonuses shortcut beside search (SPEC section 2), with the bonuses feature on: a signed-in
 * customer with a known balance goes to their bonuses, anyone else to sign-in and back there.
 */
export function BonusesShortcut({
  className,
  bubbleClassName,
}: {
  className?: string;
  bubbleClassName?: string;
}) {
  const t = useTranslations('bonuses');
  const site = useSite();
  const href = useLocalizedHref();
  const user = useUser();
  if (!bonusesFeatureOn(site.env)) return null;
  const balance = user?.bonusBalance;
  const target = bonusesShortcutTarget(user !== null, balance);
  const to =
    target.to === 'account' ? href(PATHS.bonuses) : signInHref(href(PATHS.signIn), href(PATHS.bonuses));
  return (
    <RouterLink
      href={to}
      className={`${className ?? ''} ${styles.shortcut} ${user ? styles.signedIn : ''}`}
      data-testid="bonuses-shortcut"
      aria-label={
        balance !== undefined && user
          ? t('shortcutWithBalance', countValues(balance, site.locale))
          : t('shortcut')
      }
    >
      <GiftIcon size={22} />
      {user && balance !== undefined && balance > 0 && <span className={bubbleClassName}>{balance}</span>}
    </RouterLink>
  );
}
