import { describe, expect, it } from 'vitest';
import { matchCity } from './city-match.js';

const loc = (language: string, name: string) => ({
  language,
  name,
  seo: { nominativeCase: name, prepositionalCase: name },
});
const cities = [
  {
    id: 101,
    slug: 'kyiv',
    name: 'Київ',
    localization: [loc('uk', 'Київ'), loc('ru', 'Киев'), loc('en', 'Kyiv')],
  },
  { id: 102, slug: 'lviv', name: 'Львів', localization: [loc('uk', 'Львів'), loc('en', 'Lviv')] },
  { id: 105, slug: null, name: 'Бровари', localization: [loc('uk', 'Бровари')] },
];

describe('the city of a delivery address', () => {
  it('matches an id, a slug or a name in any language, ignoring case and spaces', () => {
    expect(matchCity(cities, '102')?.id).toBe(102);
    expect(matchCity(cities, ' KYIV ')?.id).toBe(101);
    expect(matchCity(cities, 'київ')?.id).toBe(101);
    expect(matchCity(cities, 'Киев')?.id).toBe(101);
    expect(matchCity(cities, 'Lviv')?.id).toBe(102);
    expect(matchCity(cities, 'Бровари')?.id).toBe(105);
  });

  it('matches nothing for an unknown, empty or missing name', () => {
    expect(matchCity(cities, 'Odesa')).toBeUndefined();
    expect(matchCity(cities, '999')).toBeUndefined();
    expect(matchCity(cities, '  ')).toBeUndefined();
    expect(matchCity(cities, null)).toBeUndefined();
  });
});
