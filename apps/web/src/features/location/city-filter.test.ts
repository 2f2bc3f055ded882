import { describe, expect, it } from 'vitest';
import { filterCities, sortCityOptions, toCityOption, type CityOption } from './city-filter';

const city = (id: number, slug: string | null, name: string, loc: Record<string, [string, string]>) => ({
  id,
  slug,
  name,
  localization: Object.entries(loc).map(([language, [n, nominative]]) => ({
    language,
    name: n,
    seo: { nominativeCase: nominative, prepositionalCase: `у ${n}` },
  })),
});

const CITIES = [
  city(101, 'kyiv', 'Київ', { uk: ['Київ', 'Київ'], ru: ['Киев', 'Киев'], en: ['Kyiv', 'Kyiv'] }),
  city(102, 'lviv', 'Львів', { uk: ['Львів', 'Львів'], ru: ['Львов', 'Львов'], en: ['Lviv', 'Lviv'] }),
  city(103, 'odesa', 'Одеса', { uk: ['Одеса', 'Одеса'], ru: ['Одесса', 'Одесса'] }),
  city(105, null, 'Бровари', { uk: ['Бровари', 'Бровари'], ru: ['Бровары', 'Бровары'] }),
];

const options = (locale: string): CityOption[] => CITIES.map((c) => toCityOption(c, locale));
const slugs = (list: CityOption[]) => list.map((c) => c.slug);

describe('city type-ahead (SPEC section 5)', () => {
  it('matches a substring of the localized nominative name, whatever the case', () => {
    expect(slugs(filterCities(options('ru'), 'ЕВ', 'ru'))).toEqual(['kyiv']);
    expect(slugs(filterCities(options('ru'), 'одес', 'ru'))).toEqual(['odesa']);
    expect(slugs(filterCities(options('en'), 'VIV', 'en'))).toEqual(['lviv']);
  });

  it("matches the city's own name too, so a Ukrainian spelling finds the city on the Russian page", () => {
    expect(slugs(filterCities(options('ru'), 'Львів', 'ru'))).toEqual(['lviv']);
    expect(slugs(filterCities(options('en'), 'київ', 'en'))).toEqual(['kyiv']);
  });

  it('keeps every city for blank text and ignores surrounding spaces', () => {
    expect(filterCities(options('uk'), '   ', 'uk')).toHaveLength(4);
    expect(slugs(filterCities(options('uk'), '  бров ', 'uk'))).toEqual([null]);
  });

  it('finds nothing for text no city holds (the chooser then shows its no-results text)', () => {
    expect(filterCities(options('uk'), 'Париж', 'uk')).toEqual([]);
  });

  it('falls back to the own name where a language has no translation', () => {
    const odesa = toCityOption(CITIES[2]!, 'en');
    expect(odesa).toMatchObject({ label: 'Одеса', nominative: 'Одеса', name: 'Одеса' });
    expect(slugs(filterCities([odesa], 'одеса', 'en'))).toEqual(['odesa']);
  });

  it('lists cities alphabetically in the page language', () => {
    expect(sortCityOptions(options('en'), 'en').map((c) => c.label)).toEqual([
      'Kyiv',
      'Lviv',
      'Бровари',
      'Одеса',
    ]);
    expect(sortCityOptions(options('uk'), 'uk').map((c) => c.label)).toEqual([
      'Бровари',
      'Київ',
      'Львів',
      'Одеса',
    ]);
  });
});
