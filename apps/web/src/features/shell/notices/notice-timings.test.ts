import { describe, expect, it } from 'vitest';
import {
  COOKIES_NOTICE_SEEN_MAX_AGE_S,
  DOWNLOAD_APP_NOTICE_SEEN_MAX_AGE_S,
  EMAIL_COLLECT_COOKIE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  SNACKBAR_HIDE_MS,
  cookieNoticeDelayMs,
  headerBannerCookie,
} from './notice-timings';

describe('notice timings (SPEC section 9)', () => {
  it('shows the cookie notice after 200 ms on home and 50 ms elsewhere', () => {
    expect(cookieNoticeDelayMs(true)).toBe(200);
    expect(cookieNoticeDelayMs(false)).toBe(50);
  });

  it('remembers notices for the lifetimes the spec gives', () => {
    expect(COOKIES_NOTICE_SEEN_MAX_AGE_S).toBe(10 * 24 * 3600);
    expect(DOWNLOAD_APP_NOTICE_SEEN_MAX_AGE_S).toBe(24 * 3600);
    expect(EMAIL_COLLECT_COOKIE).toBe('seen_email_collect_modal');
    expect(SNACKBAR_HIDE_MS).toBe(2000);
  });

  it('keeps the locale cookie for about 68 years', () => {
    expect(LOCALE_COOKIE).toBe('NEXT_LOCALE');
    const years = LOCALE_COOKIE_MAX_AGE_S / (365.25 * 24 * 3600);
    expect(Math.round(years)).toBe(68);
  });
});

describe('header banner dismissal', () => {
  it("names the cookie after the customer's local date", () => {
    expect(headerBannerCookie(new Date(2026, 0, 5, 9, 30)).name).toBe('header_banner_closed_2026-01-05');
  });

  it('expires at the next local midnight, so the banner returns the next day', () => {
    const { expires } = headerBannerCookie(new Date(2026, 0, 5, 23, 59, 59));
    expect(expires).toEqual(new Date(2026, 0, 6, 0, 0, 0));
    // across a month and a year
    expect(headerBannerCookie(new Date(2026, 11, 31, 12)).expires).toEqual(new Date(2027, 0, 1));
  });

  it('gives a new cookie name the next day', () => {
    const today = headerBannerCookie(new Date(2026, 2, 1, 10)).name;
    const tomorrow = headerBannerCookie(new Date(2026, 2, 2, 0, 0, 1)).name;
    expect(tomorrow).not.toBe(today);
  });
});
