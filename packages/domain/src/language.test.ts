import { describe, expect, it } from 'vitest';
import { localizedText, servedLanguage } from './language';

const brand = { languages: ['uk', 'en'] as const, defaultLanguage: 'uk' as const };

describe('the language a request is answered in', () => {
  it('is the asked one when the brand offers it', () => {
    expect(servedLanguage('en', brand)).toBe('en');
  });

  it('is the brand’s default for a language it does not offer, or none asked', () => {
    expect(servedLanguage('ru', brand)).toBe('uk');
    expect(servedLanguage('', brand)).toBe('uk');
    expect(servedLanguage(undefined, brand)).toBe('uk');
    expect(servedLanguage(null, { languages: ['en'], defaultLanguage: 'en' })).toBe('en');
  });
});

describe('a localized text', () => {
  const localization = [
    { language: 'uk', name: 'Київ' },
    { language: 'ru', name: '  ' },
  ];
  const name = (l: { name: string }) => l.name;

  it('is the entry of the language', () => {
    expect(localizedText(localization, 'uk', name, 'Kyiv')).toBe('Київ');
  });

  it('falls back when the language has no entry or a blank one', () => {
    expect(localizedText(localization, 'en', name, 'Kyiv')).toBe('Kyiv');
    expect(localizedText(localization, 'ru', name, 'Kyiv')).toBe('Kyiv');
    expect(localizedText([], 'uk', name, 'Kyiv')).toBe('Kyiv');
  });
});
