import { describe, expect, it } from 'vitest';
import { brandCountryLanguage, errorDigest, isUnderConstruction, pickLanguage } from './error-rules';

describe('under-construction flag', () => {
  it('is on for true in any of the shapes the config uses', () => {
    for (const v of [true, 1, 'true', 'TRUE', '1', 'yes', ' on ']) {
      expect(isUnderConstruction({ IS_UNDER_CONSTRUCTION: v })).toBe(true);
    }
  });

  it('is off when false, empty or absent', () => {
    for (const v of [false, 0, 'false', '0', '', 'no']) {
      expect(isUnderConstruction({ IS_UNDER_CONSTRUCTION: v })).toBe(false);
    }
    expect(isUnderConstruction({})).toBe(false);
  });
});

describe('language of pages without brand config', () => {
  it('follows the brand country', () => {
    expect(brandCountryLanguage('sm-ua')).toBe('uk');
    expect(brandCountryLanguage('dp-ua-dzidzio')).toBe('uk');
    expect(brandCountryLanguage('sm-kz')).toBe('ru');
    expect(brandCountryLanguage('sm-by')).toBe('ru');
    expect(brandCountryLanguage('gs-ru')).toBe('ru');
    expect(brandCountryLanguage('sm-ae')).toBe('en');
    expect(brandCountryLanguage('sm-hu')).toBe('en');
  });

  it('prefers the visitor language with the highest q among uk, ru and en', () => {
    expect(pickLanguage('de-DE,de;q=0.9,ru;q=0.5,en;q=0.8', 'uk')).toBe('en');
    expect(pickLanguage('ru-RU,ru;q=0.9', 'uk')).toBe('ru');
    expect(pickLanguage('uk-UA,uk;q=0.9,en;q=0.8', 'en')).toBe('uk');
    expect(pickLanguage('en;q=0.5,ru;q=0.5', 'uk')).toBe('en');
  });

  it('refuses q=0 and falls back to the brand language', () => {
    expect(pickLanguage('ru;q=0,de', 'uk')).toBe('uk');
    expect(pickLanguage('', 'ru')).toBe('ru');
    expect(pickLanguage(null, 'en')).toBe('en');
    expect(pickLanguage('*', 'uk')).toBe('uk');
  });
});

describe('errorDigest', () => {
  it('reads the digest of a server error and nothing else', () => {
    expect(errorDigest(Object.assign(new Error('x'), { digest: '123abc' }))).toBe('123abc');
    expect(errorDigest(new Error('x'))).toBeNull();
    expect(errorDigest({ digest: 42 })).toBeNull();
    expect(errorDigest(null)).toBeNull();
    expect(errorDigest('boom')).toBeNull();
  });
});
