/**
 * Times and money as a message shows them. Times are on the outlet's clock (its IANA zone, the
 * receipt's `timeZone`), never the server's; money is integer minor units formatted as the
 * storefront formats prices (@food/domain/money).
 */
import { formatPrice, type CurrencyDisplay } from '@food/domain/money';
import { toLocal } from '@food/domain/local-time';
import type { MessageLanguage } from './language.js';

const INTL_LOCALE: Record<MessageLanguage, string> = { uk: 'uk-UA', ru: 'ru-RU', en: 'en-GB' };

/** "27 листопада, 19:40" / "27 ноября, 19:40" / "27 November, 19:40" on the zone's clock. */
export function formatDateTime(at: Date, timeZone: string, language: MessageLanguage): string {
  const date = new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    timeZone,
  }).format(at);
  return `${date}, ${toLocal(at, timeZone).time}`;
}

/**
 * A short time for a text: "19:40" when it falls on the same day (on the zone's clock) as `now`,
 * else "28.11 19:40".
 */
export function formatShortTime(at: Date, timeZone: string, now: Date): string {
  const local = toLocal(at, timeZone);
  if (local.date === toLocal(now, timeZone).date) return local.time;
  const [, month, day] = local.date.split('-');
  return `${day}.${month} ${local.time}`;
}

export const formatAmount = (minor: number, language: MessageLanguage, currency: CurrencyDisplay): string =>
  formatPrice(minor, language, currency);
