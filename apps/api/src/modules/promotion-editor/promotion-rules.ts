/**
 * What a promotion write must satisfy (issue 19 item 5), as pure functions so each rule is unit
 * tested apart from the database. Each returns the first problem found, or null. The service
 * checks what needs the database (a gift dish of the brand, the brand's cities, a duplicate code).
 */
import { normalizePromoCode } from '@food/domain/promo-code';

type RuleCode = 'PROMOTION_RULE_VIOLATED' | 'UNKNOWN_LANGUAGE' | 'DEFAULT_LANGUAGE_REQUIRED';

export interface RuleProblem {
  code: RuleCode;
  message: string;
  /** the field, as a JSON pointer into the body */
  path: string;
}

const problem = (path: string, message: string, code: RuleCode = 'PROMOTION_RULE_VIOLATED') => ({
  code,
  message,
  path,
});

/**
 * A code as the checkout compares it (@food/domain/promo-code normalizePromoCode: spaces
 * removed, upper case), so "summer 10" saved here is found when a customer types "Summer10".
 */
export function storedCode(raw: string): string | null {
  return normalizePromoCode(raw);
}

/** `to` must come after `from`; a missing `to` is open-ended. */
export function windowProblem(
  from: string | Date | null,
  to: string | Date | null,
  path: string,
): RuleProblem | null {
  if (from === null || to === null) return null;
  return new Date(to).getTime() <= new Date(from).getTime()
    ? problem(path, 'The end must come after the start')
    : null;
}

export interface PromoCodeInput {
  code: string;
  kind: 'PERCENT' | 'FIXED' | 'FREE_DELIVERY' | 'GIFT';
  value: number;
  giftProductId: number | null;
  startsAt: string;
  expiresAt: string | null;
}

export function promoCodeProblem(w: PromoCodeInput): RuleProblem | null {
  const code = storedCode(w.code);
  if (!code) return problem('/code', 'The code is empty');
  if (!/^[\p{L}\p{N}_-]+$/u.test(code))
    return problem('/code', 'A code is letters, digits, dashes and underscores');
  if (w.kind === 'PERCENT' && (w.value < 1 || w.value > 100))
    return problem('/value', 'A percent discount is from 1 to 100');
  if (w.kind === 'FIXED' && w.value <= 0) return problem('/value', 'A fixed discount must be more than zero');
  if (w.kind === 'GIFT' && w.giftProductId === null)
    return problem('/giftProductId', 'A gift code needs the dish it gives');
  if (w.kind !== 'GIFT' && w.giftProductId !== null)
    return problem('/giftProductId', 'Only a gift code gives a dish');
  return windowProblem(w.startsAt, w.expiresAt, '/expiresAt');
}

/** What is stored as the code's value: percent, minor units, or 0 for free delivery and gifts. */
export const storedValue = (w: Pick<PromoCodeInput, 'kind' | 'value'>) =>
  w.kind === 'PERCENT' || w.kind === 'FIXED' ? w.value : 0;

export interface AutomaticDiscountInput {
  percent: number;
  daysOfWeek: number[];
  startsTime: string | null;
  endsTime: string | null;
  startsAt: string;
  endsAt: string | null;
  categoryId: number | null;
  productIds: number[] | null;
}

export function automaticDiscountProblem(w: AutomaticDiscountInput): RuleProblem | null {
  if (w.percent < 1 || w.percent > 100) return problem('/percent', 'A percent discount is from 1 to 100');
  if (new Set(w.daysOfWeek).size !== w.daysOfWeek.length)
    return problem('/daysOfWeek', 'A day of the week is named twice');
  if ((w.startsTime === null) !== (w.endsTime === null))
    return problem('/endsTime', 'Give both the start and the end of the hours, or neither (all day)');
  if (w.startsTime !== null && w.startsTime === w.endsTime)
    return problem('/endsTime', 'The hours start and end at the same time');
  if (w.categoryId !== null && w.productIds !== null)
    return problem('/productIds', 'Choose a category or dishes, not both');
  if (w.productIds !== null && w.productIds.length === 0)
    return problem('/productIds', 'Choose at least one dish (or none at all for the whole menu)');
  return windowProblem(w.startsAt, w.endsAt, '/endsAt');
}

/**
 * Texts per language: only the brand's languages, and the default one filled in (the storefront
 * falls back to it).
 */
export function localizedProblem(
  text: Partial<Record<string, string>>,
  path: string,
  languages: readonly string[],
  defaultLanguage: string,
  { required = true }: { required?: boolean } = {},
): RuleProblem | null {
  for (const lang of Object.keys(text))
    if (!languages.includes(lang))
      return problem(`${path}/${lang}`, `The brand has no language ${lang}`, 'UNKNOWN_LANGUAGE');
  if (required && !text[defaultLanguage]?.trim())
    return problem(
      `${path}/${defaultLanguage}`,
      `The text in the brand's default language (${defaultLanguage}) is required`,
      'DEFAULT_LANGUAGE_REQUIRED',
    );
  return null;
}

/** A link of a banner: a site path ("/promotions/x") or a web address; nothing else is followed. */
export function linkProblem(link: string | null): RuleProblem | null {
  if (link === null || link === '') return null;
  if (link.startsWith('/') && !link.startsWith('//')) return null;
  if (/^https?:\/\/[^\s/]+/i.test(link)) return null;
  return problem('/link', 'A link is a site path starting with / or an http(s) address');
}

/** Texts per language without empty ones (an emptied language falls back to the default). */
export function compactText(text: Partial<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, value] of Object.entries(text)) if (value?.trim()) out[lang] = value.trim();
  return out;
}
