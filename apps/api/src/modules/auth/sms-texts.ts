/**
 * The sign-in text, in the brand's language (issue 16, item 8). The code comes first, so it
 * shows in a phone's notification preview; the Cyrillic texts stay within one 70-character
 * UCS-2 segment for a short brand name, the English one is plain GSM-7 (160 per segment).
 */
const TEXTS = {
  uk: (code: string, brand: string) => `${code} — код для входу в ${brand}. Нікому його не повідомляйте.`,
  ru: (code: string, brand: string) => `${code} — код для входа в ${brand}. Никому его не сообщайте.`,
  en: (code: string, brand: string) => `${code} is your ${brand} sign-in code. Do not share it with anyone.`,
} as const;

export type SmsLanguage = keyof typeof TEXTS;

const isSmsLanguage = (lang: string): lang is SmsLanguage => Object.hasOwn(TEXTS, lang);

export interface SmsBrand {
  shortName: string;
  languages: string[];
  defaultLanguage: string;
}

/**
 * The brand's default language, else its first language we have a text in, else English.
 * SendCode carries no language: a Ukrainian brand texts in Ukrainian (the state-language law
 * asks for it in customer service), the UAE brand in English (CONTRIBUTING.md decisions).
 */
export function smsLanguageOf(brand: SmsBrand): SmsLanguage {
  const candidates = [brand.defaultLanguage, ...brand.languages];
  return candidates.find(isSmsLanguage) ?? 'en';
}

export function signInSmsText(brand: SmsBrand, code: string): string {
  return TEXTS[smsLanguageOf(brand)](code, brand.shortName);
}
