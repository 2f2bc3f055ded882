/**
 * Which payment types a brand takes: its env `PAYMENT_TYPES` (a comma-separated list; ONLINE when
 * it names none: @food/domain/payment), less what its payment provider cannot take. Paying online
 * needs a provider; a wallet (Google Pay, Apple Pay, Binance Pay) needs one whose page shows it
 * (`PaymentProvider.wallets`); cash and card on receipt need none. The config endpoint answers the
 * same list the orders are checked against (`paymentTypesEnv`: `NONE` when it is empty).
 */
import type { TPaymentType } from '@food/contracts';
import {
  brandPaymentTypes,
  isOnlinePayment,
  offeredPaymentTypes,
  paymentKindOf,
  paymentTypeRefusal,
  paymentTypeToSend,
  type PaymentType,
} from '@food/domain/payment';
import { AppError } from '../../lib/errors.js';
import type { PaymentProvider } from './provider.js';

/** The brand's payment types as listed in its env, in its own order (the brand editor's ticks). */
export { brandPaymentTypes as listedPaymentTypes };

/** The listed types the brand's provider (null: none here) lets it offer, in the same order. */
export { offeredPaymentTypes as typesTakenBy };

/**
 * Order creation's check: 422 ONLINE_PAYMENT_NOT_AVAILABLE for an online type the brand lists
 * while none of its providers is configured here, 422 PAYMENT_TYPE_NOT_AVAILABLE for a type it
 * does not offer otherwise; both name the offered types.
 */
export function refuseUnofferedPayment(
  type: TPaymentType,
  listed: readonly PaymentType[],
  provider: Pick<PaymentProvider, 'wallets'> | null,
): void {
  const refusal = paymentTypeRefusal(type, listed, provider);
  if (!refusal) return;
  const details = [{ paymentType: type, offered: offeredPaymentTypes(listed, provider) }];
  if (refusal === 'NO_PROVIDER')
    throw new AppError(
      'ONLINE_PAYMENT_NOT_AVAILABLE',
      'This brand takes no online payment at the moment: none of its payment providers is configured',
      details,
    );
  throw new AppError('PAYMENT_TYPE_NOT_AVAILABLE', `This brand does not take ${type} payments`, details);
}

/** SPEC section 3: wallets are paid online; the kind is what the kitchen and accounting see. */
export function paymentOf(type: TPaymentType, amount: number) {
  const isOnline = isOnlinePayment(type);
  const paymentType = paymentTypeToSend(type);
  const paymentKind = paymentKindOf(type, amount);
  return { paymentType, paymentKind, isOnline, needsPayment: isOnline && amount > 0 };
}
