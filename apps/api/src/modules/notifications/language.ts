/**
 * The language of a message: the customer's (the page they ordered or subscribed from) when the
 * brand speaks it, else the brand's default (the rule of @food/domain/language); and when we
 * have no texts in that language, the brand's first language we have texts in, else English.
 */
import { servedLanguage } from '@food/domain/language';

export const MESSAGE_LANGUAGES = ['uk', 'ru', 'en'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

const isMessageLanguage = (lang: string): lang is MessageLanguage =>
  (MESSAGE_LANGUAGES as readonly string[]).includes(lang);

export function messageLanguageOf(
  asked: string | null | undefined,
  brand: { readonly languages: readonly string[]; readonly defaultLanguage: string },
): MessageLanguage {
  const served = servedLanguage(asked, brand);
  return [served, ...brand.languages].find(isMessageLanguage) ?? 'en';
}
