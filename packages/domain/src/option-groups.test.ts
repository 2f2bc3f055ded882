import { describe, expect, it } from 'vitest';
import {
  defaultChoice,
  optionsKey,
  priceLine,
  validateOptionGroups,
  type OptionGroupRule,
  type PricingGroup,
} from './option-groups';

const size: PricingGroup = {
  id: 1,
  name: 'Size',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 11, price: 0 },
    { id: 12, price: 9000 },
  ],
};
const crust: PricingGroup = {
  id: 2,
  name: 'Crust',
  minChoices: 0,
  maxChoices: 1,
  options: [
    { id: 21, price: 0 },
    { id: 22, price: 0 },
    { id: 23, price: 4500 },
  ],
};
const secondHalf: PricingGroup = {
  id: 3,
  name: 'Second half',
  minChoices: 0,
  maxChoices: 1,
  options: [
    { id: 31, price: 2000, isAvailable: true },
    { id: 32, price: 3000, isAvailable: false },
  ],
};
const drink: PricingGroup = {
  id: 4,
  name: 'Drink',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 41, price: 0, isAvailable: true },
    { id: 42, price: 1500, isAvailable: true },
    { id: 43, price: 0, isAvailable: false },
  ],
};
const toppings: PricingGroup = {
  id: 5,
  name: 'Toppings',
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 51, price: 1000 },
    { id: 52, price: 1200 },
    { id: 53, price: 1400 },
  ],
};

describe('priceLine', () => {
  it('adds the chosen options to the base price: a 40 cm pizza with a cheese crust', () => {
    const r = priceLine(21900, [size, crust], [23, 12]);
    expect(r).toMatchObject({ ok: true, unitPrice: 21900 + 9000 + 4500, optionsPrice: 13500 });
    // in the groups' order, not the ids'
    if (r.ok)
      expect(r.chosen.map((c) => [c.group.id, c.option.id])).toEqual([
        [1, 12],
        [2, 23],
      ]);
  });

  it('prices included options (price 0) at the base price', () => {
    expect(priceLine(21900, [size, crust], [11, 22])).toMatchObject({ ok: true, unitPrice: 21900 });
  });

  it('refuses a required group left unanswered, naming it', () => {
    const r = priceLine(21900, [size, crust], [22]);
    expect(r).toMatchObject({ ok: false, code: 'OPTIONS_REQUIRED', groupId: 1 });
    if (!r.ok) expect(r.message).toContain('"Size"');
    // no choice at all is the same refusal: defaults are never chosen for the client
    expect(priceLine(21900, [size, crust], [])).toMatchObject({ ok: false, code: 'OPTIONS_REQUIRED' });
    expect(priceLine(21900, [size, crust])).toMatchObject({ ok: false, code: 'OPTIONS_REQUIRED' });
  });

  it('asks for the group minimum when it is more than one', () => {
    const two = { ...toppings, minChoices: 2 };
    const r = priceLine(100, [two], [51]);
    expect(r).toMatchObject({ ok: false, code: 'OPTIONS_REQUIRED' });
    if (!r.ok) expect(r.message).toBe('Choose at least 2 of "Toppings"');
    expect(priceLine(100, [two], [51, 53])).toMatchObject({ ok: true, unitPrice: 100 + 1000 + 1400 });
  });

  it('refuses more options of a group than its maximum', () => {
    expect(priceLine(21900, [size], [11, 12])).toMatchObject({
      ok: false,
      code: 'TOO_MANY_OPTIONS',
      groupId: 1,
    });
    expect(priceLine(100, [toppings], [51, 52, 53])).toMatchObject({ ok: false, code: 'TOO_MANY_OPTIONS' });
    expect(priceLine(100, [toppings], [51, 52])).toMatchObject({ ok: true, unitPrice: 2300 });
  });

  it('refuses an id that is not an option of the product', () => {
    expect(priceLine(21900, [size, crust], [12, 999])).toMatchObject({
      ok: false,
      code: 'UNKNOWN_OPTION',
      optionId: 999,
    });
    // a product without groups takes no options
    expect(priceLine(5000, [], [11])).toMatchObject({ ok: false, code: 'UNKNOWN_OPTION' });
    expect(priceLine(5000, [], [])).toMatchObject({ ok: true, unitPrice: 5000, chosen: [] });
  });

  it('refuses an id chosen twice', () => {
    expect(priceLine(21900, [size], [12, 12])).toMatchObject({
      ok: false,
      code: 'DUPLICATE_OPTION',
      optionId: 12,
    });
  });

  it('prices half-and-half: the second half is an available linked pizza', () => {
    expect(priceLine(21900, [size, secondHalf], [11, 31])).toMatchObject({ ok: true, unitPrice: 23900 });
    expect(priceLine(21900, [size, secondHalf], [11, 32])).toMatchObject({
      ok: false,
      code: 'OPTION_UNAVAILABLE',
      optionId: 32,
    });
  });

  it("prices a set's drink and refuses one on the stop list", () => {
    expect(priceLine(39900, [drink], [42])).toMatchObject({ ok: true, unitPrice: 41400 });
    expect(priceLine(39900, [drink], [41])).toMatchObject({ ok: true, unitPrice: 39900 });
    const r = priceLine(39900, [drink], [43]);
    expect(r).toMatchObject({ ok: false, code: 'OPTION_UNAVAILABLE' });
    if (!r.ok) expect(r.message).toContain('"Drink"');
  });
});

