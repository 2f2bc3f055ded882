import { describe, expect, it } from 'vitest';
import { localizedPath, pageLanguage } from './locale-path';

const ukRu = { languages: ['uk', 'ru'] as const, defaultLanguage: 'uk' as const };
const enOnly = { languages: ['en'] as const, defaultLanguage: 'en' as const };
const enRu = { languages: ['en', 'ru'] as const, defaultLanguage: 'en' as const };

describe('language in the URL', () => {
  it('serves uk unprefixed and the other languages under their prefix', () => {
    expect(pageLanguage('uk', ukRu)).toBe('uk');
    expect(pageLanguage('ru', ukRu)).toBe('ru');
    expect(localizedPath('uk', '/menu/sets', ukRu)).toBe('/menu/sets');
    expect(localizedPath('ru', '/', ukRu)).toBe('/ru');
    expect(localizedPath('ru', '/menu/sets', ukRu)).toBe('/ru/menu/sets');
  });

  it('has no page for a language the brand does not offer', () => {
    expect(pageLanguage('en', ukRu)).toBeNull();
    expect(pageLanguage('ru', enOnly)).toBeNull();
    expect(pageLanguage('de', ukRu)).toBeNull();
  });

  it('serves the default language unprefixed when the brand has no uk', () => {
    expect(pageLanguage('uk', enOnly)).toBe('en');
    expect(pageLanguage('en', enOnly)).toBe('en');
    expect(localizedPath('en', '/menu/sets', enOnly)).toBe('/menu/sets');
    expect(localizedPath('en', '/', enRu)).toBe('/');
    expect(localizedPath('ru', '/', enRu)).toBe('/ru');
  });
});
