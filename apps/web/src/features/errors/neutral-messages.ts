import en from '../../../public/locales/en/errors.json';
import ru from '../../../public/locales/ru/errors.json';
import uk from '../../../public/locales/uk/errors.json';
import type { ErrorPageLanguage } from './error-rules';

/**
 * Words of the neutral error pages, which render where next-intl has no request (global-error
 * replaces the root layout): the `errors.unavailable` translations, bundled directly.
 */
export type NeutralMessages = typeof uk.unavailable;

export const NEUTRAL_MESSAGES: Record<ErrorPageLanguage, NeutralMessages> = {
  uk: uk.unavailable,
  ru: ru.unavailable,
  en: en.unavailable,
};