describe('defaultChoice and optionsKey', () => {
  it('preselects available defaults within each maximum', () => {
    const groups = [
      {
        ...size,
        options: [
          { id: 11, price: 0, isDefault: true },
          { id: 12, price: 9000 },
        ],
      },
      {
        ...drink,
        options: [
          { id: 43, price: 0, isDefault: true, isAvailable: false },
          { id: 41, price: 0, isDefault: false },
        ],
      },
      {
        ...toppings,
        maxChoices: 1,
        options: [
          { id: 51, price: 1, isDefault: true },
          { id: 52, price: 1, isDefault: true },
        ],
      },
    ];
    expect(defaultChoice(groups)).toEqual([11, 51]);
  });

  it('keys a line by its options whatever their order', () => {
    expect(optionsKey([23, 12])).toBe(optionsKey([12, 23]));
    expect(optionsKey([])).toBe('');
    expect(optionsKey(undefined)).toBe('');
  });
});

const group = (over: Partial<OptionGroupRule> = {}): OptionGroupRule => ({
  name: { uk: 'Розмір', en: 'Size' },
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: { uk: '30 см', en: '30 cm' }, price: 0, linkedProductId: null, isDefault: true },
    { name: { uk: '40 см', en: '40 cm' }, price: 9000, linkedProductId: null, isDefault: false },
  ],
  ...over,
});
const codes = (groups: OptionGroupRule[], opts?: Parameters<typeof validateOptionGroups>[1]) =>
  validateOptionGroups(groups, opts).map((p) => p.code);

describe('validateOptionGroups', () => {
  it('accepts well-formed groups, zero-price options included', () => {
    expect(validateOptionGroups([group(), group({ minChoices: 0 })], { defaultLanguage: 'uk' })).toEqual([]);
    expect(validateOptionGroups([])).toEqual([]);
  });

  it('refuses a minimum above the maximum, with a message a manager understands', () => {
    const problems = validateOptionGroups([group({ minChoices: 2, maxChoices: 1 })]);
    expect(problems).toEqual([
      {
        code: 'MIN_ABOVE_MAX',
        message: 'Group "Розмір": the minimum number of choices (2) exceeds the maximum (1)',
        group: 0,
      },
    ]);
  });

  it('refuses a maximum above the number of options', () => {
    expect(codes([group({ minChoices: 0, maxChoices: 3 })])).toEqual(['MAX_ABOVE_OPTIONS']);
  });

  it('refuses an empty group and bad choice counts', () => {
    expect(codes([group({ options: [], minChoices: 0 })])).toEqual(['EMPTY_GROUP']);
    expect(codes([group({ maxChoices: 0, minChoices: 0 })])).toEqual(['BAD_CHOICE_COUNT']);
    expect(codes([group({ minChoices: 1.5 })])).toContain('BAD_CHOICE_COUNT');
  });

  it('refuses more defaults than the maximum', () => {
    const g = group();
    const options = g.options.map((o) => ({ ...o, isDefault: true }));
    expect(codes([{ ...g, options }])).toEqual(['TOO_MANY_DEFAULTS']);
    // two defaults where two may be chosen are fine
    expect(codes([{ ...g, maxChoices: 2, options }])).toEqual([]);
  });

  it('requires names, in the default language when given', () => {
    expect(codes([group({ name: {} })])).toEqual(['NAME_MISSING']);
    expect(codes([group({ name: { en: 'Size' } })], { defaultLanguage: 'uk' })).toEqual(['NAME_MISSING']);
    expect(codes([group({ name: { en: 'Size' } })])).toEqual([]);
    const g = group();
    const options = [{ ...g.options[0]!, name: { uk: '  ' } }, g.options[1]!];
    const problems = validateOptionGroups([{ ...g, options }]);
    expect(problems).toMatchObject([{ code: 'NAME_MISSING', group: 0, option: 0 }]);
  });

  it('refuses negative and fractional prices', () => {
    const g = group();
    expect(codes([{ ...g, options: [{ ...g.options[0]!, price: -1 }, g.options[1]!] }])).toEqual([
      'BAD_PRICE',
    ]);
    expect(codes([{ ...g, options: [{ ...g.options[0]!, price: 1.5 }, g.options[1]!] }])).toEqual([
      'BAD_PRICE',
    ]);
  });

  it('refuses an id used twice', () => {
    const g = group();
    const options = g.options.map((o) => ({ ...o, id: 7 }));
    expect(codes([{ ...g, options }])).toEqual(['DUPLICATE_ID']);
    expect(codes([group({ id: 3 }), group({ id: 3 })])).toEqual(['DUPLICATE_ID']);
  });

  it('refuses an option linked to its own product (a half-and-half of itself)', () => {
    const g = group({ minChoices: 0 });
    const options = [{ ...g.options[0]!, linkedProductId: 5 }, g.options[1]!];
    expect(codes([{ ...g, options }], { productId: 5 })).toEqual(['SELF_LINK']);
    expect(codes([{ ...g, options }], { productId: 6 })).toEqual([]);
  });
});
