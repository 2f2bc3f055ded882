/**
 * SPEC sections 8 and 9: when the calculation names the outlet that stopped or cannot price a
 * product, its id is remembered for an hour in the `outlet_id` cookie, so the menu and the next
 * calculation know which restaurant serves this visitor.
 */
import { readCookie, setBrowserCookie } from '@/features/shell/cookies';

const OUTLET_COOKIE = 'outlet_id';
const OUTLET_COOKIE_MAX_AGE_S = 60 * 60;

export function rememberOutlet(outletId: number) {
  setBrowserCookie(OUTLET_COOKIE, String(outletId), { maxAgeS: OUTLET_COOKIE_MAX_AGE_S });
}

export function rememberedOutlet(): number | null {
  if (typeof document === 'undefined') return null;
  const v = Number(readCookie(document.cookie, OUTLET_COOKIE));
  return Number.isInteger(v) && v > 0 ? v : null;
}
