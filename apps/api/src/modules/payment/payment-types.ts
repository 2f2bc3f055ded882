/**
 * Which payment types a brand takes (its env `PAYMENT_TYPES`, a comma-separated list; ONLINE when
 * it names none: @food/domain/payment, the storefront's reading too), and whether an order's type
 * is one of them. The config endpoint answers the same list the orders are checked against.
 */
import type { TPaymentType } from '@food/contracts';
import {
  brandPaymentTypes,
  isOnlinePayment,
  isPaymentTypeOffered,
  paymentKindOf,
  paymentTypeToSend,
} from '@food/domain/payment';
import { AppError } from '../../lib/errors.js';

/** The brand's payment types in its own order; unknown names are skipped (SPEC section 3, @food/domain). */
export { brandPaymentTypes as offeredPaymentTypes, isPaymentTypeOffered };

/** Order creation's check: 422 PAYMENT_TYPE_NOT_AVAILABLE naming the brand's types. */
export function refuseUnofferedPayment(type: TPaymentType, env: Readonly<Record<string, unknown>>): void {
  const offered = brandPaymentTypes(env);
  if (isPaymentTypeOffered(type, offered)) return;
  throw new AppError('PAYMENT_TYPE_NOT_AVAILABLE', `This brand does not take ${type} payments`, [
    { paymentType: type, offered },
  ]);
}

/** SPEC section 3: wallets are paid online; the kind is what the kitchen and accounting see. */
export function paymentOf(type: TPaymentType, amount: number) {
  const isOnline = isOnlinePayment(type);
  const paymentType = paymentTypeToSend(type);
  const paymentKind = paymentKindOf(type, amount);
  return { paymentType, paymentKind, isOnline, needsPayment: isOnline && amount > 0 };
}
