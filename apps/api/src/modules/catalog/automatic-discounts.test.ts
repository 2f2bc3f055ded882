import { describe, expect, it } from 'vitest';
import {
  activeDiscounts,
  applyDiscounts,
  discountFor,
  discountedPrice,
  type AutomaticDiscountRule,
} from './automatic-discounts.js';

const KYIV = 101;
const LVIV = 102;
const SETS = 20;
const ROLLS = 10;

/** the demo's "−20% on sets every weekend, 10:00–23:00, every city", ending 28 March 2027 */
const weekendSets: AutomaticDiscountRule = {
  id: 1,
  businessRegionId: null,
  categoryId: SETS,
  percent: 20,
  daysOfWeek: [6, 7],
  startsTime: '10:00:00',
  endsTime: '23:00:00',
  startsAt: new Date('2026-09-05T00:00:00+03:00'),
  endsAt: new Date('2027-03-28T23:59:59+03:00'),
  combinesWithPromoCodes: false,
};

const runsAt = (iso: string, rule = weekendSets, timeZone = 'Europe/Kyiv', businessRegionId = KYIV) =>
  activeDiscounts([rule], { businessRegionId, timeZone, at: new Date(iso) }).length === 1;

describe('when an automatic promotion runs', () => {
  it('runs on its days and hours at the outlet, not on Friday night', () => {
    // Kyiv is UTC+2 in winter
    expect(runsAt('2026-11-20T21:30:00Z')).toBe(false); // Friday 23:30
    expect(runsAt('2026-11-21T07:59:00Z')).toBe(false); // Saturday 09:59
    expect(runsAt('2026-11-21T08:00:00Z')).toBe(true); // Saturday 10:00
    expect(runsAt('2026-11-21T20:59:00Z')).toBe(true); // Saturday 22:59
    expect(runsAt('2026-11-21T21:00:00Z')).toBe(false); // Saturday 23:00: the end is not in it
    expect(runsAt('2026-11-22T10:00:00Z')).toBe(true); // Sunday 12:00
    expect(runsAt('2026-11-23T10:00:00Z')).toBe(false); // Monday 12:00
  });

  it('reads the hours in the outlet’s zone across a daylight-saving weekend', () => {
    // Sunday 28 March 2027: Kyiv moves from UTC+2 to UTC+3 at 03:00
    expect(runsAt('2027-03-27T07:59:00Z')).toBe(false); // Saturday 09:59 (UTC+2)
    expect(runsAt('2027-03-27T08:00:00Z')).toBe(true); // Saturday 10:00 (UTC+2)
    expect(runsAt('2027-03-28T06:59:00Z')).toBe(false); // Sunday 09:59 (UTC+3); 08:59 by Saturday's offset
    expect(runsAt('2027-03-28T07:00:00Z')).toBe(true); // Sunday 10:00 (UTC+3)
    expect(runsAt('2027-03-28T19:59:00Z')).toBe(true); // Sunday 22:59
    expect(runsAt('2027-03-28T20:00:00Z')).toBe(false); // Sunday 23:00
    // and back in October: Sunday 25 October 2026, UTC+3 to UTC+2 at 04:00
    expect(runsAt('2026-10-25T07:59:00Z')).toBe(false); // Sunday 09:59 (UTC+2)
    expect(runsAt('2026-10-25T08:00:00Z')).toBe(true); // Sunday 10:00
    expect(runsAt('2026-10-24T07:00:00Z')).toBe(true); // Saturday 10:00 (UTC+3)
  });

  it('reads the same rule in each outlet’s own zone', () => {
    // Saturday 10:00 in Dubai (UTC+4) is 08:00 in Kyiv
    expect(runsAt('2026-11-21T06:00:00Z', weekendSets, 'Asia/Dubai')).toBe(true);
    expect(runsAt('2026-11-21T06:00:00Z', weekendSets, 'Europe/Kyiv')).toBe(false);
  });

  it('runs only between its start and end dates', () => {
    expect(runsAt('2026-08-29T10:00:00Z')).toBe(false); // a Saturday before it began
    expect(runsAt('2027-04-03T10:00:00Z')).toBe(false); // the Saturday after it ended
  });

  it('runs in its own city only, or in every city', () => {
    const lvivOnly = { ...weekendSets, businessRegionId: LVIV };
    expect(runsAt('2026-11-21T10:00:00Z', lvivOnly, 'Europe/Kyiv', KYIV)).toBe(false);
    expect(runsAt('2026-11-21T10:00:00Z', lvivOnly, 'Europe/Kyiv', LVIV)).toBe(true);
  });

  it('runs all day without hours, and past midnight by the local day', () => {
    const allDay = { ...weekendSets, startsTime: null, endsTime: null };
    expect(runsAt('2026-11-20T22:30:00Z', allDay)).toBe(true); // Saturday 00:30
    const lateFriday = { ...weekendSets, daysOfWeek: [5], startsTime: '22:00', endsTime: '02:00' };
    expect(runsAt('2026-11-20T20:30:00Z', lateFriday)).toBe(true); // Friday 22:30
    expect(runsAt('2026-11-20T23:30:00Z', lateFriday)).toBe(false); // Saturday 01:30: not a Friday
  });
});

