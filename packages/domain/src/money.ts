/**
 * Money is integer minor units everywhere (kopiykas, fils); these turn an amount into text.
 * A currency's minor units come from its ISO 4217 digits (100 for UAH and AED, 1 for JPY).
 */

/** the currency's minor units per major unit (100 for UAH and AED, 1 for JPY) */
export function minorUnitsOf(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** A machine-readable decimal (schema.org offers, payment providers): 43900 UAH → "439.00". */
export function decimalAmount(minor: number, currency: string): string {
  const perMajor = minorUnitsOf(currency);
  const digits = Math.round(Math.log10(perMajor));
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / perMajor);
  const sign = minor < 0 && abs > 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(abs % perMajor).padStart(digits, '0')}`;
}

/** How the storefront names a currency (SPEC section 3 currency map: symbol, shortName). */
export interface CurrencyDisplay {
  symbol: string;
  shortName: Record<string, string>;
}

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  uk: { group: '\u00a0', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const groupThousands = (whole: number, group: string) =>
  String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);

/**
 * A count as the storefront's languages write it ("7", "1 250", "1,250"), as Intl.NumberFormat
 * writes an integer, without building one: a message's plural `#` does, and the first
 * NumberFormat of a page costs 66-95 ms of main thread on a phone (4x CPU; measured 2026-11-27),
 * inside hydration for the cart's labels. Another language, or a fraction, goes through Intl.
 */
export function formatCount(count: number, locale: string): string {
  const separators = SEPARATORS[locale];
  if (!separators || !Number.isSafeInteger(count)) return new Intl.NumberFormat(locale).format(count);
  const digits = groupThousands(Math.abs(count), separators.group);
  return count < 0 ? `-${digits}` : digits;
}

/**
 * The storefront's price (SPEC section 9): two decimals only when the amount is fractional; the
 * currency symbol in English, the short name otherwise (also for the Ukrainian brand): "349 грн",
 * "62 AED", "12.50 AED". The brands' currencies (UAH, AED) have 100 minor units.
 */
export function formatPrice(minor: number, locale: string, currency: CurrencyDisplay): string {
  const { group, decimal } = SEPARATORS[locale] ?? SEPARATORS.en!;
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const wholeText = groupThousands(whole, group);
  const amount = cents === 0 ? wholeText : `${wholeText}${decimal}${String(cents).padStart(2, '0')}`;
  const unit = locale === 'en' ? currency.symbol : (currency.shortName[locale] ?? currency.symbol);
  return `${negative ? '−' : ''}${amount}\u00a0${unit}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(intlLocale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${intlLocale}|${currency}|${whole}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The back office's money: an ISO currency in an Intl locale (its narrow symbol), whole amounts
 * without a fraction ("259 ₴", "1 234,50 ₴", "₴1,234.50").
 */
export function formatMoney(minor: number, currency: string, intlLocale: string): string {
  const perMajor = minorUnitsOf(currency);
  const whole = minor % perMajor === 0;
  return currencyFormat(intlLocale, currency, whole).format(minor / perMajor);
}
