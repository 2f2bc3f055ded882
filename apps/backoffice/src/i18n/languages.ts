import type { Language } from '../api/types';

export type { Language };
export const LANGUAGES: readonly Language[] = ['uk', 'ru', 'en'];

/** Intl locales: en-GB for the 24-hour clock kitchens read; Ukrainian formats for ru as well */
export const LOCALE_OF: Record<Language, string> = { uk: 'uk-UA', ru: 'ru-UA', en: 'en-GB' };

/** each language named in itself, as a switcher shows them */
export const LANGUAGE_NAMES: Record<Language, string> = { uk: 'Українська', ru: 'Русский', en: 'English' };

export function isLanguage(value: unknown): value is Language {
  return value === 'uk' || value === 'ru' || value === 'en';
}

/** The browser's preferred language among ours (ua counts as uk), else English. */
export function languageFromBrowser(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'uk' || base === 'ua') return 'uk';
    if (base === 'ru') return 'ru';
    if (base === 'en') return 'en';
  }
  return 'en';
}
