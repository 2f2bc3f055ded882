/**
 * Pure helpers of the promotion editors: dates between the API (ISO 8601) and the browser's
 * `datetime-local` fields, money between minor units and the typed amount, and the checks run
 * before a form is sent (the server checks again and has the last word).
 */
import { normalizePromoCode } from '@food/domain/promo-code';

/** ISO → "2030-06-01T10:00" in the browser's zone (what a datetime-local field shows). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "2030-06-01T10:00" (the browser's zone) → ISO UTC; empty → null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** "12.50" → 1250 minor units (2 decimals); null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

export const moneyText = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '');

/** The end must come after the start (both datetime-local values; an empty end is open). */
export function endsBeforeStart(start: string, end: string): boolean {
  if (!start || !end) return false;
  return new Date(end).getTime() <= new Date(start).getTime();
}

/** A code as the checkout compares it (@food/domain/promo-code: spaces removed, upper case); '' for none. */
export const normalizeCode = (raw: string) => normalizePromoCode(raw) ?? '';

/** A whole number in [min, max], else null. */
export function parseWhole(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A banner or story link: a site path or an http(s) address. */
export const isGoodLink = (link: string) =>
  link === '' || (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\/[^\s/]+/i.test(link);

/** Lower-case latin letters, digits and dashes, as the storefront's addresses are. */
export const isSlug = (s: string) => /^[a-z0-9][a-z0-9-]*$/.test(s);
