import { describe, expect, it } from 'vitest';
import { signInSmsText, smsLanguageOf } from './sms-texts.js';

const brand = (defaultLanguage: string, languages: string[]) => ({
  shortName: 'SM',
  languages,
  defaultLanguage,
});

describe('sign-in SMS text', () => {
  it('speaks the brand default language, with the brand and the code', () => {
    expect(signInSmsText(brand('uk', ['uk', 'ru']), '123456')).toBe(
      '123456 — код для входу в SM. Нікому його не повідомляйте.',
    );
    expect(signInSmsText(brand('ru', ['ru', 'uk']), '123456')).toBe(
      '123456 — код для входа в SM. Никому его не сообщайте.',
    );
    expect(signInSmsText(brand('en', ['en']), '123456')).toBe(
      '123456 is your SM sign-in code. Do not share it with anyone.',
    );
  });

  it('falls back to a language of the brand we have a text in, then English', () => {
    expect(smsLanguageOf(brand('kk', ['kk', 'ru']))).toBe('ru');
    expect(smsLanguageOf(brand('ar', ['ar']))).toBe('en');
    // inherited keys of a plain object are not languages
    expect(smsLanguageOf(brand('toString', ['constructor']))).toBe('en');
  });

  it('keeps the Cyrillic texts in one SMS segment (70 UCS-2 characters) and English in GSM-7', () => {
    for (const lang of ['uk', 'ru']) {
      expect(signInSmsText(brand(lang, [lang]), '123456').length).toBeLessThanOrEqual(70);
    }
    expect(signInSmsText(brand('en', ['en']), '123456')).toMatch(/^[A-Za-z0-9 .-]+$/);
  });
});
