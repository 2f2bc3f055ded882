import { describe, expect, it } from 'vitest';
import { transliterate } from './transliteration.js';

describe('transliteration of Ukrainian and Russian', () => {
  it('writes Ukrainian in Latin as people type it', () => {
    expect(transliterate('Філадельфія')).toBe('filadelfiya');
    expect(transliterate('Каліфорнія з крабом')).toBe('kaliforniya z krabom');
    expect(transliterate('Їжак є щука')).toBe('yizhak ye shchuka');
    expect(transliterate('Ґрунт')).toBe('grunt');
  });

  it('writes Russian in Latin as people type it', () => {
    expect(transliterate('Филадельфия')).toBe('filadelfiya');
    expect(transliterate('Роллы с угрём')).toBe('rolly s ugryom');
    expect(transliterate('Съешь эти')).toBe('sesh eti');
    expect(transliterate('Хачапури')).toBe('khachapuri');
  });

  it('keeps Latin letters, digits and punctuation, lower-cased', () => {
    expect(transliterate('Шеф 40 см, XL!')).toBe('shef 40 sm, xl!');
    expect(transliterate('Philadelphia')).toBe('philadelphia');
    expect(transliterate('')).toBe('');
  });
});
