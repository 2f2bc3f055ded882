import { describe, expect, it } from 'vitest';
import { chosenOptions, fromPrice, hasChoices, optionsPrice, toggleChoice } from './option-choice';

const opt = (id: number, name: string, price: number, isAvailable = true) => ({
  id,
  name,
  price,
  isAvailable,
});
const size = { id: 1, minChoices: 1, maxChoices: 1, options: [opt(40, '30 cm', 0), opt(41, '40 cm', 9000)] };
const crust = { id: 2, minChoices: 0, maxChoices: 1, options: [opt(50, 'classic', 0), opt(52, 'thin', 0)] };
const extras = {
  id: 3,
  minChoices: 0,
  maxChoices: 2,
  options: [opt(60, 'cheese', 2500), opt(61, 'bacon', 3000), opt(62, 'olives', 1500, false)],
};
const groups = [size, crust, extras];

describe('choosing options on the product page (issue 19)', () => {
  it('a choice of one replaces the group’s option', () => {
    expect(toggleChoice(groups, [40, 50], 1, 41, true)).toEqual([50, 41]);
  });

  it('an optional choice of one can be none; a required one cannot', () => {
    expect(toggleChoice(groups, [40, 52], 2, 0, true)).toEqual([40]);
    expect(toggleChoice(groups, [40, 52], 1, 0, true)).toEqual([40, 52]);
  });

  it('a choice of several adds up to its maximum and takes out', () => {
    let c = toggleChoice(groups, [40], 3, 60, true);
    c = toggleChoice(groups, c, 3, 61, true);
    expect(c).toEqual([40, 60, 61]);
    expect(toggleChoice(groups, c, 3, 60, false)).toEqual([40, 61]);
  });

  it('an unavailable option cannot be chosen', () => {
    expect(toggleChoice(groups, [40], 3, 62, true)).toEqual([40]);
  });

  it('prices and names the choice in the groups’ order', () => {
    expect(optionsPrice(groups, [60, 41])).toBe(11500);
    expect(chosenOptions(groups, [52, 41])).toEqual([
      { id: 41, name: '40 cm' },
      { id: 52, name: 'thin' },
    ]);
  });

  it('says "from" the cheapest required choice when options change the price', () => {
    expect(fromPrice(25900, [size])).toBe(25900);
    expect(fromPrice(25900, [{ ...size, options: [opt(40, '30 cm', 1000), opt(41, '40 cm', 9000)] }])).toBe(
      26900,
    );
    expect(fromPrice(25900, [crust])).toBeNull();
  });

  it('sends a product with groups to its page from the card', () => {
    expect(hasChoices(groups)).toBe(true);
    expect(hasChoices([])).toBe(false);
    expect(hasChoices(undefined)).toBe(false);
  });
});
