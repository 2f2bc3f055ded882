/**
 * Formatters for money, times and durations in the member's language. Pure (the language and the
 * time zone are arguments) so every rule has a test; screens call them through `useFormat()`.
 */
import { toLocal } from '@food/domain/local-time';
import { formatMoney as formatMoneyIn, minorUnitsOf } from '@food/domain/money';
import { LOCALE_OF, type Language } from './languages';

export { minorUnitsOf };

/** An amount in minor units with its currency; whole amounts without ",00" (259 ₴, 12,50 ₴). */
export const formatMoney = (minor: number, currency: string, language: Language): string =>
  formatMoneyIn(minor, currency, LOCALE_OF[language]);

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** "14:30" on the clock of `timeZone` */
export function formatTime(at: string | Date, timeZone: string, language: Language): string {
  return dateFormat(language, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(at),
  );
}

/** "26 Nov, 14:30" on the clock of `timeZone` */
export function formatDateTime(at: string | Date, timeZone: string, language: Language): string {
  return dateFormat(language, timeZone, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

/** "Wed, 26 Nov" for a calendar date `YYYY-MM-DD` (no time zone: it is a date of the outlet's) */
export function formatCalendarDate(date: string, language: Language): string {
  return dateFormat(language, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The outlet's calendar date `YYYY-MM-DD` at `at`. */
export const localDate = (at: Date, timeZone: string): string => toLocal(at, timeZone).date;

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();
/** "5 min ago" / "in 12 min" / "in 2 hr"; minutes under one are "now" */
export function formatRelativeMinutes(minutes: number, language: Language): string {
  let format = relativeFormats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_OF[language], { style: 'short', numeric: 'auto' });
    relativeFormats.set(language, format);
  }
  const rounded = Math.round(minutes);
  if (Math.abs(rounded) < 90) return format.format(rounded, 'minute');
  return format.format(Math.round(rounded / 60), 'hour');
}

/** A duration as "12 min" / "1 h 05 min" (the age of an order on its card), never negative. */
export function formatDuration(minutes: number, language: Language): string {
  const total = Math.max(0, Math.floor(minutes));
  const units = UNITS[language];
  if (total < 60) return `${total} ${units.min}`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `${hours} ${units.h} ${String(rest).padStart(2, '0')} ${units.min}`;
}

const UNITS: Record<Language, { h: string; min: string }> = {
  uk: { h: 'год', min: 'хв' },
  ru: { h: 'ч', min: 'мин' },
  en: { h: 'h', min: 'min' },
};

/** The browser's own time zone, to name an outlet's zone only when it differs. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "Kyiv" from "Europe/Kyiv": how a zone is named beside a time */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
