/**
 * An order's times in its outlet's time zone (the API gives the IANA zone and the offset at the
 * time of the order), never the browser's: a customer abroad still sees the restaurant's clock.
 */
import { isKnownTimeZone } from '@food/domain/local-time';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone to format in: the IANA zone, else a fixed offset ("Etc/GMT-2" is UTC+2). */
export function zoneOf(timeZone: string | null | undefined, offsetHours: number): string {
  // an unknown zone falls back to the offset
  if (timeZone && isKnownTimeZone(timeZone)) return timeZone;
  const whole = Math.round(offsetHours);
  if (whole === 0 || !Number.isFinite(whole) || Math.abs(whole) > 14) return 'UTC';
  return `Etc/GMT${whole > 0 ? '-' : '+'}${Math.abs(whole)}`;
}

const LOCALES: Record<string, string> = { uk: 'uk-UA', ru: 'ru-RU', en: 'en-GB' };

/** "22 листопада 2026, 14:05" in the outlet's zone. */
export function formatOrderTime(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[locale] ?? locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    formatters.set(key, f);
  }
  return f.format(new Date(iso));
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** "14:05" in the outlet's zone: the expected time of an order on its way today. */
export function formatClockTime(iso: string, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let f = clockFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[locale] ?? locale, { hour: '2-digit', minute: '2-digit', timeZone });
    clockFormatters.set(key, f);
  }
  return f.format(new Date(iso));
}
