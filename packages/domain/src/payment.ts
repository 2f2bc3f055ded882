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

/** The brand's payment types in its own order, each once; unknown names are skipped. */
export function brandPaymentTypes(env: Readonly<Record<string, unknown>>): PaymentType[] {
  const listed = String(env.PAYMENT_TYPES ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t): t is PaymentType => (PAYMENT_TYPES as readonly string[]).includes(t));
  return listed.length ? [...new Set(listed)] : ['ONLINE'];
}

/**
 * Whether an order may be paid with `type`. ONLINE is also taken from a brand that lists only
 * wallets, because the storefront sends a wallet as ONLINE; a wallet named as itself must be listed.
 */
export function isPaymentTypeOffered(type: PaymentType, offered: readonly PaymentType[]): boolean {
  if (offered.includes(type)) return true;
  return type === 'ONLINE' && offered.some((t) => WALLETS.has(t));
}

/** An order's numeric kind: PROMO when there is nothing to pay, else by how it is paid. */
export function paymentKindOf(type: PaymentType, amount: number): number {
  if (amount === 0) return PAYMENT_KIND.PROMO;
  if (isOnlinePayment(type)) return PAYMENT_KIND.ONLINE;
  return type === 'CARD' ? PAYMENT_KIND.CARD : PAYMENT_KIND.CASH;
}
