/**
 * Which payment types a brand takes (its env `PAYMENT_TYPES`, a comma-separated list; ONLINE when
 * it names none, as the storefront reads it in `checkout-form.ts`), and whether an order's type is
 * one of them. The config endpoint answers the same list the orders are checked against.
 */
import { ZPaymentType, type TPaymentType } from '@food/contracts';
import { AppError } from '../../lib/errors.js';

const KNOWN: ReadonlySet<string> = new Set(ZPaymentType.options);

/** The brand's payment types in its own order; unknown names are skipped. */
export function offeredPaymentTypes(env: Readonly<Record<string, unknown>>): TPaymentType[] {
  const listed = String(env.PAYMENT_TYPES ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t): t is TPaymentType => KNOWN.has(t));
  return listed.length ? [...new Set(listed)] : ['ONLINE'];
}

/** SPEC section 3: these are paid online, and the storefront sends them as ONLINE. */
const WALLETS: ReadonlySet<TPaymentType> = new Set(['GOOGLE_PAY', 'BINANCE_PAY', 'APPLE_PAY']);

/**
 * Whether an order may be paid with `type`. ONLINE is also taken from a brand that lists only
 * wallets, because the storefront sends a wallet as ONLINE; a wallet named as itself must be listed.
 */
export function isPaymentTypeOffered(type: TPaymentType, offered: readonly TPaymentType[]): boolean {
  if (offered.includes(type)) return true;
  return type === 'ONLINE' && offered.some((t) => WALLETS.has(t));
}

/** Order creation's check: 422 PAYMENT_TYPE_NOT_AVAILABLE naming the brand's types. */
export function refuseUnofferedPayment(type: TPaymentType, env: Readonly<Record<string, unknown>>): void {
  const offered = offeredPaymentTypes(env);
  if (isPaymentTypeOffered(type, offered)) return;
  throw new AppError('PAYMENT_TYPE_NOT_AVAILABLE', `This brand does not take ${type} payments`, [
    { paymentType: type, offered },
  ]);
}
