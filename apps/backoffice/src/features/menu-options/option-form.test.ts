import type { TOptionGroupWrite } from '@food/contracts';
import { describe, expect, it } from 'vitest';
import {
  moneyText,
  moveItem,
  newGroup,
  parseMoney,
  placeProblems,
  setRequired,
  toggleDefault,
} from './option-form';

const size = (): TOptionGroupWrite => ({
  name: { uk: 'Розмір', ru: 'Размер' },
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: { uk: '30 см' }, price: 0, linkedProductId: null, isDefault: true },
    { name: { uk: '40 см' }, price: 9000, linkedProductId: null, isDefault: false },
  ],
});

describe('money in major units', () => {
  it('reads what a manager types into minor units, exactly', () => {
    expect(parseMoney('59', 'UAH')).toBe(5900);
    expect(parseMoney('59,5', 'UAH')).toBe(5950);
    expect(parseMoney('59.50', 'UAH')).toBe(5950);
    expect(parseMoney('0.29', 'UAH')).toBe(29);
    expect(parseMoney('1 200', 'UAH')).toBe(120000);
    expect(parseMoney('', 'UAH')).toBe(0);
  });

  it('refuses what is not an amount of zero or more', () => {
    for (const bad of ['-5', 'abc', '1.234', '5..0', '1e3']) expect(parseMoney(bad, 'UAH'), bad).toBeNull();
  });

  it('shows minor units back as typed', () => {
    expect(moneyText(5900, 'UAH')).toBe('59');
    expect(moneyText(5950, 'UAH')).toBe('59.50');
    expect(moneyText(5, 'AED')).toBe('0.05');
    expect(parseMoney(moneyText(123456, 'UAH'), 'UAH')).toBe(123456);
  });
});

describe('editing groups', () => {
  it('moves an item one place, and not past an end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('switches required on and off', () => {
    expect(setRequired(newGroup(), true)).toMatchObject({ minChoices: 1, maxChoices: 1 });
    expect(setRequired(size(), false)).toMatchObject({ minChoices: 0, maxChoices: 1 });
  });

  it('keeps one default where one option can be chosen', () => {
    const g = toggleDefault(size(), 1, true);
    expect(g.options.map((o) => o.isDefault)).toEqual([false, true]);
    const many = toggleDefault({ ...size(), maxChoices: 2 }, 1, true);
    expect(many.options.map((o) => o.isDefault)).toEqual([true, true]);
  });

  it('places the domain problems on their group and option', () => {
    const bad: TOptionGroupWrite[] = [
      { ...size(), minChoices: 2, maxChoices: 1 },
      {
        ...newGroup(),
        options: [{ name: { ru: 'Тонкий' }, price: 0, linkedProductId: null, isDefault: false }],
      },
    ];
    const placed = placeProblems(bad, 'uk');
    expect(placed.groups.get(0)?.map((p) => p.code)).toEqual(['MIN_ABOVE_MAX']);
    expect(placed.groups.get(1)?.map((p) => p.code)).toEqual(['NAME_MISSING']);
    expect(placed.options.get('1:0')?.map((p) => p.code)).toEqual(['NAME_MISSING']);
    expect(placeProblems([size()], 'uk').count).toBe(0);
  });
});
