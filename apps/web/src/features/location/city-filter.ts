import type { TCity } from '@food/contracts';

/** A city as the chooser lists it: the name in the page language, and what the filter matches. */
export interface CityOption {
  id: number;
  slug: string | null;
  /** the localized name, else the city's own name */
  label: string;
  /** the localized nominative name (SEO form), else the localized name */
  nominative: string;
  /** the city's own name, whatever the language */
  name: string;
}

export function toCityOption(
  city: Pick<TCity, 'id' | 'slug' | 'name' | 'localization'>,
  locale: string,
): CityOption {
  const loc = city.localization.find((l) => l.language === locale);
  const label = loc?.name || city.name;
  return {
    id: city.id,
    slug: city.slug,
    label,
    nominative: loc?.seo.nominativeCase || label,
    name: city.name,
  };
}

/** The chooser's order: alphabetical in the page language. */
export const sortCityOptions = (options: readonly CityOption[], locale: string) =>
  [...options].sort((a, b) => a.label.localeCompare(b.label, locale));

/**
 * SPEC section 5: the type-ahead keeps the cities whose localized nominative name or name holds
 * the typed text, case-insensitively; blank text keeps them all. Surrounding spaces are ignored,
 * and "ё"/"е", "ґ"/"г" are not told apart, as people type them either way.
 */
export function filterCities(options: readonly CityOption[], query: string, locale: string): CityOption[] {
  const needle = fold(query, locale);
  if (needle === '') return [...options];
  return options.filter(
    (c) =>
      fold(c.nominative, locale).includes(needle) ||
      fold(c.name, locale).includes(needle) ||
      fold(c.label, locale).includes(needle),
  );
}

function fold(text: string, locale: string): string {
  return text.trim().toLocaleLowerCase(locale).replace(/ё/g, 'е').replace(/ґ/g, 'г').replace(/\s+/g, ' ');
}
