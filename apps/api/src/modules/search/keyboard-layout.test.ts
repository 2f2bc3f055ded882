import { describe, expect, it } from 'vitest';
import {
  cyrillicToLatinLayout,
  hasCyrillicLetters,
  hasLatinLetters,
  latinToCyrillicLayout,
} from './keyboard-layout.js';

describe('wrong keyboard layout', () => {
  it('reads Latin keys as the Ukrainian layout', () => {
    expect(latinToCyrillicLayout('lhfrjy', 'uk')).toBe('дракон');
    // s is і, ] is ї, ' is є on the Ukrainian layout
    expect(latinToCyrillicLayout('askfltkmasz', 'uk')).toBe('філадельфія');
    expect(latinToCyrillicLayout("yfg]'", 'uk')).toBe('напїє');
  });

  it('reads Latin keys as the Russian layout', () => {
    expect(latinToCyrillicLayout('abkfltkmabz', 'ru')).toBe('филадельфия');
    expect(latinToCyrillicLayout('hjkks', 'ru')).toBe('роллы');
    expect(latinToCyrillicLayout("`;]'", 'ru')).toBe('ёжъэ');
  });

  it('keeps capitals and the shifted keys', () => {
    expect(latinToCyrillicLayout('Lhfrjy', 'uk')).toBe('Дракон');
    expect(latinToCyrillicLayout('{:"<>', 'uk')).toBe('ХЖЄБЮ');
    expect(latinToCyrillicLayout('{}', 'ru')).toBe('ХЪ');
  });

  it('leaves digits, spaces and other characters alone', () => {
    expect(latinToCyrillicLayout('ctn 2 🍣', 'uk')).toBe('сет 2 🍣');
  });

  it('reads Cyrillic keys as the Latin layout, from either layout', () => {
    expect(cyrillicToLatinLayout('вкфпщт')).toBe('dragon');
    expect(cyrillicToLatinLayout('сфдшащктшф')).toBe('california');
    expect(cyrillicToLatinLayout('ыфдьщт')).toBe('salmon');
    expect(cyrillicToLatinLayout('іфдьщт')).toBe('salmon');
    expect(cyrillicToLatinLayout('Вкфпщт')).toBe('Dragon');
    expect(cyrillicToLatinLayout('ґ')).toBe('\\');
  });

  it('round-trips every letter key', () => {
    const keys = 'qwertyuiopasdfghjklzxcvbnm';
    for (const layout of ['uk', 'ru'] as const) {
      expect(cyrillicToLatinLayout(latinToCyrillicLayout(keys, layout))).toBe(keys);
    }
  });

  it('tells which alphabets a text uses', () => {
    expect(hasLatinLetters('lhfrjy')).toBe(true);
    expect(hasLatinLetters('дракон 2')).toBe(false);
    expect(hasCyrillicLetters('дракон')).toBe(true);
    expect(hasCyrillicLetters('ґ')).toBe(true);
    expect(hasCyrillicLetters('dragon')).toBe(false);
  });
});
