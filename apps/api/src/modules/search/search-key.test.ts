import { describe, expect, it } from 'vitest';
import { compactKey, searchKey } from './search-key.js';

describe('search key', () => {
  it('reads one dish the same in Ukrainian, Russian, English and Latin transliteration', () => {
    for (const spelling of [
      'Філадельфія',
      'Филадельфия',
      'Philadelphia',
      'filadelfiya',
      'filadelfija',
      'FILADELFIA',
    ])
      expect(searchKey(spelling)).toBe('filadelfia');
    for (const spelling of ['Каліфорнія', 'Калифорния', 'California', 'kaliforniya'])
      expect(searchKey(spelling)).toBe('kalifornia');
    for (const spelling of ['суші', 'суши', 'sushi']) expect(searchKey(spelling)).toBe('sushi');
    for (const spelling of ['роли', 'роллы', 'rolly']) expect(searchKey(spelling)).toBe('roli');
    for (const spelling of ['піца', 'пицца', 'pizza', 'pitsa']) expect(searchKey(spelling)).toBe('pitsa');
    expect(searchKey('Соєвий соус')).toBe(searchKey('Соевый соус'));
    expect(searchKey('хот-дог')).toBe(searchKey('hot dog'));
  });

  it('splits words on anything but letters and digits, and letters from digits', () => {
    expect(searchKey('  Шеф 40см — XL!! ')).toBe('shef 40 sm ksl');
    expect(searchKey('SMUA-1208')).toBe('smua 1208');
    expect(searchKey('a\tb\nd')).toBe('a b d');
  });

  it('joins words around apostrophes', () => {
    expect(searchKey('Мʼясні')).toBe(searchKey("М'ясні"));
    expect(searchKey('огірок-м’ята')).toBe('ogirok miata');
  });

  it('drops accents, emoji, symbols and anything that looks like SQL or a regex', () => {
    expect(searchKey('Jalapeño crème brûlée')).toBe('ialapeno kreme brule');
    expect(searchKey('🍣🍕🔥')).toBe('');
    expect(searchKey("'; drop table products; --")).toBe('drop table produkts');
    expect(searchKey('.*(a+)+$')).toBe('a');
    expect(searchKey('%_\\')).toBe('');
  });

  it('writes an article as one word', () => {
    expect(compactKey('SMUA-1208')).toBe('smua1208');
    expect(compactKey('smua 1208')).toBe('smua1208');
  });
});
