import { describe, expect, it } from 'vitest';
import {
  formatAddressLabel,
  formatStreet,
  matchRank,
  normalizeText,
  parseAddressQuery,
  streetSearchWords,
} from './address-text.js';

describe('reading a typed address', () => {
  it('splits the street from a trailing house number, with or without comma and house word', () => {
    expect(parseAddressQuery('Хрещатик 22')).toEqual({ street: 'Хрещатик', house: '22' });
    expect(parseAddressQuery('вул. Хрещатик, 22а')).toEqual({ street: 'вул. Хрещатик', house: '22А' });
    expect(parseAddressQuery('ул Крещатик д. 22/1')).toEqual({ street: 'ул Крещатик', house: '22/1' });
    expect(parseAddressQuery('Героїв Дніпра, буд. 5 б')).toEqual({ street: 'Героїв Дніпра', house: '5Б' });
    expect(parseAddressQuery('  Sheikh   Zayed Road  12 ')).toEqual({
      street: 'Sheikh Zayed Road',
      house: '12',
    });
  });

  it('reads an English-style leading house number', () => {
    expect(parseAddressQuery('22 Khreshchatyk St')).toEqual({ street: 'Khreshchatyk St', house: '22' });
    expect(parseAddressQuery('12b Lesi Ukrainky Blvd')).toEqual({
      street: 'Lesi Ukrainky Blvd',
      house: '12B',
    });
  });

  it('leaves the house empty when there is none, and numbers inside names alone', () => {
    expect(parseAddressQuery('Хрещатик')).toEqual({ street: 'Хрещатик', house: null });
    expect(parseAddressQuery('2nd December Street')).toEqual({ street: '2nd December Street', house: null });
    expect(parseAddressQuery('22')).toEqual({ street: '22', house: null });
  });
});

describe('matching street names', () => {
  it('folds case, apostrophes and diacritics the way customers type', () => {
    expect(normalizeText("В'ячеслава  Чорновола")).toBe('вячеслава чорновола');
    expect(normalizeText('Вʼячеслава')).toBe(normalizeText("В'ячеслава"));
    // ї typed as і (no diaeresis), as phones without a Ukrainian layout do
    expect(normalizeText('Героїв')).toBe(normalizeText('Геро\u0456в'));
    expect(normalizeText('Гетьмана-Скоропадського')).toBe('гетьмана скоропадського');
  });

  it('drops street-type words and the city name from the search words', () => {
    expect(streetSearchWords('вул. Хрещатик')).toEqual(['хрещатик']);
    expect(streetSearchWords('пр-т Бажана')).toEqual(['бажана']);
    expect(streetSearchWords('Kyiv, Lesi Ukrainky blvd', ['Kyiv'])).toEqual(['lesi', 'ukrainky']);
  });

  it('ranks the full name, then a prefix, then word prefixes, then a substring', () => {
    expect(matchRank(['хрещатик'], 'Хрещатик')).toBe(0);
    expect(matchRank(['велика', 'вас'], 'Велика Васильківська')).toBe(1);
    expect(matchRank(['вас'], 'Велика Васильківська')).toBe(2);
    expect(matchRank(['ukr', 'les'], 'Lesi Ukrainky')).toBe(2);
    expect(matchRank(['щатик'], 'Хрещатик')).toBe(3);
    expect(matchRank(['ща'], 'Хрещатик')).toBeNull();
    expect(matchRank(['хрещатик'], 'Прорізна')).toBeNull();
    expect(matchRank([], 'Прорізна')).toBeNull();
  });
});

describe('showing an address', () => {
  it('writes the street type as each language does', () => {
    expect(formatStreet('street', 'Хрещатик', 'uk')).toBe('вул. Хрещатик');
    expect(formatStreet('street', 'Крещатик', 'ru')).toBe('ул. Крещатик');
    expect(formatStreet('street', 'Khreshchatyk', 'en')).toBe('Khreshchatyk St');
    expect(formatStreet('descent', 'Андріївський', 'uk')).toBe('Андріївський узвіз');
    expect(formatStreet('highway', 'Kharkivske', 'en')).toBe('Kharkivske Hwy');
    expect(formatStreet('named', 'Sheikh Zayed Road', 'en')).toBe('Sheikh Zayed Road');
  });

  it('puts the house after the street, or first in English', () => {
    expect(formatAddressLabel('вул. Хрещатик', '22', 'Київ', 'uk')).toBe('вул. Хрещатик, 22, Київ');
    expect(formatAddressLabel('Khreshchatyk St', '22', 'Kyiv', 'en')).toBe('22 Khreshchatyk St, Kyiv');
    expect(formatAddressLabel('Khreshchatyk St', null, 'Kyiv', 'en')).toBe('Khreshchatyk St, Kyiv');
  });
});
