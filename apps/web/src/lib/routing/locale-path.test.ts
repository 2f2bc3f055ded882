import { describe, expect, it } from 'vitest';
import { decideLocale, localizedPath } from './locale-path';

const ukRu = { languages: ['uk', 'ru'] as const, defaultLanguage: 'uk' as const };
const enOnly = { languages: ['en'] as const, defaultLanguage: 'en' as const };

describe('language in the URL', () => {
  it('serves uk unprefixed and ru under /ru', () => {
    expect(decideLocale('/', ukRu)).toEqual({ kind: 'serve', locale: 'uk', rest: '/' });
    expect(decideLocale('/menu/rolls', ukRu)).toEqual({ kind: 'serve', locale: 'uk', rest: '/menu/rolls' });
    expect(decideLocale('/ru', ukRu)).toEqual({ kind: 'serve', locale: 'ru', rest: '/' });
    expect(decideLocale('/ru/menu/rolls/', ukRu)).toEqual({
      kind: 'serve',
      locale: 'ru',
      rest: '/menu/rolls',
    });
  });

  it('redirects /ua/... permanently to the unprefixed path', () => {
    expect(decideLocale('/ua/menu/rolls', ukRu)).toEqual({
      kind: 'redirect',
      location: '/menu/rolls',
      permanent: true,
    });
    expect(decideLocale('/ua', ukRu)).toEqual({ kind: 'redirect', location: '/', permanent: true });
  });

  it('sends a language the brand does not offer to its default', () => {
    expect(decideLocale('/en/menu/rolls', ukRu)).toEqual({
      kind: 'redirect',
      location: '/menu/rolls',
      permanent: false,
    });
    expect(decideLocale('/menu/rolls', enOnly)).toEqual({
      kind: 'redirect',
      location: '/en/menu/rolls',
      permanent: false,
    });
    expect(decideLocale('/ru/menu', enOnly)).toEqual({
      kind: 'redirect',
      location: '/en/menu',
      permanent: false,
    });
    expect(decideLocale('/en', enOnly)).toEqual({ kind: 'serve', locale: 'en', rest: '/' });
  });

  it('builds public paths per language', () => {
    expect(localizedPath('uk', '/menu/sets', ukRu)).toBe('/menu/sets');
    expect(localizedPath('ru', '/', ukRu)).toBe('/ru');
    expect(localizedPath('en', '/menu/sets', enOnly)).toBe('/en/menu/sets');
  });

  it('does not mistake a path that merely starts with the letters of a prefix', () => {
    expect(decideLocale('/rules', ukRu)).toEqual({ kind: 'serve', locale: 'uk', rest: '/rules' });
    expect(decideLocale('/english', ukRu)).toEqual({ kind: 'serve', locale: 'uk', rest: '/english' });
  });
});
