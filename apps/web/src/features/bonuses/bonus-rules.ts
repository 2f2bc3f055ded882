/**
 * Bonus rules of the storefront (SPEC sections 2 and 3): where the bonuses shortcut goes, when
 * the public page and the account page exist, and how history entries read.
 */
import { isOn, type Env } from '../shell/visibility';

export const bonusesFeatureOn = (env: Env) => isOn(env, 'USE_BONUSES_FEATURE');

/** SPEC section 2: the public /bonuses page only with the bonuses feature and the footer-page flag. */
export const bonusesPageOn = (env: Env) => bonusesFeatureOn(env) && isOn(env, 'SHOW_BONUSES_FOOTER_PAGE');

/**
 * SPEC section 2: signed in with a balance goes to the account's bonuses, otherwise to sign-in
 * with the account's bonuses as redirectTo.
 */
export function bonusesShortcutTarget(
  isSignedIn: boolean,
  balance: number | undefined,
): { to: 'account' } | { to: 'signIn'; redirectTo: 'account' } {
  return isSignedIn && balance !== undefined ? { to: 'account' } : { to: 'signIn', redirectTo: 'account' };
}

export type BonusActionKey = 'accrual' | 'spending' | 'referral' | 'refund' | 'adjustment' | 'other';

export function bonusActionKey(action: string): BonusActionKey {
  const key = action.toLowerCase();
  return (
    (['accrual', 'spending', 'referral', 'refund', 'adjustment'] as const).find((k) => k === key) ?? 'other'
  );
}

/** "+38", "−100": the sign always shown, a real minus sign. */
export const signedPoints = (points: number) =>
  points > 0 ? `+${points}` : points < 0 ? `−${Math.abs(points)}` : '0';
