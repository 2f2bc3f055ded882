/**
 * SPEC section 9: two decimals only when the amount is fractional; the currency symbol in
 * English, the short name otherwise (also for the Ukrainian brand): "349 грн", "62 AED", "12.50 AED".
 */
export interface CurrencyDisplay {
  symbol: string;
  shortName: Record<string, string>;
}

const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  uk: { group: '\u00a0', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export function formatPrice(minor: number, locale: string, currency: CurrencyDisplay): string {
  const { group, decimal } = SEPARATORS[locale] ?? SEPARATORS.en!;
  const negative = minor < 0;
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const wholeText = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const amount = cents === 0 ? wholeText : `${wholeText}${decimal}${String(cents).padStart(2, '0')}`;
  const unit = locale === 'en' ? currency.symbol : (currency.shortName[locale] ?? currency.symbol);
  return `${negative ? '−' : ''}${amount}\u00a0${unit}`;
}
