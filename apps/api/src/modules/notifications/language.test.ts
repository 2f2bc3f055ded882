import { describe, expect, it } from 'vitest';
import { messageLanguageOf } from './language.js';

const ua = { languages: ['uk', 'ru'], defaultLanguage: 'uk' };

describe('message language', () => {
  it("speaks the customer's language when the brand does, else the brand's default", () => {
    expect(messageLanguageOf('ru', ua)).toBe('ru');
    expect(messageLanguageOf('en', ua)).toBe('uk');
    expect(messageLanguageOf(null, ua)).toBe('uk');
    expect(messageLanguageOf(undefined, { languages: ['en'], defaultLanguage: 'en' })).toBe('en');
  });

  it('falls back to a brand language with texts, then English', () => {
    expect(messageLanguageOf('kk', { languages: ['kk', 'ru'], defaultLanguage: 'kk' })).toBe('ru');
    expect(messageLanguageOf('ar', { languages: ['ar'], defaultLanguage: 'ar' })).toBe('en');
  });
});
