export { defineMessages, LanguageProvider, useFormat, useLanguage, useT } from './i18n';
export type { Translate } from './i18n';
export * from './format';
export { LANGUAGES, LANGUAGE_NAMES, LOCALE_OF, isLanguage, type Language } from './languages';
export { commonMessages } from './common-messages';
export { useErrorText } from './error-text';