describe('which dishes an automatic promotion lowers', () => {
  it('lowers a set and not a roll, and never an addon', () => {
    expect(discountFor({ id: 1, categoryId: SETS, isAddon: false }, [weekendSets])).toEqual({
      id: 1,
      percent: 20,
      combinesWithPromoCodes: false,
    });
    expect(discountFor({ id: 1, categoryId: ROLLS, isAddon: false }, [weekendSets])).toBeNull();
    const everything = { ...weekendSets, id: 2, categoryId: null, percent: 5 };
    expect(discountFor({ id: 1, categoryId: ROLLS, isAddon: false }, [everything])?.id).toBe(2);
    expect(discountFor({ id: 1, categoryId: ROLLS, isAddon: true }, [everything])).toBeNull();
  });

  it('lowers exactly the dishes a rule names, whatever their category', () => {
    const hotDishes = { ...weekendSets, id: 3, categoryId: null, productIds: [11, 12], percent: 15 };
    expect(discountFor({ id: 11, categoryId: ROLLS, isAddon: false }, [hotDishes])?.id).toBe(3);
    expect(discountFor({ id: 13, categoryId: ROLLS, isAddon: false }, [hotDishes])).toBeNull();
    expect(discountFor({ id: 13, categoryId: SETS, isAddon: false }, [hotDishes, weekendSets])?.id).toBe(1);
  });

  it('gives a dish one discount, the largest', () => {
    const small = { ...weekendSets, id: 2, categoryId: null, percent: 10 };
    expect(discountFor({ id: 1, categoryId: SETS, isAddon: false }, [small, weekendSets])?.id).toBe(1);
    expect(discountFor({ id: 1, categoryId: SETS, isAddon: false }, [weekendSets, small])?.id).toBe(1);
  });

  it('takes the percent off, rounded to the minor unit, and shows the price before it', () => {
    expect(discountedPrice(99900, 20)).toEqual({ price: 79920, oldPrice: 99900 });
    expect(discountedPrice(34950, 15)).toEqual({ price: 29707, oldPrice: 34950 }); // 5242.5 off → 5243
    expect(discountedPrice(100, 100)).toEqual({ price: 0, oldPrice: 100 });
  });

  it('prices a menu: covered dishes lowered, the rest untouched', () => {
    const set = { id: 7, categoryId: SETS, isAddon: false, price: 144900, oldPrice: 159900 };
    const roll = { id: 8, categoryId: ROLLS, isAddon: false, price: 34900, oldPrice: null };
    const [pricedSet, pricedRoll] = applyDiscounts([set, roll], [weekendSets]);
    expect(pricedSet).toEqual({ ...set, price: 115920, oldPrice: 144900 });
    expect(pricedRoll).toBe(roll);
    expect(applyDiscounts([set, roll], [])).toEqual([set, roll]);
  });
});
