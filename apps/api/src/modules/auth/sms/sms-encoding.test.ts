import { describe, expect, it } from 'vitest';
import { isGsm7, smsSize } from './sms-encoding.js';

describe('SMS size', () => {
  it('counts a Latin text as GSM-7, 160 in one part and 153 a part beyond', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsSize('a'.repeat(306)).parts).toBe(2);
    expect(smsSize('a'.repeat(307)).parts).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsSize('€10 [x]')).toEqual({ encoding: 'GSM-7', units: 10, parts: 1 });
    expect(smsSize('€'.repeat(80)).parts).toBe(1);
    expect(smsSize('€'.repeat(81)).parts).toBe(2);
  });

  it('sends any Cyrillic letter, curly quote or emoji as UCS-2: 70 in one part, 67 a part beyond', () => {
    expect(isGsm7('Замовлення')).toBe(false);
    expect(isGsm7('it’s')).toBe(false);
    expect(smsSize('я'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsSize('я'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsSize('я'.repeat(134)).parts).toBe(2);
    expect(smsSize('я'.repeat(135)).parts).toBe(3);
    // one Cyrillic letter turns a Latin text into UCS-2
    expect(smsSize(`${'a'.repeat(100)}ї`).parts).toBe(2);
    // an emoji is two UTF-16 units
    expect(smsSize('🍣').units).toBe(2);
  });
});
