/**
 * Payment types and kinds (SPEC section 3). A brand names the types it takes in its env
 * `PAYMENT_TYPES` (a comma-separated list; ONLINE when it names none). Google Pay, Binance Pay
 * and Apple Pay are wallets: paid online, and the storefront sends them as ONLINE. The numeric
 * kind is what the kitchen, the board and accounting see.
 */
export const PAYMENT_TYPES = ['ONLINE', 'CARD', 'CASH', 'GOOGLE_PAY', 'BINANCE_PAY', 'APPLE_PAY'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** SPEC section 3: cash 0, card 1, credit 2, promo 3 (nothing to pay), online 4. */
export const PAYMENT_KIND = { CASH: 0, CARD: 1, CREDIT: 2, PROMO: 3, ONLINE: 4 } as const;

const WALLETS: ReadonlySet<PaymentType> = new Set(['GOOGLE_PAY', 'BINANCE_PAY', 'APPLE_PAY']);

/** SPEC section 3: the wallets are sent as ONLINE; the others as they are. */
export const paymentTypeToSend = (type: PaymentType): PaymentType => (WALLETS.has(type) ? 'ONLINE' : type);

/** Paid online (on the provider's page or by a wallet), not on receipt. */
export const isOnlinePayment = (type: PaymentType): boolean => paymentTypeToSend(type) === 'ONLINE';

/**
 * What `PAYMENT_TYPES` says when a brand lists types but none of them can be offered: its only
 * types are paid online and none of its payment providers is configured here. The config endpoint
 * writes it (`paymentTypesEnv`), so the storefront tells "nothing offered" from "none listed"
 * (which is ONLINE, SPEC section 3's default payment).
 */
export const NO_PAYMENT_TYPES = 'NONE';

/**
 * The brand's payment types in its own order, each once; unknown names are skipped. A brand that
 * names none it knows takes ONLINE (SPEC section 3: the checkout's payment defaults to ONLINE);
 * `NO_PAYMENT_TYPES` is an empty list (nothing can be offered).
 */
export function brandPaymentTypes(env: Readonly<Record<string, unknown>>): PaymentType[] {
  const raw = String(env.PAYMENT_TYPES ?? '');
  if (raw.trim().toUpperCase() === NO_PAYMENT_TYPES) return [];
  const listed = raw
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t): t is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(t));
  return listed.length ? [...new Set(listed)] : ['ONLINE'];
}

/** The env value that reads back (`brandPaymentTypes`) as exactly `offered`, an empty list too. */
export const paymentTypesEnv = (offered: readonly PaymentType[]): string =>
  offered.length ? offered.join(',') : NO_PAYMENT_TYPES;

/** The part of a payment provider these rules read: the wallets its page shows beside cards. */
export interface OnlineProvider {
  readonly wallets: ReadonlySet<PaymentType>;
}

/**
 * The listed types a brand offers with its payment provider (null: none of its providers is
 * configured here), in its order. Paying online needs a provider; a wallet needs one whose page
 * shows it; cash and card on receipt need none.
 */
export function offeredPaymentTypes(
  listed: readonly PaymentType[],
  provider: OnlineProvider | null,
): PaymentType[] {
  return listed.filter((type) => {
    if (!isOnlinePayment(type)) return true;
    if (!provider) return false;
    return type === 'ONLINE' || provider.wallets.has(type);
  });
}

/**
 * Whether an order may be paid with `type`. ONLINE is also taken from a brand that lists only
 * wallets, because the storefront sends a wallet as ONLINE; a wallet named as itself must be listed.
 */
export function isPaymentTypeOffered(type: PaymentType, offered: readonly PaymentType[]): boolean {
  if (offered.includes(type)) return true;
  return type === 'ONLINE' && offered.some((t) => WALLETS.has(t));
}

/**
 * Why an order's payment type is refused, or null when it is taken: `NO_PROVIDER` when the brand
 * lists it but pays online through no provider here (its online payment is switched off, not
 * absent from its list), `NOT_OFFERED` for any other type the brand does not offer.
 */
export function paymentTypeRefusal(
  type: PaymentType,
  listed: readonly PaymentType[],
  provider: OnlineProvider | null,
): 'NO_PROVIDER' | 'NOT_OFFERED' | null {
  if (isPaymentTypeOffered(type, offeredPaymentTypes(listed, provider))) return null;
  if (!provider && isOnlinePayment(type) && isPaymentTypeOffered(type, listed)) return 'NO_PROVIDER';
  return 'NOT_OFFERED';
}

/** An order's numeric kind: PROMO when there is nothing to pay, else by how it is paid. */
export function paymentKindOf(type: PaymentType, amount: number): number {
  if (amount === 0) return PAYMENT_KIND.PROMO;
  if (isOnlinePayment(type)) return PAYMENT_KIND.ONLINE;
  return type === 'CARD' ? PAYMENT_KIND.CARD : PAYMENT_KIND.CASH;
}
