/**
 * The account page's rules (pure, tested): the code from the authenticator app, the secret as
 * people type it, and a new password checked as the API will (STAFF_PASSWORD_MIN_LENGTH of
 * packages/contracts; repeated here so no zod reaches the app, and a test keeps them equal).
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The six digits of a code typed with or without spaces ("123 456"), else null. */
export function normalizeCode(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** A TOTP secret in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}

export type PasswordProblem = 'short' | 'isEmail' | 'mismatch';

/** Why a new password would be refused, or null. */
export function newPasswordProblem(password: string, repeat: string, email: string): PasswordProblem | null {
  // code points, as the API counts them (an emoji is one character)
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'short';
  const bare = password.trim().toLowerCase();
  const mail = email.toLowerCase();
  if (bare === mail || bare === mail.split('@')[0]) return 'isEmail';
  return password === repeat ? null : 'mismatch';
}
