/**
 * Names, lifetimes and delays of the chrome's notices and cookies (SPEC sections 4 and 9), in
 * one place so the numbers the spec gives are easy to check.
 */

/** Locale cookie: "about 68 years", the largest max-age a signed 32-bit counter holds. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_S = 2_147_483_647;

export const COOKIES_NOTICE_SEEN_COOKIE = 'cookies_notice_seen';
export const COOKIES_NOTICE_SEEN_MAX_AGE_S = 864_000;
const COOKIES_NOTICE_DELAY_HOME_MS = 200;
const COOKIES_NOTICE_DELAY_MS = 50;

export const DOWNLOAD_APP_NOTICE_SEEN_COOKIE = 'download_app_notice_seen';
export const DOWNLOAD_APP_NOTICE_SEEN_MAX_AGE_S = 86_400;

/**
 * The e-mail pop-up's answer (closed or subscribed). Its lifetime and delay are the pop-up's own
 * rule (email-collect-rule.ts): a year, where SPEC section 4 said 300 s (issue 17, item 17).
 */
export const EMAIL_COLLECT_COOKIE = 'seen_email_collect_modal';
export const EMAIL_COLLECT_COOKIE_PATH = '/';

export const SNACKBAR_HIDE_MS = 2000;

/** The header banner is dismissed until the end of the day by a cookie named after the date. */
export const HEADER_BANNER_COOKIE_PREFIX = 'header_banner_closed_';

const pad = (n: number) => String(n).padStart(2, '0');

/** The customer's local date, YYYY-MM-DD. */
const localDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export function headerBannerCookie(now: Date): { name: string; expires: Date } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { name: `${HEADER_BANNER_COOKIE_PREFIX}${localDate(now)}`, expires: midnight };
}

export const cookieNoticeDelayMs = (isHome: boolean) =>
  isHome ? COOKIES_NOTICE_DELAY_HOME_MS : COOKIES_NOTICE_DELAY_MS;
