/**
 * Language fallback: what is shown when the language asked for is not there. A request is
 * answered in the asked language when the brand offers it, else in the brand's default; a text
 * missing (or blank) in a language falls back to the entity's own text.
 */

/** The language to answer in: `asked` when the brand offers it, else the brand's default. */
export function servedLanguage<L extends string>(
  asked: string | null | undefined,
  brand: { readonly languages: readonly L[]; readonly defaultLanguage: L },
): L {
  return asked && (brand.languages as readonly string[]).includes(asked)
    ? (asked as L)
    : brand.defaultLanguage;
}

/**
 * The text of `localization`'s entry in `language` (read by `text`, e.g. its name), or `fallback`
 * when there is no entry or its text is missing or blank.
 */
export function localizedText<E extends { readonly language: string }>(
  localization: readonly E[],
  language: string,
  text: (entry: E) => string | null | undefined,
  fallback: string,
): string {
  const entry = localization.find((l) => l.language === language);
  const found = entry ? text(entry) : null;
  return found && found.trim() !== '' ? found : fallback;
}
