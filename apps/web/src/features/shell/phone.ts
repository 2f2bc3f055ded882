/**
 * Phone numbers as the shell shows them: the display half of the phone rule of both sides,
 * `@food/domain/phone-display` (no phone library, so every page may show numbers).
 */
export { displayPhone, telHref } from '@food/domain/phone-display';
