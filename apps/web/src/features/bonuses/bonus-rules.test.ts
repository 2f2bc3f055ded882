import { describe, expect, it } from 'vitest';
import { bonusActionKey, bonusesPageOn, bonusesShortcutTarget, signedPoints } from './bonus-rules';

describe('bonuses in the storefront', () => {
  it('shows the public page only with the feature and the footer-page flag (SPEC section 2)', () => {
    expect(bonusesPageOn({ USE_BONUSES_FEATURE: true, SHOW_BONUSES_FOOTER_PAGE: true })).toBe(true);
    expect(bonusesPageOn({ USE_BONUSES_FEATURE: true, SHOW_BONUSES_FOOTER_PAGE: false })).toBe(false);
    expect(bonusesPageOn({ USE_BONUSES_FEATURE: false, SHOW_BONUSES_FOOTER_PAGE: true })).toBe(false);
  });

  it('sends the shortcut to the account with a balance, else to sign-in coming back there', () => {
    expect(bonusesShortcutTarget(true, 120)).toEqual({ to: 'account' });
    expect(bonusesShortcutTarget(true, 0)).toEqual({ to: 'account' });
    expect(bonusesShortcutTarget(true, undefined)).toEqual({ to: 'signIn', redirectTo: 'account' });
    expect(bonusesShortcutTarget(false, undefined)).toEqual({ to: 'signIn', redirectTo: 'account' });
  });

  it('reads history entries', () => {
    expect(bonusActionKey('ACCRUAL')).toBe('accrual');
    expect(bonusActionKey('SOMETHING')).toBe('other');
    expect([38, -100, 0].map(signedPoints)).toEqual(['+38', '−100', '0']);
  });
});
