import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('writes a site-wide Lax cookie with its lifetime', () => {
    expect(serializeCookie('cookies_notice_seen', '1', { maxAgeS: 864000 })).toBe(
      'cookies_notice_seen=1; path=/; SameSite=Lax; max-age=864000',
    );
  });

  it('writes an expiry date and encodes the value', () => {
    const expires = new Date(Date.UTC(2026, 0, 6));
    expect(serializeCookie('a', 'x y', { expires })).toBe(
      'a=x%20y; path=/; SameSite=Lax; expires=Tue, 06 Jan 2026 00:00:00 GMT',
    );
  });

  it('reads one cookie by its exact name', () => {
    const header = 'city=kyiv; NEXT_LOCALE=ru; seen_email_collect_modal=1; x=a%20b';
    expect(readCookie(header, 'NEXT_LOCALE')).toBe('ru');
    expect(readCookie(header, 'x')).toBe('a b');
    expect(readCookie(header, 'LOCALE')).toBeNull();
    expect(readCookie('', 'city')).toBeNull();
  });
});
