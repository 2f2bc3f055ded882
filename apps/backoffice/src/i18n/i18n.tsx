import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatMessage, type MessageVars } from './format-message';
import {
  formatCalendarDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatRelativeMinutes,
  formatTime,
} from './format';
import { LOCALE_OF, isLanguage, languageFromBrowser, type Language } from './languages';

/**
 * A feature's texts: every key in every language (TypeScript refuses a missing or extra key).
 * Write them with `defineMessages({ en: {...}, uk: {...}, ru: {...} })`.
 */
export type Messages<K extends string> = Record<Language, Record<K, string>>;

export function defineMessages<const E extends Record<string, string>>(messages: {
  en: E;
  uk: Record<keyof E, string>;
  ru: Record<keyof E, string>;
}): Messages<keyof E & string> {
  return messages as Messages<keyof E & string>;
}

const STORAGE_KEY = 'backoffice.language';

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage blocked: the browser's language then
  }
  return languageFromBrowser(navigator.languages ?? [navigator.language]);
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const setLanguage = useCallback((next: Language) => {
    setLanguageState(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // the choice then lasts this page only
    }
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The interface language and its setter (the member's language once signed in). */
export function useLanguage(): LanguageState {
  const state = use(LanguageContext);
  if (!state) throw new Error('useLanguage needs <LanguageProvider>');
  return state;
}

export type Translate<K extends string> = (key: K, vars?: MessageVars) => string;

/** `t(key, vars)` over a feature's messages in the current language. */
export function useT<K extends string>(messages: Messages<K>): Translate<K> {
  const { language } = useLanguage();
  return useCallback(
    (key: K, vars?: MessageVars) => formatMessage(messages[language][key], LOCALE_OF[language], vars),
    [messages, language],
  );
}

/** The formatters bound to the current language. */
export function useFormat() {
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      money: (minor: number, currency: string) => formatMoney(minor, currency, language),
      time: (at: string | Date, timeZone: string) => formatTime(at, timeZone, language),
      dateTime: (at: string | Date, timeZone: string) => formatDateTime(at, timeZone, language),
      calendarDate: (date: string) => formatCalendarDate(date, language),
      relativeMinutes: (minutes: number) => formatRelativeMinutes(minutes, language),
      duration: (minutes: number) => formatDuration(minutes, language),
    }),
    [language],
  );
}
