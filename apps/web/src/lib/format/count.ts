/**
 * A count as the storefront's languages write it ("7", "1 250", "1,250"), as Intl.NumberFormat
 * writes an integer, without building one: a message's `#` does, and the first NumberFormat of a
 * page costs 66-95 ms of main thread on a phone (4x CPU; measured 2026-11-27), inside hydration
 * for the cart's labels. So those messages take the count twice: `count` chooses the plural,
 * `items` (this) is written. Another language goes through Intl as `#` would.
 */
const GROUP: Record<string, string> = { uk: '\u00a0', ru: '\u00a0', en: ',' };

export function formatCount(count: number, locale: string): string {
  const group = GROUP[locale];
  if (group === undefined || !Number.isSafeInteger(count)) return new Intl.NumberFormat(locale).format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return count < 0 ? `-${digits}` : digits;
}
