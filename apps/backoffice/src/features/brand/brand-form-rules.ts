/**
 * The brand editor's checks before sending (the API checks again and decides): colours, web
 * addresses, slugs, time zones, hours. Pure, so each has its test.
 */

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#C12" → "#cc1122"; null when it is no colour. */
export function normalColour(text: string): string | null {
  const v = text.trim();
  if (!HEX.test(v)) return null;
  const hex = v.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast of two colours (1 to 21, two decimals); null when either is no colour. */
export function contrastOf(a: string, b: string): number | null {
  const [x, y] = [normalColour(a), normalColour(b)];
  if (!x || !y) return null;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

export const isWebAddress = (v: string) => /^https?:\/\/[^\s]+$/i.test(v.trim());

export const isCitySlug = (v: string) => /^[a-z][a-z0-9-]*[a-z0-9]$/.test(v) && v.length <= 40;

export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name.trim())) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name.trim() });
    return true;
  } catch {
    return false;
  }
}

const isClockTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

/** The outlet-day rule: past midnight closes by 06:00; equal ends only as 00:00–00:00. */
export function isWindowAllowed(opensAt: string, closesAt: string): boolean {
  const [o, c] = [minutes(opensAt), minutes(closesAt)];
  if (o === c) return o === 0;
  return !(c < o && c > 6 * 60);
}

export interface DayRow {
  day: number;
  isOpen: boolean;
  opensAt: string;
  closesAt: string;
}

/** Seven rows, Monday first, from the stored weekly hours (a missing weekday is closed). */
export function weekRows(hours: ReadonlyArray<{ day: number; opensAt: string; closesAt: string }>): DayRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const h = hours.find((x) => x.day === day);
    return { day, isOpen: !!h, opensAt: h?.opensAt ?? '10:00', closesAt: h?.closesAt ?? '22:00' };
  });
}

export function hoursOf(rows: readonly DayRow[]) {
  return rows.filter((r) => r.isOpen).map(({ day, opensAt, closesAt }) => ({ day, opensAt, closesAt }));
}

/** Which rows' times are wrong: 'time' (not HH:MM) or 'window' (the night rule). */
export function dayRowProblems(rows: readonly DayRow[]): Record<number, 'time' | 'window'> {
  const problems: Record<number, 'time' | 'window'> = {};
  for (const r of rows) {
    if (!r.isOpen) continue;
    if (!isClockTime(r.opensAt) || !isClockTime(r.closesAt)) problems[r.day] = 'time';
    else if (!isWindowAllowed(r.opensAt, r.closesAt)) problems[r.day] = 'window';
  }
  return problems;
}

/** A number typed in a field, or null (an empty or malformed one). */
export function numberOf(text: string): number | null {
  const v = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(v)) return null;
  return Number(v);
}

export const isLatitude = (n: number | null) => n !== null && n >= -90 && n <= 90;
export const isLongitude = (n: number | null) => n !== null && n >= -180 && n <= 180;

type ProviderName = 'test' | 'liqpay' | 'stripe';

/**
 * The choices of the payment-provider select: the deployment's default, each real provider alone
 * and with the test page behind it (where the deployment has one), the test page alone, and the
 * brand's own list when it is none of those. Each value is the list as env PAYMENT_PROVIDERS
 * keeps it ('' = the deployment's default).
 */
export function providerChoices(
  configured: readonly ProviderName[],
  current: readonly ProviderName[],
): ProviderName[][] {
  const real = configured.filter((p) => p !== 'test');
  const hasTest = configured.includes('test');
  const choices: ProviderName[][] = [[]];
  for (const p of real) {
    choices.push([p]);
    if (hasTest) choices.push([p, 'test']);
  }
  if (hasTest) choices.push(['test']);
  const key = current.join(',');
  if (!choices.some((c) => c.join(',') === key)) choices.push([...current]);
  return choices;
}
