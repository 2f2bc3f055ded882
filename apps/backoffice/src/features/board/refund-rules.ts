/**
 * The refund control's rules (issue 21 item 6): who sees it, how much an order still holds, and
 * reading the amount staff type. The API checks all of it again (`POST …/refunds`).
 */
import { minorUnitsOf } from '@food/domain/money';
import type { StaffRole } from '../../api/types';
import type { BoardOrder } from './board-rules';

/**
 * What the order's payments still hold, in minor units: what was paid less every refund asked
 * for, a refused one included (it is asked again with "Try the refund again", not twice).
 */
export function heldOf(order: Pick<BoardOrder, 'isPaid' | 'amount' | 'refunds'>): number {
  if (!order.isPaid) return 0;
  const asked = order.refunds.reduce((sum, r) => sum + r.amount, 0);
  return Math.max(0, order.amount - asked);
}

/** Owners and brand managers give money back; outlet staff cancel (the API's `mayRefund`). */
export const mayRefund = (role: StaffRole) => role === 'OWNER' || role === 'BRAND_MANAGER';

/**
 * "12.50", "12,5" or "12" in the order's currency → minor units; null for anything else (letters,
 * more decimals than the currency has, zero or less).
 */
export function parseAmount(text: string, currencyCode: string): number | null {
  const perMajor = minorUnitsOf(currencyCode);
  const digits = Math.round(Math.log10(perMajor));
  const match = /^(\d{1,9})(?:[.,](\d*))?$/.exec(text.trim().replace(/[\s\u00a0]/g, ''));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * perMajor + Number(fraction.padEnd(digits, '0') || '0');
  return minor > 0 ? minor : null;
}

/** Minor units as the field shows them back: 1250 UAH → "12.50". */
export function amountText(minor: number, currencyCode: string): string {
  const perMajor = minorUnitsOf(currencyCode);
  const digits = Math.round(Math.log10(perMajor));
  return digits === 0
    ? String(minor)
    : `${Math.floor(minor / perMajor)}.${String(minor % perMajor).padStart(digits, '0')}`;
}
