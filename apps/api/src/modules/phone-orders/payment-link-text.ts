/**
 * The text that carries a phone order's payment link (pure, unit-tested): in the caller's
 * language when the operator set it, else the brand's default (Ukrainian brands text in
 * Ukrainian), with English for a language we have no text in. Short, so it stays one or two SMS
 * parts with the link.
 */
const TEXTS = {
  uk: (brand: string, localId: number, url: string) => `${brand}: оплатіть замовлення №${localId}: ${url}`,
  ru: (brand: string, localId: number, url: string) => `${brand}: оплатите заказ №${localId}: ${url}`,
  en: (brand: string, localId: number, url: string) => `${brand}: pay for order #${localId}: ${url}`,
} as const;

export function paymentLinkText(
  language: string | null | undefined,
  order: { brandName: string; localId: number; url: string },
): string {
  const lang = language === 'uk' || language === 'ru' || language === 'en' ? language : 'en';
  return TEXTS[lang](order.brandName, order.localId, order.url);
}
