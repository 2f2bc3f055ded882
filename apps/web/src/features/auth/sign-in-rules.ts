/**
 * Sign-in rules of SPEC sections 4, 7 and 8 as pure functions: which SendCode path, which
 * message a failure shows, the resend wait, the code field and where the customer goes after.
 * The API's codes are compared through ErrorCode (@food/contracts/errors), so a misspelt one fails tsc.
 */
import { errorCodeOf } from '@food/contracts/errors';

/** SPEC section 7: `/v1/SendCode` with the x-recaptcha-token header when reCAPTCHA is on. */
export const sendCodePath = (useRecaptcha: boolean) =>
  useRecaptcha ? '/customer/v1/SendCode' : '/customer/mobile/v1/SendCode';

/**
 * The brand's public reCAPTCHA site key (env RECAPTCHA_SITE_KEY), or null when it is missing or
 * not a key. A key is a plain token ("6Lc…", 40 characters), not a URL; it goes into a script
 * address, so nothing else is let through.
 */
export function recaptchaSiteKeyOf(env: Record<string, unknown>): string | null {
  const v = env.RECAPTCHA_SITE_KEY;
  const key = typeof v === 'string' ? v.trim() : '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(key) ? key : null;
}

/**
 * SPEC section 8: 403 is a blocked number (with the support phone). A brand whose daily SMS cap
 * is spent has paused sign-in by code (support phone again); anything else: try again.
 */
export function sendFailureKey(status: number, code?: string) {
  if (status === 403) return 'confirmPhoneCode:number_blocked';
  if (errorCodeOf(code) === 'SMS_DAILY_CAP_REACHED') return 'confirmPhoneCode:sign_in_paused';
  return 'confirmPhoneCode:try_again';
}

/** A refusal the phone field itself explains: the number is not a mobile one, or of another country. */
export function phoneFieldErrorKey(code: string): 'invalid_phone' | 'country_not_served' | null {
  const known = errorCodeOf(code);
  if (known === 'INVALID_PHONE') return 'invalid_phone';
  if (known === 'PHONE_COUNTRY_NOT_SERVED') return 'country_not_served';
  return null;
}

/**
 * SPEC section 8: a failed validation is confirmPhoneCode:code_is_incorrect. When the API says
 * more (the code expired or was tried too often) the customer is told to ask for a new one.
 */
export function validateFailureKey(code: string) {
  const known = errorCodeOf(code);
  if (known === 'CODE_EXPIRED') return 'confirmPhoneCode:code_expired';
  if (known === 'CODE_ATTEMPTS_EXCEEDED') return 'confirmPhoneCode:too_many_attempts';
  if (known === 'NUMBER_BLOCKED') return 'confirmPhoneCode:number_blocked';
  return 'confirmPhoneCode:code_is_incorrect';
}

/** A code of the API's length; the customer may paste it with spaces ("123 456"). */
export const CODE_LENGTH = 6;
export const codeDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** SPEC section 5: the code is sent as a number (API codes never start with 0). */
export const codeForSending = (digits: string) => Number(digits);

/** The API's resend wait when it does not say otherwise. */
export const RESEND_AFTER_SECONDS = 60;

/** Whole seconds left until a new code may be asked for. */
export const secondsLeft = (resendAt: number, now: number) => Math.max(0, Math.ceil((resendAt - now) / 1000));

/** "0:59" */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The wait a 429 names (details[0].retryAfterSeconds), so the resend button waits as long. */
export function retryAfterOf(details: readonly unknown[]): number | null {
  const first = details[0];
  if (first && typeof first === 'object' && 'retryAfterSeconds' in first) {
    const s = (first as { retryAfterSeconds: unknown }).retryAfterSeconds;
    if (typeof s === 'number' && Number.isFinite(s) && s > 0) return Math.ceil(s);
  }
  return null;
}

/**
 * Where the customer goes after signing in: the `redirectTo` of the query when it is a path of
 * this site (never another site: "//evil.example", "https://...", "/\\evil"), else the fallback.
 */
export function safeRedirect(redirectTo: string | null | undefined, fallback: string): string {
  if (!redirectTo) return fallback;
  const path = redirectTo.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fallback;
  // control characters could smuggle a scheme past the checks above
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  if (/^\/(?:ru\/|en\/)?sign-in(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}

/** The sign-in address that comes back to `path` afterwards. */
export const signInHref = (signInPath: string, back: string) =>
  `${signInPath}?${new URLSearchParams({ redirectTo: back })}`;
