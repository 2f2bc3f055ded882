/**
 * Which payment types a brand takes: its env `PAYMENT_TYPES` (a comma-separated list; ONLINE when
 * it names none: @food/domain/payment), less what its payment provider cannot take. Paying online
 * needs a provider; a wallet (Google Pay, Apple Pay, Binance Pay) needs one whose page shows it
 * (`PaymentProvider.wallets`); cash and card on receipt need none. The config endpoint answers the
 * same list the orders are checked against.
 */
import type { TPaymentType } from '@food/contracts';
import {
  brandPaymentTypes,
  isOnlinePayment,
  isPaymentTypeOffered,
  paymentKindOf,
  paymentTypeToSend,
  type PaymentType,
} from '@food/domain/payment';
import { AppError } from '../../lib/errors.js';
import type { PaymentProvider, Wallet } from './provider.js';

/** The brand's payment types as listed in its env, in its own order (the brand editor's ticks). */
export { brandPaymentTypes as offeredPaymentTypes, isPaymentTypeOffered };

/** The listed types the brand's provider (null: none here) lets it offer, in the same order. */
export function typesTakenBy(
  listed: readonly PaymentType[],
  provider: Pick<PaymentProvider, 'wallets'> | null,
): PaymentType[] {
  return listed.filter((type) => {
    if (!isOnlinePayment(type)) return true;
    if (!provider) return false;
    return type === 'ONLINE' || provider.wallets.has(type as Wallet);
  });
}

/** Order creation's check: 422 PAYMENT_TYPE_NOT_AVAILABLE naming the brand's types. */
export function refuseUnofferedPayment(type: TPaymentType, offered: readonly PaymentType[]): void {
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
