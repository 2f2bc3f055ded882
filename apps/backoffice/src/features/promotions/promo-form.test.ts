import { describe, expect, it } from 'vitest';
import {
  endsBeforeStart,
  fromLocalInput,
  isGoodLink,
  isSlug,
  moneyText,
  normalizeCode,
  parseMoney,
  parseWhole,
  toLocalInput,
} from './promo-form';

describe('promotion form helpers', () => {
  it('round-trips a date through a datetime-local field', () => {
    const iso = '2030-06-01T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('reads money as minor units and refuses what is not an amount', () => {
    expect(parseMoney('12.5')).toBe(1250);
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('-1')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(moneyText(1250)).toBe('12.50');
    expect(moneyText(5000)).toBe('50');
  });

  it('checks windows, numbers, links, slugs and codes as the server does', () => {
    expect(endsBeforeStart('2030-01-02T00:00', '2030-01-01T00:00')).toBe(true);
    expect(endsBeforeStart('2030-01-01T00:00', '')).toBe(false);
    expect(parseWhole('101', 1, 100)).toBeNull();
    expect(parseWhole('0', 1, 100)).toBeNull();
    expect(parseWhole('15', 1, 100)).toBe(15);
    expect(isGoodLink('/promotions/x')).toBe(true);
    expect(isGoodLink('javascript:alert(1)')).toBe(false);
    expect(isSlug('summer-rolls')).toBe(true);
    expect(isSlug('Summer rolls')).toBe(false);
    expect(normalizeCode(' demo 10 ')).toBe('DEMO10');
  });
});
